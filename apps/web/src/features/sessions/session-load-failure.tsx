import { PATHS } from '@coaching/contract';
import { Alert, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { failureCode } from '../../api/error-messages.js';

/** Not found and not visible look the same (the API answers 404 for both); anything else can be tried again. */
export function SessionLoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('sessions');
  const code = failureCode(error);
  const missing = code === 'NOT_FOUND' || code === 'FORBIDDEN';
  return (
    <Alert
      severity={missing ? 'warning' : 'error'}
      action={
        <Stack direction="row" sx={{ gap: 1 }}>
          {!missing && (
            <Button color="inherit" size="small" onClick={onRetry}>
              {t('list.tryAgain')}
            </Button>
          )}
          <Button color="inherit" size="small" component={RouterLink} to={PATHS.client.sessions}>
            {t('detail.back')}
          </Button>
        </Stack>
      }
    >
      {missing ? t('detail.notFound') : t('detail.loadFailed')}
    </Alert>
  );
}
