import type { Role, SessionStatus } from '@coaching/contract';
import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { aiConversations } from '../../db/schema/ai-coaching.js';
import { conversations } from '../../db/schema/conversations.js';
import { goals } from '../../db/schema/goals.js';
import { sessions } from '../../db/schema/sessions.js';
import { users } from '../../db/schema/users.js';

const count = sql<number>`count(*)`.mapWith(Number);
const byOrdinals = (...positions: number[]) => sql.raw(positions.join(', '));

/**
 * The months of the overview, each from its first instant in the platform timezone, and the end of the last:
 * a row's month is found by width_bucket among these edges (a binary search, no time zone work per row).
 */
export type Months = { keys: string[]; edges: Date[] };

export const edgesOf = (edges: Date[]) => sql`array[${sql.join(edges.map((edge) => sql`${edge.toISOString()}::timestamptz`), sql`, `)}]`;

const bucketIndex = (column: unknown, months: Months) => sql<number>`width_bucket(${column}, ${edgesOf(months.edges)})`.mapWith(Number);

/** The grouped rows with their month: null before the first, 'later' after the last (sessions to come). */
function withMonths<Row extends { bucket: number }>(rows: Row[], months: Months): (Omit<Row, 'bucket'> & { month: string | null })[] {
  return rows.map(({ bucket, ...row }) => ({ ...row, month: bucket === 0 ? null : (months.keys[bucket - 1] ?? 'later') }));
}

/**
 * Each coach's hourly rate, 0 for a coach without one (a session's worth is its hours times it). Read apart
 * (OFFSET 0 keeps the planner from folding it into the join), so that a session row joins a number, not
 * its coach's whole profile.
 */
export const coachRates = (db: Db) =>
  db
    .select({ id: users.id, rate: sql<number>`coalesce((${users.coachSpecific}->>'hourlyRate')::numeric, 0)`.as('rate') })
    .from(users)
    .where(eq(users.role, 'coach'))
    .offset(0)
    .as('rates');

export type MonthRow<Extra> = { month: string | null } & Extra;
export type ActivityRow = { kind: 'user' | 'session' | 'goal' | 'ai' | 'conversation'; at: Date; a: string; b: string; c: string };

/**
 * What the admin overview counts (GET /analytics/overview), each table read once and grouped in the
 * database: by month for the rows of the last 12 months, as a whole for the older ones.
 */
export function createOverviewRepository(db: Db) {
  return {
    /** Accounts in use by month of registration, role and state. */
    async users(months: Months): Promise<MonthRow<{ role: Role; isActive: boolean; count: number }>[]> {
      const rows = await db
        .select({ bucket: bucketIndex(users.createdAt, months), role: users.role, isActive: users.isActive, count })
        .from(users)
        .where(isNull(users.deletedAt))
        .groupBy(byOrdinals(1, 2, 3));
      return withMonths(rows, months);
    },

    async registeredSince(start: Date): Promise<number> {
      const [row] = await db.select({ count }).from(users).where(and(isNull(users.deletedAt), gte(users.createdAt, start)));
      return row?.count ?? 0;
    },

    /** Sessions by month of their start and status, with what the completed ones are worth. */
    async sessions(months: Months): Promise<MonthRow<{ status: SessionStatus; count: number; revenue: number }>[]> {
      const rates = coachRates(db);
      const rows = await db
        .select({
          bucket: bucketIndex(sessions.startsAt, months),
          status: sessions.status,
          count,
          revenue: sql<number>`coalesce(sum(${sessions.duration} * ${rates.rate}) filter (where ${sessions.status} = 'completed') / 60.0, 0)`.mapWith(Number),
        })
        .from(sessions)
        .leftJoin(rates, eq(rates.id, sessions.coachId))
        .groupBy(byOrdinals(1, 2));
      return withMonths(rows, months);
    },

    async aiConversations(months: Months): Promise<MonthRow<{ active: boolean; count: number }>[]> {
      const rows = await db
        .select({ bucket: bucketIndex(aiConversations.createdAt, months), active: sql<boolean>`${aiConversations.status} = 'active'`, count })
        .from(aiConversations)
        .groupBy(byOrdinals(1, 2));
      return withMonths(rows, months);
    },

    async humanConversations(): Promise<{ total: number; active: number }> {
      const [row] = await db
        .select({ total: count, active: sql<number>`count(*) filter (where ${conversations.status} = 'active')`.mapWith(Number) })
        .from(conversations);
      return row ?? { total: 0, active: 0 };
    },

    /**
     * The newest events of each kind (registrations, completed sessions, new goals, conversations started
     * with the AI coach and between people), `limit` of each read from its index, the newest `limit` kept.
     * a, b and c are what the event's description names.
     */
    async recentActivity(limit: number): Promise<ActivityRow[]> {
      const name = (alias: string) => sql.raw(`trim((${alias}.profile->>'firstName') || ' ' || (${alias}.profile->>'lastName'))`);
      const rows = await db.execute(sql`
        (select 'user' as kind, u.created_at as at, ${name('u')} as a, u.role as b, '' as c from ${users} u
          where u.deleted_at is null order by u.created_at desc limit ${limit})
        union all
        (select 'session', s.completed_at, ${name('coach')}, ${name('client')}, '' from ${sessions} s
          join ${users} coach on coach.id = s.coach_id join ${users} client on client.id = s.client_id
          where s.status = 'completed' and s.completed_at is not null order by s.completed_at desc limit ${limit})
        union all
        (select 'goal', g.created_at, ${name('client')}, g.category, '' from ${goals} g join ${users} client on client.id = g.client_id
          order by g.created_at desc limit ${limit})
        union all
        (select 'ai', c.created_at, ${name('person')}, '', '' from ${aiConversations} c join ${users} person on person.id = c.user_id
          order by c.created_at desc limit ${limit})
        union all
        (select 'conversation', c.created_at, ${name('coach')}, ${name('client')}, '' from ${conversations} c
          join ${users} coach on coach.id = c.coach_id join ${users} client on client.id = c.client_id
          order by c.created_at desc limit ${limit})
        order by 2 desc limit ${limit}`);
      return rowsOf<Omit<ActivityRow, 'at'> & { at: string | Date }>(rows).map((row) => ({ ...row, at: new Date(row.at) }));
    },
  };
}

export type OverviewRepository = ReturnType<typeof createOverviewRepository>;
