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

/** 'YYYY-MM' of the instant in the timezone, for the rows since `since`; null before. */
const monthSince = (column: unknown, since: Date, timezone: string) =>
  sql<string | null>`case when ${column} >= ${since.toISOString()}::timestamptz then to_char(${column} at time zone ${timezone}, 'YYYY-MM') end`;

/** A session's worth: its hours times its coach's hourly rate, 0 for a coach without one. */
export const sessionRevenue = sql`(${sessions.duration} / 60.0) * coalesce((${users.coachSpecific}->>'hourlyRate')::numeric, 0)`;

export type MonthRow<Extra> = { month: string | null } & Extra;
export type ActivityRow = { kind: 'user' | 'session' | 'goal' | 'ai' | 'conversation'; at: Date; a: string; b: string; c: string };

/**
 * What the admin overview counts (GET /analytics/overview), each table read once and grouped in the
 * database: by month for the rows of the last 12 months, as a whole for the older ones.
 */
export function createOverviewRepository(db: Db) {
  return {
    /** Accounts in use by month of registration, role and state. */
    async users(since: Date, timezone: string): Promise<MonthRow<{ role: Role; isActive: boolean; count: number }>[]> {
      return db
        .select({ month: monthSince(users.createdAt, since, timezone), role: users.role, isActive: users.isActive, count })
        .from(users)
        .where(isNull(users.deletedAt))
        .groupBy(byOrdinals(1, 2, 3));
    },

    async registeredSince(start: Date): Promise<number> {
      const [row] = await db.select({ count }).from(users).where(and(isNull(users.deletedAt), gte(users.createdAt, start)));
      return row?.count ?? 0;
    },

    /** Sessions by month of their start and status, with what the completed ones are worth. */
    async sessions(since: Date, timezone: string): Promise<MonthRow<{ status: SessionStatus; count: number; revenue: number }>[]> {
      return db
        .select({
          month: monthSince(sessions.startsAt, since, timezone),
          status: sessions.status,
          count,
          revenue: sql<number>`coalesce(sum(${sessionRevenue}) filter (where ${sessions.status} = 'completed'), 0)`.mapWith(Number),
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.coachId))
        .groupBy(byOrdinals(1, 2));
    },

    async aiConversations(since: Date, timezone: string): Promise<MonthRow<{ active: boolean; count: number }>[]> {
      return db
        .select({ month: monthSince(aiConversations.createdAt, since, timezone), active: sql<boolean>`${aiConversations.status} = 'active'`, count })
        .from(aiConversations)
        .groupBy(byOrdinals(1, 2));
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
