import type { RiskLevel, SessionLocationType, SessionStatus } from '@coaching/contract';
import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { aiConversationAlerts, aiConversations, aiMessages } from '../../db/schema/ai-coaching.js';
import { conversationMessages, conversations } from '../../db/schema/conversations.js';
import { sessions } from '../../db/schema/sessions.js';
import { users } from '../../db/schema/users.js';
import { coachRates, edgesOf } from './overview.repository.js';

/**
 * What a report covers: from `start` up to (not including) `end`, in buckets (their names, and the instants
 * that begin them, with `end` last); one coach's practice or (null) the platform.
 */
export type ReportWindow = { start: Date; end: Date; buckets: string[]; edges: Date[]; coachId: string | null };

const count = sql<number>`count(*)`.mapWith(Number);
const number = (expression: SQL) => sql<number>`coalesce(${expression}, 0)`.mapWith(Number);
const byOrdinals = (...positions: number[]) => sql.raw(positions.join(', '));

/** Which bucket holds the instant: a binary search among the edges (width_bucket), no time zone work per row. */
const bucket = (column: unknown, window: ReportWindow) => sql<number>`width_bucket(${column}, ${edgesOf(window.edges)})`.mapWith(Number);
/** The grouped rows with their bucket's name. */
const named = <Row extends { bucket: number }>(rows: Row[], window: ReportWindow) => rows.map((row) => ({ ...row, bucket: window.buckets[row.bucket - 1] ?? '' }));
const within = (column: Parameters<typeof gte>[0], window: ReportWindow) => and(gte(column, window.start), lt(column, window.end));

/** The coach's clients: whose AI coaching and safety alerts the coach's figures count. */
const clientsOf = (db: Db, coachId: string) => db.select({ id: users.id }).from(users).where(and(eq(users.coachId, coachId), eq(users.role, 'client')));

/**
 * The period reports (GET /analytics/sessions and /analytics/conversations): each grouped in the database
 * by bucket and what the report splits by, scoped to one coach when the window names one.
 */
export function createReportsRepository(db: Db) {
  return {
    /** Sessions by the bucket of their start, status and kind of place, with what the completed ones are worth. */
    async sessions(window: ReportWindow) {
      const rates = coachRates(db);
      const rows = await db
        .select({
          bucket: bucket(sessions.startsAt, window),
          status: sql<SessionStatus>`${sessions.status}`,
          location: sql<SessionLocationType>`${sessions.location}->>'type'`,
          count,
          minutes: number(sql`sum(${sessions.duration})`),
          revenue: number(sql`sum(${sessions.duration} * ${rates.rate}) filter (where ${sessions.status} = 'completed') / 60.0`),
          satisfactionSum: number(sql`sum((${sessions.feedback}->>'satisfaction')::numeric)`),
          rated: number(sql`count(${sessions.feedback})`),
        })
        .from(sessions)
        .leftJoin(rates, eq(rates.id, sessions.coachId))
        .where(and(within(sessions.startsAt, window), window.coachId ? eq(sessions.coachId, window.coachId) : undefined))
        .groupBy(byOrdinals(1, 2, 3));
      return named(rows, window);
    },

    /** Conversations between clients and coaches started in the period, by bucket and status as they stand. */
    async humanStarted(window: ReportWindow) {
      const rows = await db
        .select({ bucket: bucket(conversations.createdAt, window), status: conversations.status, count })
        .from(conversations)
        .where(and(within(conversations.createdAt, window), window.coachId ? eq(conversations.coachId, window.coachId) : undefined))
        .groupBy(byOrdinals(1, 2));
      return named(rows, window);
    },

    async humanMessages(window: ReportWindow) {
      const scoped = window.coachId
        ? inArray(conversationMessages.conversationId, db.select({ id: conversations.id }).from(conversations).where(eq(conversations.coachId, window.coachId)))
        : undefined;
      const rows = await db
        .select({ bucket: bucket(conversationMessages.createdAt, window), count })
        .from(conversationMessages)
        .where(and(within(conversationMessages.createdAt, window), eq(conversationMessages.kind, 'text'), scoped))
        .groupBy(byOrdinals(1));
      return named(rows, window);
    },

    async humanActiveNow(coachId: string | null): Promise<number> {
      const [row] = await db
        .select({ count })
        .from(conversations)
        .where(and(eq(conversations.status, 'active'), coachId ? eq(conversations.coachId, coachId) : undefined));
      return row?.count ?? 0;
    },

    /** AI conversations started in the period, by bucket and status, with their sentiment. */
    async aiStarted(window: ReportWindow) {
      const scoped = window.coachId ? inArray(aiConversations.userId, clientsOf(db, window.coachId)) : undefined;
      const where = and(within(aiConversations.createdAt, window), scoped);
      const [rows, [people]] = await Promise.all([
        db
          .select({
            bucket: bucket(aiConversations.createdAt, window),
            status: aiConversations.status,
            count,
            sentimentSum: number(sql`sum(${aiConversations.sentiment}) filter (where ${aiConversations.messageCount} > 0)`),
            withMessages: number(sql`count(*) filter (where ${aiConversations.messageCount} > 0)`),
          })
          .from(aiConversations)
          .where(where)
          .groupBy(byOrdinals(1, 2)),
        db.select({ count: sql<number>`count(distinct ${aiConversations.userId})`.mapWith(Number) }).from(aiConversations).where(where),
      ]);
      return { rows: named(rows, window), people: people?.count ?? 0 };
    },

    async aiCompleted(window: ReportWindow) {
      const scoped = window.coachId ? inArray(aiConversations.userId, clientsOf(db, window.coachId)) : undefined;
      const [row] = await db
        .select({ count, ratingSum: number(sql`sum(${aiConversations.rating})`), rated: number(sql`count(${aiConversations.rating})`) })
        .from(aiConversations)
        .where(and(within(aiConversations.completedAt, window), scoped));
      return row ?? { count: 0, ratingSum: 0, rated: 0 };
    },

    /** AI messages sent in the period by bucket: all of them, and those of the people coached. */
    async aiMessages(window: ReportWindow) {
      const scoped = window.coachId
        ? inArray(aiMessages.conversationId, db.select({ id: aiConversations.id }).from(aiConversations).where(inArray(aiConversations.userId, clientsOf(db, window.coachId))))
        : undefined;
      const rows = await db
        .select({ bucket: bucket(aiMessages.createdAt, window), count, fromPeople: number(sql`count(*) filter (where ${aiMessages.role} = 'client')`) })
        .from(aiMessages)
        .where(and(within(aiMessages.createdAt, window), scoped))
        .groupBy(byOrdinals(1));
      return named(rows, window);
    },

    /** Safety alerts raised in the period by bucket and level, and how many are still open. */
    async alerts(window: ReportWindow) {
      const scoped = window.coachId ? inArray(aiConversationAlerts.userId, clientsOf(db, window.coachId)) : undefined;
      const rows = await db
        .select({
          bucket: bucket(aiConversationAlerts.createdAt, window),
          level: sql<RiskLevel>`${aiConversationAlerts.level}`,
          count,
          open: number(sql`count(*) filter (where ${aiConversationAlerts.resolvedAt} is null)`),
        })
        .from(aiConversationAlerts)
        .where(and(within(aiConversationAlerts.createdAt, window), scoped))
        .groupBy(byOrdinals(1, 2));
      return named(rows, window);
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
