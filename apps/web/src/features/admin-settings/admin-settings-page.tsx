import { CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useGeneralSettings } from '../../api/platform-settings.js';
import { useHasPermission } from '../../auth/use-permission.js';
import { RetryAlert } from '../../components/retry-alert.js';
import { AuditLogSection } from './audit-log-section.js';
import { GeneralSettingsForm } from './general-settings-form.js';

/** /admin/settings, Platform Settings (issue 20): the general settings, then the audit log. */
export function AdminSettingsPage() {
  const { t } = useTranslation(['admin-settings', 'common']);
  const settings = useGeneralSettings();
  const canManage = useHasPermission('users.manage');
  return (
    <Stack spacing={3} sx={{ pb: 10 }}>
      <div>
        <Typography variant="h4" component="h1">
          {t('common:titles.adminSettings')}
        </Typography>
        <Typography color="text.secondary">{t('subtitle')}</Typography>
      </div>
      {settings.isPending && <CircularProgress aria-label={t('loading')} sx={{ alignSelf: 'center' }} />}
      {settings.isError && (
        <RetryAlert retryLabel={t('tryAgain')} onRetry={() => settings.refetch()} retrying={settings.isFetching}>
          {t('loadFailed')}
        </RetryAlert>
      )}
      {settings.data && <GeneralSettingsForm saved={settings.data} canManage={canManage} />}
      <AuditLogSection />
    </Stack>
  );
}
