import type { ClientProgress, Goal, Session } from '@coaching/contract';
import { changeOf, weekBefore, weekOf } from '../coach/client-progress.js';
import type { ReportWeek } from './weekly-report.schedule.js';

export type Change = ReturnType<typeof changeOf>;
export type Rating = { average: number; before: number | null; change: Change };

/** What the weekly report tells the client of one week, every figure from what they did. */
export type WeeklyReport = {
  goalsCompleted: string[];
  milestonesReached: string[];
  sessionsCompleted: number;
  reflections: number;
  /** Null without a reflection this week. */
  mood: Rating | null;
  confidence: Rating | null;
  reflectionStreak: number;
  aiMessages: number;
  messages: number;
  nextSession: { title: string; start: Date; coachName: string } | null;
  /** Nothing done at all this week: the mail encourages instead of listing zeros. */
  quiet: boolean;
};

const within = (iso: string | null, week: ReportWeek) => {
  const at = iso === null ? NaN : Date.parse(iso);
  return at >= week.from.getTime() && at < week.to.getTime();
};

/**
 * The report from the client's progress series (the same figures as their progress page), their goals
 * (titles completed and reached in the week) and their next session.
 */
export function composeWeeklyReport(input: { progress: ClientProgress; goals: readonly Goal[]; week: ReportWeek; nextSession: Session | undefined }): WeeklyReport {
  const { progress, week } = input;
  const now = weekOf(progress.days, week.week);
  const before = weekOf(progress.days, weekBefore(week.week));
  const rating = (key: 'mood' | 'confidence'): Rating | null =>
    now[key] === null ? null : { average: now[key], before: before[key], change: changeOf(now[key], before[key]) };
  const goalsCompleted = input.goals.filter((goal) => goal.status === 'completed' && within(goal.completedDate, week)).map((goal) => goal.title);
  const milestonesReached = input.goals.flatMap((goal) => goal.milestones.filter((milestone) => milestone.completed && within(milestone.completedDate, week)).map((milestone) => milestone.title));
  const next = input.nextSession;
  const report = {
    goalsCompleted,
    milestonesReached,
    sessionsCompleted: now.sessions,
    reflections: now.reflections,
    mood: rating('mood'),
    confidence: rating('confidence'),
    reflectionStreak: progress.reflectionStreak,
    aiMessages: now.aiMessages,
    messages: now.messages,
    nextSession: next ? { title: next.title, start: new Date(next.scheduledDate), coachName: `${next.coach.firstName} ${next.coach.lastName}`.trim() } : null,
  };
  const done = goalsCompleted.length + milestonesReached.length + now.sessions + now.reflections + now.aiMessages + now.messages;
  return { ...report, quiet: done === 0 };
}
