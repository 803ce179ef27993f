import { ANALYTICS_INTERVALS, ANALYTICS_PERIODS, AnalyticsQuerySchema, type AnalyticsInterval, type AnalyticsPeriod, type AnalyticsQuery } from '@coaching/contract';

/** What the picker offers: one of the contract's periods, or a range of days. */
export type PeriodChoice = AnalyticsPeriod | 'custom';
export const PERIOD_CHOICES: readonly PeriodChoice[] = [...ANALYTICS_PERIODS, 'custom'];
/** 'auto' leaves the grouping to the server (days up to 31 days, weeks up to 180, months beyond). */
export type IntervalChoice = AnalyticsInterval | 'auto';
export const INTERVAL_CHOICES: readonly IntervalChoice[] = ['auto', ...ANALYTICS_INTERVALS];

export const DEFAULT_PERIOD: AnalyticsPeriod = '30d';

const isPeriod = (value: string | null): value is AnalyticsPeriod => ANALYTICS_PERIODS.includes(value as AnalyticsPeriod);
const isInterval = (value: string | null): value is AnalyticsInterval => ANALYTICS_INTERVALS.includes(value as AnalyticsInterval);

/**
 * The report the address asks for (?period=90d&interval=week, or ?from=…&to=…), so a view can be shared and
 * survives a reload. Anything the contract would refuse falls back to the last 30 days.
 */
export function readPeriod(params: URLSearchParams): { choice: PeriodChoice; interval: IntervalChoice; query: AnalyticsQuery } {
  const intervalParam = params.get('interval');
  const interval = isInterval(intervalParam) ? intervalParam : undefined;
  const withInterval = (query: AnalyticsQuery): AnalyticsQuery => (interval ? { ...query, interval } : query);
  const period = params.get('period');
  const from = params.get('from');
  const to = params.get('to');
  if (!period && from && to && AnalyticsQuerySchema.safeParse({ from, to }).success) {
    return { choice: 'custom', interval: interval ?? 'auto', query: withInterval({ from, to }) };
  }
  const chosen = isPeriod(period) ? period : DEFAULT_PERIOD;
  return { choice: chosen, interval: interval ?? 'auto', query: withInterval({ period: chosen }) };
}

/** The address's parameters for a report: the period or the range, and the interval unless automatic. */
export function periodParams(choice: { period: AnalyticsPeriod } | { from: string; to: string }, interval: IntervalChoice): Record<string, string> {
  return { ...choice, ...(interval === 'auto' ? {} : { interval }) };
}

/** The first error the contract finds in a from-to range, in English (the caller localizes it), or none. */
export function rangeError(from: string, to: string): string | undefined {
  const result = AnalyticsQuerySchema.safeParse({ from, to });
  return result.success ? undefined : result.error.issues[0]?.message;
}
