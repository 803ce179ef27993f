import { COACH_MESSAGES, COACH_VERIFICATION_MESSAGES, type CoachClient, type CoachDirectoryQuery, type CoachClientList, type CoachClientListQuery, type CoachDirectoryEntry, type ClientMetrics, type CoachMetrics, type UpdateCoachClientBody, defaultClientAiConfig, defaultClientSpecific, defaultGuardrails } from '@coaching/contract';
import type { AccessPolicy, Action, Caller } from '../../access/index.js';
import type { ConversationsService } from '../conversations/conversations.service.js';
import type { SessionsService } from '../sessions/sessions.service.js';
import type { DirectoryListing, UsersService } from '../users/users.service.js';
import { AppError } from '../../http/app-error.js';
import type { CoachClientRow, CoachClientsRepository } from './coach-clients.repository.js';
import type { CoachMetricsRepository } from './coach-metrics.repository.js';
import { composeProgress, localDay, progressSince } from './client-progress.js';
import type { ClientProgressRepository } from './client-progress.repository.js';

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
      completedGoals: row.completedGoals,
    },
    lastActivity: row.lastActivity?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    aiConfig: { ...defaultClientAiConfig(), ...row.aiSettings, communicationStyle: guardrails.communicationStyle, guardrails },
    notes: row.notes,
  };
}

/** The coach's practice: their own clients, with what the client cards count (issue 18). */
export function createCoachService(deps: {
  clients: CoachClientsRepository;
  metrics: CoachMetricsRepository;
  progress: ClientProgressRepository;
  policy: Pick<AccessPolicy, 'requireRole' | 'requireAttempt' | 'require' | 'may' | 'reachesEveryone' | 'sharesProgressWith'>;
  usersService: Pick<UsersService, 'coachDirectory' | 'assignCoach' | 'findCoachIdOfClient' | 'findAccountById' | 'saveClientDetails'>;
  sessionsService: Pick<SessionsService, 'comingWith' | 'cancel'>;
  conversationsService: Pick<ConversationsService, 'openWith' | 'archive'>;
  clock: () => Date;
}) {
  const { clients, policy, clock } = deps;

  const VISIBILITY_RULE: Record<Exclude<DirectoryListing['visibility'], 'public'>, Action> = {
    clients_only: 'coaches.directory.clientsOnly',
    private: 'coaches.directory.private',
  };

  /**
   * Whether each coach of the directory is listed for the caller, by the coach's profile visibility. Only the
   * caller themself and a client's own coach stand to a coach as anything but 'other': the policy is asked
   * about those two by id, and about every other coach once, as 'other' (no lookup per coach).
   */
  async function listedFor(caller: Caller, listings: DirectoryListing[]): Promise<boolean[]> {
    const ownCoachId = caller.role === 'client' ? await deps.usersService.findCoachIdOfClient(caller.userId) : undefined;
    return Promise.all(
      listings.map(async ({ entry, visibility }) => {
        if (visibility === 'public') return true;
        const action = VISIBILITY_RULE[visibility];
        if (entry._id === caller.userId || entry._id === ownCoachId) return policy.may(caller, action, entry._id);
        return policy.reachesEveryone(caller, action);
      }),
    );
  }

  return {
    /**
     * GET /users/coaches: the coach directory, for every signed-in user: the verified coaches, each as their
     * privacy settings allow. Admins who manage users may ask for the others (pending, declined, all).
     */
    async directory(caller: Caller, query: CoachDirectoryQuery = { verification: 'verified' }): Promise<CoachDirectoryEntry[]> {
      policy.requireRole(caller, 'coaches.directory');
      if (query.verification !== 'verified') {
        await policy.requireAttempt(caller, 'coaches.directory.unverified').catch((error: unknown) => {
          throw error instanceof AppError && error.statusCode === 403 ? new AppError('FORBIDDEN', COACH_VERIFICATION_MESSAGES.unverifiedListForAdmins) : error;
        });
      }
      const listings = await deps.usersService.coachDirectory(query.verification);
      const listed = await listedFor(caller, listings);
      return listings.filter((_, index) => listed[index]).map(({ entry }) => entry);
    },

    /** GET /analytics/client (the caller) and /analytics/client/{id} (their coach, admins): one client's progress. */
    async clientMetrics(caller: Caller, clientId: string): Promise<ClientMetrics> {
      policy.requireRole(caller, 'analytics.client');
      await policy.require(caller, 'analytics.client', clientId, clientNotFound);
      const account = await deps.usersService.findAccountById(clientId);
      if (account?.role !== 'client') throw clientNotFound();
      const now = clock();
      const weeks = lastWeeks(now);
      const timezone = account.profile.timezone;
      const shared = await policy.sharesProgressWith(caller, clientId);
      // A day before the first local Monday, in UTC: the zone's offset cannot push a day of the window out.
      const since = new Date(Date.parse(`${progressSince(localDay(now, timezone))}T00:00:00Z`) - DAY_MS);
      const [totals, weekly, activity, reflectionDays, achievements] = await Promise.all([
        deps.metrics.clientTotals(clientId, now),
        deps.metrics.clientWeeks(clientId, new Date(`${weeks[0]}T00:00:00Z`)),
        deps.progress.days(clientId, since, timezone, shared),
        shared ? deps.progress.reflectionDays(clientId, timezone) : Promise.resolve([]),
        deps.progress.achievements(clientId),
      ]);
      const found = new Map(weekly.map((row) => [row.week, row]));
      return {
        goals: {
          total: totals.goalsTotal,
          active: totals.goalsActive,
          completed: totals.goalsCompleted,
          averageProgress: totals.averageProgress,
          milestonesCompleted: totals.milestonesCompleted,
          milestonesTotal: totals.milestonesTotal,
        },
        sessions: { total: totals.sessionsTotal, completed: totals.sessionsCompleted, upcoming: totals.sessionsUpcoming, averageSatisfaction: totals.averageSatisfaction },
        conversations: { active: totals.activeConversations, messagesSent: totals.messagesSent },
        aiCoaching: {
          conversations: totals.aiConversations,
          messages: totals.aiMessages,
          averageSentiment: totals.aiSentiment,
          lastActivity: totals.aiLastActivity?.toISOString() ?? null,
        },
        series: {
          weeks: weeks.map((week) => ({ week, sessionsCompleted: found.get(week)?.sessionsCompleted ?? 0, milestonesCompleted: found.get(week)?.milestonesCompleted ?? 0 })),
        },
        progress: composeProgress({ now, timezone, shared, activity, reflectionDays, achievements }),
      };
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

    /** PUT /coach/clients/{id}: the coach's notes about the client, and the goals and challenges they keep together. */
    async updateClient(caller: Caller, clientId: string, body: UpdateCoachClientBody): Promise<CoachClient> {
      policy.requireRole(caller, 'clients.edit');
      await policy.require(caller, 'clients.edit', clientId, clientNotFound);
      const now = clock();
      if (body.notes !== undefined) await clients.saveNotes(caller.userId, clientId, body.notes, now);
      if (body.goals !== undefined || body.currentChallenges !== undefined) {
        const account = await deps.usersService.findAccountById(clientId);
        if (!account) throw clientNotFound();
        const current = account.clientSpecific ?? defaultClientSpecific();
        await deps.usersService.saveClientDetails(clientId, {
          profile: account.profile,
          clientSpecific: { ...current, ...(body.goals ? { goals: body.goals } : {}), ...(body.currentChallenges ? { currentChallenges: body.currentChallenges } : {}) },
        });
      }
      const row = await clients.one(caller.userId, clientId, now);
      if (!row) throw clientNotFound();
      return toCoachClient(row);
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
