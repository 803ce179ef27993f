import { and, asc, eq, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notificationDeliveries, type DeliveryChannel, type DeliveryRow, type DeliveryStatus } from '../../db/schema/notification-channels.js';

export type { DeliveryChannel, DeliveryRow, DeliveryStatus };

/** The pushes and texts of notifications, from planned to sent (db/schema/notification-channels.ts). */
export function createDeliveriesRepository(db: Db) {
  const due = (now: Date) =>
    or(
      and(eq(notificationDeliveries.status, 'pending'), lte(notificationDeliveries.nextAttemptAt, now)),
      // An instance that took one and stopped before it settled it: the lock ran out.
      and(eq(notificationDeliveries.status, 'sending'), lt(notificationDeliveries.lockedUntil, now)),
    );

  return {
    async insertMany(rows: { notificationId: string; userId: string; channel: DeliveryChannel; subscriptionId: string | null; nextAttemptAt: Date }[], tx: Db = db): Promise<string[]> {
      if (rows.length === 0) return [];
      const inserted = await tx.insert(notificationDeliveries).values(rows).onConflictDoNothing().returning({ id: notificationDeliveries.id });
      return inserted.map((row) => row.id);
    },

    /**
     * Takes a due delivery for one try, for `lockMs`: one statement, so two instances (or a retry job and a
     * restart) never both get it. Answers it with the try counted, or undefined when it is not due or taken.
     */
    async claim(id: string, now: Date, lockMs: number, tx: Db = db): Promise<DeliveryRow | undefined> {
      const [row] = await tx
        .update(notificationDeliveries)
        .set({ status: 'sending', attempts: sql`${notificationDeliveries.attempts} + 1`, lockedUntil: new Date(now.getTime() + lockMs) })
        .where(and(eq(notificationDeliveries.id, id), due(now)))
        .returning();
      return row;
    },

    /** Records how the try went: done (sent, failed, skipped) or due again at `nextAttemptAt`. */
    async settle(
      id: string,
      outcome: { status: Exclude<DeliveryStatus, 'sending'>; at: Date; lastError?: string; providerId?: string; nextAttemptAt?: Date },
      tx: Db = db,
    ): Promise<void> {
      await tx
        .update(notificationDeliveries)
        .set({
          status: outcome.status,
          lockedUntil: null,
          lastError: outcome.lastError ?? null,
          ...(outcome.providerId ? { providerId: outcome.providerId } : {}),
          ...(outcome.status === 'sent' ? { sentAt: outcome.at } : {}),
          ...(outcome.nextAttemptAt ? { nextAttemptAt: outcome.nextAttemptAt } : {}),
        })
        .where(and(eq(notificationDeliveries.id, id), eq(notificationDeliveries.status, 'sending')));
    },

    /** What is due and not taken: left by a stopped instance, or whose retry job ran while it could not send. */
    async dueIds(now: Date, limit: number, tx: Db = db): Promise<string[]> {
      const rows = await tx
        .select({ id: notificationDeliveries.id })
        .from(notificationDeliveries)
        .where(due(now))
        .orderBy(asc(notificationDeliveries.nextAttemptAt))
        .limit(limit);
      return rows.map((row) => row.id);
    },
  };
}

export type DeliveriesRepository = ReturnType<typeof createDeliveriesRepository>;
