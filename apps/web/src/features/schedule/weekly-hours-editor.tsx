import { WEEKDAYS, type WeeklyAvailability } from '@coaching/contract';
import { FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { minutesOf } from './schedule-time.js';

/** Per weekday: available or not, and from when to when on the coach's clock (spec: 09:00-17:00, off by default). */
export function WeeklyHoursEditor({ value, onChange }: { value: WeeklyAvailability; onChange: (next: WeeklyAvailability) => void }) {
  const { t } = useTranslation('schedule');
  return (
    <Stack sx={{ gap: 1.5 }}>
      {WEEKDAYS.map((day) => {
        const hours = value[day];
        const set = (patch: Partial<typeof hours>) => onChange({ ...value, [day]: { ...hours, ...patch } });
        const backwards = hours.available && minutesOf(hours.endTime) <= minutesOf(hours.startTime);
        const name = t(`weekdays.${day}`);
        return (
          <Stack key={day} direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
            <FormControlLabel
              sx={{ minWidth: 200 }}
              control={<Switch checked={hours.available} onChange={(event) => set({ available: event.target.checked })} />}
              label={
                <span>
                  <Typography component="span" sx={{ fontWeight: 600 }}>
                    {name}
                  </Typography>{' '}
                  <Typography component="span" variant="body2" color="text.secondary">
                    {hours.available ? t('weekly.available') : t('weekly.dayOff')}
                  </Typography>
                </span>
              }
            />
            <TextField
              type="time"
              size="small"
              label={t('weekly.start', { day: name })}
              value={hours.startTime}
              disabled={!hours.available}
              onChange={(event) => set({ startTime: event.target.value })}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 900 } }}
            />
            <TextField
              type="time"
              size="small"
              label={t('weekly.end', { day: name })}
              value={hours.endTime}
              disabled={!hours.available}
              error={backwards}
              helperText={backwards ? t('weekly.backwards') : undefined}
              onChange={(event) => set({ endTime: event.target.value })}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 900 } }}
            />
          </Stack>
        );
      })}
    </Stack>
  );
}
