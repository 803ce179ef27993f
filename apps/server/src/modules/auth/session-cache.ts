import type { Role, User } from '@coaching/contract';
import type { Revocation } from '../../realtime/index.js';

/** A live session as the database last confirmed it, with its user's record read in the same statement. */
export type LiveSession = { sessionId: string; userId: string; role: Role; expiresAt: Date; user: User };

/** What a signed-in request needs to know of its session: who, in which role, and their record. */
export type SessionHolder = { role: Role; user: User };

type Entry = SessionHolder & { userId: string; until: number };

/** Beyond this many sessions the oldest entries go: memory stays bounded whatever the traffic. */
export const SESSION_CACHE_MAX_ENTRIES = 50_000;

/**
 * Live sessions this instance has confirmed in the last `ttlMs`, with their user's record, so that a
 * signed-in request needs no database round trip. A change to a user's record drops their entries the
 * same way a revocation does (UserEvents.userChanged). It is only as good as the revocations it hears: while `isTrusted()` says the
 * bus may be dropping them, it answers nothing and keeps nothing, and every request asks the database.
 */
export function createSessionCache(options: { ttlMs: number; isTrusted: () => boolean; maxEntries?: number }) {
  const { ttlMs, isTrusted, maxEntries = SESSION_CACHE_MAX_ENTRIES } = options;
  const entries = new Map<string, Entry>();
  // Bumped by every drop: a lookup that began before a revocation must not store what it read.
  let generation = 0;

  return {
    /** The role and record behind a live session of `userId`, or undefined: ask the database. */
    find(sessionId: string, userId: string, now: Date): SessionHolder | undefined {
      if (ttlMs <= 0 || !isTrusted()) return undefined;
      const entry = entries.get(sessionId);
      if (!entry) return undefined;
      if (entry.until <= now.getTime()) {
        entries.delete(sessionId);
        return undefined;
      }
      return entry.userId === userId ? entry : undefined;
    },

    /** Taken before reading the database; hand it back to `remember`. */
    generation: () => generation,

    /** Keeps a session the database just confirmed, unless something was revoked since `readAt`. */
    remember(session: LiveSession, now: Date, readAt: number): void {
      if (ttlMs <= 0 || readAt !== generation || !isTrusted()) return;
      const until = Math.min(now.getTime() + ttlMs, session.expiresAt.getTime());
      if (until <= now.getTime()) return;
      entries.delete(session.sessionId);
      entries.set(session.sessionId, { userId: session.userId, role: session.role, user: session.user, until });
      // A Map iterates in insertion order: the first key is the oldest entry.
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },

    drop({ userId, sessionIds }: Revocation): void {
      generation += 1;
      if (sessionIds) {
        for (const sessionId of sessionIds) entries.delete(sessionId);
        return;
      }
      for (const [sessionId, entry] of entries) if (entry.userId === userId) entries.delete(sessionId);
    },

    clear(): void {
      generation += 1;
      entries.clear();
    },

    get size(): number {
      return entries.size;
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
