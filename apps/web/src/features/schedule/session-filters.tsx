import { SESSION_STATUSES, type SessionStatus } from '@coaching/contract';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

export type SessionFilterValues = { status: SessionStatus | ''; from: string; to: string };

/** Status and a date range (days of the coach's zone, both included). */
export function SessionFilters({ value, onChange }: { value: SessionFilterValues; onChange: (next: SessionFilterValues) => void }) {
  const { t } = useTranslation(['schedule', 'sessions']);
  const backwards = value.from !== '' && value.to !== '' && value.to < value.from;
  const filtered = value.status !== '' || value.from !== '' || value.to !== '';
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'flex-start' } }}>
      <TextField
        select
        label={t('filters.status')}
        value={value.status}
        onChange={(event) => onChange({ ...value, status: event.target.value as SessionStatus | '' })}
        sx={{ minWidth: 220 }}
      >
        <MenuItem value="">{t('filters.allStatuses')}</MenuItem>
        {SESSION_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {t(`sessions:status.${status}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        label={t('filters.from')}
        value={value.from}
        onChange={(event) => onChange({ ...value, from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        label={t('filters.to')}
        value={value.to}
        onChange={(event) => onChange({ ...value, to: event.target.value })}
        error={backwards}
        helperText={backwards ? t('filters.backwards') : undefined}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {filtered && (
        <Button onClick={() => onChange({ status: '', from: '', to: '' })} sx={{ alignSelf: 'center' }}>
          {t('filters.clear')}
        </Button>
      )}
    </Stack>
  );
}
