import { LIST_LIMITS, type ActivityItem, type Role } from '@coaching/contract';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import FlagIcon from '@mui/icons-material/Flag';
import ForumIcon from '@mui/icons-material/Forum';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Avatar, List, ListItem, ListItemAvatar, ListItemText, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardEmpty, TitledCard } from '../../components/titled-card.js';
import { useFormat } from '../../i18n/format.js';

const ICONS: Record<ActivityItem['type'], ReactNode> = {
  user: <PersonAddIcon />,
  session: <EventAvailableIcon />,
  conversation: <ForumIcon />,
  goal: <FlagIcon />,
};

const isRole = (value: string | undefined): value is Role => value === 'client' || value === 'coach' || value === 'admin';

/** Spec sections 2 and 9: the latest 5 things that happened, each said in the reader's language from its event and params. */
export function RecentActivity({ items }: { items: ActivityItem[] }) {
  const { t } = useTranslation(['admin-dashboard', 'messages']);
  const format = useFormat();
  const describe = (item: ActivityItem) => {
    const role = item.params.role;
    const params = { ...item.params, ...(isRole(role) ? { role: t(`roleInSentence.${role}`) } : {}) };
    return t(`messages:analytics.${item.event}Description`, params);
  };
  return (
    <TitledCard title={t('activity.title')}>
      {() =>
        items.length === 0 ? (
          <CardEmpty message={t('activity.empty')} />
        ) : (
          <List disablePadding>
            {items.slice(0, LIST_LIMITS.adminRecentActivity).map((item) => (
              <ListItem key={`${item.event}-${item.time}-${item.description}`} disableGutters alignItems="flex-start">
                <ListItemAvatar>
                  <Avatar sx={{ bgcolor: 'primary.light' }} aria-hidden="true">
                    {ICONS[item.type]}
                  </Avatar>
                </ListItemAvatar>
                <ListItemText
                  primary={
                    <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
                      <span>{t(`messages:analytics.${item.event}`)}</span>
                      <Typography variant="caption" color="text.secondary" component="time" dateTime={item.time} title={format.dateTime(item.time)}>
                        {format.relative(item.time)}
                      </Typography>
                    </Stack>
                  }
                  secondary={
                    <>
                      <Typography variant="caption" component="span" sx={{ fontWeight: 600, mr: 1 }}>
                        {t(`activity.types.${item.type}`)}
                      </Typography>
                      {describe(item)}
                    </>
                  }
                  slotProps={{ primary: { component: 'div' } }}
                />
              </ListItem>
            ))}
          </List>
        )
      }
    </TitledCard>
  );
}
