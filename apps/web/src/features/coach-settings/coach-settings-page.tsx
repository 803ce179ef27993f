import { PATHS, type CoachSettings, type User } from '@coaching/contract';
import { Grid, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/auth-provider.js';
import { AppearanceCard } from '../../components/appearance-card.js';
import { PushSwitch, SmsSwitch } from '../../components/notification-channels/channel-switches.js';
import { usePushThisBrowser } from '../../components/notification-channels/use-push-this-browser.js';
import { PasswordChangeCard } from '../../components/password-change/password-change-card.js';
import { SaveBar } from '../../components/save-bar.js';
import { CalendarCard } from './calendar-card.js';
import { PrivacyCard } from './privacy-card.js';
import { SessionPreferencesCard } from './session-preferences-card.js';
import { SettingsCard, SettingSwitch } from '../../components/settings-card.js';
import { accountSettingsOf, type CoachNotifications } from './settings-draft.js';
import { useCoachSettings } from './use-coach-settings.js';

const AI_SWITCHES = ['enableAISuggestions', 'autoGenerateNotes', 'conversationAnalysis', 'clientInsights', 'sessionPreparation'] as const satisfies readonly (keyof CoachSettings['aiAssistance'])[];

/** /coach/settings: privacy, session preferences, AI assistance, calendar, notifications, appearance and password (spec section 2). */
export function CoachSettingsPage() {
  const { user } = useAuth();
  // The coach area's guard renders this page only for a signed-in coach.
  return user ? <CoachSettingsView user={user} /> : null;
}

function CoachSettingsView({ user }: { user: User }) {
  const { t } = useTranslation(['coach-settings', 'common']);
  const settings = useCoachSettings(user);
  const { account, changeAccount } = settings;
  const changeCoachSettings = (patch: Partial<CoachSettings>) => changeAccount({ ...account, coachSettings: { ...account.coachSettings, ...patch } });
  const changeNotifications = (patch: Partial<CoachNotifications>) => changeAccount({ ...account, notifications: { ...account.notifications, ...patch } });
  const savedPush = accountSettingsOf(user).notifications.push;
  const push = usePushThisBrowser(savedPush);

  const save = async () => {
    const stored = await settings.save();
    // Once the account says so, this browser follows: subscribed to Web Push, or unsubscribed.
    if (stored && stored.notifications.push !== savedPush) await push.follow(stored.notifications.push);
  };

  return (
    <Stack spacing={3} sx={{ pb: 10 }}>
      <div>
        <Typography variant="h4" component="h1">
          {t('common:titles.coachSettings')}
        </Typography>
        <Typography color="text.secondary">{t('subtitle')}</Typography>
      </div>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <PrivacyCard value={account.coachSettings.privacy} onChange={(privacy) => changeCoachSettings({ privacy })} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SessionPreferencesCard value={settings.sessions} query={settings.sessionsQuery} onChange={settings.changeSessions} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SettingsCard title={t('ai.title')}>
            {AI_SWITCHES.map((key) => (
              <SettingSwitch
                key={key}
                label={t(`ai.${key}`)}
                description={t(`ai.hints.${key}`)}
                checked={account.coachSettings.aiAssistance[key]}
                onChange={(checked) => changeCoachSettings({ aiAssistance: { ...account.coachSettings.aiAssistance, [key]: checked } })}
              />
            ))}
          </SettingsCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SettingsCard title={t('notifications.title')}>
            <SettingSwitch label={t('notifications.email')} checked={account.notifications.email} onChange={(email) => changeNotifications({ email })} />
            <PushSwitch label={t('notifications.push')} checked={account.notifications.push} saved={savedPush} onChange={(on) => changeNotifications({ push: on })} push={push} />
            <SmsSwitch
              label={t('notifications.sms')}
              checked={account.notifications.sms}
              onChange={(sms) => changeNotifications({ sms })}
              phone={user.profile.phone}
              profilePath={PATHS.coach.profile}
              role="coach"
            />
          </SettingsCard>
        </Grid>
        <Grid size={12}>
          <CalendarCard
            showPersonalEvents={account.coachSettings.calendar.showPersonalEvents}
            onChange={(showPersonalEvents) => changeCoachSettings({ calendar: { showPersonalEvents } })}
          />
        </Grid>
      </Grid>
      <SaveBar
        dirty={settings.dirty}
        saving={settings.saving}
        failure={settings.failure}
        notice={settings.notice}
        onSave={() => void save()}
        onDiscard={settings.discard}
        texts={{ save: t('save'), discard: t('discard'), unsaved: t('unsaved') }}
      />
      <AppearanceCard user={user} texts={t('appearance', { returnObjects: true })} />
      <PasswordChangeCard />
    </Stack>
  );
}
