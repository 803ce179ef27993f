import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from './i18n.js';
import { localeStore, useTimeZone } from './locale-store.js';

/**
 * Dates, times and numbers as the reader writes them: Intl in the user's language and, when signed in, their
 * timezone (spec section 3; time is stored in UTC). Every date, time or number a page shows goes through here.
 */
type Instant = string | number | Date;
type Locale = { language: string; timeZone: string | undefined };

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(key: unknown[], create: () => T): T {
  const id = JSON.stringify(key);
  let format = cache.get(id) as T | undefined;
  if (!format) {
    format = create();
    cache.set(id, format);
  }
  return format;
}

function dateTimeFormat({ language, timeZone }: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(['date', language, timeZone, options], () => {
    try {
      return new Intl.DateTimeFormat(language, { ...options, timeZone });
    } catch {
      // A zone this browser does not know: its own zone rather than no date at all.
      return new Intl.DateTimeFormat(language, options);
    }
  });
}

/** The largest unit that fits, so that '3 hours ago' rather than '180 minutes ago'. */
const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

function formatters(locale: Locale) {
  const { language } = locale;
  return {
    /** '12 Mar 2026', '12.03.2026'. */
    date: (value: Instant) => dateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(value)),
    /** The date and the time of day. */
    dateTime: (value: Instant) => dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value)),
    /** 'now', '5 minutes ago', 'yesterday': how long ago (or until) an instant is. */
    relative: (value: Instant, now = Date.now()) => {
      const format = cached(['relative', language], () => new Intl.RelativeTimeFormat(language, { numeric: 'auto' }));
      const elapsed = new Date(value).getTime() - now;
      const [unit, size] = RELATIVE_UNITS.find(([, ms]) => Math.abs(elapsed) >= ms) ?? ['second', 1000];
      return format.format(Math.round(elapsed / size), unit);
    },
    number: (value: number) => cached(['number', language], () => new Intl.NumberFormat(language)).format(value),
    /** A whole percentage given as 0-100: '40%', '40 %'. */
    percent: (value: number) =>
      cached(['percent', language], () => new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 })).format(value / 100),
  };
}

export type Formatters = ReturnType<typeof formatters>;

/** Outside React (toasts, texts built in a handler): the current language and timezone. */
export function format(): Formatters {
  return formatters({ language: currentLanguage(), timeZone: localeStore.timeZone() });
}

/** In a component: formatters that render again when the language or the user's timezone changes. */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  const timeZone = useTimeZone();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => formatters({ language, timeZone }), [language, timeZone]);
}
