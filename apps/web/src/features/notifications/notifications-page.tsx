import DoneAllIcon from '@mui/icons-material/DoneAll';
import { Box, Button, CircularProgress, FormControlLabel, List, Pagination, Paper, Stack, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATIONS_PAGE_SIZE, useMarkAllNotificationsRead, useNotificationList } from '../../api/notifications.js';
import { NotificationListItem } from './notification-list-item.js';
import { RetryAlert } from '../../components/retry-alert.js';

/** /client/notifications: 20 a page, newest first, all or only the unread ones; each marked read one by one or all at once. */
export function NotificationsPage() {
  const { t } = useTranslation(['notifications', 'common']);
  const [page, setPage] = useState(1);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const query = useNotificationList({ page, limit: NOTIFICATIONS_PAGE_SIZE, unread: unreadOnly || undefined });
  const markAllRead = useMarkAllNotificationsRead();
  const list = query.data;
  const pages = list ? Math.max(1, Math.ceil(list.pagination.total / NOTIFICATIONS_PAGE_SIZE)) : 1;

  return (
    <Stack sx={{ gap: 3, maxWidth: 960 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          {t('common:titles.clientNotifications')}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<DoneAllIcon />}
          disabled={!list || list.unread === 0}
          loading={markAllRead.isPending}
          onClick={() => markAllRead.mutate()}
        >
          {t('markAllRead')}
        </Button>
      </Stack>
      <FormControlLabel
        control={
          <Switch
            checked={unreadOnly}
            onChange={(event) => {
              setUnreadOnly(event.target.checked);
              setPage(1);
            }}
          />
        }
        label={t('unreadOnly')}
      />
      {query.isError ? (
        <RetryAlert retryLabel={t('tryAgain')} onRetry={query.refetch} retrying={query.isFetching}>
          {t('loadFailed')}
        </RetryAlert>
      ) : !list ? (
        <Box role="status" aria-label={t('loading')} sx={{ display: 'grid', placeItems: 'center', minHeight: 200 }}>
          <CircularProgress />
        </Box>
      ) : list.notifications.length === 0 ? (
        <Typography color="text.secondary">{unreadOnly ? t('emptyUnread') : t('empty')}</Typography>
      ) : (
        <Paper variant="outlined">
          <List disablePadding aria-label={t('listLabel')}>
            {list.notifications.map((notification) => (
              <NotificationListItem key={notification._id} notification={notification} />
            ))}
          </List>
        </Paper>
      )}
      {pages > 1 && <Pagination count={pages} page={page} onChange={(_event, value) => setPage(value)} sx={{ alignSelf: 'center' }} />}
    </Stack>
  );
}
