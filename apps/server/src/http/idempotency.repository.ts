import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { idempotencyKeys } from '../db/schema/idempotency.js';

export type KeyedReply = { requestHash: string; statusCode: number; response: unknown };

export function createIdempotencyRepository(db: Db) {
  const byUserAndKey = (userId: string, key: string) => and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

  return {
    /**
     * Takes the key for this request, within the caller's transaction. A concurrent request with the
     * same key waits here until the first one ends. Returns the reply kept for the key, or undefined
     * when the request is the first (or the key's earlier use is older than `expiredBefore`).
     */
    async claim(userId: string, key: string, requestHash: string, now: Date, expiredBefore: Date): Promise<KeyedReply | undefined> {
      const row = { userId, key, requestHash, createdAt: now, statusCode: null, response: null };
      const taken = await db.insert(idempotencyKeys).values(row).onConflictDoNothing().returning({ key: idempotencyKeys.key });
      if (taken.length > 0) return undefined;
      const [earlier] = await db.select().from(idempotencyKeys).where(byUserAndKey(userId, key));
      if (earlier && earlier.statusCode !== null && earlier.createdAt >= expiredBefore) {
        return { requestHash: earlier.requestHash, statusCode: earlier.statusCode, response: earlier.response };
      }
      // Expired (or removed by the purge since): the key starts over for this request.
      await db.insert(idempotencyKeys).values(row).onConflictDoUpdate({ target: [idempotencyKeys.userId, idempotencyKeys.key], set: row });
      return undefined;
    },
    async keepReply(userId: string, key: string, statusCode: number, response: unknown) {
      await db.update(idempotencyKeys).set({ statusCode, response }).where(byUserAndKey(userId, key));
    },
    async deleteOlderThan(cutoff: Date): Promise<number> {
      const deleted = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, cutoff)).returning({ key: idempotencyKeys.key });
      return deleted.length;
    },
  };
}

export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;
