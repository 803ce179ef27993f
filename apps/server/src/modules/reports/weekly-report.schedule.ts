import { tz, TZDate } from '@date-fns/tz';
import { addDays, format, setHours, startOfWeek } from 'date-fns';

/**
 * When the weekly report goes out: Monday at 08:00 in the client's timezone, about the Monday to Sunday
 * before. An hourly sweep (a job that schedules the next one) finds whose Monday morning comes within
 * the hour and schedules one report job each at that minute. Every key names its hour or week, so a
 * second instance, a retried sweep or a restart schedules nothing twice.
 */

export const WEEKLY_SWEEP_JOB = 'reports.weekly.sweep';
export const WEEKLY_REPORT_JOB = 'reports.weekly';

const SEND_HOUR = 8;
const HOUR_MS = 3_600_000;
/** The sweep runs every hour and looks this far ahead. */
export const SWEEP_EVERY_MS = HOUR_MS;

export type SweepPayload = {
  /** Reports due before this were scheduled by an earlier sweep; absent for the first sweep of a start. */
  coveredUntil?: string;
};
export type ReportPayload = { clientId: string; week: string };

/** A week from Monday 00:00 to the next Monday 00:00 in one timezone; `week` is its Monday, YYYY-MM-DD. */
export type ReportWeek = { week: string; timezone: string; from: Date; to: Date };

const plain = (date: Date) => new Date(date.getTime());

/** The week starting on Monday `week` (YYYY-MM-DD) in `timezone`. */
export function weekStarting(week: string, timezone: string): ReportWeek {
  const [year, month, day] = week.split('-').map(Number) as [number, number, number];
  const from = new TZDate(year, month - 1, day, timezone);
  return { week, timezone, from: plain(from), to: plain(addDays(from, 7)) };
}

/**
 * The report of the local week `now` falls in: it goes out on that week's Monday at 08:00 about the
 * week before, and may still go out (late, after an outage) until that Monday ends.
 */
export function reportSlot(now: Date, timezone: string): { sendAt: Date; closesAt: Date; week: ReportWeek } {
  const monday = startOfWeek(now, { weekStartsOn: 1, in: tz(timezone) });
  const from = addDays(monday, -7);
  return {
    sendAt: plain(setHours(monday, SEND_HOUR)),
    closesAt: plain(addDays(monday, 1)),
    week: { week: format(from, 'yyyy-MM-dd'), timezone, from: plain(from), to: plain(monday) },
  };
}

/**
 * Whether the sweep at `now` schedules this slot's reports: they go out before the next sweep, no earlier
 * sweep covered them, and their Monday has not ended.
 */
export function isDue(slot: { sendAt: Date; closesAt: Date }, now: Date, coveredUntil: Date | undefined): boolean {
  const sendAt = slot.sendAt.getTime();
  return sendAt < now.getTime() + SWEEP_EVERY_MS && sendAt >= (coveredUntil?.getTime() ?? -Infinity) && now.getTime() < slot.closesAt.getTime();
}

/** The start of the next whole hour (UTC) after `now`: when the next sweep runs. */
export const nextSweepAt = (now: Date) => new Date((Math.floor(now.getTime() / HOUR_MS) + 1) * HOUR_MS);
/** The start of the hour `now` is in. */
export const sweepHourOf = (now: Date) => new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);

export const sweepKey = (at: Date) => `${WEEKLY_SWEEP_JOB}:${at.toISOString().slice(0, 13)}`;
export const reportKey = (clientId: string, week: string) => `${WEEKLY_REPORT_JOB}:${clientId}:${week}`;
