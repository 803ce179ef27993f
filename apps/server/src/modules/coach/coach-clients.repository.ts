import type { CoachClientListQuery, Guardrails } from '@coaching/contract';
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { aiConversations, aiGuardrails } from '../../db/schema/ai-coaching.js';
import { conversations } from '../../db/schema/conversations.js';
import { goals } from '../../db/schema/goals.js';
import { clientAiSettings, coachClientNotes, type ClientAiSettingsRecord } from '../../db/schema/practice.js';
import { sessions } from '../../db/schema/sessions.js';
import { users } from '../../db/schema/users.js';

/** `%term%` for ILIKE with the user's % and _ taken literally. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * The coach's clients as the client cards show them: one statement per page, each count a correlated
 * subquery over its own index (sessions by client, conversations by client, goals by client), and the
 * last activity the latest of sign-in, messages, AI coaching and sessions already begun.
 */
export function coachClientsQuery(db: Db, coachId: string, filter: Omit<CoachClientListQuery, 'page' | 'limit'> & { clientId?: string; now: Date }) {
  const totalSessions = sql<number>`(select count(*) from ${sessions} where ${sessions.clientId} = ${users.id} and ${sessions.coachId} = ${coachId})`.mapWith(Number);
  const completedSessions = sql<number>`(select count(*) from ${sessions} where ${sessions.clientId} = ${users.id} and ${sessions.coachId} = ${coachId} and ${sessions.status} = 'completed')`.mapWith(Number);
  const activeConversations = sql<number>`(select count(*) from ${conversations} where ${conversations.clientId} = ${users.id} and ${conversations.coachId} = ${coachId} and ${conversations.status} = 'active')`.mapWith(Number);
  const activeGoals = sql<number>`(select count(*) from ${goals} where ${goals.clientId} = ${users.id} and ${goals.status} = 'active')`.mapWith(Number);
  const completedGoals = sql<number>`(select count(*) from ${goals} where ${goals.clientId} = ${users.id} and ${goals.status} = 'completed')`.mapWith(Number);
  const lastActivity = sql<Date | null>`greatest(
    ${users.lastLoginAt},
    (select max(${conversations.lastMessageAt}) from ${conversations} where ${conversations.clientId} = ${users.id} and ${conversations.coachId} = ${coachId}),
    (select max(${aiConversations.lastActivityAt}) from ${aiConversations} where ${aiConversations.userId} = ${users.id}),
    (select max(${sessions.startsAt}) from ${sessions} where ${sessions.clientId} = ${users.id} and ${sessions.coachId} = ${coachId} and ${sessions.startsAt} <= ${filter.now.toISOString()}::timestamptz)
  )`.mapWith((value: string | Date | null) => (value === null ? null : new Date(value)));
  const name = sql<string>`lower((${users.profile}->>'firstName') || ' ' || (${users.profile}->>'lastName'))`;
  const order = filter.sortOrder === 'asc' ? asc : desc;
  const sortColumn = filter.sortBy === 'createdAt' ? users.createdAt : filter.sortBy === 'name' ? name : sql`${lastActivity}`;
  const search = filter.search ? containing(filter.search) : undefined;
  const where: SQL | undefined = and(
    eq(users.coachId, coachId),
    eq(users.role, 'client'),
    filter.clientId ? eq(users.id, filter.clientId) : undefined,
    filter.status === 'active' ? eq(users.isActive, true) : filter.status === 'inactive' ? eq(users.isActive, false) : undefined,
    search ? or(ilike(users.email, search), sql`((${users.profile}->>'firstName') || ' ' || (${users.profile}->>'lastName')) ilike ${search}`) : undefined,
  );
  return db
    .select({
      id: users.id,
      email: users.email,
      isActive: users.isActive,
      profile: users.profile,
      clientSpecific: users.clientSpecific,
      createdAt: users.createdAt,
      guardrails: sql<Guardrails | null>`${aiGuardrails.guardrails}`,
      aiSettings: sql<ClientAiSettingsRecord | null>`${clientAiSettings.settings}`,
      notes: sql<string>`coalesce(${coachClientNotes.notes}, '')`,
      totalSessions,
      completedSessions,
      activeConversations,
      activeGoals,
      completedGoals,
      lastActivity,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(users)
    .leftJoin(aiGuardrails, eq(aiGuardrails.userId, users.id))
    .leftJoin(clientAiSettings, eq(clientAiSettings.clientId, users.id))
    .leftJoin(coachClientNotes, and(eq(coachClientNotes.clientId, users.id), eq(coachClientNotes.coachId, coachId)))
    .where(where)
    .orderBy(filter.sortBy === 'lastActivity' ? sql`${lastActivity} ${sql.raw(filter.sortOrder === 'asc' ? 'asc nulls first' : 'desc nulls last')}` : order(sortColumn), asc(users.id));
}

export type CoachClientRow = Awaited<ReturnType<typeof coachClientsQuery>>[number];

export function createCoachClientsRepository(db: Db) {
  return {
    async page(coachId: string, query: CoachClientListQuery, now: Date): Promise<{ rows: CoachClientRow[]; total: number }> {
      const rows = await coachClientsQuery(db, coachId, { ...query, now })
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      if (rows.length > 0 || query.page === 1) return { rows, total: rows[0]?.total ?? 0 };
      // A page past the end carries no total: the first row of the same filter has it.
      const [first] = await coachClientsQuery(db, coachId, { ...query, now }).limit(1);
      return { rows, total: first?.total ?? 0 };
    },

    async one(coachId: string, clientId: string, now: Date): Promise<CoachClientRow | undefined> {
      const [row] = await coachClientsQuery(db, coachId, { status: 'all', sortBy: 'createdAt', sortOrder: 'desc', clientId, now });
      return row;
    },

    /** The coach's private notes about the client; `onlyIfNone` keeps notes the coach already wrote. */
    async saveNotes(coachId: string, clientId: string, notes: string, at: Date, onlyIfNone = false): Promise<void> {
      const insert = db.insert(coachClientNotes).values({ coachId, clientId, notes, updatedAt: at });
      await (onlyIfNone
        ? insert.onConflictDoNothing()
        : insert.onConflictDoUpdate({ target: [coachClientNotes.coachId, coachClientNotes.clientId], set: { notes, updatedAt: at } }));
    },
  };
}

export type CoachClientsRepository = ReturnType<typeof createCoachClientsRepository>;
