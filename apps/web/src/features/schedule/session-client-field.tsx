import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useCoachClientChoices } from '../../api/coach.js';

/** The client of a new session; a client named in the address (?clientId=) is kept even before the list arrives. */
export function SessionClientField({ value, onChange, error }: { value: string; onChange: (clientId: string) => void; error?: string }) {
  const { t } = useTranslation('schedule');
  const clients = useCoachClientChoices();
  const choices = clients.data ?? [];
  const known = value === '' || choices.some((choice) => choice.clientId === value);
  const hint = clients.isPending ? t('form.clientsLoading') : clients.isError ? t('form.clientsFailed') : choices.length === 0 ? t('form.noClients') : undefined;
  return (
    <TextField
      select
      required
      label={t('form.client')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? hint}
    >
      {!known && <MenuItem value={value}>{clients.isPending ? t('form.clientsLoading') : t('form.clientFromLink')}</MenuItem>}
      {choices.map((choice) => (
        <MenuItem key={choice.clientId} value={choice.clientId}>
          {choice.clientName}
        </MenuItem>
      ))}
    </TextField>
  );
}
