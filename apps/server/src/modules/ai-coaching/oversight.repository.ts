import type { MessageRole } from '@coaching/contract';
import { and, asc, count, desc, eq, gte, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { aiConversationAlerts, aiConversations, aiMessages, type AiConversationAlertRow } from '../../db/schema/ai-coaching.js';

/** One client's AI coaching in one UTC week (Monday, YYYY-MM-DD). */
export type ClientWeekRow = {
  userId: string;
  week: string;
  conversations: number;
  messages: number;
  sentimentSum: number;
  engagementSum: number;
};

export type ClientTotalsRow = { userId: string; conversations: number; lastActivity: Date | null };

/** What the coach's oversight screens read: trends over many clients at once, alerts to follow up, one conversation's course. */
export function createOversightRepository(db: Db) {
  return {
    /**
     * Per client and UTC week since `since`: the conversations that had a message, the client's messages,
     * the sum of their sentiment, and the sum of those conversations' engagement scores (one per conversation).
     * One query over all the clients.
     */
    async weeksOf(userIds: string[], clientRole: MessageRole, since: Date, tx: Db = db): Promise<ClientWeekRow[]> {
      if (userIds.length === 0) return [];
      const week = sql<string>`to_char(date_trunc('week', ${aiMessages.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
      const perConversation = tx
        .select({
          userId: aiConversations.userId,
          week: week.as('week'),
          clientMessages: sql<number>`count(*) filter (where ${aiMessages.role} = ${clientRole})`.as('client_messages'),
          sentimentSum: sql<number>`coalesce(sum((${aiMessages.metadata}->>'sentiment')::float8) filter (where ${aiMessages.role} = ${clientRole}), 0)`.as(
            'sentiment_sum',
          ),
          engagementScore: sql<number>`max(${aiConversations.engagementScore})`.as('engagement_score'),
        })
        .from(aiMessages)
        .innerJoin(aiConversations, eq(aiConversations.id, aiMessages.conversationId))
        .where(and(inArray(aiConversations.userId, userIds), gte(aiMessages.createdAt, since)))
        .groupBy(aiConversations.userId, aiMessages.conversationId, week)
        .as('per_conversation');
      return tx
        .select({
          userId: perConversation.userId,
          week: perConversation.week,
          conversations: sql<number>`count(*)`.mapWith(Number),
          messages: sql<number>`sum(${perConversation.clientMessages})`.mapWith(Number),
          sentimentSum: sql<number>`sum(${perConversation.sentimentSum})`.mapWith(Number),
          engagementSum: sql<number>`sum(${perConversation.engagementScore})`.mapWith(Number),
        })
        .from(perConversation)
        .groupBy(perConversation.userId, perConversation.week);
    },

    /** Per client: all their AI conversations and their latest activity. Clients without any are left out. */
    async totalsOf(userIds: string[], tx: Db = db): Promise<ClientTotalsRow[]> {
      if (userIds.length === 0) return [];
      return tx
        .select({ userId: aiConversations.userId, conversations: count(), lastActivity: max(aiConversations.lastActivityAt) })
        .from(aiConversations)
        .where(inArray(aiConversations.userId, userIds))
        .groupBy(aiConversations.userId);
    },

    /** Per client: their alerts not resolved yet. */
    async unresolvedCountsOf(userIds: string[], tx: Db = db): Promise<Map<string, number>> {
      if (userIds.length === 0) return new Map();
      const rows = await tx
        .select({ userId: aiConversationAlerts.userId, total: count() })
        .from(aiConversationAlerts)
        .where(and(inArray(aiConversationAlerts.userId, userIds), isNull(aiConversationAlerts.resolvedAt)))
        .groupBy(aiConversationAlerts.userId);
      return new Map(rows.map((row) => [row.userId, row.total]));
    },

    /** Alerts not resolved yet, newest first: about these users, or about anyone ('everyone'). */
    async unresolvedAlerts(owners: string[] | 'everyone', limit: number, tx: Db = db): Promise<AiConversationAlertRow[]> {
      if (owners !== 'everyone' && owners.length === 0) return [];
      return tx
        .select()
        .from(aiConversationAlerts)
        .where(and(owners === 'everyone' ? undefined : inArray(aiConversationAlerts.userId, owners), isNull(aiConversationAlerts.resolvedAt)))
        .orderBy(desc(aiConversationAlerts.createdAt), desc(aiConversationAlerts.id))
        .limit(limit);
    },

    /** Every alert a conversation raised, newest first. */
    async alertsOfConversation(conversationId: string, tx: Db = db): Promise<AiConversationAlertRow[]> {
      return tx
        .select()
        .from(aiConversationAlerts)
        .where(eq(aiConversationAlerts.conversationId, conversationId))
        .orderBy(desc(aiConversationAlerts.createdAt), desc(aiConversationAlerts.id));
    },

    /**
     * Closes the alert with what was done; an alert never acknowledged counts as acknowledged by whoever
     * resolves it. Resolving twice keeps the first resolution.
     */
    async markResolved(id: string, by: string, at: Date, note: string | null, tx: Db = db): Promise<AiConversationAlertRow | undefined> {
      const [row] = await tx
        .update(aiConversationAlerts)
        .set({
          resolvedAt: at,
          resolvedBy: by,
          resolutionNote: note,
          acknowledgedAt: sql`coalesce(${aiConversationAlerts.acknowledgedAt}, ${at.toISOString()}::timestamptz)`,
          acknowledgedBy: sql`case when ${aiConversationAlerts.acknowledgedAt} is null then ${by}::uuid else ${aiConversationAlerts.acknowledgedBy} end`,
        })
        .where(and(eq(aiConversationAlerts.id, id), isNull(aiConversationAlerts.resolvedAt)))
        .returning();
      return row;
    },

    /**
     * The course of a conversation without its words: each client message's sentiment and time, and the
     * stage each AI reply worked in, oldest first.
     */
    async courseOf(conversationId: string, clientRole: MessageRole, tx: Db = db) {
      return tx
        .select({
          role: aiMessages.role,
          at: aiMessages.createdAt,
          sentiment: sql<number>`(${aiMessages.metadata}->>'sentiment')::float8`.mapWith(Number),
          stage: sql<string | null>`${aiMessages.metadata}->>'stage'`,
        })
        .from(aiMessages)
        .where(eq(aiMessages.conversationId, conversationId))
        .orderBy(asc(aiMessages.createdAt), asc(aiMessages.id))
        .then((rows) => rows.map((row) => ({ ...row, isClient: row.role === clientRole })));
    },
  };
}

export type OversightRepository = ReturnType<typeof createOversightRepository>;
