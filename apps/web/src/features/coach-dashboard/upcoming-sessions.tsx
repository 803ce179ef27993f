import { LIST_LIMITS, PATHS, pathTo, type Session, type SessionLocationType } from '@coaching/contract';
import EventIcon from '@mui/icons-material/Event';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import PhoneIcon from '@mui/icons-material/Phone';
import VideocamIcon from '@mui/icons-material/Videocam';
import { Button, List, ListItemButton, ListItemIcon, ListItemText, type SvgIconProps } from '@mui/material';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useUpcomingSessions } from '../../api/sessions.js';
import { SessionStatusChip } from '../../components/session-status-chip.js';
import { useSessionWhen } from './coach-time.js';
import { BlockEmpty, BlockFailed, BlockLoading, DashboardBlock } from './dashboard-block.js';
import { personName } from '../../i18n/person-name.js';

/** Spec section 9: the coach dashboard asks for the sessions of the next 7 days, 10 at most, and lists the first 5. */
export const UPCOMING_DAYS = 7;
export const UPCOMING_LOADED = 10;

const TYPE_ICONS: Record<SessionLocationType, ComponentType<SvgIconProps>> = {
  video_call: VideocamIcon,
  phone: PhoneIcon,
  in_person: LocationOnIcon,
};

export function UpcomingSessions() {
  const { t } = useTranslation('coach-dashboard');
  const action = (
    <Button component={RouterLink} to={PATHS.coach.sessions} size="small">
      {t('upcoming.viewAll')}
    </Button>
  );
  return (
    <DashboardBlock title={t('upcoming.title')} action={action}>
      {(titleId) => <UpcomingBody labelledBy={titleId} />}
    </DashboardBlock>
  );
}

function UpcomingBody({ labelledBy }: { labelledBy: string }) {
  const { t } = useTranslation('coach-dashboard');
  const { data, isPending, isFetching, refetch } = useUpcomingSessions(UPCOMING_DAYS, UPCOMING_LOADED);
  if (isPending) return <BlockLoading label={t('upcoming.loading')} />;
  if (!data) return <BlockFailed message={t('upcoming.loadFailed')} onRetry={refetch} retrying={isFetching} />;
  if (data.length === 0) {
    const schedule = (
      <Button component={RouterLink} to={PATHS.coach.sessionNew} variant="contained" startIcon={<EventIcon />}>
        {t('upcoming.schedule')}
      </Button>
    );
    return <BlockEmpty message={t('upcoming.empty')} action={schedule} />;
  }
  return (
    <List disablePadding aria-labelledby={labelledBy}>
      {data.slice(0, LIST_LIMITS.coachUpcomingSessions).map((session) => (
        <UpcomingSession key={session._id} session={session} />
      ))}
    </List>
  );
}

function UpcomingSession({ session }: { session: Session }) {
  const { t } = useTranslation('sessions');
  const when = useSessionWhen();
  const Icon = TYPE_ICONS[session.locationType];
  const client = personName(session.client);
  return (
    <li>
      <ListItemButton component={RouterLink} to={pathTo(PATHS.coach.session, { id: session._id })} sx={{ gap: 1, borderRadius: 1 }}>
        <ListItemIcon sx={{ minWidth: 36 }}>
          <Icon color="primary" titleAccess={t(`location.${session.locationType}`)} />
        </ListItemIcon>
        <ListItemText primary={session.title} secondary={[client, when(session.scheduledDate)].filter(Boolean).join(' · ')} />
        <SessionStatusChip status={session.status} />
      </ListItemButton>
    </li>
  );
}
