import { type WeeklyAvailability, WEEKDAYS } from '@coaching/contract';
import { TZDate, tz } from '@date-fns/tz';
import { addDays, addMilliseconds, addMinutes, max, min, set, startOfDay } from 'date-fns';

export type Interval = { start: Date; end: Date };
/** A date's own hours in the coach's zone, replacing the weekly hours of that date: available false is a day off, true these hours instead. */
export type DateOverride = { date: string /* YYYY-MM-DD, coach-local */; available: boolean; startTime: string; endTime: string };
export type SlotRules = {
  timeZone: string; // IANA zone of the coach, e.g. 'Europe/London'
  weekly: WeeklyAvailability;
  overrides: readonly DateOverride[];
  blocks: readonly Interval[]; // blocked times (UTC instants)
  busy: readonly Interval[]; // the coach's existing sessions that still hold time (not cancelled)
  durationMinutes: number; // the session length offered
  bufferMinutes: number; // free time required before and after every existing session
  maxDailySessions: number; // at most this many sessions per coach-local day, existing ones included
  minimumNoticeMinutes: number; // no slot starting sooner than now + this
  horizonDays: number; // no slot starting later than now + this many days
  stepMinutes: number; // slot starts are every stepMinutes from the start of each working window
};
type Range = { from: Date; to: Date };
type Window = Interval & { date: string };

/** 'YYYY-MM-DD' of a zoned date, from its wall-clock getters. */
const localDate = (local: TZDate) =>
  `${String(local.getFullYear()).padStart(4, '0')}-${String(local.getMonth() + 1).padStart(2, '0')}-${String(local.getDate()).padStart(2, '0')}`;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of an 'HH:mm' wall-clock time; null for anything else, which opens no window. */
function wallClockMinutes(time: string): number | null {
  const match = TIME_PATTERN.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/**
 * The window of one coach-local day. Hours are compared as wall-clock times, so an end at or before
 * the start is no window rather than a shift past midnight. The instants come from the zone (`set`
 * in `tz`), so DST days keep their local hours; a time the zone skips moves forward by the gap and
 * a repeated time takes its first occurrence.
 */
function dayWindow(dayStart: Date, hours: DateOverride, timeZone: string): Interval | null {
  const startMinutes = wallClockMinutes(hours.startTime);
  const endMinutes = wallClockMinutes(hours.endTime);
  if (!hours.available || startMinutes === null || endMinutes === null || endMinutes <= startMinutes) return null;
  const at = (minutes: number) =>
    new Date(set(dayStart, { hours: Math.floor(minutes / 60), minutes: minutes % 60 }, { in: tz(timeZone) }).getTime());
  return { start: at(startMinutes), end: at(endMinutes) };
}

/** The coach-local working windows (as UTC instants) of each coach-local date touching [from, to): weekly hours unless an override names the date. */
export function workingWindows(
  rules: Pick<SlotRules, 'timeZone' | 'weekly' | 'overrides'>,
  range: Range,
): Window[] {
  // Also refuses invalid dates, on which the day loop below would never end.
  if (!(range.from.getTime() < range.to.getTime())) return [];
  const zone = tz(rules.timeZone);
  const overrides = new Map(rules.overrides.map((override) => [override.date, override]));
  const windows: Window[] = [];
  const first = startOfDay(range.from, { in: zone });
  // Each day is re-anchored on `first` rather than chained, so a zone whose midnight is skipped
  // (the day starting at 01:00) does not drag the following days off midnight.
  for (let offset = 0; ; offset += 1) {
    const dayStart = startOfDay(addDays(first, offset, { in: zone }), { in: zone });
    if (dayStart.getTime() >= range.to.getTime()) break;
    // One zoned view of the day gives its date and weekday (its getters read the coach's wall clock).
    const local = new TZDate(dayStart, rules.timeZone);
    const date = localDate(local);
    // getDay runs 0 (Sunday) to 6; WEEKDAYS starts on Monday.
    const weekday = WEEKDAYS[(local.getDay() + 6) % 7]!;
    const window = dayWindow(dayStart, overrides.get(date) ?? { date, ...rules.weekly[weekday] }, rules.timeZone);
    if (window) windows.push({ ...window, date });
  }
  return windows;
}

/**
 * A test of whether a half-open interval overlaps any of `intervals` (touching is no overlap), in
 * O(log n): sorted by start with a running maximum of ends, the candidates that start before the
 * query ends overlap it exactly when the latest of their ends lies after the query start.
 */
function overlapTest(intervals: readonly Interval[]): (query: Interval) => boolean {
  const sorted = [...intervals].sort((a, b) => a.start.getTime() - b.start.getTime());
  const starts = sorted.map((interval) => interval.start.getTime());
  const latestEnds: number[] = [];
  for (const interval of sorted) latestEnds.push(Math.max(latestEnds.at(-1) ?? -Infinity, interval.end.getTime()));
  return (query) => {
    const queryEnd = query.end.getTime();
    let low = 0;
    let high = starts.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (starts[middle]! < queryEnd) low = middle + 1;
      else high = middle;
    }
    return low > 0 && latestEnds[low - 1]! > query.start.getTime();
  };
}

/** How many existing sessions start on each coach-local date: the daily cap counts them. */
function sessionsPerDate(busy: readonly Interval[], timeZone: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const session of busy) {
    const date = localDate(new TZDate(session.start, timeZone));
    counts.set(date, (counts.get(date) ?? 0) + 1);
  }
  return counts;
}

/**
 * Notice and horizon narrow the range before any window is built, so a long range costs only the
 * days that can hold a slot. The horizon counts calendar days in the coach's zone (same wall-clock
 * time), and its last instant is itself allowed.
 */
function bookableRange(rules: SlotRules, range: Range, now: Date): Range {
  const earliest = addMinutes(now, rules.minimumNoticeMinutes);
  const latest = addDays(now, rules.horizonDays, { in: tz(rules.timeZone) });
  return { from: max([range.from, earliest]), to: min([range.to, addMilliseconds(latest, 1)]) };
}

/** The bookable slots whose start lies in [from, to), earliest first. */
export function bookableSlots(rules: SlotRules, range: Range, now: Date): Interval[] {
  // A non-positive step or duration would never advance or would offer empty sessions.
  if (!(rules.stepMinutes > 0) || !(rules.durationMinutes > 0)) return [];
  const bounds = bookableRange(rules, range, now);
  if (bounds.from.getTime() >= bounds.to.getTime()) return [];
  const isBlocked = overlapTest(rules.blocks);
  const isBusy = overlapTest(rules.busy);
  const perDate = sessionsPerDate(rules.busy, rules.timeZone);
  const slots: Interval[] = [];
  for (const window of workingWindows(rules, bounds)) {
    if ((perDate.get(window.date) ?? 0) >= rules.maxDailySessions) continue;
    // Steps and durations are elapsed time, so slots keep their length across a DST change.
    for (let start = window.start; ; start = addMinutes(start, rules.stepMinutes)) {
      const slot = { start, end: addMinutes(start, rules.durationMinutes) };
      if (slot.end.getTime() > window.end.getTime() || start.getTime() >= bounds.to.getTime()) break;
      if (start.getTime() < bounds.from.getTime() || isBlocked(slot)) continue;
      const buffered = { start: addMinutes(start, -rules.bufferMinutes), end: addMinutes(slot.end, rules.bufferMinutes) };
      if (!isBusy(buffered)) slots.push(slot);
    }
  }
  return slots;
}

/**
 * Whether exactly this slot (start and end) is one bookableSlots would offer. It asks bookableSlots
 * itself over the single instant of the start, so the two cannot disagree.
 */
export function isBookableSlot(rules: SlotRules, slot: Interval, now: Date): boolean {
  const offered = bookableSlots(rules, { from: slot.start, to: addMilliseconds(slot.start, 1) }, now);
  return offered.some(
    (candidate) => candidate.start.getTime() === slot.start.getTime() && candidate.end.getTime() === slot.end.getTime(),
  );
}
