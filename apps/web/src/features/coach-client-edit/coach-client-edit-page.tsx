import { PATHS } from '@coaching/contract';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { isApiError } from '../../api/api-error.js';
import { useCoachClient } from '../../api/coach-client.js';
import { RetryAlert } from '../../components/retry-alert.js';
import { ClientEditForm } from './client-edit-form.js';
import { ClientEditHeader } from './client-edit-header.js';
import { ClientEditLoading } from './client-edit-loading.js';
import { ClientLinks } from './client-links.js';

/** /coach/clients/:id/edit (spec section 2, the client card's Settings and Edit Profile): one client, and what the coach keeps about them. */
export function CoachClientEditPage() {
  const { t } = useTranslation(['coach-client-edit', 'common']);
  const { id = '' } = useParams();
  const client = useCoachClient(id);
  const notFound = isApiError(client.error) && client.error.status === 404;

  const body = () => {
    if (notFound) {
      return (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={PATHS.coach.clients} color="inherit" size="small">
              {t('back')}
            </Button>
          }
        >
          <AlertTitle>{t('notFound')}</AlertTitle>
          {t('notFoundHint')}
        </Alert>
      );
    }
    if (client.data) {
      return (
        <>
          <ClientEditHeader client={client.data} />
          <ClientLinks clientId={client.data._id} />
          {/* A fresh form for each client, so nothing typed for one is carried to another. */}
          <ClientEditForm key={client.data._id} client={client.data} />
        </>
      );
    }
    if (client.isPending) return <ClientEditLoading />;
    return (
      <RetryAlert retryLabel={t('tryAgain')} onRetry={client.refetch} retrying={client.isFetching}>
        {t('loadFailed')}
      </RetryAlert>
    );
  };

  return (
    <Stack spacing={3}>
      <Box>
        <Button component={RouterLink} to={PATHS.coach.clients} startIcon={<ArrowBackIcon />}>
          {t('back')}
        </Button>
      </Box>
      {(notFound || !client.data) && (
        <Typography variant="h4" component="h1">
          {t('common:titles.coachClientEdit')}
        </Typography>
      )}
      {body()}
    </Stack>
  );
}
