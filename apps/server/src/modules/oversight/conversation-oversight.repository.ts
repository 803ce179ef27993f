import type { ConversationStatus, OversightConversationKind, Role } from '@coaching/contract';
import { and, asc, count, desc, eq, exists, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { idsOfPeopleMatching } from '../../db/people-search.js';
import { rowsOf } from '../../db/rows.js';
import { aiConversationAlerts, aiConversations, aiMessages, type AiConversationAlertRow } from '../../db/schema/ai-coaching.js';
import { conversationMessages, conversations } from '../../db/schema/conversations.js';
import { users } from '../../db/schema/users.js';

export type OversightFilter = {
  kind?: OversightConversationKind;
  flagged?: boolean;
  status?: ConversationStatus;
  q?: string;
  page: number;
  limit: number;
};

export type AlertCounts = { open: number; reviewed: number; resolved: number };
export type HumanConversationRow = typeof conversations.$inferSelect;
export type AiConversationRow = typeof aiConversations.$inferSelect;
export type PersonRow = { id: string; email: string; role: Role; firstName: string; lastName: string };
export type TranscriptMessageRow = { id: string; role: string; senderId: string | null; content: string; createdAt: Date };

/** An AI conversation that needs a look: flagged by the safety screen, or with an alert not resolved yet. */
const aiNeedsLook = (db: Db) =>
  or(
    eq(aiConversations.flagged, true),
    exists(
      db
        .select({ one: sql`1` })
        .from(aiConversationAlerts)
        .where(and(eq(aiConversationAlerts.conversationId, aiConversations.id), isNull(aiConversationAlerts.resolvedAt))),
    ),
  );

function humanWhere(db: Db, filter: OversightFilter): SQL | undefined {
  const people = filter.q ? idsOfPeopleMatching(db, filter.q) : undefined;
  return and(
    filter.status ? eq(conversations.status, filter.status) : undefined,
    people ? or(inArray(conversations.clientId, people), inArray(conversations.coachId, people)) : undefined,
  );
}

function aiWhere(db: Db, filter: OversightFilter): SQL | undefined {
  return and(
    filter.status ? eq(aiConversations.status, filter.status) : undefined,
    filter.flagged ? aiNeedsLook(db) : undefined,
    filter.q ? inArray(aiConversations.userId, idsOfPeopleMatching(db, filter.q)) : undefined,
  );
}

/**
 * Every conversation of the platform for an admin's oversight (issue 20): both kinds in one list, latest
 * activity first. Each side is read in its own index order and cut at the page's end before they are
 * merged, so a page never sorts the whole of either table.
 */
export function createConversationOversightRepository(db: Db) {
  const humanSide = (filter: OversightFilter) => filter.kind !== 'ai' && !filter.flagged;
  const aiSide = (filter: OversightFilter) => filter.kind !== 'human';

  return {
    /** The page's conversations as (kind, id), in order, and the filter's total. */
    async page(filter: OversightFilter): Promise<{ keys: { kind: OversightConversationKind; id: string }[]; total: number }> {
      const end = filter.page * filter.limit;
      const branches: SQL[] = [];
      if (humanSide(filter)) {
        const where = humanWhere(db, filter);
        branches.push(sql`(select 'human' as kind, ${conversations.id} as id, ${conversations.updatedAt} as last_activity from ${conversations}
          ${where ? sql`where ${where}` : sql``} order by ${conversations.updatedAt} desc, ${conversations.id} desc limit ${end})`);
      }
      if (aiSide(filter)) {
        const where = aiWhere(db, filter);
        branches.push(sql`(select 'ai' as kind, ${aiConversations.id} as id, ${aiConversations.lastActivityAt} as last_activity from ${aiConversations}
          ${where ? sql`where ${where}` : sql``} order by ${aiConversations.lastActivityAt} desc, ${aiConversations.id} desc limit ${end})`);
      }
      if (branches.length === 0) return { keys: [], total: 0 };
      const [keysResult, humanTotal, aiTotal] = await Promise.all([
        db.execute(sql`select kind, id from (${sql.join(branches, sql` union all `)}) as merged
          order by last_activity desc, id desc limit ${filter.limit} offset ${(filter.page - 1) * filter.limit}`),
        humanSide(filter) ? db.select({ total: count() }).from(conversations).where(humanWhere(db, filter)) : Promise.resolve([{ total: 0 }]),
        aiSide(filter) ? db.select({ total: count() }).from(aiConversations).where(aiWhere(db, filter)) : Promise.resolve([{ total: 0 }]),
      ]);
      const keys = rowsOf<{ kind: OversightConversationKind; id: string }>(keysResult).map((row) => ({ kind: row.kind, id: String(row.id) }));
      return { keys, total: Number(humanTotal[0]?.total ?? 0) + Number(aiTotal[0]?.total ?? 0) };
    },

    humanByIds: (ids: string[]): Promise<HumanConversationRow[]> =>
      ids.length === 0 ? Promise.resolve([]) : db.select().from(conversations).where(inArray(conversations.id, ids)),

    aiByIds: (ids: string[]): Promise<AiConversationRow[]> =>
      ids.length === 0 ? Promise.resolve([]) : db.select().from(aiConversations).where(inArray(aiConversations.id, ids)),

    /** Per AI conversation, its alerts not reviewed, reviewed but open, and resolved. */
    async alertCountsOf(conversationIds: string[]): Promise<Map<string, AlertCounts>> {
      if (conversationIds.length === 0) return new Map();
      const rows = await db
        .select({
          conversationId: aiConversationAlerts.conversationId,
          open: sql<number>`count(*) filter (where ${aiConversationAlerts.acknowledgedAt} is null and ${aiConversationAlerts.resolvedAt} is null)`.mapWith(Number),
          reviewed: sql<number>`count(*) filter (where ${aiConversationAlerts.acknowledgedAt} is not null and ${aiConversationAlerts.resolvedAt} is null)`.mapWith(Number),
          resolved: sql<number>`count(*) filter (where ${aiConversationAlerts.resolvedAt} is not null)`.mapWith(Number),
        })
        .from(aiConversationAlerts)
        .where(inArray(aiConversationAlerts.conversationId, conversationIds))
        .groupBy(aiConversationAlerts.conversationId);
      return new Map(rows.map(({ conversationId, ...counts }) => [conversationId!, counts]));
    },

    async peopleByIds(ids: string[]): Promise<Map<string, PersonRow>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({
          id: users.id,
          email: users.email,
          role: users.role,
          firstName: sql<string>`coalesce(${users.profile}->>'firstName', '')`,
          lastName: sql<string>`coalesce(${users.profile}->>'lastName', '')`,
        })
        .from(users)
        .where(inArray(users.id, [...new Set(ids)]));
      return new Map(rows.map((row) => [row.id, row]));
    },

    /** The latest `limit` messages of a conversation between people, oldest first, and whether there were more. */
    async humanMessages(conversationId: string, limit: number): Promise<{ rows: TranscriptMessageRow[]; truncated: boolean }> {
      const rows = await db
        .select({ id: conversationMessages.id, role: conversationMessages.role, senderId: conversationMessages.senderId, content: conversationMessages.content, createdAt: conversationMessages.createdAt })
        .from(conversationMessages)
        .where(eq(conversationMessages.conversationId, conversationId))
        .orderBy(desc(conversationMessages.createdAt), desc(conversationMessages.id))
        .limit(limit + 1);
      return { rows: rows.slice(0, limit).reverse(), truncated: rows.length > limit };
    },

    /** The same for a conversation with the AI coach. */
    async aiMessages(conversationId: string, limit: number): Promise<{ rows: TranscriptMessageRow[]; truncated: boolean }> {
      const rows = await db
        .select({ id: aiMessages.id, role: aiMessages.role, senderId: sql<string | null>`null`, content: aiMessages.content, createdAt: aiMessages.createdAt })
        .from(aiMessages)
        .where(eq(aiMessages.conversationId, conversationId))
        .orderBy(desc(aiMessages.createdAt), desc(aiMessages.id))
        .limit(limit + 1);
      return { rows: rows.slice(0, limit).reverse(), truncated: rows.length > limit };
    },

    alertsOf: (conversationId: string): Promise<AiConversationAlertRow[]> =>
      db.select().from(aiConversationAlerts).where(eq(aiConversationAlerts.conversationId, conversationId)).orderBy(desc(aiConversationAlerts.createdAt), asc(aiConversationAlerts.id)),

    /** What the admin shell's badge shows: alerts nobody reviewed or resolved, and AI conversations that need a look. */
    async summary(): Promise<{ openAlerts: number; flaggedConversations: number }> {
      const [[open], [flagged]] = await Promise.all([
        db.select({ total: count() }).from(aiConversationAlerts).where(and(isNull(aiConversationAlerts.acknowledgedAt), isNull(aiConversationAlerts.resolvedAt))),
        db.select({ total: count() }).from(aiConversations).where(aiNeedsLook(db)),
      ]);
      return { openAlerts: Number(open?.total ?? 0), flaggedConversations: Number(flagged?.total ?? 0) };
    },
  };
}

export type ConversationOversightRepository = ReturnType<typeof createConversationOversightRepository>;
