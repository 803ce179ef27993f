import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { aiConversations, aiMessages } from '../../db/schema/ai-coaching.js';
import { conversationMessages } from '../../db/schema/conversations.js';
import { goalMilestones, goals } from '../../db/schema/goals.js';
import { reflections } from '../../db/schema/progress.js';
import { sessions } from '../../db/schema/sessions.js';

export type ActivityKind = 'aiMessages' | 'messages' | 'sessions' | 'reflections';
/** One kind of activity on one day (YYYY-MM-DD in the client's timezone); mood and confidence for reflections. */
export type DayActivity = { date: string; kind: ActivityKind; count: number; mood: number | null; confidence: number | null };
export type AchievementRow = { type: 'goal_completed' | 'milestone_completed' | 'session_completed'; title: string; at: Date };

const ACHIEVEMENTS = 10;


/** What the progress page counts of one client (GET /analytics/client), per day in their timezone. */
export function createClientProgressRepository(db: Db) {
  return {
    /** Per day since `since`, per kind: what the client did. Reflections only when `withReflections`. */
    async days(clientId: string, since: Date, timezone: string, withReflections: boolean): Promise<DayActivity[]> {
      const day = (column: unknown) => sql`to_char((${column} at time zone ${timezone})::date, 'YYYY-MM-DD')`;
      const reflectionDays = withReflections
        ? sql`union all select ${day(reflections.createdAt)} as day, 'reflections' as kind, ${reflections.mood} as mood, ${reflections.confidence} as confidence
            from ${reflections} where ${reflections.clientId} = ${clientId} and ${reflections.createdAt} >= ${since}`
        : sql``;
      const result = await db.execute(sql`
        select day, kind, count(*)::int as count, avg(mood)::float as mood, avg(confidence)::float as confidence from (
          select ${day(aiMessages.createdAt)} as day, 'aiMessages' as kind, null::int as mood, null::int as confidence
            from ${aiMessages} join ${aiConversations} on ${aiConversations.id} = ${aiMessages.conversationId}
            where ${aiConversations.userId} = ${clientId} and ${aiMessages.role} = 'client' and ${aiMessages.createdAt} >= ${since}
          union all select ${day(conversationMessages.createdAt)}, 'messages', null, null
            from ${conversationMessages} where ${conversationMessages.senderId} = ${clientId} and ${conversationMessages.createdAt} >= ${since}
          union all select ${day(sql`coalesce(${sessions.completedAt}, ${sessions.startsAt})`)}, 'sessions', null, null
            from ${sessions} where ${sessions.clientId} = ${clientId} and ${sessions.status} = 'completed' and coalesce(${sessions.completedAt}, ${sessions.startsAt}) >= ${since}
          ${reflectionDays}
        ) as activity group by day, kind`);
      return rowsOf<{ day: string; kind: ActivityKind; count: number; mood: number | null; confidence: number | null }>(result).map((row) => ({
        date: row.day,
        kind: row.kind,
        count: Number(row.count),
        mood: row.mood === null ? null : Number(row.mood),
        confidence: row.confidence === null ? null : Number(row.confidence),
      }));
    },

    /** The days (in the client's timezone) with a reflection, newest first: the streak is read from them. */
    async reflectionDays(clientId: string, timezone: string): Promise<string[]> {
      const result = await db.execute(sql`
        select distinct to_char((${reflections.createdAt} at time zone ${timezone})::date, 'YYYY-MM-DD') as day
        from ${reflections} where ${reflections.clientId} = ${clientId} order by day desc limit 400`);
      return rowsOf<{ day: string }>(result).map((row) => row.day);
    },

    /** The latest goals completed, milestones reached and sessions completed, newest first. */
    async achievements(clientId: string): Promise<AchievementRow[]> {
      const result = await db.execute(sql`
        select type, title, at from (
          select 'goal_completed' as type, ${goals.title} as title, ${goals.completedDate} as at
            from ${goals} where ${goals.clientId} = ${clientId} and ${goals.status} = 'completed' and ${goals.completedDate} is not null
          union all select 'milestone_completed', ${goalMilestones.title}, ${goalMilestones.completedDate}
            from ${goalMilestones} join ${goals} on ${goals.id} = ${goalMilestones.goalId}
            where ${goals.clientId} = ${clientId} and ${goalMilestones.completed} and ${goalMilestones.completedDate} is not null
          union all select 'session_completed', ${sessions.title}, coalesce(${sessions.completedAt}, ${sessions.startsAt})
            from ${sessions} where ${sessions.clientId} = ${clientId} and ${sessions.status} = 'completed'
        ) as done order by at desc limit ${ACHIEVEMENTS}`);
      return rowsOf<{ type: AchievementRow['type']; title: string; at: string | Date }>(result).map((row) => ({ type: row.type, title: row.title, at: new Date(row.at) }));
    },
  };
}

export type ClientProgressRepository = ReturnType<typeof createClientProgressRepository>;
