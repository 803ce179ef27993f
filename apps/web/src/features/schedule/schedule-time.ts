import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';

/**
 * Times of the coach's screens: stored in UTC, shown and entered in the coach's own zone (never the
 * browser's). The arithmetic is @date-fns/tz's, so daylight-saving changes come out right.
 */
type Instant = string | number | Date;

const inZone = (value: Instant, zone: string) => new TZDate(new Date(value).getTime(), zone);

/** 'YYYY-MM-DD' of an instant in the zone. */
export const zonedDay = (value: Instant, zone: string) => format(inZone(value, zone), 'yyyy-MM-dd');

/** 'HH:mm' of an instant in the zone. */
export const zonedTime = (value: Instant, zone: string) => format(inZone(value, zone), 'HH:mm');

/** The instant (ISO, UTC) of a date and a time of day on the zone's clock. */
export function zonedInstant(day: string, time: string, zone: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(new TZDate(year, month - 1, date, hours, minutes, zone).getTime()).toISOString();
}

/** The start of a day of the zone, as an instant. */
export const dayStart = (day: string, zone: string) => zonedInstant(day, '00:00', zone);

/** The day after 'YYYY-MM-DD'. */
export function nextDay(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return format(addDays(new Date(year, month - 1, date), 1), 'yyyy-MM-dd');
}

/** The calendar library lays events out on the browser's clock: an instant becomes a Date whose local reading is the zone's wall-clock time. */
export function toWallClock(value: Instant, zone: string): Date {
  const zoned = inZone(value, zone);
  return new Date(zoned.getFullYear(), zoned.getMonth(), zoned.getDate(), zoned.getHours(), zoned.getMinutes());
}

/** Minutes since midnight of 'HH:mm'. */
export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Every IANA zone this browser knows, the given one included even if it does not. */
export function timeZones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
}
