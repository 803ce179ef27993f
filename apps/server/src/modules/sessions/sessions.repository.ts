import { SESSION_HOLDING_STATUSES, type AvailabilityOverride, type SessionPreferences, type SessionStatus } from '@coaching/contract';
import { and, asc, count, desc, eq, gt, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { idsOfPeopleMatching } from '../../db/people-search.js';
import { blockedTimes, calendarFeeds, coachSchedules, sessions, type NewSessionRow, type SessionRow } from '../../db/schema/sessions.js';

export type { SessionRow };
export type SessionChanges = Partial<Omit<NewSessionRow, 'id' | 'coachId' | 'clientId' | 'createdAt'>>;

/** Whose sessions a list reads: one person's (as client or as coach), or everyone's (an admin's oversight). */
export type SessionScope = { userId: string } | 'everyone';
export type SessionFilter = {
  statuses?: SessionStatus[];
  from?: Date;
  to?: Date;
  clientId?: string;
  coachId?: string;
  /** Part of the coach's, or the client's, name, username or email. */
  coachSearch?: string;
  clientSearch?: string;
  page: number;
  limit: number;
  order: 'asc' | 'desc';
};

export type BlockRow = typeof blockedTimes.$inferSelect;
export type ScheduleRow = typeof coachSchedules.$inferSelect;

function scopeWhere(scope: SessionScope): SQL | undefined {
  return scope === 'everyone' ? undefined : or(eq(sessions.coachId, scope.userId), eq(sessions.clientId, scope.userId));
}

function filterWhere(db: Db, scope: SessionScope, filter: Omit<SessionFilter, 'page' | 'limit' | 'order'>): SQL | undefined {
  return and(
    scopeWhere(scope),
    filter.statuses?.length ? inArray(sessions.status, filter.statuses) : undefined,
    filter.from ? gte(sessions.startsAt, filter.from) : undefined,
    filter.to ? lt(sessions.startsAt, filter.to) : undefined,
    filter.clientId ? eq(sessions.clientId, filter.clientId) : undefined,
    filter.coachId ? eq(sessions.coachId, filter.coachId) : undefined,
    filter.coachSearch ? inArray(sessions.coachId, idsOfPeopleMatching(db, filter.coachSearch, 'coach')) : undefined,
    filter.clientSearch ? inArray(sessions.clientId, idsOfPeopleMatching(db, filter.clientSearch, 'client')) : undefined,
  );
}


/** A page of sessions in start order, with the filter's total counted by a window before the limit. */
export function sessionsPageQuery(db: Db, scope: SessionScope, filter: SessionFilter) {
  const order = filter.order === 'asc' ? asc : desc;
  return db
    .select({ session: sessions, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(sessions)
    .where(filterWhere(db, scope, filter))
    .orderBy(order(sessions.startsAt), order(sessions.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
}

/** The sessions of a coach that still hold their time and overlap [from, to): what bookings and slots must avoid. */
export function holdingSessionsQuery(db: Db, coachId: string, from: Date, to: Date) {
  return db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.coachId, coachId),
        inArray(sessions.status, [...SESSION_HOLDING_STATUSES]),
        lt(sessions.startsAt, to),
        gt(sessions.endsAt, from),
      ),
    )
    .orderBy(asc(sessions.startsAt));
}

export function createSessionsRepository(db: Db) {
  return {
    async insert(values: NewSessionRow): Promise<SessionRow> {
      const [row] = await db.insert(sessions).values(values).returning();
      return row!;
    },

    async findById(id: string): Promise<SessionRow | undefined> {
      const [row] = await db.select().from(sessions).where(eq(sessions.id, id)).limit(1);
      return row;
    },

    /** Changes a session and moves its calendar sequence on. */
    async update(id: string, changes: SessionChanges): Promise<SessionRow | undefined> {
      const [row] = await db
        .update(sessions)
        .set({ ...changes, sequence: sql`${sessions.sequence} + 1` })
        .where(eq(sessions.id, id))
        .returning();
      return row;
    },

    /**
     * The AI's draft as the session's notes, only while it still has none: notes the coach saved in the
     * meantime are kept. Notes are not on the calendar, so the sequence stays.
     */
    async saveDraftNotes(id: string, notes: string, at: Date): Promise<SessionRow | undefined> {
      const [row] = await db
        .update(sessions)
        .set({ notes, notesDraft: true, updatedAt: at })
        .where(and(eq(sessions.id, id), eq(sessions.notes, '')))
        .returning();
      return row;
    },

    async page(scope: SessionScope, filter: SessionFilter): Promise<{ rows: SessionRow[]; total: number }> {
      const found = await sessionsPageQuery(db, scope, filter);
      if (found.length > 0 || filter.page === 1) return { rows: found.map((one) => one.session), total: found[0]?.total ?? 0 };
      const [counted] = await db.select({ total: count() }).from(sessions).where(filterWhere(db, scope, filter));
      return { rows: [], total: counted?.total ?? 0 };
    },

    holdingBetween: (coachId: string, from: Date, to: Date) => holdingSessionsQuery(db, coachId, from, to),

    /** Just the times those sessions hold (id, start, end): what slot computation reads, without the rest of each row. */
    async busyBetween(coachId: string, from: Date, to: Date): Promise<{ id: string; startsAt: Date; endsAt: Date }[]> {
      return db
        .select({ id: sessions.id, startsAt: sessions.startsAt, endsAt: sessions.endsAt })
        .from(sessions)
        .where(
          and(
            eq(sessions.coachId, coachId),
            inArray(sessions.status, [...SESSION_HOLDING_STATUSES]),
            lt(sessions.startsAt, to),
            gt(sessions.endsAt, from),
          ),
        )
        .orderBy(asc(sessions.startsAt));
    },

    /** The client's latest completed session with this coach before `before`. */
    async previousCompleted(clientId: string, coachId: string, before: Date): Promise<SessionRow | undefined> {
      const [row] = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.clientId, clientId), eq(sessions.coachId, coachId), eq(sessions.status, 'completed'), lt(sessions.startsAt, before)))
        .orderBy(desc(sessions.startsAt))
        .limit(1);
      return row;
    },

    /** A person's sessions from `since` on, for their calendar feed. */
    async forFeed(userId: string, since: Date, limit: number): Promise<SessionRow[]> {
      return db
        .select()
        .from(sessions)
        .where(and(scopeWhere({ userId }), gte(sessions.startsAt, since)))
        .orderBy(asc(sessions.startsAt))
        .limit(limit);
    },

    /**
     * Locks the coach's schedule row (making it first if need be) until the transaction ends: bookings
     * of one coach are decided one at a time, whichever instance takes them.
     */
    async lockSchedule(coachId: string): Promise<ScheduleRow> {
      await db.insert(coachSchedules).values({ coachId }).onConflictDoNothing();
      const [row] = await db.select().from(coachSchedules).where(eq(coachSchedules.coachId, coachId)).for('update');
      return row!;
    },

    async findSchedule(coachId: string): Promise<ScheduleRow | undefined> {
      const [row] = await db.select().from(coachSchedules).where(eq(coachSchedules.coachId, coachId)).limit(1);
      return row;
    },

    async saveSchedule(coachId: string, changes: { sessionPreferences?: Partial<SessionPreferences>; overrides?: AvailabilityOverride[] }, at: Date): Promise<void> {
      await db
        .insert(coachSchedules)
        .values({ coachId, ...changes, updatedAt: at })
        .onConflictDoUpdate({ target: coachSchedules.coachId, set: { ...changes, updatedAt: at } });
    },

    async blocksOf(coachId: string, from?: Date, to?: Date): Promise<BlockRow[]> {
      return db
        .select()
        .from(blockedTimes)
        .where(and(eq(blockedTimes.coachId, coachId), to ? lt(blockedTimes.startsAt, to) : undefined, from ? gt(blockedTimes.endsAt, from) : undefined))
        .orderBy(asc(blockedTimes.startsAt));
    },

    /** Replaces the coach's blocks that end after `since` (those the screen shows) with `blocks`. */
    async replaceBlocks(coachId: string, since: Date, blocks: { startsAt: Date; endsAt: Date; reason: string }[]): Promise<void> {
      await db.delete(blockedTimes).where(and(eq(blockedTimes.coachId, coachId), gt(blockedTimes.endsAt, since)));
      if (blocks.length > 0) await db.insert(blockedTimes).values(blocks.map((block) => ({ coachId, ...block })));
    },

    /** The version of the person's feed address, made on first use. */
    async feedVersion(userId: string): Promise<number> {
      await db.insert(calendarFeeds).values({ userId }).onConflictDoNothing();
      const [row] = await db.select({ version: calendarFeeds.version }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
      return row!.version;
    },

    async currentFeedVersion(userId: string): Promise<number | undefined> {
      const [row] = await db.select({ version: calendarFeeds.version }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
      return row?.version;
    },

    async rotateFeed(userId: string, at: Date): Promise<number> {
      const [row] = await db
        .insert(calendarFeeds)
        .values({ userId, version: 2, updatedAt: at })
        .onConflictDoUpdate({ target: calendarFeeds.userId, set: { version: sql`${calendarFeeds.version} + 1`, updatedAt: at } })
        .returning({ version: calendarFeeds.version });
      return row!.version;
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
