import { LANGUAGES, PROFILE_MESSAGES, THEMES, TIMEZONES, type UpdateMeBody, type User } from '@coaching/contract';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { authApi } from '../../api/auth.js';
import { useColorMode, type ThemeChoice } from '../../app/color-mode.js';
import { useAuth } from '../../auth/auth-provider.js';
import { notify } from '../../components/notify.js';
import { LANGUAGE_NAMES, toLanguage } from '../../i18n/languages.js';
import { useLanguageChoice } from '../../i18n/use-language-choice.js';
import { SettingsCard } from '../../components/settings-card.js';

type Theme = (typeof THEMES)[number];
const choiceOf = (theme: Theme): ThemeChoice => (theme === 'auto' ? 'system' : theme);
const themeOf = (choice: ThemeChoice): Theme => (choice === 'system' ? 'auto' : choice);

/** Theme, language and timezone: each applied at once in this browser and kept on the coach's account. */
export function AppearanceCard({ user }: { user: User }) {
  const { t } = useTranslation('coach-settings');
  const { setUser } = useAuth();
  const colorMode = useColorMode();
  const language = useLanguageChoice();
  const zones: readonly string[] = TIMEZONES.includes(user.profile.timezone as never) ? TIMEZONES : [user.profile.timezone, ...TIMEZONES];

  const keep = async (body: UpdateMeBody) => {
    try {
      setUser(await authApi.updateMe(body));
    } catch {
      notify.error(PROFILE_MESSAGES.saveSettingsFailedToast);
    }
  };

  return (
    <SettingsCard title={t('appearance.title')} hint={t('appearance.hint')}>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2 }}>
        <TextField
          select
          fullWidth
          label={t('appearance.theme')}
          value={themeOf(colorMode.choice)}
          onChange={(event) => {
            const theme = event.target.value as Theme;
            colorMode.setChoice(choiceOf(theme));
            void keep({ preferences: { theme } });
          }}
        >
          {THEMES.map((theme) => (
            <MenuItem key={theme} value={theme}>
              {t(`appearance.themes.${theme}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          fullWidth
          label={t('appearance.language')}
          value={language.language}
          onChange={(event) => {
            const chosen = toLanguage(event.target.value);
            if (chosen) void language.choose(chosen);
          }}
        >
          {LANGUAGES.map((code) => (
            <MenuItem key={code} value={code} lang={code}>
              {LANGUAGE_NAMES[code]}
            </MenuItem>
          ))}
        </TextField>
        <TextField select fullWidth label={t('appearance.timezone')} value={user.profile.timezone} onChange={(event) => void keep({ profile: { timezone: event.target.value } })}>
          {zones.map((zone) => (
            <MenuItem key={zone} value={zone}>
              {zone}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </SettingsCard>
  );
}
