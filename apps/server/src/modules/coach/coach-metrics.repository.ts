import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { conversations } from '../../db/schema/conversations.js';
import { sessions } from '../../db/schema/sessions.js';
import { users } from '../../db/schema/users.js';

export type WeekRow = { week: string; completed: number; cancelled: number; noShow: number; ratingSum: number; rated: number };

/** What a coach's metrics count, each over its own index (issue 18, spec section 3 Coach metrics). */
export function createCoachMetricsRepository(db: Db) {
  return {
    async totals(coachId: string, now: Date) {
      const at = now.toISOString();
      const [row] = await db
        .select({
          totalClients: sql<number>`(select count(*) from ${users} where ${users.coachId} = ${coachId} and ${users.role} = 'client')`.mapWith(Number),
          activeConversations: sql<number>`(select count(*) from ${conversations} where ${conversations.coachId} = ${coachId} and ${conversations.status} = 'active')`.mapWith(Number),
          totalSessions: sql<number>`(select count(*) from ${sessions} where ${sessions.coachId} = ${coachId} and ${sessions.status} <> 'cancelled')`.mapWith(Number),
          completedSessions: sql<number>`(select count(*) from ${sessions} where ${sessions.coachId} = ${coachId} and ${sessions.status} = 'completed')`.mapWith(Number),
          upcomingSessions: sql<number>`(select count(*) from ${sessions} where ${sessions.coachId} = ${coachId} and ${sessions.status} in ('scheduled', 'confirmed') and ${sessions.startsAt} >= ${at}::timestamptz)`.mapWith(Number),
          ratingSum: sql<number>`(select coalesce(sum((${sessions.feedback}->>'satisfaction')::numeric), 0) from ${sessions} where ${sessions.coachId} = ${coachId} and ${sessions.feedback} is not null)`.mapWith(Number),
          rated: sql<number>`(select count(*) from ${sessions} where ${sessions.coachId} = ${coachId} and ${sessions.feedback} is not null)`.mapWith(Number),
        })
        .from(sql`(select 1) as one`);
      return row!;
    },

    /** Per UTC week (Monday) from `since`: sessions by how they ended, and the feedback's satisfaction. */
    async weeks(coachId: string, since: Date, until: Date): Promise<WeekRow[]> {
      const week = sql<string>`to_char(date_trunc('week', ${sessions.startsAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
      return db
        .select({
          week,
          completed: sql<number>`count(*) filter (where ${sessions.status} = 'completed')`.mapWith(Number),
          cancelled: sql<number>`count(*) filter (where ${sessions.status} = 'cancelled')`.mapWith(Number),
          noShow: sql<number>`count(*) filter (where ${sessions.status} = 'no_show')`.mapWith(Number),
          ratingSum: sql<number>`coalesce(sum((${sessions.feedback}->>'satisfaction')::numeric), 0)`.mapWith(Number),
          rated: sql<number>`count(${sessions.feedback})`.mapWith(Number),
        })
        .from(sessions)
        .where(and(eq(sessions.coachId, coachId), gte(sessions.startsAt, since), lt(sessions.startsAt, until)))
        .groupBy(week);
    },
  };
}

export type CoachMetricsRepository = ReturnType<typeof createCoachMetricsRepository>;
