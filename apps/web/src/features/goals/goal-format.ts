import { daysLeft, GOAL_WARNING_DAYS_LEFT, type Goal } from '@coaching/contract';

export type GoalFilter = 'all' | 'active' | 'completed';

export const GOAL_FILTERS: readonly GoalFilter[] = ['all', 'active', 'completed'];

export function filterGoals(goals: readonly Goal[], filter: GoalFilter): Goal[] {
  return filter === 'all' ? [...goals] : goals.filter((goal) => goal.status === filter);
}

export function countGoals(goals: readonly Goal[]): Record<GoalFilter, number> {
  const completed = goals.filter((goal) => goal.status === 'completed').length;
  return { all: goals.length, active: goals.length - completed, completed };
}

/** A completed goal reads as done whatever its milestones say (spec section 3). */
export function shownProgress(goal: Goal): number {
  return goal.status === 'completed' ? 100 : goal.progress;
}

/** Only an open goal can be running late; a finished one needs no warning. */
export function isDueSoon(goal: Goal, now: Date): boolean {
  return goal.status === 'active' && daysLeft(goal.targetDate, now) < GOAL_WARNING_DAYS_LEFT;
}

/**
 * A date field's day ('2026-12-31') as an instant at noon in the user's timezone: the day then
 * reads the same in the browser, on the server and for a coach a few timezones away.
 */
export function localDateToIso(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year!, month! - 1, date!, 12).toISOString();
}

export function isoToLocalDate(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
