/** GET /analytics/client replies for the screens that show a client's numbers (progress page, dashboard). */
import type { ClientMetrics, ClientProgress } from '@coaching/contract';

/** Sunday 10 March 2030, 15:00 UTC; the test client lives in UTC, so today is 2030-03-10. */
export const NOW = new Date('2030-03-10T15:00:00.000Z');
export const TODAY = '2030-03-10';

const dayOf = (offset: number) => new Date(Date.UTC(2030, 2, 10 + offset)).toISOString().slice(0, 10);

/** The 30 days up to today, oldest first: 2030-02-09 ... 2030-03-10. */
export const DAYS = Array.from({ length: 30 }, (_, n) => dayOf(n - 29));
/** The Mondays of the 12 weeks up to today's, oldest first: 2029-12-17 ... 2030-03-04. */
export const WEEKS = Array.from({ length: 12 }, (_, n) => dayOf(-6 - 7 * (11 - n)));

const quietDay = (date: string) => ({ date, mood: null, confidence: null, engagement: 0, aiMessages: 0, messages: 0, sessions: 0, reflections: 0 });
const quietWeek = (week: string) => ({ week, aiMessages: 0, messages: 0, sessions: 0, reflections: 0 });

/** A client with nothing yet: no goals, sessions, conversations, reflections; the trend says 'new'. */
export function makeProgress(overrides: Partial<ClientProgress> = {}): ClientProgress {
  return { shared: true, timezone: 'UTC', days: DAYS.map(quietDay), weeks: WEEKS.map(quietWeek), achievements: [], reflectionStreak: 0, trend: 'new', ...overrides };
}

export function makeClientMetrics(overrides: { progress?: Partial<ClientProgress> } & Partial<Omit<ClientMetrics, 'progress'>> = {}): ClientMetrics {
  const { progress, ...rest } = overrides;
  return {
    goals: { total: 0, active: 0, completed: 0, averageProgress: null, milestonesCompleted: 0, milestonesTotal: 0 },
    sessions: { total: 0, completed: 0, upcoming: 0, averageSatisfaction: null },
    conversations: { active: 0, messagesSent: 0 },
    aiCoaching: { conversations: 0, messages: 0, averageSentiment: null, lastActivity: null },
    series: { weeks: WEEKS.map((week) => ({ week, sessionsCompleted: 0, milestonesCompleted: 0 })) },
    progress: makeProgress(progress),
    ...rest,
  };
}
