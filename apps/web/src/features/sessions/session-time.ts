import { type Session } from '@coaching/contract';
import { tz } from '@date-fns/tz';
import { addDays, format, startOfDay } from 'date-fns';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/auth-provider.js';
import { useDisplayTimeZone } from '../../i18n/locale-store.js';

type Instant = string | number | Date;

/** Zones offered by the booking page's switch, besides the viewer's, the coach's and this browser's own. */
export const COMMON_TIME_ZONES = [
  'UTC',
  'Europe/London',
  'Europe/Madrid',
  'Europe/Paris',
  'Europe/Berlin',
  'Europe/Athens',
  'Africa/Johannesburg',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Pacific/Auckland',
  'America/Sao_Paulo',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
] as const;

/** The zone every session time is shown in: the profile's, else this browser's. */
export function useViewerZone(): string {
  const { user } = useAuth();
  const display = useDisplayTimeZone();
  return user?.profile.timezone || display;
}

/** The zones to choose from, the given ones first, each once. */
export function zoneChoices(...first: (string | undefined)[]): string[] {
  return [...new Set([...first.filter((zone): zone is string => Boolean(zone)), ...COMMON_TIME_ZONES])];
}

/** The calendar day an instant falls on in a zone, as YYYY-MM-DD (to group slots by day). */
export function dayKey(instant: Instant, zone: string): string {
  return format(new Date(instant), 'yyyy-MM-dd', { in: tz(zone) });
}

/** Midnight of the instant's day in a zone, `days` later (counted in that zone's calendar, across DST), as a UTC ISO string. */
export function dayStartIn(instant: Instant, zone: string, days = 0): string {
  const start = addDays(startOfDay(new Date(instant), { in: tz(zone) }), days, { in: tz(zone) });
  return new Date(start.getTime()).toISOString();
}

/** Whether a change now falls inside the coach's cancellation notice (the session's policy.lateFrom): it will be recorded as late. */
export function mayBeLate(session: Pick<Session, 'policy'>, now: number): boolean {
  return now >= new Date(session.policy.lateFrom).getTime();
}

function dateTimeFormat(language: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(language, { ...options, timeZone });
  } catch {
    // A zone this browser does not know: its own zone rather than no time at all.
    return new Intl.DateTimeFormat(language, options);
  }
}

/** Dates and times in the reader's language, in a given zone (the booking page can switch it). */
export function useZonedFormat(timeZone: string) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const longDay = dateTimeFormat(language, timeZone, { weekday: 'long', day: 'numeric', month: 'long' });
    const date = dateTimeFormat(language, timeZone, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
    const shortDate = dateTimeFormat(language, timeZone, { day: 'numeric', month: 'short' });
    const time = dateTimeFormat(language, timeZone, { hour: 'numeric', minute: '2-digit' });
    const offset = dateTimeFormat(language, timeZone, { timeZoneName: 'shortOffset' });
    return {
      /** 'Thursday, 12 March': a day heading. */
      day: (value: Instant) => longDay.format(new Date(value)),
      /** 'Thu, 12 Mar 2030'. */
      date: (value: Instant) => date.format(new Date(value)),
      /** '12 Mar'. */
      shortDate: (value: Instant) => shortDate.format(new Date(value)),
      /** '10:00 AM', '10:00'. */
      time: (value: Instant) => time.format(new Date(value)),
      /** 'Europe/Paris (GMT+1)': the zone and its offset at that instant. */
      zone: (value: Instant = Date.now()) => {
        const name = offset.formatToParts(new Date(value)).find((part) => part.type === 'timeZoneName')?.value;
        const place = timeZone.replaceAll('_', ' ');
        return name ? `${place} (${name})` : place;
      },
    };
  }, [language, timeZone]);
}

export type ZonedFormat = ReturnType<typeof useZonedFormat>;
