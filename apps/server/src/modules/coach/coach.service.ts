import { type CoachClient, type CoachClientList, type CoachClientListQuery, defaultClientSpecific, defaultGuardrails } from '@coaching/contract';
import type { AccessPolicy, Caller } from '../../access/index.js';
import { AppError } from '../../http/app-error.js';
import type { CoachClientRow, CoachClientsRepository } from './coach-clients.repository.js';

const clientNotFound = () => new AppError('NOT_FOUND', 'Client not found');

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
  policy: Pick<AccessPolicy, 'requireRole' | 'require'>;
  clock: () => Date;
}) {
  const { clients, policy, clock } = deps;
  return {
    /** A page of the caller's clients; nobody else's are ever read (the query is scoped by the coach). */
    async listClients(caller: Caller, query: CoachClientListQuery): Promise<CoachClientList> {
      policy.requireRole(caller, 'clients.list');
      const { rows, total } = await clients.page(caller.userId, query, clock());
      return { clients: rows.map(toCoachClient), pagination: { page: query.page, limit: query.limit, total } };
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
