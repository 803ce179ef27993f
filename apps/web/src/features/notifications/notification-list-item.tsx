import type { Notification } from '@coaching/contract';
import DoneIcon from '@mui/icons-material/Done';
import { IconButton, ListItem, ListItemButton, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMarkNotificationRead } from '../../api/notifications.js';
import { NotificationText } from '../../components/notifications/notification-text.js';

/** One notification of the page: opening it marks it read; an unread one can also be marked read where it stands. */
export function NotificationListItem({ notification }: { notification: Notification }) {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  const unread = !notification.read;
  return (
    <ListItem
      disablePadding
      divider
      secondaryAction={
        unread && (
          <Tooltip title={t('markRead')}>
            <IconButton edge="end" aria-label={t('markRead')} disabled={markRead.isPending} onClick={() => markRead.mutate(notification._id)}>
              <DoneIcon />
            </IconButton>
          </Tooltip>
        )
      }
    >
      <ListItemButton
        onClick={() => {
          if (unread) markRead.mutate(notification._id);
          void navigate(notification.link);
        }}
        sx={{ py: 1.5, pr: 8 }}
      >
        <NotificationText notification={notification} />
      </ListItemButton>
    </ListItem>
  );
}
