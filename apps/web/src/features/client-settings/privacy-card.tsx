import { defaultPrivacy, type Privacy, type User } from '@coaching/contract';
import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SettingsCard, SettingSwitch } from '../../components/settings-card.js';
import { useSwitchSettings } from './use-switch-settings.js';

const privacyBody = (privacy: Partial<Privacy>) => ({ privacy });

/**
 * The client's privacy (spec section 3). Sharing progress also decides what their coach sees of their AI coaching
 * (issue 18): the full conversations, or only the summaries, insights and action items.
 */
export function PrivacyCard({ user }: { user: User }) {
  const { t } = useTranslation('client-settings');
  const { values: privacy, change, failure } = useSwitchSettings(user.privacy ?? defaultPrivacy(), privacyBody);
  return (
    <SettingsCard title={t('privacy.title')} hint={t('privacy.hint')} failure={failure}>
      <SettingSwitch
        label={t('privacy.shareProgressWithCoach')}
        checked={privacy.shareProgressWithCoach}
        onChange={(checked) => void change('shareProgressWithCoach', checked)}
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
        onChange={(checked) => void change('allowDataAnalytics', checked)}
      />
      <SettingSwitch
        label={t('privacy.visibleToOtherClients')}
        description={t('privacy.visibleToOtherClientsHint')}
        checked={privacy.visibleToOtherClients}
        onChange={(checked) => void change('visibleToOtherClients', checked)}
      />
    </SettingsCard>
  );
}
