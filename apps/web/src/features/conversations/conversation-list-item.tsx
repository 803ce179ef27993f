import type { Conversation } from '@coaching/contract';
import { Badge, Box, Chip, ListItem, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../auth/auth-provider.js';
import { visuallyHidden } from '../../components/visually-hidden.js';
import { useFormat } from '../../i18n/format.js';
import { messageRoleLabel } from './role-label.js';

const STATUS_COLOR = { active: 'success', paused: 'warning', completed: 'info', archived: 'default' } as const;

/** One conversation of a list: its title, the other person, the last message, its status and the caller's unread count. */
export function ConversationListItem({ conversation, to }: { conversation: Conversation; to: string }) {
  const { t } = useTranslation('conversations');
  const { user } = useAuth();
  const format = useFormat();
  const last = conversation.lastMessage;
  const unread = conversation.unreadCount;
  return (
    <ListItem disablePadding divider>
      <ListItemButton component={Link} to={to} sx={{ alignItems: 'flex-start', gap: 2 }}>
        <ListItemText
          primary={
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography component="span" variant="subtitle1" sx={{ fontWeight: unread > 0 ? 700 : 500 }}>
                {conversation.title}
              </Typography>
              <Chip size="small" label={t(`statuses.${conversation.status}`)} color={STATUS_COLOR[conversation.status]} variant="outlined" />
            </Stack>
          }
          secondary={
            <>
              <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                {t('withPerson', { name: conversation.otherName })}
              </Typography>
              <Typography component="span" variant="body2" color="text.secondary" noWrap sx={{ display: 'block' }}>
                {last ? `${messageRoleLabel(last, user?._id, t)}: ${last.content}` : t('noMessagesYet')}
              </Typography>
            </>
          }
        />
        <Stack sx={{ alignItems: 'flex-end', gap: 1, flexShrink: 0 }}>
          <Typography variant="caption" color="text.secondary">
            {format.dateTime(conversation.updatedAt)}
          </Typography>
          {unread > 0 && (
            <>
              <Badge badgeContent={unread} color="secondary" aria-hidden sx={{ mr: 1 }} />
              <Box component="span" sx={visuallyHidden}>
                {t('unread', { count: unread })}
              </Box>
            </>
          )}
        </Stack>
      </ListItemButton>
    </ListItem>
  );
}
