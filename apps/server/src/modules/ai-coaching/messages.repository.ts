import type { MessageMetadata, MessageRole } from '@coaching/contract';
import { and, asc, desc, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { aiConversations, aiMessages, type AiMessageRow } from '../../db/schema/ai-coaching.js';
import { ownerOf, type OwnerChanged } from './conversations.repository.js';

export type { AiMessageRow };
export type NewAiMessage = { conversationId: string; role: MessageRole; content: string; metadata: MessageMetadata; at: Date };
/** When a conversation's messages began and ended, and how long its client messages are on average. */
export type ConversationShape = { firstAt: Date; lastAt: Date; averageClientLength: number };

const oldestFirst = [asc(aiMessages.createdAt), asc(aiMessages.id)] as const;

/** A conversation's messages (of one role, when given), oldest first. */
export function messagesOfQuery(db: Db, conversationId: string, role?: MessageRole) {
  return db
    .select()
    .from(aiMessages)
    .where(and(eq(aiMessages.conversationId, conversationId), role ? eq(aiMessages.role, role) : undefined))
    .orderBy(...oldestFirst);
}

export function createMessagesRepository(db: Db, changed: OwnerChanged = () => undefined) {
  return {
    /**
     * Stores a message. Its time is `at`, or just after the conversation's latest message when that is
     * later, so the order of a conversation never depends on two messages sharing a timestamp.
     */
    async insert(message: NewAiMessage, tx: Db = db): Promise<AiMessageRow> {
      const at = message.at.toISOString();
      const latest = sql`(select max(${aiMessages.createdAt}) from ${aiMessages} where ${aiMessages.conversationId} = ${message.conversationId})`;
      const [row] = await tx
        .insert(aiMessages)
        .values({
          conversationId: message.conversationId,
          role: message.role,
          content: message.content,
          metadata: message.metadata,
          createdAt: sql`greatest(${at}::timestamptz, coalesce(${latest} + interval '1 millisecond', ${at}::timestamptz))`,
        })
        .returning({ ...getTableColumns(aiMessages), ownerId: ownerOf(aiMessages.conversationId) });
      const { ownerId, ...stored } = row!;
      changed(ownerId);
      return stored;
    },

    async listOf(conversationId: string, role?: MessageRole, tx: Db = db): Promise<AiMessageRow[]> {
      return messagesOfQuery(tx, conversationId, role);
    },

    /** The latest `limit` messages before the one excluded, oldest first. */
    async latestOf(conversationId: string, limit: number, exceptId: string, tx: Db = db): Promise<AiMessageRow[]> {
      const rows = await tx
        .select()
        .from(aiMessages)
        .where(and(eq(aiMessages.conversationId, conversationId), ne(aiMessages.id, exceptId)))
        .orderBy(desc(aiMessages.createdAt), desc(aiMessages.id))
        .limit(limit);
      return rows.reverse();
    },

    /** The texts of the client's last messages before `beforeId`, oldest first: the context of the safety screen. */
    async recentClientTexts(conversationId: string, clientRole: MessageRole, limit: number, beforeId: string, tx: Db = db): Promise<string[]> {
      const rows = await tx
        .select({ content: aiMessages.content })
        .from(aiMessages)
        .where(and(eq(aiMessages.conversationId, conversationId), eq(aiMessages.role, clientRole), ne(aiMessages.id, beforeId)))
        .orderBy(desc(aiMessages.createdAt), desc(aiMessages.id))
        .limit(limit);
      return rows.map((row) => row.content).reverse();
    },

    async shapesOf(conversationIds: string[], clientRole: MessageRole, tx: Db = db): Promise<Map<string, ConversationShape>> {
      const shapes = new Map<string, ConversationShape>();
      if (conversationIds.length === 0) return shapes;
      const rows = await tx
        .select({
          conversationId: aiMessages.conversationId,
          firstAt: sql<string>`min(${aiMessages.createdAt})`,
          lastAt: sql<string>`max(${aiMessages.createdAt})`,
          averageClientLength: sql<number>`coalesce(avg(length(${aiMessages.content})) filter (where ${aiMessages.role} = ${clientRole}), 0)::float8`,
        })
        .from(aiMessages)
        .where(inArray(aiMessages.conversationId, conversationIds))
        .groupBy(aiMessages.conversationId);
      for (const row of rows) {
        shapes.set(row.conversationId, {
          firstAt: new Date(row.firstAt),
          lastAt: new Date(row.lastAt),
          averageClientLength: Number(row.averageClientLength),
        });
      }
      return shapes;
    },

    /** Mean sentiment of one user's messages in the role, across all their conversations; null when there are none. */
    async averageSentimentOf(userId: string, role: MessageRole, tx: Db = db): Promise<number | null> {
      const [row] = await tx
        .select({ average: sql<number | null>`avg((${aiMessages.metadata}->>'sentiment')::float8)` })
        .from(aiMessages)
        .innerJoin(aiConversations, eq(aiConversations.id, aiMessages.conversationId))
        .where(and(eq(aiConversations.userId, userId), eq(aiMessages.role, role)));
      return row?.average === null || row?.average === undefined ? null : Number(row.average);
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
