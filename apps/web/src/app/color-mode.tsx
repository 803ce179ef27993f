import type { Preferences } from '@coaching/contract';
import { useMediaQuery } from '@mui/material';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { rememberMode } from '../landing-static/landing-cookie.js';
import { useThemeLocales } from '../i18n/locale-store.js';
import { createAppTheme } from './theme.js';

export type ThemeChoice = 'light' | 'dark' | 'system';
const STORAGE_KEY = 'theme';

/** The account keeps 'auto' for following the system (preferences.theme); this browser keeps no choice then. */
export const choiceOfTheme = (theme: Preferences['theme']): ThemeChoice => (theme === 'auto' ? 'system' : theme);
export const themeOfChoice = (choice: ThemeChoice): Preferences['theme'] => (choice === 'system' ? 'auto' : choice);

function readChoice(): ThemeChoice {
  const stored = localStorage.getItem(STORAGE_KEY);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

type ColorMode = { choice: ThemeChoice; mode: 'light' | 'dark'; setChoice: (choice: ThemeChoice) => void };
const ColorModeContext = createContext<ColorMode | null>(null);

/** A saved choice wins; with none, the theme follows the system, including later changes to it. */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const [choice, setChoiceState] = useState<ThemeChoice>(readChoice);
  const mode = choice === 'system' ? (prefersDark ? 'dark' : 'light') : choice;
  const locales = useThemeLocales();
  const theme = useMemo(() => createAppTheme(mode, locales), [mode, locales]);
  // The server sends the landing page prerendered in this mode next time (landing-static/landing-cookie.ts).
  useEffect(() => rememberMode(mode), [mode]);

  const setChoice = useCallback((next: ThemeChoice) => {
    if (next === 'system') localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, next);
    setChoiceState(next);
  }, []);

  const value = useMemo(() => ({ choice, mode, setChoice }), [choice, mode, setChoice]);
  return (
    <ColorModeContext.Provider value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </ColorModeContext.Provider>
  );
}

export function useColorMode(): ColorMode {
  const value = useContext(ColorModeContext);
  if (!value) throw new Error('useColorMode needs ColorModeProvider');
  return value;
}
