import { NOTIFICATION_SETTINGS, PATHS, type NotificationSetting, type NotificationSettings, type User } from '@coaching/contract';
import { useTranslation } from 'react-i18next';
import { PushSwitch, SmsSwitch } from '../../components/notification-channels/channel-switches.js';
import type { PushThisBrowser } from '../../components/notification-channels/use-push-this-browser.js';
import { SettingsCard, SettingSwitch } from '../../components/settings-card.js';

type NotificationsCardProps = {
  user: User;
  values: NotificationSettings;
  saved: NotificationSettings;
  onChange: (key: NotificationSetting, value: boolean) => void;
  push: PushThisBrowser;
};

/**
 * How the platform reaches the client (spec section 3 defaults: email, push, weekly reports, session reminders and
 * goal updates on, SMS off), saved with the page's Save Settings. Push reaches this browser through Web Push when
 * the platform has it; SMS is offered only when the platform sends text messages.
 */
export function NotificationsCard({ user, values, saved, onChange, push }: NotificationsCardProps) {
  const { t } = useTranslation('client-settings');
  return (
    <SettingsCard title={t('notifications.title')} hint={t('notifications.hint')}>
      {NOTIFICATION_SETTINGS.map((key) => {
        const label = t(`notifications.${key}`);
        if (key === 'push') return <PushSwitch key={key} label={label} checked={values.push} saved={saved.push} onChange={(on) => onChange('push', on)} push={push} />;
        if (key === 'sms') {
          return <SmsSwitch key={key} label={label} checked={values.sms} onChange={(on) => onChange('sms', on)} phone={user.profile.phone} profilePath={PATHS.client.profile} role="client" />;
        }
        return <SettingSwitch key={key} label={label} description={t(`notifications.hints.${key}`)} checked={values[key]} onChange={(on) => onChange(key, on)} />;
      })}
    </SettingsCard>
  );
}
