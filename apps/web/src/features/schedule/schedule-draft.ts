import {
  isValidTimeZone,
  SESSION_LIMITS,
  WEEKDAYS,
  type AvailabilityOverride,
  type BlockedTime,
  type CoachAvailability,
  type SessionPreferences,
  type UpdateCoachAvailabilityBody,
  type WeeklyAvailability,
} from '@coaching/contract';
import { minutesOf } from './schedule-time.js';

/** What the schedule page edits before it is saved in one PUT /coach/availability. */
export type ScheduleDraft = {
  timezone: string;
  weekly: WeeklyAvailability;
  overrides: AvailabilityOverride[];
  /** Instants (ISO); shown and entered on the draft zone's clock. */
  blocks: (BlockedTime & { key: string })[];
  sessionPreferences: SessionPreferences;
};

export type Weekday = (typeof WEEKDAYS)[number];

export function draftOf(availability: CoachAvailability): ScheduleDraft {
  return {
    timezone: availability.timezone,
    weekly: structuredClone(availability.weekly),
    overrides: availability.overrides.map((override) => ({ ...override })),
    blocks: availability.blocks.map((block) => ({ ...block, key: block._id })),
    sessionPreferences: { ...availability.sessionPreferences },
  };
}

export function bodyOf(draft: ScheduleDraft): UpdateCoachAvailabilityBody {
  return {
    timezone: draft.timezone,
    weekly: draft.weekly,
    overrides: [...draft.overrides].sort((a, b) => a.date.localeCompare(b.date)),
    blocks: draft.blocks.map(({ _id, start, end, reason }) => ({ ...(_id ? { _id } : {}), start, end, reason: reason.trim() })),
    sessionPreferences: draft.sessionPreferences,
  };
}

/** One problem of the draft, said in plain words by the page (keys of the 'schedule' catalogue's problems). */
export type Problem =
  | { key: 'problems.timezone' }
  | { key: 'problems.dayTimes'; day: Weekday }
  | { key: 'problems.overrideDate' }
  | { key: 'problems.overrideTwice'; date: string }
  | { key: 'problems.overrideTimes'; date: string }
  | { key: 'problems.blockTimes' }
  | { key: 'problems.minimumNotice' }
  | { key: 'problems.bookingHorizon' };

const ends = (window: { startTime: string; endTime: string }) => minutesOf(window.endTime) > minutesOf(window.startTime);
const wholeIn = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

export function problemsOf(draft: ScheduleDraft): Problem[] {
  const problems: Problem[] = [];
  if (!isValidTimeZone(draft.timezone)) problems.push({ key: 'problems.timezone' });
  for (const day of WEEKDAYS) if (draft.weekly[day].available && !ends(draft.weekly[day])) problems.push({ key: 'problems.dayTimes', day });
  const seen = new Set<string>();
  for (const override of draft.overrides) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(override.date)) problems.push({ key: 'problems.overrideDate' });
    else if (seen.has(override.date)) problems.push({ key: 'problems.overrideTwice', date: override.date });
    else if (override.available && !ends(override)) problems.push({ key: 'problems.overrideTimes', date: override.date });
    seen.add(override.date);
  }
  if (draft.blocks.some((block) => !block.start || !block.end || new Date(block.end) <= new Date(block.start))) problems.push({ key: 'problems.blockTimes' });
  const { minimumNotice, bookingHorizon } = draft.sessionPreferences;
  if (!wholeIn(minimumNotice, 0, SESSION_LIMITS.minimumNoticeHoursMax)) problems.push({ key: 'problems.minimumNotice' });
  if (!wholeIn(bookingHorizon, 1, SESSION_LIMITS.bookingHorizonDaysMax)) problems.push({ key: 'problems.bookingHorizon' });
  return problems;
}

/** The hours of a day: its override if it has one, else its weekday's. */
export function hoursOn(draft: ScheduleDraft, day: string, weekday: Weekday) {
  return draft.overrides.find((override) => override.date === day) ?? draft.weekly[weekday];
}
