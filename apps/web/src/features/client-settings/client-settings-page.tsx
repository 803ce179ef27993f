import type { User } from '@coaching/contract';
import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/auth-provider.js';
import { AppearanceCard } from '../../components/appearance-card.js';
import { PasswordChangeCard } from '../../components/password-change/password-change-card.js';
import { DataManagementCard } from './data-management-card.js';
import { DevicesCard } from './devices-card.js';
import { NotificationsCard } from './notifications-card.js';
import { PrivacyCard } from './privacy-card.js';
import { TranscriptReadsCard } from './transcript-reads-card.js';

/**
 * /client/settings (spec section 2): one card per section, every change saved at once with its own feedback, so
 * the page has no Save Settings button to forget. Notifications, privacy, who read the AI conversations (issue 18),
 * appearance, security (the password and the signed-in devices), and Data Management (export, erasure).
 */
export function ClientSettingsPage() {
  const { user } = useAuth();
  // The client area's guard renders this page only for a signed-in client.
  return user ? <ClientSettingsView user={user} /> : null;
}

function ClientSettingsView({ user }: { user: User }) {
  const { t } = useTranslation(['client-settings', 'common']);
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h4" component="h1">
          {t('common:titles.clientSettings')}
        </Typography>
        <Typography color="text.secondary">{t('subtitle')}</Typography>
      </div>
      <NotificationsCard user={user} />
      <PrivacyCard user={user} />
      <TranscriptReadsCard />
      <AppearanceCard user={user} texts={t('appearance', { returnObjects: true })} />
      <PasswordChangeCard />
      <DevicesCard />
      <DataManagementCard />
    </Stack>
  );
}
