import type { CoachSettings, User } from '@coaching/contract';
import { Alert, Box, Button, Grid, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/auth-provider.js';
import { PasswordChangeCard } from '../../components/password-change/password-change-card.js';
import { localizeMessage } from '../../i18n/localize-message.js';
import { AppearanceCard } from '../../components/appearance-card.js';
import { CalendarCard } from './calendar-card.js';
import { PrivacyCard } from './privacy-card.js';
import { SessionPreferencesCard } from './session-preferences-card.js';
import { SettingsCard, SettingSwitch } from '../../components/settings-card.js';
import { useCoachSettings } from './use-coach-settings.js';

const AI_SWITCHES = ['enableAISuggestions', 'autoGenerateNotes', 'conversationAnalysis', 'clientInsights', 'sessionPreparation'] as const satisfies readonly (keyof CoachSettings['aiAssistance'])[];
/** Push and SMS are not built yet: their switches are shown, off and disabled, saying so. */
const UNAVAILABLE_NOTIFICATIONS = ['push', 'sms'] as const;

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
            <SettingSwitch
              label={t('notifications.email')}
              checked={account.notifications.email}
              onChange={(email) => changeAccount({ ...account, notifications: { ...account.notifications, email } })}
            />
            {UNAVAILABLE_NOTIFICATIONS.map((key) => (
              <SettingSwitch key={key} label={t(`notifications.${key}`)} description={t('notifications.notYet')} checked={false} disabled onChange={() => undefined} />
            ))}
          </SettingsCard>
        </Grid>
        <Grid size={12}>
          <CalendarCard
            showPersonalEvents={account.coachSettings.calendar.showPersonalEvents}
            onChange={(showPersonalEvents) => changeCoachSettings({ calendar: { showPersonalEvents } })}
          />
        </Grid>
      </Grid>
      <SaveBar settings={settings} />
      <AppearanceCard user={user} texts={t('appearance', { returnObjects: true })} />
      <PasswordChangeCard />
    </Stack>
  );
}

/** The one Save for the cards above it, kept in view while there is something to save. */
function SaveBar({ settings }: { settings: ReturnType<typeof useCoachSettings> }) {
  const { t } = useTranslation('coach-settings');
  return (
    <Paper variant="outlined" sx={{ p: 2, position: 'sticky', bottom: 16, zIndex: 1 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
        <Box sx={{ flex: 1 }}>
          {settings.failure ? (
            <Alert severity="error">{localizeMessage(settings.failure)}</Alert>
          ) : settings.notice ? (
            <Alert severity="success">{localizeMessage(settings.notice)}</Alert>
          ) : settings.dirty ? (
            <Typography color="text.secondary">{t('unsaved')}</Typography>
          ) : null}
        </Box>
        <Button variant="contained" disabled={!settings.dirty} loading={settings.saving} onClick={() => void settings.save()}>
          {t('save')}
        </Button>
      </Stack>
    </Paper>
  );
}
