import { LANDING_PAGE_COOKIE } from '@coaching/contract';

/**
 * The language and colour mode this browser last showed, for the server to send the landing page prerendered in
 * them (`landing=de.dark`): the server cannot read localStorage, and without it a reader of German in dark mode
 * would see the English light page until the app arrived. Not a secret and not personal: a year, this site only.
 */
const YEAR_SECONDS = 365 * 24 * 60 * 60;
let shown: { language?: string; mode?: string } = {};

function write(): void {
  if (!shown.language || !shown.mode || typeof document === 'undefined') return;
  document.cookie = `${LANDING_PAGE_COOKIE}=${shown.language}.${shown.mode}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

export function rememberLanguage(language: string): void {
  shown = { ...shown, language };
  write();
}

export function rememberMode(mode: 'light' | 'dark'): void {
  shown = { ...shown, mode };
  write();
}
