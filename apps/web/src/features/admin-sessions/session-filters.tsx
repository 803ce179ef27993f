import { SESSION_STATUSES, type SessionStatus } from '@coaching/contract';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

export type SessionFilterValues = { status: SessionStatus | ''; coach: string; client: string; from: string; to: string };
export const NO_FILTERS: SessionFilterValues = { status: '', coach: '', client: '', from: '', to: '' };

/** Status, coach, client and a date range; the names are sent once typing pauses. */
export function SessionFilters({ value, onChange }: { value: SessionFilterValues; onChange: (next: SessionFilterValues) => void }) {
  const { t } = useTranslation(['admin-sessions', 'sessions']);
  const set = (key: keyof SessionFilterValues) => (event: { target: { value: string } }) => onChange({ ...value, [key]: event.target.value });
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <TextField select size="small" label={t('filters.status')} value={value.status} onChange={set('status')} sx={{ minWidth: 170 }}>
        <MenuItem value="">{t('filters.anyStatus')}</MenuItem>
        {SESSION_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {t(`sessions:status.${status}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField size="small" type="search" label={t('filters.coach')} placeholder={t('filters.searchHint')} value={value.coach} onChange={set('coach')} />
      <TextField size="small" type="search" label={t('filters.client')} placeholder={t('filters.searchHint')} value={value.client} onChange={set('client')} />
      <TextField size="small" type="date" label={t('filters.from')} value={value.from} onChange={set('from')} slotProps={{ inputLabel: { shrink: true } }} />
      <TextField size="small" type="date" label={t('filters.to')} value={value.to} onChange={set('to')} slotProps={{ inputLabel: { shrink: true } }} />
    </Stack>
  );
}

/** A day picked in the browser as the instant its midnight falls on here; `to` is inclusive, so it ends at the next midnight. */
export function dayStart(day: string, nextDay = false): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const start = new Date(`${day}T00:00:00`);
  if (nextDay) start.setDate(start.getDate() + 1);
  return start.toISOString();
}
