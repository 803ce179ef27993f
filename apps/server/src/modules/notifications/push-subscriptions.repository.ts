import { and, asc, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { authSessions } from '../../db/schema/auth.js';
import { pushSubscriptions, type PushSubscriptionRow } from '../../db/schema/notification-channels.js';

/** The subscription's sign-in still holds: pushes go only to browsers where their person is signed in. */
const signedIn = (now: Date): SQL =>
  and(eq(authSessions.id, pushSubscriptions.sessionId), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, now))!;

export type { PushSubscriptionRow };

/** The browsers subscribed to Web Push; every query is scoped by the owner. */
export function createPushSubscriptionsRepository(db: Db) {
  return {
    /** Keeps the browser's subscription for `userId`; a browser subscribed before (by anyone) is taken over with its new keys. */
    async upsert(userId: string, sessionId: string, subscription: { endpoint: string; p256dh: string; auth: string }, at: Date, tx: Db = db): Promise<PushSubscriptionRow> {
      const [row] = await tx
        .insert(pushSubscriptions)
        .values({ userId, sessionId, ...subscription, createdAt: at })
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, sessionId, p256dh: subscription.p256dh, auth: subscription.auth, createdAt: at } })
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

    /** The owner's browsers they are still signed in on. */
    async listSignedIn(userId: string, now: Date, tx: Db = db): Promise<PushSubscriptionRow[]> {
      const rows = await tx
        .select({ subscription: pushSubscriptions })
        .from(pushSubscriptions)
        .innerJoin(authSessions, signedIn(now))
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(asc(pushSubscriptions.createdAt));
      return rows.map((row) => row.subscription);
    },

    /** The owner's subscription, while they are still signed in on that browser. */
    async findSignedIn(userId: string, id: string, now: Date, tx: Db = db): Promise<PushSubscriptionRow | undefined> {
      const [row] = await tx
        .select({ subscription: pushSubscriptions })
        .from(pushSubscriptions)
        .innerJoin(authSessions, signedIn(now))
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.id, id)))
        .limit(1);
      return row?.subscription;
    },
  };
}

export type PushSubscriptionsRepository = ReturnType<typeof createPushSubscriptionsRepository>;
