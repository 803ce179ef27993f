import type { User } from '@coaching/contract';
import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/auth-provider.js';
import { AppearanceCard } from '../../components/appearance-card.js';
import { usePushThisBrowser } from '../../components/notification-channels/use-push-this-browser.js';
import { PasswordChangeCard } from '../../components/password-change/password-change-card.js';
import { SaveBar } from '../../components/save-bar.js';
import { DataManagementCard } from './data-management-card.js';
import { DevicesCard } from './devices-card.js';
import { NotificationsCard } from './notifications-card.js';
import { PrivacyCard } from './privacy-card.js';
import { TranscriptReadsCard } from './transcript-reads-card.js';
import { useClientSettings } from './use-client-settings.js';

/**
 * /client/settings (spec section 2): Notifications and Privacy are one draft, stored by the Save Settings bar
 * below them; who read the AI conversations (issue 18); Appearance, applied and saved at once; Security (the
 * password and the signed-in devices) and Data Management (export, erasure), each acting at once.
 */
export function ClientSettingsPage() {
  const { user } = useAuth();
  // The client area's guard renders this page only for a signed-in client.
  return user ? <ClientSettingsView user={user} /> : null;
}

function ClientSettingsView({ user }: { user: User }) {
  const { t } = useTranslation(['client-settings', 'common']);
  const settings = useClientSettings(user);
  const push = usePushThisBrowser(settings.saved.notifications.push);

  const save = async () => {
    const stored = await settings.save();
    // Once the account says so, this browser follows: subscribed to Web Push, or unsubscribed.
    if (stored?.notifications.push !== undefined) await push.follow(stored.notifications.push);
  };

  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h4" component="h1">
          {t('common:titles.clientSettings')}
        </Typography>
        <Typography color="text.secondary">{t('subtitle')}</Typography>
      </div>
      <NotificationsCard user={user} values={settings.values.notifications} saved={settings.saved.notifications} onChange={settings.setNotification} push={push} />
      <PrivacyCard values={settings.values.privacy} onChange={settings.setPrivacy} />
      <SaveBar
        dirty={settings.dirty}
        saving={settings.saving}
        failure={settings.failure}
        notice={settings.notice}
        onSave={() => void save()}
        onDiscard={settings.discard}
        texts={t('saveBar', { returnObjects: true })}
      />
      <TranscriptReadsCard />
      <AppearanceCard user={user} texts={t('appearance', { returnObjects: true })} />
      <PasswordChangeCard />
      <DevicesCard />
      <DataManagementCard />
    </Stack>
  );
}
