import { Autocomplete, TextField } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { timeZones } from './schedule-time.js';

/** The zone the weekly hours are kept in (the coach's profile timezone). */
export function TimezoneField({ value, onChange }: { value: string; onChange: (zone: string) => void }) {
  const { t } = useTranslation('schedule');
  const options = useMemo(() => timeZones(value), [value]);
  return (
    <Autocomplete
      disableClearable
      options={options}
      value={value}
      onChange={(_event, zone) => onChange(zone)}
      sx={{ maxWidth: 360 }}
      renderInput={(params) => <TextField {...params} label={t('timezone.label')} helperText={t('timezone.hint')} />}
    />
  );
}
