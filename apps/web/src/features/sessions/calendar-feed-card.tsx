import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, Button, Card, CardContent, CardHeader, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../components/retry-alert.js';
import { useCalendarFeed } from '../../api/sessions.js';
import { notify } from '../../components/notify.js';
import { RotateFeedDialog } from './rotate-feed-dialog.js';

/** The private address of the client's calendar feed: shown, copied, or replaced when it has been shared too widely. */
export function CalendarFeedCard() {
  const { t } = useTranslation('sessions');
  const titleId = useId();
  const feed = useCalendarFeed();
  const [rotating, setRotating] = useState(false);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success(t('calendar.copied'));
    } catch {
      notify.error(t('calendar.copyFailed'));
    }
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardHeader title={t('calendar.title')} slotProps={{ title: { component: 'h2', variant: 'h6', id: titleId } }} />
      <CardContent sx={{ pt: 0 }}>
        <Stack sx={{ gap: 2 }}>
          <Typography variant="body2">{t('calendar.intro')}</Typography>
          {feed.isError ? (
            <RetryAlert retryLabel={t('calendar.tryAgain')} onRetry={() => feed.refetch()} retrying={feed.isFetching}>
              {t('calendar.loadFailed')}
            </RetryAlert>
          ) : !feed.data ? (
            <Skeleton variant="rounded" height={40} aria-label={t('calendar.loading')} />
          ) : (
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
              <TextField
                label={t('calendar.address')}
                value={feed.data.url}
                size="small"
                fullWidth
                slotProps={{ htmlInput: { readOnly: true, onFocus: (event: React.FocusEvent<HTMLInputElement>) => event.target.select() } }}
              />
              <Stack direction="row" sx={{ gap: 1, flexShrink: 0 }}>
                <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy(feed.data.url)}>
                  {t('calendar.copy')}
                </Button>
                <Button color="warning" onClick={() => setRotating(true)}>
                  {t('calendar.rotate')}
                </Button>
              </Stack>
            </Stack>
          )}
          <Box component="ul" sx={{ m: 0, pl: 3, typography: 'body2', color: 'text.secondary' }}>
            <li>{t('calendar.google')}</li>
            <li>{t('calendar.outlook')}</li>
            <li>{t('calendar.apple')}</li>
          </Box>
        </Stack>
      </CardContent>
      <RotateFeedDialog open={rotating} onClose={() => setRotating(false)} />
    </Card>
  );
}
