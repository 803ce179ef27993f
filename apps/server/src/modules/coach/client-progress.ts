import { tz } from '@date-fns/tz';
import { type Activity, type ClientProgress, PROGRESS_DAYS } from '@coaching/contract';
import { format } from 'date-fns';
import type { AchievementRow, DayActivity } from './client-progress.repository.js';

const WEEKS = 12;
const WEEK_DAYS = 7;
/** A streak worth celebrating: three days in a row. */
const STREAK_ACHIEVEMENT = 3;
/** A change in the week's mean mood and confidence (1-10) that the banner speaks of. */
const MOOD_CHANGE = 0.5;
const ACHIEVEMENTS = 10;

/** Calendar arithmetic on YYYY-MM-DD: no time zone is involved once the day is known. */
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const mondayOf = (date: string) => addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % WEEK_DAYS));

/** The client's day `now` falls on, in their timezone. */
export function localDay(now: Date, timezone: string): string {
  return format(now, 'yyyy-MM-dd', { in: tz(timezone) });
}

/** The first day the progress page reads: the Monday 12 weeks back (which is before 30 days back). */
export function progressSince(today: string): string {
  return addDays(mondayOf(today), -(WEEKS - 1) * WEEK_DAYS);
}

const emptyActivity = (): Activity => ({ aiMessages: 0, messages: 0, sessions: 0, reflections: 0 });
const total = (activity: Activity) => activity.aiMessages + activity.messages + activity.sessions + activity.reflections;
const mean = (values: number[]) => (values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length);
const round1 = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

/** Days in a row with a reflection, ending today or yesterday (today may not be written yet). */
export function reflectionStreak(daysNewestFirst: string[], today: string): number {
  const [latest] = daysNewestFirst;
  if (latest !== today && latest !== addDays(today, -1)) return 0;
  let streak = 0;
  for (const day of daysNewestFirst) {
    if (day !== addDays(latest, -streak)) break;
    streak++;
  }
  return streak;
}

type Day = ClientProgress['days'][number];

function trendOf(days: Day[], everActive: boolean): ClientProgress['trend'] {
  const thisWeek = days.slice(-WEEK_DAYS);
  const lastWeek = days.slice(-2 * WEEK_DAYS, -WEEK_DAYS);
  if (!everActive) return 'new';
  const activeNow = thisWeek.reduce((sum, day) => sum + day.engagement, 0);
  if (activeNow === 0) return 'quiet';
  const feeling = (week: Day[]) => mean(week.flatMap((day) => (day.mood === null || day.confidence === null ? [] : [(day.mood + day.confidence) / 2])));
  const [now, before] = [feeling(thisWeek), feeling(lastWeek)];
  if (now !== null && before !== null) return now - before >= MOOD_CHANGE ? 'rising' : before - now >= MOOD_CHANGE ? 'dipping' : 'steady';
  const activeBefore = lastWeek.reduce((sum, day) => sum + day.engagement, 0);
  if (activeNow - activeBefore >= 2 && activeNow > activeBefore * 1.2) return 'rising';
  if (activeBefore - activeNow >= 2 && activeNow < activeBefore * 0.8) return 'dipping';
  return 'steady';
}

export type WeekFigures = Activity & {
  /** The mean mood and confidence of the week's reflections, 1-10; null without one. */
  mood: number | null;
  confidence: number | null;
};

/** One week of the progress series (Monday `week`, YYYY-MM-DD in the client's timezone) added up: the weekly report's figures. */
export function weekOf(days: ClientProgress['days'], week: string): WeekFigures {
  const inWeek = days.filter((day) => day.date >= week && day.date < addDays(week, WEEK_DAYS));
  const activity = emptyActivity();
  for (const day of inWeek) for (const kind of Object.keys(activity) as (keyof Activity)[]) activity[kind] += day[kind];
  // Each day holds the mean of its reflections: weighted by their count, the days give the week's mean.
  const weighted = (key: 'mood' | 'confidence') => {
    const rated = inWeek.filter((day) => day[key] !== null && day.reflections > 0);
    const count = rated.reduce((sum, day) => sum + day.reflections, 0);
    return count === 0 ? null : round1(rated.reduce((sum, day) => sum + day[key]! * day.reflections, 0) / count);
  };
  return { ...activity, mood: weighted('mood'), confidence: weighted('confidence') };
}

/** How a week's mean mood or confidence compares with the week before, by the banner's measure; null when either has none. */
export function changeOf(now: number | null, before: number | null): 'up' | 'down' | 'same' | null {
  if (now === null || before === null) return null;
  return now - before >= MOOD_CHANGE ? 'up' : before - now >= MOOD_CHANGE ? 'down' : 'same';
}

/** The Monday a week before `week`. */
export const weekBefore = (week: string) => addDays(week, -WEEK_DAYS);

/**
 * The progress page's series (issue 19) from what the client did: the last 30 days and 12 weeks in their
 * timezone, their achievements and reflection streak, and the trend the encouragement banner speaks of.
 */
export function composeProgress(input: {
  now: Date;
  timezone: string;
  shared: boolean;
  activity: DayActivity[];
  reflectionDays: string[];
  achievements: AchievementRow[];
}): ClientProgress {
  const today = localDay(input.now, input.timezone);
  const byDay = new Map<string, { activity: Activity; mood: number | null; confidence: number | null }>();
  for (const row of input.activity) {
    const entry = byDay.get(row.date) ?? byDay.set(row.date, { activity: emptyActivity(), mood: null, confidence: null }).get(row.date)!;
    entry.activity[row.kind] += row.count;
    if (row.kind === 'reflections') Object.assign(entry, { mood: round1(row.mood), confidence: round1(row.confidence) });
  }
  const days = Array.from({ length: PROGRESS_DAYS }, (_, index) => {
    const date = addDays(today, index - (PROGRESS_DAYS - 1));
    const entry = byDay.get(date);
    const activity = entry?.activity ?? emptyActivity();
    return { date, ...activity, mood: entry?.mood ?? null, confidence: entry?.confidence ?? null, engagement: total(activity) };
  });
  const firstMonday = progressSince(today);
  const weeks = Array.from({ length: WEEKS }, (_, index) => ({ week: addDays(firstMonday, index * WEEK_DAYS), ...emptyActivity() }));
  for (const [date, { activity }] of byDay) {
    const week = weeks.find((candidate) => candidate.week === mondayOf(date));
    if (week) for (const kind of Object.keys(activity) as (keyof Activity)[]) week[kind] += activity[kind];
  }
  const streak = input.shared ? reflectionStreak(input.reflectionDays, today) : 0;
  const achievements: ClientProgress['achievements'] = input.achievements.map((row) => ({ type: row.type, title: row.title, at: row.at.toISOString() }));
  if (streak >= STREAK_ACHIEVEMENT) achievements.push({ type: 'reflection_streak', title: '', days: streak, at: input.now.toISOString() });
  achievements.sort((a, b) => b.at.localeCompare(a.at));
  const everActive = byDay.size > 0 || input.achievements.length > 0 || (input.shared && input.reflectionDays.length > 0);
  return {
    shared: input.shared,
    timezone: input.timezone,
    days,
    weeks,
    achievements: achievements.slice(0, ACHIEVEMENTS),
    reflectionStreak: streak,
    trend: trendOf(days, everActive),
  };
}
