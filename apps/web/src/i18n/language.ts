import type { User } from '@coaching/contract';
import { rememberLanguage } from '../landing-static/landing-cookie.js';
import { currentLanguage, i18n } from './i18n.js';
import { languageFor, type Language } from './languages.js';
import { localeStore } from './locale-store.js';
import { loadComponentLocales } from './theme-locales.js';

let latest: Language | undefined;

/**
 * Switches everything at once, without a reload: the words (once the language's catalogues for the pages seen
 * so far are in), MUI's own texts and <html lang>. A later call wins over one still loading.
 */
export async function applyLanguage(language: Language): Promise<void> {
  latest = language;
  // Everything is fetched first, so that the words and MUI's texts change together.
  const [locales] = await Promise.all([loadComponentLocales(language), i18n.loadLanguages(language)]);
  if (latest !== language) return;
  localeStore.setComponentLocales(locales.themeLocales, locales.dateLocale);
  await i18n.changeLanguage(language);
  rememberLanguage(language);
}

/** Follows who is signed in: their language and timezone, or the visitor's language and the browser's zone. */
export function syncUserLocale(user: User | undefined): void {
  localeStore.setTimeZone(user?.profile.timezone);
  const language = languageFor(user?.preferences.language);
  if (language !== latest || language !== currentLanguage()) void applyLanguage(language);
}

/** The starting language's MUI and date-fns texts; English needs none. */
export const localeReady: Promise<unknown> = applyLanguage(currentLanguage());
