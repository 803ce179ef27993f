import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { authSessions, loginThrottles, passwordResetTokens, refreshTokens } from '../../db/schema/auth.js';
import { users } from '../../db/schema/users.js';

export function createAuthRepository(db: Db) {
  return {
    async createSession(
      values: { userId: string; userAgent?: string; ipAddress?: string; expiresAt: Date; refreshTokenHash: string },
      tx: Db = db,
    ) {
      const [session] = await tx
        .insert(authSessions)
        .values({ userId: values.userId, userAgent: values.userAgent, ipAddress: values.ipAddress, expiresAt: values.expiresAt })
        .returning({ id: authSessions.id });
      await tx.insert(refreshTokens).values({ sessionId: session!.id, tokenHash: values.refreshTokenHash });
      return session!;
    },

    /** The session behind an access token, if it and its user are still allowed in, with the user's row: one statement. */
    async findLiveSession(sessionId: string, userId: string, now: Date, tx: Db = db) {
      const [row] = await tx
        .select({ sessionId: authSessions.id, expiresAt: authSessions.expiresAt, user: users })
        .from(authSessions)
        .innerJoin(users, eq(users.id, authSessions.userId))
        .where(
          and(
            eq(authSessions.id, sessionId),
            eq(authSessions.userId, userId),
            isNull(authSessions.revokedAt),
            gt(authSessions.expiresAt, now),
            eq(users.isActive, true),
          ),
        )
        .limit(1);
      return row;
    },

    async findRefreshToken(tokenHash: string, tx: Db = db) {
      const [row] = await tx
        .select({
          tokenId: refreshTokens.id,
          usedAt: refreshTokens.usedAt,
          sessionId: authSessions.id,
          userId: authSessions.userId,
          revokedAt: authSessions.revokedAt,
          expiresAt: authSessions.expiresAt,
        })
        .from(refreshTokens)
        .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    /** Marks the token used unless someone already did; false means it was raced, i.e. reused. */
    async consumeRefreshToken(tokenId: string, now: Date, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(and(eq(refreshTokens.id, tokenId), isNull(refreshTokens.usedAt)))
        .returning({ id: refreshTokens.id });
      return rows.length === 1;
    },

    async addRefreshToken(sessionId: string, tokenHash: string, expiresAt: Date, now: Date, tx: Db = db) {
      await tx.insert(refreshTokens).values({ sessionId, tokenHash });
      await tx.update(authSessions).set({ lastUsedAt: now, expiresAt }).where(eq(authSessions.id, sessionId));
    },

    async revokeSession(sessionId: string, reason: string, now: Date, tx: Db = db) {
      await tx
        .update(authSessions)
        .set({ revokedAt: now, revokedReason: reason })
        .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
    },

    /** Returns the ids of the sessions it ended. */
    async revokeAllSessions(userId: string, reason: string, now: Date, tx: Db = db): Promise<string[]> {
      const ended = await tx
        .update(authSessions)
        .set({ revokedAt: now, revokedReason: reason })
        .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)))
        .returning({ id: authSessions.id });
      return ended.map((session) => session.id);
    },

    /** The user's signed-in devices: their sessions not ended and not expired, the most recently used first. */
    async listLiveSessions(userId: string, now: Date, tx: Db = db) {
      return tx
        .select({
          id: authSessions.id,
          userAgent: authSessions.userAgent,
          ipAddress: authSessions.ipAddress,
          createdAt: authSessions.createdAt,
          lastUsedAt: authSessions.lastUsedAt,
        })
        .from(authSessions)
        .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, now)))
        .orderBy(desc(authSessions.lastUsedAt), desc(authSessions.createdAt), authSessions.id);
    },

    /** Ends one live session, only if it is the user's: false when it is someone else's, ended or unknown. */
    async revokeOwnSession(userId: string, sessionId: string, reason: string, now: Date, tx: Db = db): Promise<boolean> {
      const ended = await tx
        .update(authSessions)
        .set({ revokedAt: now, revokedReason: reason })
        .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, now)))
        .returning({ id: authSessions.id });
      return ended.length === 1;
    },

    /** Ends every session of the user but `keptSessionId`; returns the ids of the sessions it ended. */
    async revokeOtherSessions(userId: string, keptSessionId: string, reason: string, now: Date, tx: Db = db): Promise<string[]> {
      const ended = await tx
        .update(authSessions)
        .set({ revokedAt: now, revokedReason: reason })
        .where(and(eq(authSessions.userId, userId), ne(authSessions.id, keptSessionId), isNull(authSessions.revokedAt)))
        .returning({ id: authSessions.id });
      return ended.map((session) => session.id);
    },

    async createResetToken(userId: string, tokenHash: string, expiresAt: Date, tx: Db = db) {
      await tx.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
    },

    /** Uses the token if it is known, unused and unexpired; returns its user, or undefined. */
    async consumeResetToken(tokenHash: string, now: Date, tx: Db = db): Promise<string | undefined> {
      const [row] = await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      return row?.userId;
    },

    async retireResetTokens(userId: string, now: Date, tx: Db = db) {
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    },

    async findThrottle(email: string, tx: Db = db) {
      const [row] = await tx.select().from(loginThrottles).where(eq(loginThrottles.email, email)).limit(1);
      return row;
    },

    /** Counts one failure atomically; starts a new window when the old one has passed and locks at the limit. */
    async recordFailedLogin(
      email: string,
      options: { now: Date; windowStart: Date; maxFailures: number; lockedUntil: Date },
      tx: Db = db,
    ) {
      const { now, windowStart, maxFailures, lockedUntil } = options;
      const freshWindow = sql`${loginThrottles.windowStartedAt} < ${windowStart.toISOString()}::timestamptz`;
      const nextCount = sql`case when ${freshWindow} then 1 else ${loginThrottles.failedCount} + 1 end`;
      const [row] = await tx
        .insert(loginThrottles)
        .values({ email, failedCount: 1, windowStartedAt: now, lockedUntil: maxFailures <= 1 ? lockedUntil : null })
        .onConflictDoUpdate({
          target: loginThrottles.email,
          set: {
            failedCount: nextCount,
            windowStartedAt: sql`case when ${freshWindow} then ${now.toISOString()}::timestamptz else ${loginThrottles.windowStartedAt} end`,
            lockedUntil: sql`case when ${nextCount} >= ${maxFailures} then ${lockedUntil.toISOString()}::timestamptz else null end`,
          },
        })
        .returning();
      return row!;
    },

    async clearThrottle(email: string, tx: Db = db) {
      await tx.delete(loginThrottles).where(eq(loginThrottles.email, email));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
