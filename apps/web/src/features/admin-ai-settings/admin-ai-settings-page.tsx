import { Alert, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAiSettings } from '../../api/ai-settings.js';
import { useHasPermission } from '../../auth/use-permission.js';
import { RetryAlert } from '../../components/retry-alert.js';
import { useFormat } from '../../i18n/format.js';
import { AiDefaultsForm } from './ai-defaults-form.js';
import { CrisisResourcesSection } from './crisis-resources-section.js';
import { EngineCard } from './engine-card.js';

/** /admin/ai-settings, AI Configuration (issue 20): the engine and its test, the platform's AI defaults and rate, the crisis resources. */
export function AdminAiSettingsPage() {
  const { t } = useTranslation(['admin-ai-settings', 'common']);
  const format = useFormat();
  const settings = useAiSettings();
  const canConfigure = useHasPermission('ai.configure');
  return (
    <Stack spacing={3} sx={{ pb: 10 }}>
      <div>
        <Typography variant="h4" component="h1">
          {t('common:titles.adminAiSettings')}
        </Typography>
        <Typography color="text.secondary">{t('subtitle')}</Typography>
      </div>
      {!canConfigure && <Alert severity="info">{t('readOnly')}</Alert>}
      {settings.isPending && <CircularProgress aria-label={t('loading')} sx={{ alignSelf: 'center' }} />}
      {settings.isError && (
        <RetryAlert retryLabel={t('tryAgain')} onRetry={() => settings.refetch()} retrying={settings.isFetching}>
          {t('loadFailed')}
        </RetryAlert>
      )}
      {settings.data && (
        <>
          <EngineCard engine={settings.data.engine} />
          <Typography variant="body2" color="text.secondary">
            {settings.data.updatedAt ? t('lastChanged', { when: format.dateTime(settings.data.updatedAt) }) : t('neverChanged')}
          </Typography>
          <AiDefaultsForm saved={settings.data} canConfigure={canConfigure} />
        </>
      )}
      <CrisisResourcesSection canConfigure={canConfigure} />
    </Stack>
  );
}
