import { daysLeft, GOAL_WARNING_DAYS_LEFT, type Goal, type GoalStats } from '@coaching/contract';

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

/**
 * Counts over one client's goals. Due soon and overdue do not overlap: an active goal past its
 * target date is overdue only, one with fewer than 30 days still to go is due soon.
 */
export function goalStats(goals: readonly Goal[], now: Date): GoalStats {
  const active = goals.filter((goal) => goal.status === 'active');
  const completed = goals.length - active.length;
  const overdue = active.filter((goal) => new Date(goal.targetDate) < now);
  const dueSoon = active.filter(
    (goal) => new Date(goal.targetDate) >= now && daysLeft(goal.targetDate, now) < GOAL_WARNING_DAYS_LEFT,
  );
  const progressSum = goals.reduce((sum, goal) => sum + goal.progress, 0);
  return {
    total: goals.length,
    active: active.length,
    completed,
    averageProgress: goals.length === 0 ? 0 : Math.round(progressSum / goals.length),
    completionRate: percent(completed, goals.length),
    dueSoon: dueSoon.length,
    overdue: overdue.length,
  };
}
