import type { AiConversationStatus } from '@coaching/contract';
import { and, count, desc, eq, gte, inArray, max, ne, sql, type Column } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { aiConversations, type AiConversationRow } from '../../db/schema/ai-coaching.js';

export type { AiConversationRow };
export type NewAiConversation = typeof aiConversations.$inferInsert;
export type AiConversationChanges = Partial<Omit<NewAiConversation, 'id' | 'userId' | 'createdAt'>>;

/** Whose conversations a list reads: some users' (an empty list reads none), or everyone's. */
export type ConversationOwners = { userIds: string[] } | 'everyone';

const newestActivityFirst = [desc(aiConversations.lastActivityAt), desc(aiConversations.id)] as const;

/** A page of conversations, newest activity first, and their count: the list's queries (plans checked in test/db/query-plans). */
export function conversationsPageQueries(db: Db, owners: ConversationOwners, filter: { status?: AiConversationStatus; page: number; limit: number }) {
  const where = and(ownedBy(owners), filter.status ? eq(aiConversations.status, filter.status) : undefined);
  return {
    page: db
      .select()
      .from(aiConversations)
      .where(where)
      .orderBy(...newestActivityFirst)
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    count: db.select({ total: count() }).from(aiConversations).where(where),
  };
}

function ownedBy(owners: ConversationOwners) {
  return owners === 'everyone' ? undefined : inArray(aiConversations.userId, owners.userIds);
}

/**
 * Told whose conversation list a write changed (the owner of the conversation written), once the
 * write is done: the list caches drop it. Every write of the AI coach's records tells it.
 */
export type OwnerChanged = (ownerId: string) => void;

/** The owner of the conversation `conversationId` names, for a RETURNING clause of a write to a row of it. */
export const ownerOf = (conversationId: Column) =>
  sql<string>`(select ${aiConversations.userId} from ${aiConversations} where ${aiConversations.id} = ${conversationId})`;

/** Hands `row`'s owner to `changed` when there is a row, and gives the row back. */
export function told<T extends { userId: string } | undefined>(changed: OwnerChanged, row: T): T {
  if (row) changed(row.userId);
  return row;
}

export function createConversationsRepository(db: Db, changed: OwnerChanged = () => undefined) {
  return {
    async insert(values: NewAiConversation, tx: Db = db): Promise<AiConversationRow> {
      const [row] = await tx.insert(aiConversations).values(values).returning();
      return told(changed, row!);
    },

    async findById(id: string, tx: Db = db): Promise<AiConversationRow | undefined> {
      const [row] = await tx.select().from(aiConversations).where(eq(aiConversations.id, id)).limit(1);
      return row;
    },

    async update(id: string, values: AiConversationChanges, tx: Db = db): Promise<AiConversationRow | undefined> {
      const [row] = await tx.update(aiConversations).set(values).where(eq(aiConversations.id, id)).returning();
      return told(changed, row);
    },

    /**
     * Names a conversation created without a title after its first message, once: only while it still
     * waits for that message, so of two first messages sent at once only one names it.
     */
    async nameAfterFirstMessage(id: string, title: string, tx: Db = db): Promise<AiConversationRow | undefined> {
      const [row] = await tx
        .update(aiConversations)
        .set({ title, titleFromFirstMessage: false })
        .where(and(eq(aiConversations.id, id), eq(aiConversations.titleFromFirstMessage, true)))
        .returning();
      return told(changed, row);
    },

    async delete(id: string, tx: Db = db): Promise<void> {
      const [row] = await tx.delete(aiConversations).where(eq(aiConversations.id, id)).returning({ userId: aiConversations.userId });
      told(changed, row);
    },

    async list(
      owners: ConversationOwners,
      filter: { status?: AiConversationStatus; page: number; limit: number },
      tx: Db = db,
    ): Promise<{ rows: AiConversationRow[]; total: number }> {
      if (owners !== 'everyone' && owners.userIds.length === 0) return { rows: [], total: 0 };
      const { page, count: counted } = conversationsPageQueries(tx, owners, filter);
      const rows = await page;
      const [total] = await counted;
      return { rows, total: total?.total ?? 0 };
    },

    /** Every conversation of one user, newest activity first. */
    async listAllOf(userId: string, tx: Db = db): Promise<AiConversationRow[]> {
      return tx.select().from(aiConversations).where(eq(aiConversations.userId, userId)).orderBy(...newestActivityFirst);
    },

    /** The summary of the user's most recent other conversation that has one ('' when none does). */
    async earlierSummaryOf(userId: string, exceptId: string, tx: Db = db): Promise<string> {
      const [row] = await tx
        .select({ summary: aiConversations.summary })
        .from(aiConversations)
        .where(and(eq(aiConversations.userId, userId), ne(aiConversations.id, exceptId), ne(aiConversations.summary, '')))
        .orderBy(...newestActivityFirst)
        .limit(1);
      return row?.summary ?? '';
    },

    async countOf(userIds: string[], tx: Db = db): Promise<number> {
      if (userIds.length === 0) return 0;
      const [row] = await tx.select({ total: count() }).from(aiConversations).where(inArray(aiConversations.userId, userIds));
      return row?.total ?? 0;
    },

    /** The users with a conversation active since `since`, each with their latest activity, most recent first. */
    async usersActiveSince(userIds: string[], since: Date, tx: Db = db): Promise<{ userId: string; lastActivity: Date }[]> {
      if (userIds.length === 0) return [];
      const lastActivity = max(aiConversations.lastActivityAt);
      const rows = await tx
        .select({ userId: aiConversations.userId, lastActivity })
        .from(aiConversations)
        .where(and(inArray(aiConversations.userId, userIds), gte(aiConversations.lastActivityAt, since)))
        .groupBy(aiConversations.userId)
        .orderBy(desc(lastActivity), aiConversations.userId);
      return rows.flatMap((row) => (row.lastActivity ? [{ userId: row.userId, lastActivity: row.lastActivity }] : []));
    },

    async latestOf(userIds: string[], limit: number, tx: Db = db): Promise<AiConversationRow[]> {
      if (userIds.length === 0) return [];
      return tx
        .select()
        .from(aiConversations)
        .where(inArray(aiConversations.userId, userIds))
        .orderBy(...newestActivityFirst)
        .limit(limit);
    },
  };
}

export type ConversationsRepository = ReturnType<typeof createConversationsRepository>;
