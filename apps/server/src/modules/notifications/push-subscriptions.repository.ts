import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pushSubscriptions, type PushSubscriptionRow } from '../../db/schema/notification-channels.js';

export type { PushSubscriptionRow };

/** The browsers subscribed to Web Push; every query is scoped by the owner. */
export function createPushSubscriptionsRepository(db: Db) {
  return {
    /** Keeps the browser's subscription for `userId`; a browser subscribed before (by anyone) is taken over with its new keys. */
    async upsert(userId: string, subscription: { endpoint: string; p256dh: string; auth: string }, at: Date, tx: Db = db): Promise<PushSubscriptionRow> {
      const [row] = await tx
        .insert(pushSubscriptions)
        .values({ userId, ...subscription, createdAt: at })
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, p256dh: subscription.p256dh, auth: subscription.auth, createdAt: at } })
        .returning();
      return row!;
    },

    /** Drops the owner's subscription of this endpoint: false when they have none (someone else's is not theirs). */
    async deleteOwned(userId: string, endpoint: string, tx: Db = db): Promise<boolean> {
      const deleted = await tx
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return deleted.length > 0;
    },

    /** A push service said the browser is gone. */
    async deleteOwnedById(userId: string, id: string, tx: Db = db): Promise<void> {
      await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.id, id)));
    },

    async listOwned(userId: string, tx: Db = db): Promise<PushSubscriptionRow[]> {
      return tx.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).orderBy(asc(pushSubscriptions.createdAt));
    },

    async findOwned(userId: string, id: string, tx: Db = db): Promise<PushSubscriptionRow | undefined> {
      const [row] = await tx
        .select()
        .from(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.id, id)))
        .limit(1);
      return row;
    },
  };
}

export type PushSubscriptionsRepository = ReturnType<typeof createPushSubscriptionsRepository>;
