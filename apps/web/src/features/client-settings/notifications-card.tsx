import { NOTIFICATION_SETTINGS, notificationSettingsBody, notificationSettingsOf, type NotificationSetting, type User } from '@coaching/contract';
import { useTranslation } from 'react-i18next';
import { SettingsCard, SettingSwitch } from '../../components/settings-card.js';
import { useSwitchSettings } from './use-switch-settings.js';

/** No SMS transport is configured yet: its switch is shown off and disabled, saying why. */
const UNAVAILABLE: ReadonlySet<NotificationSetting> = new Set(['sms']);

/**
 * How the platform reaches the client (spec section 3 defaults: email, push, weekly reports, session reminders
 * and goal updates on, SMS off), each switch saved at once. The server honours email, session reminders and goal
 * updates; push and weekly reports are kept for when the platform sends them, and their lines say so.
 */
export function NotificationsCard({ user }: { user: User }) {
  const { t } = useTranslation('client-settings');
  const { values, change, failure } = useSwitchSettings(notificationSettingsOf(user), notificationSettingsBody);
  return (
    <SettingsCard title={t('notifications.title')} hint={t('notifications.hint')} failure={failure}>
      {NOTIFICATION_SETTINGS.map((key) => {
        const unavailable = UNAVAILABLE.has(key);
        return (
          <SettingSwitch
            key={key}
            label={t(`notifications.${key}`)}
            description={t(`notifications.hints.${key}`)}
            checked={!unavailable && values[key]}
            disabled={unavailable}
            onChange={(checked) => void change(key, checked)}
          />
        );
      })}
    </SettingsCard>
  );
}
