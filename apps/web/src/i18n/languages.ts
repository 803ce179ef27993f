import { DEFAULT_LANGUAGE, LANGUAGES } from '@coaching/contract';

export type Language = (typeof LANGUAGES)[number];

/** Each language named in itself, as language pickers do: a reader finds their own whatever is on screen. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español', fr: 'Français', de: 'Deutsch' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** 'de-AT' and 'DE' read as 'de'; anything we do not offer as undefined. */
export function toLanguage(tag: string | undefined | null): Language | undefined {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : undefined;
}

/** The first of the browser's languages that we offer, else English. */
export function browserLanguage(): Language {
  const tags = typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
  for (const tag of tags) {
    const language = toLanguage(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/** A visitor's own choice on a public page, kept in this browser; a signed-in user's lives in their preferences. */
const CHOICE_KEY = 'language';

export const visitorLanguage = {
  read: (): Language | undefined => toLanguage(localStorage.getItem(CHOICE_KEY)),
  write: (language: Language) => localStorage.setItem(CHOICE_KEY, language),
};

/** The language a page opens in: the user's preference, else the visitor's choice, else the browser's. */
export function languageFor(preference: string | undefined): Language {
  return toLanguage(preference) ?? visitorLanguage.read() ?? browserLanguage();
}
