import DoneAllIcon from '@mui/icons-material/DoneAll';
import { Box, CircularProgress, Divider, ListItemIcon, Menu, MenuItem, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BELL_FILTER, useMarkAllNotificationsRead, useMarkNotificationRead, useNotificationList } from '../api/notifications.js';
import { NotificationText } from '../components/notifications/notification-text.js';

type Props = { id: string; anchor: HTMLElement | null; seeAllTo?: string; onClose: () => void };

/** The bell's menu: the latest notifications (a click marks one read and opens it), 'Mark all as read' and 'See all'. */
export default function NotificationMenu({ id, anchor, seeAllTo, onClose }: Props) {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const query = useNotificationList(BELL_FILTER);
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const list = query.data;

  const go = (to: string) => {
    onClose();
    void navigate(to);
  };

  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ list: { 'aria-label': t('menuLabel'), dense: true }, paper: { sx: { width: 360, maxWidth: '100vw' } } }}
    >
      {query.isError ? (
        <Typography role="alert" variant="body2" color="error" sx={{ px: 2, py: 1.5 }}>
          {t('loadFailed')}
        </Typography>
      ) : !list ? (
        <Box role="status" aria-label={t('loading')} sx={{ display: 'grid', placeItems: 'center', py: 2 }}>
          <CircularProgress size={24} />
        </Box>
      ) : list.notifications.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1.5 }}>
          {t('empty')}
        </Typography>
      ) : (
        list.notifications.map((notification) => (
          <MenuItem
            key={notification._id}
            onClick={() => {
              if (!notification.read) markRead.mutate(notification._id);
              go(notification.link);
            }}
            sx={{ py: 1, whiteSpace: 'normal' }}
          >
            <NotificationText notification={notification} />
          </MenuItem>
        ))
      )}
      <Divider />
      <MenuItem disabled={!list || list.unread === 0} onClick={() => markAllRead.mutate()}>
        <ListItemIcon>
          <DoneAllIcon fontSize="small" />
        </ListItemIcon>
        {t('markAllRead')}
      </MenuItem>
      {seeAllTo && <MenuItem onClick={() => go(seeAllTo)}>{t('seeAll')}</MenuItem>}
    </Menu>
  );
}
