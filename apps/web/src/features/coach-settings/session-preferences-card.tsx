import { SESSION_PREFERENCE_SLIDERS, type SessionPreferences } from '@coaching/contract';
import { Box, CircularProgress, Slider, Stack, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../components/retry-alert.js';
import { SettingsCard, SettingSwitch } from '../../components/settings-card.js';

type SliderKey = keyof typeof SESSION_PREFERENCE_SLIDERS;
const SWITCHES = ['autoAcceptBookings', 'requireConfirmation', 'allowRescheduling'] as const satisfies readonly (keyof SessionPreferences)[];

/** The spec's session preference sliders (section 9) and booking switches, read from and saved to the coach's schedule. */
export function SessionPreferencesCard(props: { value: SessionPreferences | undefined; query: Pick<UseQueryResult, 'isError' | 'isFetching' | 'refetch'>; onChange: (next: SessionPreferences) => void }) {
  const { t } = useTranslation('coach-settings');
  const { value, query, onChange } = props;
  const say = (key: SliderKey, count: number) =>
    key === 'maxDailyClients' ? t('sessions.clients', { count }) : key === 'cancellationNotice' ? t('sessions.hours', { count }) : t('sessions.minutes', { count });

  return (
    <SettingsCard title={t('sessions.title')} hint={t('sessions.hint')}>
      {query.isError ? (
        <RetryAlert retryLabel={t('tryAgain')} onRetry={() => query.refetch()} retrying={query.isFetching}>
          {t('loadFailed')}
        </RetryAlert>
      ) : !value ? (
        <Box role="status" aria-label={t('loading')} sx={{ display: 'grid', placeItems: 'center', minHeight: 120 }}>
          <CircularProgress />
        </Box>
      ) : (
        <>
          {(Object.keys(SESSION_PREFERENCE_SLIDERS) as SliderKey[]).map((key) => (
            <PreferenceSlider key={key} name={key} label={t(`sessions.${key}`)} value={value[key]} say={(count) => say(key, count)} onChange={(next) => onChange({ ...value, [key]: next })} />
          ))}
          {SWITCHES.map((key) => (
            <SettingSwitch key={key} label={t(`sessions.${key}`)} checked={value[key]} onChange={(checked) => onChange({ ...value, [key]: checked })} />
          ))}
        </>
      )}
    </SettingsCard>
  );
}

function PreferenceSlider(props: { name: SliderKey; label: string; value: number; say: (value: number) => string; onChange: (value: number) => void }) {
  const id = useId();
  const { min, max, step } = SESSION_PREFERENCE_SLIDERS[props.name];
  return (
    <Stack sx={{ gap: 0.5, mb: 1 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography id={id}>{props.label}</Typography>
        <Typography color="text.secondary">{props.say(props.value)}</Typography>
      </Stack>
      <Slider
        aria-labelledby={id}
        value={props.value}
        min={min}
        max={max}
        step={step}
        marks
        valueLabelDisplay="auto"
        valueLabelFormat={props.say}
        getAriaValueText={props.say}
        onChange={(_event, next) => props.onChange(next as number)}
        sx={{ mx: 1, width: 'auto' }}
      />
    </Stack>
  );
}
