import type { UserEvent } from '@coaching/contract';
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { userEvents, type UserEventRow } from '../db/schema/events.js';

export type { UserEventRow };

export function createUserEventsRepository(db: Db) {
  return {
    async insertMany(userIds: string[], event: UserEvent, at: Date, tx: Db = db): Promise<Pick<UserEventRow, 'id' | 'userId'>[]> {
      if (userIds.length === 0) return [];
      return tx
        .insert(userEvents)
        .values(userIds.map((userId) => ({ userId, type: event.type, event, createdAt: at })))
        .returning({ id: userEvents.id, userId: userEvents.userId });
    },

    /** The user's events after the given id, oldest first. */
    async listAfter(userId: string, afterId: number, limit: number, tx: Db = db): Promise<Pick<UserEventRow, 'id' | 'event'>[]> {
      return tx
        .select({ id: userEvents.id, event: userEvents.event })
        .from(userEvents)
        .where(and(eq(userEvents.userId, userId), gt(userEvents.id, afterId)))
        .orderBy(asc(userEvents.id))
        .limit(limit);
    },

    async deleteOlderThan(cutoff: Date, tx: Db = db): Promise<number> {
      const removed = await tx.delete(userEvents).where(lt(userEvents.createdAt, cutoff)).returning({ id: userEvents.id });
      return removed.length;
    },
  };
}

export type UserEventsRepository = ReturnType<typeof createUserEventsRepository>;
