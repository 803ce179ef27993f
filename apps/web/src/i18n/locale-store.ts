import type { Locale } from 'date-fns';
import { useSyncExternalStore } from 'react';

/**
 * What the app shows in besides the words: the signed-in user's timezone (undefined: the browser's), MUI's
 * locale texts for the language and date-fns's (none for English: their defaults). Kept outside React so
 * formatters and the theme read one value; components subscribe with the hooks below.
 */
type LocaleState = { timeZone: string | undefined; themeLocales: readonly object[]; dateLocale: Locale | undefined };

let state: LocaleState = { timeZone: undefined, themeLocales: [], dateLocale: undefined };
const listeners = new Set<() => void>();

function update(next: Partial<LocaleState>): void {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const localeStore = {
  timeZone: () => state.timeZone,
  setTimeZone(timeZone: string | undefined): void {
    if (timeZone !== state.timeZone) update({ timeZone });
  },
  setComponentLocales(themeLocales: readonly object[], dateLocale: Locale | undefined): void {
    if (themeLocales !== state.themeLocales || dateLocale !== state.dateLocale) update({ themeLocales, dateLocale });
  },
};

export function useTimeZone(): string | undefined {
  const read = () => state.timeZone;
  return useSyncExternalStore(subscribe, read, read);
}

/** The zone to show and edit times in: the signed-in user's, else this browser's (for MUI X's zoned pickers). */
export function useDisplayTimeZone(): string {
  return useTimeZone() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** date-fns's locale of the reader's language, for the date pickers' adapterLocale; undefined is English. */
export function useDateLocale(): Locale | undefined {
  const read = () => state.dateLocale;
  return useSyncExternalStore(subscribe, read, read);
}

/** Objects for createTheme(options, ...locales): MUI's component texts, and MUI X's once installed. */
export function useThemeLocales(): readonly object[] {
  const read = () => state.themeLocales;
  return useSyncExternalStore(subscribe, read, read);
}
