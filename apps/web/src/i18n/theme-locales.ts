import type { Locale } from 'date-fns';
import type { Language } from './languages.js';

/** What MUI and date-fns say in a language besides our catalogues. */
export type ComponentLocales = { themeLocales: readonly object[]; dateLocale: Locale | undefined };

/** English needs none: it is what MUI, MUI X and date-fns say by default. */
const LOADERS = import.meta.glob<{ default: readonly object[]; dateLocale: Locale }>('./theme-locales/*.ts');

export async function loadComponentLocales(language: Language): Promise<ComponentLocales> {
  const load = LOADERS[`./theme-locales/${language}.ts`];
  if (!load) return { themeLocales: [], dateLocale: undefined };
  const module = await load();
  return { themeLocales: module.default, dateLocale: module.dateLocale };
}
