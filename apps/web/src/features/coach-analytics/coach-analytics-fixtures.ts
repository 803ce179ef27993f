import type { CoachMetrics } from '@coaching/contract';
import { fixtureId, makeCoachMetrics } from '../../test/factories.js';

export { fixtureId } from '../../test/factories.js';

export const COACH_ID = fixtureId(0, 1);
/** Monday 4 March 2030, 20:00 UTC: noon in Los Angeles, the test coach's zone, behind UTC (a week's Monday must stay Monday). */
export const NOW = new Date('2030-03-04T20:00:00.000Z');
export const COACH_ZONE = 'America/Los_Angeles';

/** The Mondays of the 12 weeks up to NOW's, oldest first: 2029-12-17 ... 2030-03-04. */
export const WEEKS = Array.from({ length: 12 }, (_, n) => new Date(Date.UTC(2030, 2, 4 - 7 * (11 - n))).toISOString().slice(0, 10));

/** Sessions per week: week n has n completed, one cancelled every third week and a no-show in week 5. */
export const sessionsPerWeek = () => WEEKS.map((week, n) => ({ week, completed: n, cancelled: n % 3 === 0 ? 1 : 0, noShow: n === 5 ? 1 : 0 }));

/** Ratings per week: feedback only in weeks 2 (4.5 from two), 7 (3.8 from one) and 11 (5 from three). */
export const ratingsPerWeek = () =>
  WEEKS.map((week, n) => ({ week, ...(n === 2 ? { average: 4.5, count: 2 } : n === 7 ? { average: 3.8, count: 1 } : n === 11 ? { average: 5, count: 3 } : { average: null, count: 0 }) }));

/** The coach's metrics with a zero for each of the 12 weeks, unless told otherwise. */
export function makeMetrics(overrides: Partial<CoachMetrics> = {}): CoachMetrics {
  const series = { sessionsPerWeek: WEEKS.map((week) => ({ week, completed: 0, cancelled: 0, noShow: 0 })), ratingsPerWeek: WEEKS.map((week) => ({ week, average: null, count: 0 })) };
  return makeCoachMetrics({ series, ...overrides });
}
