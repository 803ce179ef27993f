import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, Button, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useCalendarFeed } from '../../api/sessions.js';
import { notify } from '../../components/notify.js';
import { RetryAlert } from '../../components/retry-alert.js';
import { SettingsCard, SettingSwitch } from '../../components/settings-card.js';

/**
 * The coach's private calendar feed (ICS) to subscribe to, with how in the three common calendar apps, and whether
 * their blocked times show on their schedule calendar. Subscribing is the sync: there is no other.
 */
export function CalendarCard({ showPersonalEvents, onChange }: { showPersonalEvents: boolean; onChange: (show: boolean) => void }) {
  const { t } = useTranslation('coach-settings');
  const feed = useCalendarFeed();

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success(t('calendar.copied'));
    } catch {
      notify.error(t('calendar.copyFailed'));
    }
  };

  return (
    <SettingsCard title={t('calendar.title')}>
      <Typography variant="body2">{t('calendar.intro')}</Typography>
      {feed.isError ? (
        <RetryAlert retryLabel={t('tryAgain')} onRetry={() => feed.refetch()} retrying={feed.isFetching}>
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
          <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy(feed.data.url)} sx={{ flexShrink: 0 }}>
            {t('calendar.copy')}
          </Button>
        </Stack>
      )}
      <Box component="ul" sx={{ m: 0, pl: 3, typography: 'body2', color: 'text.secondary' }}>
        <li>{t('calendar.google')}</li>
        <li>{t('calendar.outlook')}</li>
        <li>{t('calendar.apple')}</li>
      </Box>
      <SettingSwitch label={t('calendar.showPersonalEvents')} checked={showPersonalEvents} onChange={onChange} />
    </SettingsCard>
  );
}
