import { COACH_MESSAGES, type CoachClient, type CoachClientList, type CoachClientListQuery, type CoachDirectoryEntry, type CoachMetrics, defaultClientSpecific, defaultGuardrails } from '@coaching/contract';
import type { AccessPolicy, Caller } from '../../access/index.js';
import type { ConversationsService } from '../conversations/conversations.service.js';
import type { SessionsService } from '../sessions/sessions.service.js';
import type { UsersService } from '../users/users.service.js';
import { AppError } from '../../http/app-error.js';
import type { CoachClientRow, CoachClientsRepository } from './coach-clients.repository.js';
import type { CoachMetricsRepository } from './coach-metrics.repository.js';

const clientNotFound = () => new AppError('NOT_FOUND', 'Client not found');
const coachNotFound = () => new AppError('NOT_FOUND', 'Coach not found');
const WEEKS = 12;
const DAY_MS = 86_400_000;
/** Feedback is 1-10; a coach's rating is 0-5. */
const toRating = (sum: number, count: number) => (count === 0 ? null : Math.round((sum / count / 2) * 10) / 10);

/** The Monday (UTC) of the week holding `date`, and the 12 weeks up to it, oldest first. */
function lastWeeks(now: Date): string[] {
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - ((now.getUTCDay() + 6) % 7)));
  return Array.from({ length: WEEKS }, (_, index) => new Date(monday.getTime() - (WEEKS - 1 - index) * 7 * DAY_MS).toISOString().slice(0, 10));
}

function toCoachClient(row: CoachClientRow): CoachClient {
  const clientSpecific = row.clientSpecific ?? defaultClientSpecific();
  const guardrails = row.guardrails ?? defaultGuardrails();
  return {
    _id: row.id,
    email: row.email,
    isActive: row.isActive,
    profile: { firstName: row.profile.firstName, lastName: row.profile.lastName, phone: row.profile.phone, timezone: row.profile.timezone },
    clientSpecific: { goals: clientSpecific.goals, currentChallenges: clientSpecific.currentChallenges },
    stats: {
      totalSessions: row.totalSessions,
      completedSessions: row.completedSessions,
      activeConversations: row.activeConversations,
      activeGoals: row.activeGoals,
    },
    lastActivity: row.lastActivity?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    aiConfig: { communicationStyle: guardrails.communicationStyle, guardrails },
  };
}

/** The coach's practice: their own clients, with what the client cards count (issue 18). */
export function createCoachService(deps: {
  clients: CoachClientsRepository;
  metrics: CoachMetricsRepository;
  policy: Pick<AccessPolicy, 'requireRole' | 'require'>;
  usersService: Pick<UsersService, 'coachDirectory' | 'assignCoach'>;
  sessionsService: Pick<SessionsService, 'comingWith' | 'cancel'>;
  conversationsService: Pick<ConversationsService, 'openWith' | 'archive'>;
  clock: () => Date;
}) {
  const { clients, policy, clock } = deps;
  return {
    /** GET /users/coaches: the coach directory, for every signed-in user. */
    async directory(caller: Caller): Promise<CoachDirectoryEntry[]> {
      policy.requireRole(caller, 'coaches.directory');
      return deps.usersService.coachDirectory();
    },

    /** GET /analytics/coach (the caller) and /analytics/coach/{id} (the coach themself, or an admin). */
    async metrics(caller: Caller, coachId: string): Promise<CoachMetrics> {
      policy.requireRole(caller, 'analytics.coach');
      await policy.require(caller, 'analytics.coach', coachId, coachNotFound);
      const now = clock();
      const totals = await deps.metrics.totals(coachId, now);
      const weeks = lastWeeks(now);
      const found = new Map((await deps.metrics.weeks(coachId, new Date(`${weeks[0]}T00:00:00Z`), new Date(now.getTime() + 7 * DAY_MS))).map((row) => [row.week, row]));
      return {
        totalClients: totals.totalClients,
        activeConversations: totals.activeConversations,
        totalSessions: totals.totalSessions,
        completedSessions: totals.completedSessions,
        upcomingSessions: totals.upcomingSessions,
        averageSessionRating: toRating(totals.ratingSum, totals.rated),
        ratedSessions: totals.rated,
        series: {
          sessionsPerWeek: weeks.map((week) => ({ week, completed: found.get(week)?.completed ?? 0, cancelled: found.get(week)?.cancelled ?? 0, noShow: found.get(week)?.noShow ?? 0 })),
          ratingsPerWeek: weeks.map((week) => ({ week, average: toRating(found.get(week)?.ratingSum ?? 0, found.get(week)?.rated ?? 0), count: found.get(week)?.rated ?? 0 })),
        },
      };
    },

    /** A page of the caller's clients; nobody else's are ever read (the query is scoped by the coach). */
    async listClients(caller: Caller, query: CoachClientListQuery): Promise<CoachClientList> {
      policy.requireRole(caller, 'clients.list');
      const { rows, total } = await clients.page(caller.userId, query, clock());
      return { clients: rows.map(toCoachClient), pagination: { page: query.page, limit: query.limit, total } };
    },

    /**
     * Ends the coaching relationship (in the request's transaction): the coach's future sessions with
     * the client are cancelled (each person told, with the calendar cancellation), their open
     * conversations archived, and the client is no longer theirs. The client keeps their account,
     * goals and history.
     */
    async removeClient(caller: Caller, clientId: string): Promise<void> {
      policy.requireRole(caller, 'clients.remove');
      await policy.require(caller, 'clients.remove', clientId, clientNotFound);
      for (const sessionId of await deps.sessionsService.comingWith(caller, clientId)) {
        await deps.sessionsService.cancel(caller, sessionId, COACH_MESSAGES.clientRemovalReason);
      }
      for (const conversationId of await deps.conversationsService.openWith(caller, clientId)) {
        await deps.conversationsService.archive(caller, conversationId);
      }
      await deps.usersService.assignCoach(clientId, null);
    },

    async getClient(caller: Caller, clientId: string): Promise<CoachClient> {
      policy.requireRole(caller, 'clients.list');
      await policy.require(caller, 'clients.list', clientId, clientNotFound);
      const row = await clients.one(caller.userId, clientId, clock());
      if (!row) throw clientNotFound();
      return toCoachClient(row);
    },
  };
}

export type CoachService = ReturnType<typeof createCoachService>;
