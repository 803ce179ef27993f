import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { aiActionItems, aiConversations, aiMessages } from '../../db/schema/ai-coaching.js';
import { authSessions } from '../../db/schema/auth.js';
import { conversationMessages, conversations, notifications } from '../../db/schema/conversations.js';
import { goalMilestones, goals } from '../../db/schema/goals.js';
import { transcriptReads } from '../../db/schema/practice.js';
import { reflections, skillRatings } from '../../db/schema/progress.js';
import { sessions } from '../../db/schema/sessions.js';
import { users } from '../../db/schema/users.js';

const nameOf = (column: typeof users.profile) => ({
  firstName: sql<string | null>`${column}->>'firstName'`,
  lastName: sql<string | null>`${column}->>'lastName'`,
});

/**
 * Everything stored about one client, read for their export (issue 19). Read in the request's
 * transaction, so the parts agree with each other. What a coach keeps for themself (their notes, the AI
 * instructions they set) is not read.
 */
export function createAccountExportRepository(db: Db) {
  return {
    async account(userId: string) {
      const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      return row;
    },

    async goals(clientId: string) {
      const rows = await db.select().from(goals).where(eq(goals.clientId, clientId)).orderBy(asc(goals.createdAt), asc(goals.id));
      const milestones = rows.length === 0 ? [] : await db.select().from(goalMilestones).where(inArray(goalMilestones.goalId, rows.map((row) => row.id))).orderBy(asc(goalMilestones.position));
      return rows.map((goal) => ({ goal, milestones: milestones.filter((milestone) => milestone.goalId === goal.id) }));
    },

    reflections: (clientId: string) => db.select().from(reflections).where(eq(reflections.clientId, clientId)).orderBy(asc(reflections.createdAt)),

    skillRatings: (clientId: string) =>
      db
        .select({ rating: skillRatings, rater: nameOf(users.profile) })
        .from(skillRatings)
        .leftJoin(users, eq(users.id, skillRatings.ratedById))
        .where(eq(skillRatings.clientId, clientId))
        .orderBy(asc(skillRatings.createdAt)),

    async aiConversations(userId: string) {
      const rows = await db.select().from(aiConversations).where(eq(aiConversations.userId, userId)).orderBy(asc(aiConversations.createdAt));
      const ids = rows.map((row) => row.id);
      const [messages, items] =
        ids.length === 0
          ? [[], []]
          : await Promise.all([
              db.select().from(aiMessages).where(inArray(aiMessages.conversationId, ids)).orderBy(asc(aiMessages.createdAt), asc(aiMessages.id)),
              db.select().from(aiActionItems).where(inArray(aiActionItems.conversationId, ids)).orderBy(asc(aiActionItems.createdAt)),
            ]);
      return rows.map((conversation) => ({
        conversation,
        messages: messages.filter((message) => message.conversationId === conversation.id),
        actionItems: items.filter((item) => item.conversationId === conversation.id),
      }));
    },

    async conversations(clientId: string) {
      const rows = await db
        .select({ conversation: conversations, coach: nameOf(users.profile) })
        .from(conversations)
        .leftJoin(users, eq(users.id, conversations.coachId))
        .where(eq(conversations.clientId, clientId))
        .orderBy(asc(conversations.createdAt));
      const ids = rows.map((row) => row.conversation.id);
      const messages = ids.length === 0 ? [] : await db.select().from(conversationMessages).where(inArray(conversationMessages.conversationId, ids)).orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id));
      return rows.map((row) => ({ ...row, messages: messages.filter((message) => message.conversationId === row.conversation.id) }));
    },

    sessions: (clientId: string) =>
      db
        .select({ session: sessions, coach: nameOf(users.profile) })
        .from(sessions)
        .leftJoin(users, eq(users.id, sessions.coachId))
        .where(eq(sessions.clientId, clientId))
        .orderBy(asc(sessions.startsAt)),

    notifications: (userId: string) => db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt)),

    accessLog: (clientId: string) =>
      db
        .select({ read: transcriptReads, reader: nameOf(users.profile) })
        .from(transcriptReads)
        .leftJoin(users, eq(users.id, transcriptReads.readerId))
        .where(eq(transcriptReads.clientId, clientId))
        .orderBy(desc(transcriptReads.readAt)),

    signIns: (userId: string) => db.select().from(authSessions).where(eq(authSessions.userId, userId)).orderBy(desc(authSessions.createdAt)),
  };
}

export type AccountExportRepository = ReturnType<typeof createAccountExportRepository>;
