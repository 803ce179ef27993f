import { PATHS } from '@coaching/contract';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, AlertTitle, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useOverseenClient } from '../../api/ai-oversight.js';
import { isApiError } from '../../api/api-error.js';
import { useClientAiConfig, useUpdateClientAiConfig } from '../../api/coach.js';
import { RetryAlert } from '../../components/retry-alert.js';
import { AiConfigForm } from './ai-config-form.js';
import { AiConfigLoading } from './ai-config-loading.js';
import { clientName } from '../../i18n/person-name.js';

/** /coach/clients/:id/ai-config (issue 18): how one client's AI coach works with them, set by their coach. */
export function ClientAiConfigPage() {
  const { t } = useTranslation(['coach-ai-config', 'common']);
  const { id = '' } = useParams();
  const config = useClientAiConfig(id);
  const client = useOverseenClient(id);
  const save = useUpdateClientAiConfig(id);
  const name = client.data ? clientName(client.data) : undefined;
  const notFound = [config.error, client.error].some((error) => isApiError(error) && error.status === 404);

  const body = () => {
    if (notFound) {
      return (
        <Alert severity="info" action={<Button component={RouterLink} to={PATHS.coach.clients} color="inherit" size="small">{t('client.back')}</Button>}>
          <AlertTitle>{t('client.notFound')}</AlertTitle>
          {t('client.notFoundHint')}
        </Alert>
      );
    }
    if (config.isPending) return <AiConfigLoading />;
    if (config.isError) {
      return (
        <RetryAlert retryLabel={t('tryAgain')} onRetry={config.refetch} retrying={config.isFetching}>
          {t('loadFailed')}
        </RetryAlert>
      );
    }
    return <AiConfigForm saved={config.data} save={save} savedMessage={t('client.saved')} />;
  };

  return (
    <Stack spacing={3}>
      <div>
        <Button component={RouterLink} to={PATHS.coach.clients} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
          {t('client.back')}
        </Button>
        <Typography variant="h4" component="h1">
          {name ? t('client.title', { name }) : t('common:titles.coachClientAiConfig')}
        </Typography>
        {!notFound && <Typography color="text.secondary">{name ? t('client.liveNote', { name }) : t('client.liveNoteUnnamed')}</Typography>}
      </div>
      {body()}
    </Stack>
  );
}
