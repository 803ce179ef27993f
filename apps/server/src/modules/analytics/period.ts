import { TZDate, tz } from '@date-fns/tz';
import type { AnalyticsInterval, AnalyticsQuery } from '@coaching/contract';
import { format } from 'date-fns';

/**
 * Days, weeks and months as the platform counts them: calendar days (YYYY-MM-DD) of its timezone, turned
 * into UTC instants only at their edges, so that a day is 23 or 25 hours long across a change of clocks.
 */

const DAY_MS = 86_400_000;

/** Calendar arithmetic on YYYY-MM-DD: no time zone is involved once the day is known. */
export const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;
export const addMonths = (day: string, months: number) => {
  const date = new Date(`${firstOfMonth(day)}T00:00:00Z`);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1)).toISOString().slice(0, 10);
};

/** The day `now` falls on in the timezone. */
export const dayIn = (now: Date, timezone: string) => format(now, 'yyyy-MM-dd', { in: tz(timezone) });

/** The instant the day begins in the timezone. */
export function startOfDay(day: string, timezone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date, timezone).getTime());
}

/** The first day of the bucket (day, week from Monday, month) that holds the day. */
export function bucketOf(day: string, interval: AnalyticsInterval): string {
  if (interval === 'week') return mondayOf(day);
  if (interval === 'month') return firstOfMonth(day);
  return day;
}

export type ResolvedPeriod = {
  from: string;
  to: string;
  interval: AnalyticsInterval;
  timezone: string;
  /** The first instant counted and the first one past the period. */
  start: Date;
  end: Date;
  /** Every bucket of the series, oldest first, the empty ones too. */
  buckets: string[];
  /** Where each bucket begins within the period (the first at `start`), and `end`: one more than the buckets. */
  edges: Date[];
};

function defaultInterval(days: number): AnalyticsInterval {
  if (days <= 31) return 'day';
  return days <= 180 ? 'week' : 'month';
}

/** The period a query asks for: the last 7, 30 or 90 days or 12 months up to today, or its from-to days. */
export function resolvePeriod(query: Pick<AnalyticsQuery, 'period' | 'from' | 'to' | 'interval'>, now: Date, timezone: string): ResolvedPeriod {
  const today = dayIn(now, timezone);
  let from: string;
  let to = today;
  if (query.from && query.to) [from, to] = [query.from, query.to];
  else if (query.period === '12m') from = addMonths(today, -11);
  else from = addDays(today, -(({ '7d': 7, '30d': 30, '90d': 90 } as const)[query.period ?? '30d'] - 1));
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  const interval = query.interval ?? (query.period === '12m' ? 'month' : defaultInterval(days));
  const buckets: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const bucket = bucketOf(day, interval);
    if (buckets.at(-1) !== bucket) buckets.push(bucket);
  }
  const [start, end] = [startOfDay(from, timezone), startOfDay(addDays(to, 1), timezone)];
  return { from, to, interval, timezone, start, end, buckets, edges: [start, ...buckets.slice(1).map((bucket) => startOfDay(bucket, timezone)), end] };
}
