import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/auth-provider.js';
import { useDisplayTimeZone } from '../../i18n/locale-store.js';

/** The zone the coach's screens show and take times in: their profile's (spec section 3), else this browser's. */
export function useCoachZone(): string {
  const { user } = useAuth();
  const fallback = useDisplayTimeZone();
  return user?.profile.timezone || fallback;
}

function formatIn(language: string, zone: string, options: Intl.DateTimeFormatOptions) {
  try {
    return new Intl.DateTimeFormat(language, { ...options, timeZone: zone });
  } catch {
    return new Intl.DateTimeFormat(language, options);
  }
}

/** Dates and times in the reader's language, read on the given zone's clock. */
export function useZonedFormat(zone: string) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const dateTime = formatIn(language, zone, { dateStyle: 'medium', timeStyle: 'short' });
    const date = formatIn(language, zone, { weekday: 'short', day: 'numeric', month: 'short' });
    const fullDate = formatIn(language, zone, { dateStyle: 'full' });
    const time = formatIn(language, zone, { timeStyle: 'short' });
    return {
      dateTime: (value: string | Date) => dateTime.format(new Date(value)),
      /** 'Mon, 3 Mar'. */
      day: (value: string | Date) => date.format(new Date(value)),
      fullDate: (value: string | Date) => fullDate.format(new Date(value)),
      time: (value: string | Date) => time.format(new Date(value)),
    };
  }, [language, zone]);
}
