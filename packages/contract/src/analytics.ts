import { z } from 'zod';
import { IdSchema } from './envelope.js';
import { ANALYTICS_MESSAGES } from './messages.js';
import { AiConversationStatusSchema } from './ai-coaching.js';
import { CONVERSATION_STATUSES } from './conversations.js';
import { SESSION_LOCATION_TYPES, SESSION_STATUSES } from './sessions.js';
import { RoleSchema } from './users.js';

/**
 * The platform's analytics (issue 20; spec sections 3 'Platform analytics' and 7 'Analytics'): the admin
 * overview, and the conversations and sessions over a chosen period, for admins (analytics.view) and for a
 * coach about their own practice. Days, weeks and months are the platform's timezone's (PLATFORM_TIMEZONE).
 */

const IsoDateTime = z.iso.datetime({ offset: true });
const Count = z.number().int();
const Day = z.string().describe('YYYY-MM-DD in the platform timezone');
const Growth = z.number().describe('Percent more (or fewer) this month so far than the whole of last month; 100 when last month had none and this month some, 0 when both had none');
const byRole = z.object({ client: Count, coach: Count, admin: Count });

export const ANALYTICS_PERIODS = ['7d', '30d', '90d', '12m'] as const;
export const ANALYTICS_INTERVALS = ['day', 'week', 'month'] as const;
/** The longest from-to range a report covers. */
export const ANALYTICS_MAX_RANGE_DAYS = 731;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export type AnalyticsInterval = (typeof ANALYTICS_INTERVALS)[number];

/** A calendar day written YYYY-MM-DD that exists (no 30 February). */
function isDay(value: string): boolean {
  const time = /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) : Number.NaN;
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}
const DateSchema = z.string({ error: ANALYTICS_MESSAGES.dateInvalid }).refine(isDay, { error: ANALYTICS_MESSAGES.dateInvalid });

/**
 * GET /analytics/conversations and /analytics/sessions: a period (the last 7, 30 or 90 days or 12 months,
 * today included; 30d when nothing is given) or a from-to range of days, both included.
 */
export const AnalyticsQuerySchema = z
  .object({
    period: z.enum(ANALYTICS_PERIODS, { error: ANALYTICS_MESSAGES.periodInvalid }).optional().describe('The last 7, 30 or 90 days or 12 calendar months, today included'),
    from: DateSchema.optional().describe('First day of the range, YYYY-MM-DD (with to)'),
    to: DateSchema.optional().describe('Last day of the range, included, YYYY-MM-DD (with from)'),
    interval: z.enum(ANALYTICS_INTERVALS, { error: ANALYTICS_MESSAGES.intervalInvalid }).optional().describe('How the series is grouped; by default day up to 31 days, week up to 180, month beyond'),
    coachId: IdSchema.optional().describe("One coach's practice (admins); a coach may name only themself"),
  })
  .superRefine((query, context) => {
    if (query.period && (query.from || query.to)) context.addIssue({ code: 'custom', path: ['period'], message: ANALYTICS_MESSAGES.periodAndRange });
    else if (Boolean(query.from) !== Boolean(query.to)) context.addIssue({ code: 'custom', path: [query.from ? 'to' : 'from'], message: ANALYTICS_MESSAGES.rangeIncomplete });
    else if (query.from && query.to && isDay(query.from) && isDay(query.to)) {
      const days = (Date.parse(`${query.to}T00:00:00Z`) - Date.parse(`${query.from}T00:00:00Z`)) / 86_400_000 + 1;
      if (days < 1) context.addIssue({ code: 'custom', path: ['from'], message: ANALYTICS_MESSAGES.rangeReversed });
      else if (days > ANALYTICS_MAX_RANGE_DAYS) context.addIssue({ code: 'custom', path: ['to'], message: ANALYTICS_MESSAGES.rangeTooLong });
    }
  });
export type AnalyticsQuery = z.infer<typeof AnalyticsQuerySchema>;

export const AnalyticsPeriodSchema = z.object({
  from: Day,
  to: Day.describe('Included'),
  interval: z.enum(ANALYTICS_INTERVALS),
  timezone: z.string().describe('The platform timezone the days are counted in'),
});

/** Whose figures these are: the whole platform, or one coach's practice (their sessions, their clients' conversations). */
export const AnalyticsScopeSchema = z.object({ coachId: IdSchema.nullable().describe('null: the whole platform') });

const Bucket = Day.describe('The first day of the day, week (Monday) or month the point counts');

// ---------------------------------------------------------------- GET /analytics/overview

export const ACTIVITY_EVENTS = ['userRegistered', 'sessionCompleted', 'goalCreated', 'aiConversationStarted', 'conversationStarted'] as const;

/** One line of Recent Activity (spec sections 2 and 9: up to 5, newest first). */
export const ActivityItemSchema = z.object({
  type: z.enum(['user', 'session', 'conversation', 'goal']),
  event: z.enum(ACTIVITY_EVENTS).describe('Names the texts: ANALYTICS_MESSAGES[event] and [event + "Description"]'),
  title: z.string().describe('The English title, ANALYTICS_MESSAGES[event]'),
  description: z.string().describe('The English description, made from params'),
  params: z.record(z.string(), z.string()).describe('What the description names (name, role, coach, client, category), for another language'),
  time: IsoDateTime,
});
export type ActivityItem = z.infer<typeof ActivityItemSchema>;

const Month = z.string().describe('YYYY-MM in the platform timezone');

/** Spec section 3 'Platform analytics', computed from the data; growth is this month against last. */
export const PlatformAnalyticsSchema = z.object({
  financials: z.object({
    totalRevenue: z.number().describe("Sum over completed sessions of duration (hours) times the coach's hourlyRate; a coach without a rate counts 0 (ANALYTICS_MESSAGES.revenueBasis)"),
    monthlyRevenue: z.number().describe('The same over the completed sessions of this month'),
    revenueGrowth: Growth,
  }),
  users: z.object({
    active: Count.describe('Accounts not deactivated'),
    total: Count.describe('Accounts in use (erased ones are not counted)'),
    growth: Growth.describe('New accounts this month against last month; 100 when last month had none and this month some'),
    newToday: Count.describe('Registered today, in the platform timezone'),
    byRole,
  }),
  sessions: z.object({
    total: Count.describe('Every session but the cancelled ones'),
    completed: Count,
    growth: Growth.describe('Sessions (not cancelled) starting this month, those still to come included, against last month'),
  }),
  conversations: z.object({
    total: Count.describe('AI coaching conversations (the card "AI conversations")'),
    active: Count,
    growth: Growth.describe('AI conversations started this month against last month'),
    human: z.object({ total: Count, active: Count }).describe('Conversations between a client and a coach'),
  }),
  charts: z.object({
    userGrowth: z.array(z.object({ month: Month, newUsers: Count, total: Count.describe('Accounts at the end of the month'), byRole })).describe('The last 12 months, oldest first'),
    roleDistribution: z.array(z.object({ role: RoleSchema, count: Count, active: Count })),
    sessionActivity: z.array(z.object({ month: Month, total: Count.describe('Not cancelled'), completed: Count, cancelled: Count, noShow: Count })),
    revenue: z.array(z.object({ month: Month, revenue: z.number() })),
  }),
  recentActivity: z.array(ActivityItemSchema),
  timezone: z.string().describe('The platform timezone today and the months are counted in'),
});
export type PlatformAnalytics = z.infer<typeof PlatformAnalyticsSchema>;

// ---------------------------------------------------------------- GET /analytics/sessions

const sessionStatusCounts = z.object(Object.fromEntries(SESSION_STATUSES.map((status) => [status, Count])) as Record<(typeof SESSION_STATUSES)[number], typeof Count>);
const locationCounts = z.object(Object.fromEntries(SESSION_LOCATION_TYPES.map((type) => [type, Count])) as Record<(typeof SESSION_LOCATION_TYPES)[number], typeof Count>);

/** The sessions held (by their start) in the period. */
export const SessionsAnalyticsSchema = z.object({
  period: AnalyticsPeriodSchema,
  scope: AnalyticsScopeSchema,
  totals: z.object({
    total: Count.describe('Every session of the period, cancelled ones too'),
    byStatus: sessionStatusCounts,
    byLocation: locationCounts,
    completionRate: z.number().nullable().describe('Completed in percent of the sessions that ended one way or another (completed, no-show, cancelled); null when none did'),
    hoursCompleted: z.number(),
    revenue: z.number().describe('ANALYTICS_MESSAGES.revenueBasis over the completed sessions of the period'),
    averageDuration: z.number().nullable().describe('Minutes, over the sessions not cancelled'),
    averageSatisfaction: z.number().nullable().describe('The feedback, 1-10'),
    rated: Count,
  }),
  series: z.array(z.object({ bucket: Bucket, total: Count, completed: Count, cancelled: Count, noShow: Count, revenue: z.number() })),
});
export type SessionsAnalytics = z.infer<typeof SessionsAnalyticsSchema>;

// ---------------------------------------------------------------- GET /analytics/conversations

const conversationStatusCounts = z.object(Object.fromEntries(CONVERSATION_STATUSES.map((status) => [status, Count])) as Record<(typeof CONVERSATION_STATUSES)[number], typeof Count>);
const aiStatusCounts = z.object(Object.fromEntries(AiConversationStatusSchema.options.map((status) => [status, Count])) as Record<z.infer<typeof AiConversationStatusSchema>, typeof Count>);

/**
 * Conversations between clients and coaches, AI coaching use and safety alerts in the period. For a coach:
 * their own conversations with clients, and their clients' AI coaching as figures only (never a message).
 */
export const ConversationsAnalyticsSchema = z.object({
  period: AnalyticsPeriodSchema,
  scope: AnalyticsScopeSchema,
  human: z.object({
    started: Count,
    messages: Count.describe('Sent in the period'),
    byStatus: conversationStatusCounts.describe('Of those started in the period, as they stand now'),
    activeNow: Count.describe('Active today, whenever started'),
  }),
  ai: z.object({
    started: Count,
    messages: Count.describe('Sent in the period, the AI coach’s replies included'),
    userMessages: Count.describe('Of those, sent by the people coached'),
    people: Count.describe('Different people who started an AI conversation in the period'),
    completed: Count.describe('Completed in the period'),
    byStatus: aiStatusCounts.describe('Of those started in the period, as they stand now'),
    averageSentiment: z.number().nullable().describe('0-1, over the conversations of the period with messages'),
    averageRating: z.number().nullable().describe('The rating given on completion, over those completed in the period'),
  }),
  safety: z.object({
    alerts: Count.describe('Raised in the period'),
    crisis: Count,
    concern: Count,
    open: Count.describe('Of those, not resolved yet'),
  }),
  series: z.array(z.object({ bucket: Bucket, humanConversations: Count, humanMessages: Count, aiConversations: Count, aiMessages: Count, safetyAlerts: Count })),
});
export type ConversationsAnalytics = z.infer<typeof ConversationsAnalyticsSchema>;
