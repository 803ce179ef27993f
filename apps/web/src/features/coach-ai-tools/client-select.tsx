import { Alert, MenuItem, Skeleton, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useCoachClientChoices } from '../../api/coach.js';
import { RetryAlert } from '../../components/retry-alert.js';

/** The coach's active clients to pick from; loading, failure and "no clients yet" said in place. */
export function ClientSelect(props: { value: string; onChange: (clientId: string) => void; id: string }) {
  const { t } = useTranslation('coach-ai-tools');
  const choices = useCoachClientChoices();
  if (choices.isPending) return <Skeleton variant="rounded" height={56} aria-label={t('client.loading')} />;
  if (choices.isError) {
    return (
      <RetryAlert retryLabel={t('tryAgain')} onRetry={() => choices.refetch()} retrying={choices.isFetching}>
        {t('client.loadFailed')}
      </RetryAlert>
    );
  }
  if (choices.data.length === 0) return <Alert severity="info">{t('client.none')}</Alert>;
  return (
    <TextField select fullWidth id={props.id} label={t('client.label')} value={props.value} onChange={(event) => props.onChange(event.target.value)}>
      {choices.data.map((choice) => (
        <MenuItem key={choice.clientId} value={choice.clientId}>
          {choice.clientName}
        </MenuItem>
      ))}
    </TextField>
  );
}
