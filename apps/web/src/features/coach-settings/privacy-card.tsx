import { PROFILE_VISIBILITY, type CoachSettings } from '@coaching/contract';
import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SettingsCard, SettingSwitch } from '../../components/settings-card.js';

type Privacy = CoachSettings['privacy'];
const SWITCHES = ['showRating', 'showAvailability', 'allowDirectMessages'] as const satisfies readonly (keyof Privacy)[];

/** Who finds the coach in the directory, what it shows of them, and whether their clients may write first. */
export function PrivacyCard({ value, onChange }: { value: Privacy; onChange: (next: Privacy) => void }) {
  const { t } = useTranslation('coach-settings');
  return (
    <SettingsCard title={t('privacy.title')}>
      <TextField
        select
        label={t('privacy.profileVisibility')}
        helperText={t('privacy.visibilityHint')}
        value={value.profileVisibility}
        onChange={(event) => onChange({ ...value, profileVisibility: event.target.value as Privacy['profileVisibility'] })}
        sx={{ maxWidth: 420, mb: 1 }}
      >
        {PROFILE_VISIBILITY.map((visibility) => (
          <MenuItem key={visibility} value={visibility}>
            {t(`privacy.visibility.${visibility}`)}
          </MenuItem>
        ))}
      </TextField>
      {SWITCHES.map((key) => (
        <SettingSwitch key={key} label={t(`privacy.${key}`)} checked={value[key]} onChange={(checked) => onChange({ ...value, [key]: checked })} />
      ))}
    </SettingsCard>
  );
}
