import { ANALYTICS_MESSAGES, type AnalyticsQuery, type ConversationsAnalytics, LIST_LIMITS, type PlatformAnalytics, type SessionsAnalytics } from '@coaching/contract';
import type { AccessPolicy, Caller } from '../../access/index.js';
import { AppError } from '../../http/app-error.js';
import type { UsersService } from '../users/users.service.js';
import { composeOverview, MONTHS } from './overview.js';
import type { Months, OverviewRepository } from './overview.repository.js';
import { addMonths, dayIn, resolvePeriod, startOfDay } from './period.js';
import { composeConversations, composeSessions } from './reports.js';
import type { ReportsRepository, ReportWindow } from './reports.repository.js';

const coachNotFound = () => new AppError('NOT_FOUND', ANALYTICS_MESSAGES.coachNotFound);

/**
 * The platform's analytics (issue 20): the admin overview, and the sessions and conversations over a
 * period, for the whole platform (admins with analytics.view) or one coach's practice (that coach, or an
 * admin naming them). `timezone` is the platform's, read at each call: an admin may change it.
 */
export function createAnalyticsService(deps: {
  policy: Pick<AccessPolicy, 'requireAttempt' | 'requireRole' | 'require'>;
  usersService: Pick<UsersService, 'findAccountById'>;
  overview: OverviewRepository;
  reports: ReportsRepository;
  timezone: () => string;
  clock: () => Date;
}) {
  const { policy, clock } = deps;

  /**
   * Whose figures the caller asks for and may have: null for the whole platform. Admins with analytics.view
   * reach the platform and any coach's practice; a coach their own; anyone else hears 403.
   */
  async function scopeOf(caller: Caller, coachId: string | undefined): Promise<string | null> {
    if (caller.role !== 'coach') {
      await policy.requireAttempt(caller, 'analytics.platform');
      if (coachId === undefined) return null;
    } else {
      policy.requireRole(caller, 'analytics.practice');
      await policy.require(caller, 'analytics.practice', coachId ?? caller.userId, coachNotFound);
    }
    const scope = coachId ?? caller.userId;
    if ((await deps.usersService.findAccountById(scope))?.role !== 'coach') throw coachNotFound();
    return scope;
  }

  async function windowOf(caller: Caller, query: AnalyticsQuery) {
    const coachId = await scopeOf(caller, query.coachId);
    const period = resolvePeriod(query, clock(), deps.timezone());
    const window: ReportWindow = { start: period.start, end: period.end, buckets: period.buckets, edges: period.edges, coachId };
    return { period, window, coachId };
  }

  return {
    /** GET /analytics/overview: spec section 3's Platform analytics; this month and today are the platform timezone's. */
    async overview(caller: Caller): Promise<PlatformAnalytics> {
      await policy.requireAttempt(caller, 'analytics.platform');
      const timezone = deps.timezone();
      const today = dayIn(clock(), timezone);
      const firstDays = Array.from({ length: MONTHS + 1 }, (_, index) => addMonths(today, index - (MONTHS - 1)));
      const months: Months = { keys: firstDays.slice(0, MONTHS).map((day) => day.slice(0, 7)), edges: firstDays.map((day) => startOfDay(day, timezone)) };
      const [users, newToday, sessions, aiConversations, human, activity] = await Promise.all([
        deps.overview.users(months),
        deps.overview.registeredSince(startOfDay(today, timezone)),
        deps.overview.sessions(months),
        deps.overview.aiConversations(months),
        deps.overview.humanConversations(),
        deps.overview.recentActivity(LIST_LIMITS.adminRecentActivity),
      ]);
      const input = { months: months.keys, thisMonth: today.slice(0, 7), lastMonth: addMonths(today, -1).slice(0, 7), newToday, users, sessions, aiConversations, human, activity };
      return composeOverview(input, timezone);
    },

    /** GET /analytics/sessions: the sessions held in the period, by status, place and bucket, with their revenue. */
    async sessions(caller: Caller, query: AnalyticsQuery): Promise<SessionsAnalytics> {
      const { period, window, coachId } = await windowOf(caller, query);
      return composeSessions(period, coachId, await deps.reports.sessions(window));
    },

    /**
     * GET /analytics/conversations: conversations between clients and coaches, AI coaching use and safety
     * alerts in the period. A coach's figures are their own conversations and their clients' AI coaching,
     * counted, never read: no message or title leaves the database.
     */
    async conversations(caller: Caller, query: AnalyticsQuery): Promise<ConversationsAnalytics> {
      const { period, window, coachId } = await windowOf(caller, query);
      const [humanStarted, humanMessages, humanActiveNow, aiStarted, aiCompleted, aiMessages, alerts] = await Promise.all([
        deps.reports.humanStarted(window),
        deps.reports.humanMessages(window),
        deps.reports.humanActiveNow(coachId),
        deps.reports.aiStarted(window),
        deps.reports.aiCompleted(window),
        deps.reports.aiMessages(window),
        deps.reports.alerts(window),
      ]);
      return composeConversations(period, coachId, { humanStarted, humanMessages, humanActiveNow, aiStarted, aiCompleted, aiMessages, alerts });
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
