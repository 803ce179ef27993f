import { LANGUAGES, THEMES, TIMEZONES, type Preferences, type User } from '@coaching/contract';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { authApi } from '../api/auth.js';
import { choiceOfTheme, themeOfChoice } from '../app/color-mode.js';
import { useThemeChoice } from '../app/use-theme-choice.js';
import { LANGUAGE_NAMES, toLanguage } from '../i18n/languages.js';
import { localeStore } from '../i18n/locale-store.js';
import { useLanguageChoice } from '../i18n/use-language-choice.js';
import { SettingsCard } from './settings-card.js';
import { useSettingsSave } from './use-settings-save.js';

type Theme = Preferences['theme'];

/** The card's words, from the catalogue of the page that shows it. */
export type AppearanceTexts = { title: string; hint: string; theme: string; themes: Record<Theme, string>; language: string; timezone: string };

/**
 * Theme, language and timezone, for the coach's and the client's settings: each applied at once in this browser
 * and saved to the account (preferences.theme, preferences.language, profile.timezone), which the app applies
 * wherever the user signs in. A failed save says so; the theme and language stay as chosen here.
 */
export function AppearanceCard({ user, texts }: { user: User; texts: AppearanceTexts }) {
  const theme = useThemeChoice();
  const language = useLanguageChoice();
  const saver = useSettingsSave();
  // A zone on its way to the server, shown (and used for times) until its save settles.
  const [pendingZone, setPendingZone] = useState<string>();
  const timezone = pendingZone ?? user.profile.timezone;
  const zones: readonly string[] = TIMEZONES.includes(timezone as never) ? TIMEZONES : [timezone, ...TIMEZONES];

  const chooseZone = async (zone: string) => {
    setPendingZone(zone);
    localeStore.setTimeZone(zone);
    const outcome = await saver.save(() => authApi.updateMe({ profile: { timezone: zone } }));
    // Failed: times are shown in the saved zone again.
    if (outcome === 'failed') localeStore.setTimeZone(user.profile.timezone);
    setPendingZone(undefined);
  };

  return (
    <SettingsCard title={texts.title} hint={texts.hint} failure={saver.failure}>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2 }}>
        <TextField
          select
          fullWidth
          label={texts.theme}
          value={themeOfChoice(theme.choice)}
          onChange={(event) => void theme.choose(choiceOfTheme(event.target.value as Theme)).then(saver.settled)}
        >
          {THEMES.map((option) => (
            <MenuItem key={option} value={option}>
              {texts.themes[option]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          fullWidth
          label={texts.language}
          value={language.language}
          onChange={(event) => {
            const chosen = toLanguage(event.target.value);
            if (chosen) void language.choose(chosen).then(saver.settled);
          }}
        >
          {LANGUAGES.map((code) => (
            <MenuItem key={code} value={code} lang={code}>
              {LANGUAGE_NAMES[code]}
            </MenuItem>
          ))}
        </TextField>
        <TextField select fullWidth label={texts.timezone} value={timezone} onChange={(event) => void chooseZone(event.target.value)}>
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
