import type { ConversationListQuery, ConversationMessageRole } from '@coaching/contract';
import { and, type AnyColumn, asc, count, desc, eq, getTableColumns, ilike, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
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
export type ConversationChanges = Partial<Pick<NewConversationRow, 'title' | 'description' | 'tags' | 'status' | 'aiConfig' | 'updatedAt'>>;

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

/** A row as a list shows it to one viewer: with its latest message and the viewer's unread count. */
export type ConversationView = { row: ConversationRow; lastMessage: ConversationMessageRow | undefined; unread: number };

const CONVERSATION_COLUMNS = getTableColumns(conversations);
const MESSAGE_COLUMNS = getTableColumns(conversationMessages);

/** The columns of `table` read back through the subquery `from` (whose fields carry the same names). */
function fieldsOf<T extends Record<string, unknown>>(columns: T, from: object): T {
  return Object.fromEntries(Object.keys(columns).map((key) => [key, (from as Record<string, unknown>)[key]])) as T;
}

/**
 * Each conversation of `rows` with its latest message and what `viewerId` has not read (messages of
 * the other person after the viewer's read marker), each found for that row alone out of the
 * (conversation_id, created_at, id) index. `rows` is a subquery of conversations (aliased).
 */
function withViewerParts(db: Db, rows: { id: AnyColumn }, viewerId: string) {
  const last = db
    .select()
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, rows.id))
    .orderBy(desc(conversationMessages.createdAt), desc(conversationMessages.id))
    .limit(1)
    .as('last_message');
  const unread = sql<number>`(
    select count(*) from ${conversationMessages}
    where ${conversationMessages.conversationId} = ${rows.id}
      and (${conversationMessages.senderId} is null or ${conversationMessages.senderId} <> ${viewerId})
      and ${conversationMessages.createdAt} > coalesce(
        (select ${conversationReads.readUpTo} from ${conversationReads}
          where ${conversationReads.conversationId} = ${rows.id} and ${conversationReads.userId} = ${viewerId}),
        '-infinity'::timestamptz))`.mapWith(Number);
  return { last, unread };
}

/**
 * One statement for a page of the list as `viewerId` sees it: the page's rows, with the filter's total
 * counted by a window before the limit, then each row's latest message and unread count.
 */
export function conversationsPageQuery(db: Db, participant: Participant, filter: ListFilter, viewerId: string) {
  const order = filter.sortOrder === 'asc' ? asc : desc;
  const page = db
    .select({ ...CONVERSATION_COLUMNS, total: sql<number>`count(*) over ()`.mapWith(Number).as('total') })
    .from(conversations)
    .where(listWhere(participant, filter))
    .orderBy(order(SORT_COLUMNS[filter.sortBy]), order(conversations.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit)
    .as('page');
  const { last, unread } = withViewerParts(db, page, viewerId);
  return db
    .select({ row: fieldsOf(CONVERSATION_COLUMNS, page), total: page.total, lastMessage: fieldsOf(MESSAGE_COLUMNS, last), unread })
    .from(page)
    .leftJoinLateral(last, sql`true`)
    .orderBy(order(page[filter.sortBy]), order(page.id));
}

/** The filter's total on its own: for a page past the end, which has no row to carry it. */
export function conversationsCountQuery(db: Db, participant: Participant, filter: ListFilter) {
  return db.select({ total: count() }).from(conversations).where(listWhere(participant, filter));
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

    /** A page of the list as `viewerId` sees it, and the filter's total. */
    async list(participant: Participant, filter: ListFilter, viewerId: string, tx: Db = db): Promise<{ views: ConversationView[]; total: number }> {
      const rows = await conversationsPageQuery(tx, participant, filter, viewerId);
      const views = rows.map(({ row, lastMessage, unread }) => ({ row, lastMessage: lastMessage ?? undefined, unread }));
      if (rows.length > 0) return { views, total: rows[0]!.total };
      if (filter.page === 1) return { views, total: 0 };
      const [counted] = await conversationsCountQuery(tx, participant, filter);
      return { views, total: counted?.total ?? 0 };
    },

    /** The conversations as `viewerId` sees them, in the order given. */
    async viewsOf(rows: readonly ConversationRow[], viewerId: string, tx: Db = db): Promise<ConversationView[]> {
      if (rows.length === 0) return [];
      const chosen = tx.select().from(conversations).where(inArray(conversations.id, rows.map((row) => row.id))).as('chosen');
      const { last, unread } = withViewerParts(tx, chosen, viewerId);
      const found = await tx
        .select({ id: chosen.id, lastMessage: fieldsOf(MESSAGE_COLUMNS, last), unread })
        .from(chosen)
        .leftJoinLateral(last, sql`true`);
      const parts = new Map(found.map((part) => [part.id, part]));
      return rows.map((row) => ({ row, lastMessage: parts.get(row.id)?.lastMessage ?? undefined, unread: parts.get(row.id)?.unread ?? 0 }));
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
