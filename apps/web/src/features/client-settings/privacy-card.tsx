import type { Privacy } from '@coaching/contract';
import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SettingsCard, SettingSwitch } from '../../components/settings-card.js';

/**
 * The client's privacy (spec section 3), saved with the page's Save Settings. Sharing progress also decides what
 * their coach sees of their AI coaching (issue 18): the full conversations, or only the summaries, insights and
 * action items.
 */
export function PrivacyCard({ values: privacy, onChange }: { values: Privacy; onChange: (key: keyof Privacy, value: boolean) => void }) {
  const { t } = useTranslation('client-settings');
  return (
    <SettingsCard title={t('privacy.title')} hint={t('privacy.hint')}>
      <SettingSwitch
        label={t('privacy.shareProgressWithCoach')}
        checked={privacy.shareProgressWithCoach}
        onChange={(checked) => onChange('shareProgressWithCoach', checked)}
        description={
          <Stack component="span" sx={{ gap: 0.5 }}>
            <span>{privacy.shareProgressWithCoach ? t('privacy.sharingOn') : t('privacy.sharingOff')}</span>
            <span>{t('privacy.safetyAlerts')}</span>
          </Stack>
        }
      />
      <SettingSwitch
        label={t('privacy.allowDataAnalytics')}
        description={t('privacy.allowDataAnalyticsHint')}
        checked={privacy.allowDataAnalytics}
        onChange={(checked) => onChange('allowDataAnalytics', checked)}
      />
      <SettingSwitch
        label={t('privacy.visibleToOtherClients')}
        description={t('privacy.visibleToOtherClientsHint')}
        checked={privacy.visibleToOtherClients}
        onChange={(checked) => onChange('visibleToOtherClients', checked)}
      />
    </SettingsCard>
  );
}
