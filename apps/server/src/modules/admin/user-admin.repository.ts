import type { Permission, UserListQuery } from '@coaching/contract';
import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { personMatches } from '../../db/people-search.js';
import { users, type UserRow } from '../../db/schema/users.js';

export type ActiveAdmin = { id: string; permissions: Permission[] };
export type UserFilter = Pick<UserListQuery, 'role' | 'status' | 'q' | 'verification'>;
export type UserCounts = {
  total: number;
  active: number;
  byRole: Record<UserRow['role'], number>;
  activeByRole: Record<UserRow['role'], number>;
  newThisMonth: number;
  newLastMonth: number;
};

const firstName = sql`lower(${users.profile}->>'firstName')`;
const lastName = sql`lower(${users.profile}->>'lastName')`;
const phone = sql`(${users.profile}->>'phone')`;

/**
 * The columns each sort reads, every one in the sort's direction, ending in a unique key: each list is
 * the key of one index (the schema's users indexes, migration 0019), so a page is read straight from
 * it, never sorted. Ties go by creation.
 */
const SORT_KEYS: Record<UserListQuery['sortBy'], SQL[]> = {
  createdAt: [sql`${users.createdAt}`, sql`${users.id}`],
  name: [firstName, lastName, sql`${users.id}`],
  username: [sql`lower(${users.username})`],
  email: [sql`lower(${users.email})`],
  role: [sql`${users.role}`, sql`${users.createdAt}`, sql`${users.id}`],
  status: [sql`${users.isActive}`, sql`${users.createdAt}`, sql`${users.id}`],
  phone: [phone, sql`${users.createdAt}`, sql`${users.id}`],
};

/** Accounts in use: an erased account (a tombstone kept for the counts) is nobody's to manage. */
function whereOf(filter: UserFilter): SQL | undefined {
  return and(
    isNull(users.deletedAt),
    filter.role ? eq(users.role, filter.role) : undefined,
    filter.status ? eq(users.isActive, filter.status === 'active') : undefined,
    // Only coaches have a verification status: the filter lists coaches alone.
    filter.verification ? eq(users.verificationStatus, filter.verification) : undefined,
    filter.q ? personMatches(filter.q) : undefined,
  );
}

/** One page of the user list as GET /users reads it: the statement the query-plan test explains. */
export function usersPageQuery(db: Db, query: UserListQuery) {
  const direction = query.sortOrder === 'asc' ? asc : desc;
  return db
    .select()
    .from(users)
    .where(whereOf(query))
    .orderBy(...SORT_KEYS[query.sortBy].map((key) => direction(key)))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
}

export function usersCountQuery(db: Db, filter: UserFilter) {
  return db.select({ total: count() }).from(users).where(whereOf(filter));
}

const byRole = (condition?: SQL) => ({
  client: sql<number>`count(*) filter (where ${users.role} = 'client'${condition ? sql` and ${condition}` : sql``})`.mapWith(Number),
  coach: sql<number>`count(*) filter (where ${users.role} = 'coach'${condition ? sql` and ${condition}` : sql``})`.mapWith(Number),
  admin: sql<number>`count(*) filter (where ${users.role} = 'admin'${condition ? sql` and ${condition}` : sql``})`.mapWith(Number),
});

/** The queries of the admin side over the users table; writes go through the users service. */
export function createUserAdminRepository(db: Db) {
  return {
    async page(query: UserListQuery, tx: Db = db): Promise<{ rows: UserRow[]; total: number }> {
      const rows = await usersPageQuery(tx, query);
      const [counted] = await usersCountQuery(tx, query);
      return { rows, total: counted?.total ?? 0 };
    },

    /** The newest accounts matching a term (email, username, first or last name). */
    async search(term: string, limit: number, tx: Db = db): Promise<UserRow[]> {
      return tx
        .select()
        .from(users)
        .where(whereOf({ q: term }))
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(limit);
    },

    /** Every account in use counted once, by state and role, and the new ones of two months. */
    async counts(monthStart: Date, lastMonthStart: Date, tx: Db = db): Promise<UserCounts> {
      const isActive = sql`${users.isActive}`;
      const [row] = await tx
        .select({
          total: count(),
          active: sql<number>`count(*) filter (where ${isActive})`.mapWith(Number),
          newThisMonth: sql<number>`count(*) filter (where ${users.createdAt} >= ${monthStart.toISOString()}::timestamptz)`.mapWith(Number),
          newLastMonth: sql<number>`count(*) filter (where ${users.createdAt} >= ${lastMonthStart.toISOString()}::timestamptz and ${users.createdAt} < ${monthStart.toISOString()}::timestamptz)`.mapWith(Number),
          byRole: byRole(),
          activeByRole: byRole(isActive),
        })
        .from(users)
        .where(isNull(users.deletedAt));
      return row!;
    },

    /**
     * Every active admin, their rows locked until the transaction ends: two admins acting at once on each
     * other cannot both pass the check that one admin (and one who manages users) remains.
     */
    async lockActiveAdmins(tx: Db = db): Promise<ActiveAdmin[]> {
      return tx
        .select({ id: users.id, permissions: users.permissions })
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.isActive, true), isNull(users.deletedAt)))
        .orderBy(users.id)
        .for('update');
    },
  };
}

export type UserAdminRepository = ReturnType<typeof createUserAdminRepository>;
