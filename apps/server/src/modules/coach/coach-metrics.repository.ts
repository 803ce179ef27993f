import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { aiConversations } from '../../db/schema/ai-coaching.js';
import { conversationMessages, conversations } from '../../db/schema/conversations.js';
import { goalMilestones, goals } from '../../db/schema/goals.js';
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

    /** One client's totals (GET /analytics/client): goals and milestones, sessions, conversations, AI coaching. */
    async clientTotals(clientId: string, now: Date) {
      const at = now.toISOString();
      const milestones = sql`${goalMilestones} join ${goals} on ${goals.id} = ${goalMilestones.goalId} where ${goals.clientId} = ${clientId}`;
      // Progress of each active goal as the goals screens derive it (completed milestones over all, 0 without any).
      const activeProgress = sql`(select case when count(m.id) = 0 then 0 else round(100.0 * count(m.id) filter (where m.completed) / count(m.id)) end as progress
        from ${goals} g left join ${goalMilestones} m on m.goal_id = g.id where g.client_id = ${clientId} and g.status = 'active' group by g.id) as active_goals`;
      const [row] = await db
        .select({
          goalsTotal: sql<number>`(select count(*) from ${goals} where ${goals.clientId} = ${clientId})`.mapWith(Number),
          goalsActive: sql<number>`(select count(*) from ${goals} where ${goals.clientId} = ${clientId} and ${goals.status} = 'active')`.mapWith(Number),
          goalsCompleted: sql<number>`(select count(*) from ${goals} where ${goals.clientId} = ${clientId} and ${goals.status} = 'completed')`.mapWith(Number),
          averageProgress: sql<number | null>`(select avg(progress) from ${activeProgress})`.mapWith((value: string | number | null) => (value === null ? null : Math.round(Number(value)))),
          milestonesTotal: sql<number>`(select count(*) from ${milestones})`.mapWith(Number),
          milestonesCompleted: sql<number>`(select count(*) from ${milestones} and ${goalMilestones.completed})`.mapWith(Number),
          sessionsTotal: sql<number>`(select count(*) from ${sessions} where ${sessions.clientId} = ${clientId} and ${sessions.status} <> 'cancelled')`.mapWith(Number),
          sessionsCompleted: sql<number>`(select count(*) from ${sessions} where ${sessions.clientId} = ${clientId} and ${sessions.status} = 'completed')`.mapWith(Number),
          sessionsUpcoming: sql<number>`(select count(*) from ${sessions} where ${sessions.clientId} = ${clientId} and ${sessions.status} in ('scheduled', 'confirmed') and ${sessions.startsAt} >= ${at}::timestamptz)`.mapWith(Number),
          averageSatisfaction: sql<number | null>`(select avg((${sessions.feedback}->>'satisfaction')::numeric) from ${sessions} where ${sessions.clientId} = ${clientId} and ${sessions.feedback} is not null)`.mapWith((value: string | number | null) => (value === null ? null : Math.round(Number(value) * 10) / 10)),
          activeConversations: sql<number>`(select count(*) from ${conversations} where ${conversations.clientId} = ${clientId} and ${conversations.status} = 'active')`.mapWith(Number),
          messagesSent: sql<number>`(select count(*) from ${conversationMessages} where ${conversationMessages.senderId} = ${clientId})`.mapWith(Number),
          aiConversations: sql<number>`(select count(*) from ${aiConversations} where ${aiConversations.userId} = ${clientId})`.mapWith(Number),
          aiMessages: sql<number>`(select coalesce(sum(${aiConversations.messageCount}), 0) from ${aiConversations} where ${aiConversations.userId} = ${clientId})`.mapWith(Number),
          aiSentiment: sql<number | null>`(select avg(${aiConversations.sentiment}) from ${aiConversations} where ${aiConversations.userId} = ${clientId} and ${aiConversations.messageCount} > 0)`.mapWith((value: string | number | null) => (value === null ? null : Math.round(Number(value) * 100) / 100)),
          aiLastActivity: sql<Date | null>`(select max(${aiConversations.lastActivityAt}) from ${aiConversations} where ${aiConversations.userId} = ${clientId})`.mapWith((value: string | Date | null) => (value === null ? null : new Date(value))),
        })
        .from(sql`(select 1) as one`);
      return row!;
    },

    /** Per UTC week from `since`: the client's completed sessions and completed milestones. */
    async clientWeeks(clientId: string, since: Date): Promise<{ week: string; sessionsCompleted: number; milestonesCompleted: number }[]> {
      const sessionWeek = sql<string>`to_char(date_trunc('week', ${sessions.startsAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
      const milestoneWeek = sql<string>`to_char(date_trunc('week', ${goalMilestones.completedDate} at time zone 'UTC'), 'YYYY-MM-DD')`;
      const [sessionRows, milestoneRows] = await Promise.all([
        db
          .select({ week: sessionWeek, count: sql<number>`count(*)`.mapWith(Number) })
          .from(sessions)
          .where(and(eq(sessions.clientId, clientId), eq(sessions.status, 'completed'), gte(sessions.startsAt, since)))
          .groupBy(sessionWeek),
        db
          .select({ week: milestoneWeek, count: sql<number>`count(*)`.mapWith(Number) })
          .from(goalMilestones)
          .innerJoin(goals, eq(goals.id, goalMilestones.goalId))
          .where(and(eq(goals.clientId, clientId), eq(goalMilestones.completed, true), gte(goalMilestones.completedDate, since)))
          .groupBy(milestoneWeek),
      ]);
      const weeks = new Map<string, { week: string; sessionsCompleted: number; milestonesCompleted: number }>();
      const entry = (week: string) => weeks.get(week) ?? weeks.set(week, { week, sessionsCompleted: 0, milestonesCompleted: 0 }).get(week)!;
      for (const row of sessionRows) entry(row.week).sessionsCompleted = row.count;
      for (const row of milestoneRows) entry(row.week).milestonesCompleted = row.count;
      return [...weeks.values()];
    },
  };
}

export type CoachMetricsRepository = ReturnType<typeof createCoachMetricsRepository>;
