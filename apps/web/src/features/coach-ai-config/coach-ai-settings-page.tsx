import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useCoachAiSettings, useUpdateCoachAiSettings } from '../../api/coach.js';
import { RetryAlert } from '../../components/retry-alert.js';
import { AiConfigForm } from './ai-config-form.js';
import { AiConfigLoading } from './ai-config-loading.js';

/** /coach/ai-settings (issue 18): the coach's AI defaults, which each client who joins from now on starts with. */
export function CoachAiSettingsPage() {
  const { t } = useTranslation(['coach-ai-config', 'common']);
  const settings = useCoachAiSettings();
  const save = useUpdateCoachAiSettings();

  const body = () => {
    if (settings.isPending) return <AiConfigLoading />;
    if (settings.isError) {
      return (
        <RetryAlert retryLabel={t('tryAgain')} onRetry={settings.refetch} retrying={settings.isFetching}>
          {t('loadFailed')}
        </RetryAlert>
      );
    }
    return <AiConfigForm saved={settings.data} save={save} savedMessage={t('defaults.saved')} />;
  };

  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h4" component="h1">
          {t('common:titles.coachAiSettings')}
        </Typography>
        <Typography color="text.secondary">{t('defaults.intro')}</Typography>
      </div>
      {body()}
    </Stack>
  );
}
