import { and, count, desc, eq, gt, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { conversationReads, notifications, type NotificationRow } from '../../db/schema/conversations.js';

export type { NotificationRow };
export type NewNotification = Omit<typeof notifications.$inferInsert, 'id' | 'readAt'>;

export function createNotificationsRepository(db: Db) {
  const unreadOf = (userId: string): SQL => and(eq(notifications.userId, userId), isNull(notifications.readAt))!;

  return {
    async insert(values: NewNotification, tx: Db = db): Promise<NotificationRow> {
      const [row] = await tx.insert(notifications).values(values).returning();
      return row!;
    },

    async page(userId: string, filter: { page: number; limit: number; unread: boolean }, tx: Db = db) {
      const where = filter.unread ? unreadOf(userId) : eq(notifications.userId, userId);
      const rows = await tx
        .select()
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit);
      const [total] = await tx.select({ total: count() }).from(notifications).where(where);
      const [unread] = await tx.select({ unread: count() }).from(notifications).where(unreadOf(userId));
      return { rows, total: total?.total ?? 0, unread: unread?.unread ?? 0 };
    },

    /** Marks the user's notifications read: the named ones, or all. Answers the ids that were unread. */
    async markRead(userId: string, ids: string[] | 'all', at: Date, tx: Db = db): Promise<string[]> {
      const rows = await tx
        .update(notifications)
        .set({ readAt: at })
        .where(and(unreadOf(userId), ids === 'all' ? undefined : inArray(notifications.id, ids)))
        .returning({ id: notifications.id });
      return rows.map((row) => row.id);
    },

    /** Reading a conversation reads its notifications. */
    async markConversationRead(userId: string, conversationId: string, at: Date, tx: Db = db): Promise<string[]> {
      const rows = await tx
        .update(notifications)
        .set({ readAt: at })
        .where(and(unreadOf(userId), eq(notifications.conversationId, conversationId)))
        .returning({ id: notifications.id });
      return rows.map((row) => row.id);
    },

    /** Whether a mail about this conversation went to the user since `since` (the digest rule). */
    async mailedSince(userId: string, conversationId: string, since: Date, tx: Db = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.conversationId, conversationId), isNotNull(notifications.mailedAt), gt(notifications.mailedAt, since)))
        .limit(1);
      return row !== undefined;
    },

    async findById(id: string, tx: Db = db): Promise<NotificationRow | undefined> {
      const [row] = await tx.select().from(notifications).where(eq(notifications.id, id)).limit(1);
      return row;
    },

    async belongsTo(userId: string, id: string, tx: Db = db): Promise<boolean> {
      const [row] = await tx.select({ id: notifications.id }).from(notifications).where(and(eq(notifications.id, id), eq(notifications.userId, userId))).limit(1);
      return row !== undefined;
    },

    async setMailed(id: string, at: Date, tx: Db = db): Promise<void> {
      await tx.update(notifications).set({ mailedAt: at }).where(eq(notifications.id, id));
    },

    /** Whether the user's page on the conversation checked in since `since` (they are on it). */
    async isOnConversation(userId: string, conversationId: string, since: Date, tx: Db = db): Promise<boolean> {
      const [row] = await tx
        .select({ at: conversationReads.updatedAt })
        .from(conversationReads)
        .where(and(eq(conversationReads.userId, userId), eq(conversationReads.conversationId, conversationId), gt(conversationReads.updatedAt, since)))
        .limit(1);
      return row !== undefined;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
