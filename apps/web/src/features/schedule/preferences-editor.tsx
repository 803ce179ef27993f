import { SESSION_LIMITS, SESSION_PREFERENCE_SLIDERS, type SessionPreferences } from '@coaching/contract';
import { FormControlLabel, Slider, Stack, Switch, TextField, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type SliderKey = keyof typeof SESSION_PREFERENCE_SLIDERS;
type SwitchKey = 'autoAcceptBookings' | 'requireConfirmation' | 'allowRescheduling';

/** The session preference sliders with the spec's ranges and steps (section 9), the booking switches, and the notice and horizon. */
export function PreferencesEditor({ value, onChange }: { value: SessionPreferences; onChange: (next: SessionPreferences) => void }) {
  const { t } = useTranslation('schedule');
  const set = (patch: Partial<SessionPreferences>) => onChange({ ...value, ...patch });
  const sayValue = (key: SliderKey, amount: number) =>
    key === 'maxDailyClients' ? t('preferences.clients', { count: amount }) : key === 'cancellationNotice' ? t('preferences.hours', { count: amount }) : t('minutes', { count: amount });
  return (
    <Stack sx={{ gap: 3 }}>
      {(Object.keys(SESSION_PREFERENCE_SLIDERS) as SliderKey[]).map((key) => (
        <PreferenceSlider key={key} name={key} value={value[key]} label={t(`preferences.${key}`)} say={(amount) => sayValue(key, amount)} onChange={(amount) => set({ [key]: amount })} />
      ))}
      <Stack>
        {(['autoAcceptBookings', 'requireConfirmation', 'allowRescheduling'] as SwitchKey[]).map((key) => (
          <FormControlLabel key={key} control={<Switch checked={value[key]} onChange={(event) => set({ [key]: event.target.checked })} />} label={t(`preferences.${key}`)} />
        ))}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <TextField
          type="number"
          label={t('preferences.minimumNotice')}
          value={Number.isNaN(value.minimumNotice) ? '' : value.minimumNotice}
          onChange={(event) => set({ minimumNotice: event.target.value === '' ? Number.NaN : Number(event.target.value) })}
          helperText={t('preferences.minimumNoticeHint', { max: SESSION_LIMITS.minimumNoticeHoursMax })}
          slotProps={{ htmlInput: { min: 0, max: SESSION_LIMITS.minimumNoticeHoursMax, step: 1 } }}
        />
        <TextField
          type="number"
          label={t('preferences.bookingHorizon')}
          value={Number.isNaN(value.bookingHorizon) ? '' : value.bookingHorizon}
          onChange={(event) => set({ bookingHorizon: event.target.value === '' ? Number.NaN : Number(event.target.value) })}
          helperText={t('preferences.bookingHorizonHint', { max: SESSION_LIMITS.bookingHorizonDaysMax })}
          slotProps={{ htmlInput: { min: 1, max: SESSION_LIMITS.bookingHorizonDaysMax, step: 1 } }}
        />
      </Stack>
    </Stack>
  );
}

function PreferenceSlider({ name, value, label, say, onChange }: { name: SliderKey; value: number; label: string; say: (value: number) => string; onChange: (value: number) => void }) {
  const id = useId();
  const { min, max, step } = SESSION_PREFERENCE_SLIDERS[name];
  return (
    <Stack sx={{ gap: 0.5 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography id={id}>{label}</Typography>
        <Typography color="text.secondary">{say(value)}</Typography>
      </Stack>
      <Slider
        aria-labelledby={id}
        value={value}
        min={min}
        max={max}
        step={step}
        marks
        valueLabelDisplay="auto"
        valueLabelFormat={say}
        getAriaValueText={say}
        onChange={(_event, next) => onChange(next as number)}
        sx={{ mx: 1, width: 'auto' }}
      />
    </Stack>
  );
}
