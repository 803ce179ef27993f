import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/auth-provider.js';
import { useDisplayTimeZone } from '../../i18n/locale-store.js';

type Instant = string | number | Date;
export type PartOfDay = 'morning' | 'afternoon' | 'evening';

const DAY = 86_400_000;

/** The zone the dashboard reads the clock in: the coach's profile's (spec section 3), else this browser's. */
export function useCoachZone(): string {
  const { user } = useAuth();
  const fallback = useDisplayTimeZone();
  return user?.profile.timezone || fallback;
}

function formatIn(language: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(language, { ...options, timeZone });
  } catch {
    // A zone this browser does not know: its own zone rather than no time at all.
    return new Intl.DateTimeFormat(language, options);
  }
}

/** Spec section 2: morning before 12, afternoon before 18, else evening, on the zone's clock. */
export function partOfDay(now: Instant, timeZone: string): PartOfDay {
  const parts = formatIn('en-US', timeZone, { hour: 'numeric', hourCycle: 'h23' }).formatToParts(new Date(now));
  const hour = Number(parts.find((part) => part.type === 'hour')?.value ?? 0) % 24;
  if (hour < 12) return 'morning';
  return hour < 18 ? 'afternoon' : 'evening';
}

/** The calendar day of an instant in a zone, as a UTC midnight, so that two days subtract into whole days. */
function calendarDay(instant: Instant, timeZone: string): number {
  const parts = formatIn('en-US', timeZone, { year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'));
}

/** How many calendar days, in the zone, lie between now and the instant: 0 today, 1 tomorrow. */
export function daysAway(instant: Instant, now: Instant, timeZone: string): number {
  return Math.round((calendarDay(instant, timeZone) - calendarDay(now, timeZone)) / DAY);
}

/** A session's start as the dashboard says it: 'Today at 3:00 PM', 'Tomorrow at 9:30 AM', or the date and time. */
export function useSessionWhen() {
  const { t, i18n } = useTranslation('coach-dashboard');
  const zone = useCoachZone();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const formats = useMemo(
    () => ({
      time: formatIn(language, zone, { hour: 'numeric', minute: '2-digit' }),
      dateTime: formatIn(language, zone, { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' }),
    }),
    [language, zone],
  );
  return (start: Instant, now: Instant = Date.now()): string => {
    const time = formats.time.format(new Date(start));
    const days = daysAway(start, now, zone);
    if (days === 0) return t('upcoming.todayAt', { time });
    if (days === 1) return t('upcoming.tomorrowAt', { time });
    return formats.dateTime.format(new Date(start));
  };
}
