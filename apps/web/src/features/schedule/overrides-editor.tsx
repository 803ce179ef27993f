import type { AvailabilityOverride } from '@coaching/contract';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Button, FormControlLabel, IconButton, Stack, Switch, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { minutesOf } from './schedule-time.js';

/** Dates with other hours than their weekday's: a day off, or different hours. */
export function OverridesEditor({ value, onChange, today }: { value: AvailabilityOverride[]; onChange: (next: AvailabilityOverride[]) => void; today: string }) {
  const { t } = useTranslation('schedule');
  const set = (index: number, patch: Partial<AvailabilityOverride>) => onChange(value.map((override, i) => (i === index ? { ...override, ...patch } : override)));
  return (
    <Stack sx={{ gap: 1.5 }}>
      {value.length === 0 && <Typography color="text.secondary">{t('overrides.empty')}</Typography>}
      {value.map((override, index) => {
        const backwards = override.available && minutesOf(override.endTime) <= minutesOf(override.startTime);
        return (
          <Stack key={index} direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
            <TextField
              type="date"
              size="small"
              label={t('overrides.date')}
              value={override.date}
              onChange={(event) => set(index, { date: event.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <FormControlLabel
              control={<Switch checked={override.available} onChange={(event) => set(index, { available: event.target.checked })} />}
              label={override.available ? t('overrides.otherHours') : t('overrides.dayOff')}
              sx={{ minWidth: 170 }}
            />
            {override.available && (
              <>
                <TextField
                  type="time"
                  size="small"
                  label={t('overrides.start')}
                  value={override.startTime}
                  onChange={(event) => set(index, { startTime: event.target.value })}
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 900 } }}
                />
                <TextField
                  type="time"
                  size="small"
                  label={t('overrides.end')}
                  value={override.endTime}
                  error={backwards}
                  helperText={backwards ? t('weekly.backwards') : undefined}
                  onChange={(event) => set(index, { endTime: event.target.value })}
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 900 } }}
                />
              </>
            )}
            <IconButton aria-label={t('overrides.remove', { date: override.date || '…' })} onClick={() => onChange(value.filter((_, i) => i !== index))}>
              <DeleteIcon />
            </IconButton>
          </Stack>
        );
      })}
      <Button
        startIcon={<AddIcon />}
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => onChange([...value, { date: today, available: false, startTime: '09:00', endTime: '17:00' }])}
      >
        {t('overrides.add')}
      </Button>
    </Stack>
  );
}
