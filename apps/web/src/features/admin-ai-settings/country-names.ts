import { translateKey } from '../../i18n/localize-message.js';

export const EVERY_OTHER_COUNTRY = 'ZZ';
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Codes Intl names that are no country: groupings and test regions. */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', EVERY_OTHER_COUNTRY]);

function displayNames(language: string): Intl.DisplayNames | undefined {
  try {
    return new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
  } catch {
    return undefined;
  }
}

/** A country's name in the reader's language ('GB' -> 'United Kingdom'); ZZ is every other country; an unknown code stays a code. */
export function countryName(code: string, language: string): string {
  if (code === EVERY_OTHER_COUNTRY) return translateKey('admin-ai-settings:crisis.everyOtherCountry');
  return displayNames(language)?.of(code) ?? code;
}

/** Every two-letter region the browser can name, by name in the reader's language, ZZ first. */
export function countryCodes(language: string): string[] {
  const names = displayNames(language);
  const codes = [...LETTERS].flatMap((first) => [...LETTERS].map((second) => `${first}${second}`));
  const named = codes.filter((code) => !NOT_COUNTRIES.has(code) && names?.of(code) !== undefined);
  const collator = new Intl.Collator(language);
  return [EVERY_OTHER_COUNTRY, ...named.sort((a, b) => collator.compare(countryName(a, language), countryName(b, language)))];
}
