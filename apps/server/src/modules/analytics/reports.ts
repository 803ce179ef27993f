import {
  AiConversationStatusSchema,
  CONVERSATION_STATUSES,
  type ConversationsAnalytics,
  SESSION_LOCATION_TYPES,
  SESSION_STATUSES,
  type SessionsAnalytics,
} from '@coaching/contract';
import { roundMoney } from './overview.js';
import type { ResolvedPeriod } from './period.js';
import type { ReportsRepository } from './reports.repository.js';

/** The period reports composed from what the reports repository grouped by bucket. */

type Rows<Name extends keyof ReportsRepository> = Awaited<ReturnType<ReportsRepository[Name]>>;

const zeros = <Key extends string>(keys: readonly Key[]) => Object.fromEntries(keys.map((key) => [key, 0])) as Record<Key, number>;
const ratio = (sum: number, count: number, places = 1) => (count === 0 ? null : Math.round((sum / count) * 10 ** places) / 10 ** places);
const countIn = <Row extends { bucket: string; count: number }>(rows: Row[], bucket: string) => rows.filter((row) => row.bucket === bucket).reduce((sum, row) => sum + row.count, 0);

export function periodOf(period: ResolvedPeriod) {
  return { from: period.from, to: period.to, interval: period.interval, timezone: period.timezone };
}

export function composeSessions(period: ResolvedPeriod, coachId: string | null, rows: Rows<'sessions'>): SessionsAnalytics {
  const byStatus = zeros(SESSION_STATUSES);
  const byLocation = zeros(SESSION_LOCATION_TYPES);
  let heldMinutes = 0;
  let held = 0;
  let completedMinutes = 0;
  let revenue = 0;
  let satisfactionSum = 0;
  let rated = 0;
  for (const row of rows) {
    byStatus[row.status] += row.count;
    if (row.location in byLocation) byLocation[row.location] += row.count;
    if (row.status !== 'cancelled') [heldMinutes, held] = [heldMinutes + row.minutes, held + row.count];
    if (row.status === 'completed') completedMinutes += row.minutes;
    revenue += row.revenue;
    satisfactionSum += row.satisfactionSum;
    rated += row.rated;
  }
  const ended = byStatus.completed + byStatus.no_show + byStatus.cancelled;
  const ofStatus = (bucket: string, status: string) => countIn(rows.filter((row) => row.status === status), bucket);
  return {
    period: periodOf(period),
    scope: { coachId },
    totals: {
      total: rows.reduce((sum, row) => sum + row.count, 0),
      byStatus,
      byLocation,
      completionRate: ended === 0 ? null : Math.round((byStatus.completed / ended) * 1000) / 10,
      hoursCompleted: roundMoney(completedMinutes / 60),
      revenue: roundMoney(revenue),
      averageDuration: ratio(heldMinutes, held),
      averageSatisfaction: ratio(satisfactionSum, rated),
      rated,
    },
    series: period.buckets.map((bucket) => ({
      bucket,
      total: countIn(rows, bucket),
      completed: ofStatus(bucket, 'completed'),
      cancelled: ofStatus(bucket, 'cancelled'),
      noShow: ofStatus(bucket, 'no_show'),
      revenue: roundMoney(rows.filter((row) => row.bucket === bucket).reduce((sum, row) => sum + row.revenue, 0)),
    })),
  };
}

export type ConversationRows = {
  humanStarted: Rows<'humanStarted'>;
  humanMessages: Rows<'humanMessages'>;
  humanActiveNow: number;
  aiStarted: Rows<'aiStarted'>;
  aiCompleted: Rows<'aiCompleted'>;
  aiMessages: Rows<'aiMessages'>;
  alerts: Rows<'alerts'>;
};

export function composeConversations(period: ResolvedPeriod, coachId: string | null, rows: ConversationRows): ConversationsAnalytics {
  const humanByStatus = zeros(CONVERSATION_STATUSES);
  for (const row of rows.humanStarted) humanByStatus[row.status] += row.count;
  const aiByStatus = zeros(AiConversationStatusSchema.options);
  let sentimentSum = 0;
  let withMessages = 0;
  for (const row of rows.aiStarted.rows) {
    aiByStatus[row.status] += row.count;
    sentimentSum += row.sentimentSum;
    withMessages += row.withMessages;
  }
  const total = <Row extends { count: number }>(list: Row[]) => list.reduce((sum, row) => sum + row.count, 0);
  return {
    period: periodOf(period),
    scope: { coachId },
    human: { started: total(rows.humanStarted), messages: total(rows.humanMessages), byStatus: humanByStatus, activeNow: rows.humanActiveNow },
    ai: {
      started: total(rows.aiStarted.rows),
      messages: total(rows.aiMessages),
      userMessages: rows.aiMessages.reduce((sum, row) => sum + row.fromPeople, 0),
      people: rows.aiStarted.people,
      completed: rows.aiCompleted.count,
      byStatus: aiByStatus,
      averageSentiment: ratio(sentimentSum, withMessages, 2),
      averageRating: ratio(rows.aiCompleted.ratingSum, rows.aiCompleted.rated),
    },
    safety: {
      alerts: total(rows.alerts),
      crisis: total(rows.alerts.filter((row) => row.level === 'crisis')),
      concern: total(rows.alerts.filter((row) => row.level === 'concern')),
      open: rows.alerts.reduce((sum, row) => sum + row.open, 0),
    },
    series: period.buckets.map((bucket) => ({
      bucket,
      humanConversations: countIn(rows.humanStarted, bucket),
      humanMessages: countIn(rows.humanMessages, bucket),
      aiConversations: countIn(rows.aiStarted.rows, bucket),
      aiMessages: countIn(rows.aiMessages, bucket),
      safetyAlerts: countIn(rows.alerts, bucket),
    })),
  };
}
