import type { ConversationListQuery, ConversationMessageRole } from '@coaching/contract';
import { and, asc, count, desc, eq, ilike, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  conversationMessages,
  conversationReads,
  conversations,
  type ConversationMessageRow,
  type ConversationRow,
  type MessageKind,
  type NewConversationRow,
} from '../../db/schema/conversations.js';

export type { ConversationMessageRow, ConversationRow };
export type ConversationChanges = Partial<Pick<NewConversationRow, 'title' | 'description' | 'tags' | 'status' | 'updatedAt'>>;

/** Whose conversations a list reads: one person's (as client or as coach), or everyone's (an admin's oversight). */
export type Participant = { userId: string } | 'everyone';
export type ListFilter = Pick<ConversationListQuery, 'page' | 'limit' | 'sortBy' | 'sortOrder' | 'search' | 'clientId' | 'status'>;

/** Where a page of messages ends: the oldest message of it. */
export type MessageCursor = { createdAt: Date; id: string };

export type NewMessage = {
  conversationId: string;
  senderId: string | null;
  role: ConversationMessageRole;
  content: string;
  kind: MessageKind;
  at: Date;
};

/** `%term%` for ILIKE with the user's % and _ taken literally. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

const SORT_COLUMNS = { updatedAt: conversations.updatedAt, createdAt: conversations.createdAt, title: conversations.title } as const;

function listWhere(participant: Participant, filter: ListFilter): SQL | undefined {
  const search = filter.search ? containing(filter.search) : undefined;
  return and(
    participant === 'everyone' ? undefined : or(eq(conversations.clientId, participant.userId), eq(conversations.coachId, participant.userId)),
    filter.clientId ? eq(conversations.clientId, filter.clientId) : undefined,
    filter.status ? eq(conversations.status, filter.status) : undefined,
    search
      ? or(
          ilike(conversations.title, search),
          sql`exists (select 1 from ${conversationMessages} where ${conversationMessages.conversationId} = ${conversations.id} and ${conversationMessages.content} ilike ${search})`,
        )
      : undefined,
  );
}

/** A conversation's page of the list and its count: the list's queries. */
export function conversationsPageQueries(db: Db, participant: Participant, filter: ListFilter) {
  const where = listWhere(participant, filter);
  const order = filter.sortOrder === 'asc' ? asc : desc;
  return {
    page: db
      .select()
      .from(conversations)
      .where(where)
      .orderBy(order(SORT_COLUMNS[filter.sortBy]), order(conversations.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    count: db.select({ total: count() }).from(conversations).where(where),
  };
}

export function createConversationsRepository(db: Db) {
  return {
    async insert(values: NewConversationRow, tx: Db = db): Promise<ConversationRow> {
      const [row] = await tx.insert(conversations).values(values).returning();
      return row!;
    },

    async findById(id: string, tx: Db = db): Promise<ConversationRow | undefined> {
      const [row] = await tx.select().from(conversations).where(eq(conversations.id, id)).limit(1);
      return row;
    },

    async update(id: string, changes: ConversationChanges, tx: Db = db): Promise<ConversationRow | undefined> {
      const [row] = await tx.update(conversations).set(changes).where(eq(conversations.id, id)).returning();
      return row;
    },

    async list(participant: Participant, filter: ListFilter, tx: Db = db): Promise<{ rows: ConversationRow[]; total: number }> {
      const { page, count: counted } = conversationsPageQueries(tx, participant, filter);
      const [rows, [total]] = [await page, await counted];
      return { rows, total: total?.total ?? 0 };
    },

    /**
     * Stores a message and moves the conversation on (count, last message, updated). Its time is `at`,
     * or just after the conversation's latest message when that is later, so that the order never
     * depends on two messages sharing a timestamp.
     */
    async insertMessage(message: NewMessage, tx: Db = db): Promise<ConversationMessageRow> {
      const at = message.at.toISOString();
      const latest = sql`(select max(${conversationMessages.createdAt}) from ${conversationMessages} where ${conversationMessages.conversationId} = ${message.conversationId})`;
      const [row] = await tx
        .insert(conversationMessages)
        .values({
          conversationId: message.conversationId,
          senderId: message.senderId,
          role: message.role,
          content: message.content,
          kind: message.kind,
          createdAt: sql`greatest(${at}::timestamptz, coalesce(${latest} + interval '1 millisecond', ${at}::timestamptz))`,
        })
        .returning();
      await tx
        .update(conversations)
        .set({ messageCount: sql`${conversations.messageCount} + 1`, lastMessageAt: row!.createdAt, updatedAt: row!.createdAt })
        .where(eq(conversations.id, message.conversationId));
      return row!;
    },

    async findMessage(conversationId: string, messageId: string, tx: Db = db): Promise<ConversationMessageRow | undefined> {
      const [row] = await tx
        .select()
        .from(conversationMessages)
        .where(and(eq(conversationMessages.id, messageId), eq(conversationMessages.conversationId, conversationId)))
        .limit(1);
      return row;
    },

    /** A page of messages, newest first, older than `before` when given. */
    async messagesPage(conversationId: string, before: MessageCursor | undefined, limit: number, tx: Db = db): Promise<ConversationMessageRow[]> {
      return tx
        .select()
        .from(conversationMessages)
        .where(
          and(
            eq(conversationMessages.conversationId, conversationId),
            before
              ? or(
                  lt(conversationMessages.createdAt, before.createdAt),
                  and(eq(conversationMessages.createdAt, before.createdAt), lt(conversationMessages.id, before.id)),
                )
              : undefined,
          ),
        )
        .orderBy(desc(conversationMessages.createdAt), desc(conversationMessages.id))
        .limit(limit);
    },

    /** Every message, oldest first: for analytics and export. */
    async allMessages(conversationId: string, tx: Db = db): Promise<ConversationMessageRow[]> {
      return tx
        .select()
        .from(conversationMessages)
        .where(eq(conversationMessages.conversationId, conversationId))
        .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id));
    },

    /** The latest message of each conversation. */
    async lastMessagesOf(conversationIds: string[], tx: Db = db): Promise<Map<string, ConversationMessageRow>> {
      if (conversationIds.length === 0) return new Map();
      const rows = await tx
        .selectDistinctOn([conversationMessages.conversationId])
        .from(conversationMessages)
        .where(inArray(conversationMessages.conversationId, conversationIds))
        .orderBy(conversationMessages.conversationId, desc(conversationMessages.createdAt), desc(conversationMessages.id));
      return new Map(rows.map((row) => [row.conversationId, row]));
    },

    /** For each conversation, the messages others wrote after `userId`'s read marker (all of them without one). */
    async unreadCountsOf(conversationIds: string[], userId: string, tx: Db = db): Promise<Map<string, number>> {
      if (conversationIds.length === 0) return new Map();
      const rows = await tx
        .select({ conversationId: conversationMessages.conversationId, unread: count() })
        .from(conversationMessages)
        .leftJoin(
          conversationReads,
          and(eq(conversationReads.conversationId, conversationMessages.conversationId), eq(conversationReads.userId, userId)),
        )
        .where(
          and(
            inArray(conversationMessages.conversationId, conversationIds),
            or(isNull(conversationMessages.senderId), ne(conversationMessages.senderId, userId)),
            or(isNull(conversationReads.readUpTo), sql`${conversationMessages.createdAt} > ${conversationReads.readUpTo}`),
          ),
        )
        .groupBy(conversationMessages.conversationId);
      return new Map(rows.map((row) => [row.conversationId, row.unread]));
    },

    /** Moves `userId`'s read marker of the conversation up to `upTo`; never back. */
    async markRead(conversationId: string, userId: string, upTo: Date, at: Date, tx: Db = db): Promise<void> {
      await tx
        .insert(conversationReads)
        .values({ conversationId, userId, readUpTo: upTo, updatedAt: at })
        .onConflictDoUpdate({
          target: [conversationReads.conversationId, conversationReads.userId],
          set: { readUpTo: sql`greatest(${conversationReads.readUpTo}, excluded.read_up_to)`, updatedAt: at },
        });
    },

    /** Every conversation's unread messages for `userId`, as one of its two people: the shells' badge. */
    async unreadTotalOf(userId: string, tx: Db = db): Promise<number> {
      const [row] = await tx
        .select({ unread: count() })
        .from(conversationMessages)
        .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
        .leftJoin(conversationReads, and(eq(conversationReads.conversationId, conversations.id), eq(conversationReads.userId, userId)))
        .where(
          and(
            or(eq(conversations.clientId, userId), eq(conversations.coachId, userId)),
            ne(conversations.status, 'archived'),
            or(isNull(conversationMessages.senderId), ne(conversationMessages.senderId, userId)),
            or(isNull(conversationReads.readUpTo), sql`${conversationMessages.createdAt} > ${conversationReads.readUpTo}`),
          ),
        );
      return row?.unread ?? 0;
    },
  };
}

export type ConversationsRepository = ReturnType<typeof createConversationsRepository>;
