import { z } from 'zod';
import { ActionItemSchema, ConversationAlertSchema, EngagementSchema, MethodologySchema, RiskLevelSchema, AiConversationStatusSchema } from './ai-coaching.js';
import { IdSchema } from './envelope.js';
import { AI_OVERSIGHT_MESSAGES } from './messages.js';

/** The coach's AI oversight screens (issue 18): alerts to follow up, per-client trends, one conversation's analysis. */

const IsoDateTime = z.iso.datetime({ offset: true });
/** Monday of a week in UTC (YYYY-MM-DD). */
const WeekSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const AI_OVERSIGHT_LIMITS = {
  resolutionNoteMaxLength: 1_000,
  /** Weeks the trends cover by default, and at most. */
  defaultWeeks: 12,
  maxWeeks: 52,
  /** Alerts still to follow up listed at once, newest first (not in the spec). */
  alertsShown: 50,
} as const;

/** open: no one has looked yet; acknowledged: the coach has seen it; resolved: followed up and closed. */
export const AlertStatusSchema = z.enum(['open', 'acknowledged', 'resolved']);
export type AlertStatus = z.infer<typeof AlertStatusSchema>;

export const OversightAlertSchema = ConversationAlertSchema.extend({
  status: AlertStatusSchema,
  acknowledgedAt: IsoDateTime.nullable(),
  resolvedAt: IsoDateTime.nullable(),
  resolutionNote: z.string().nullable(),
});
export type OversightAlert = z.infer<typeof OversightAlertSchema>;

/** GET /ai-coaching/alerts: the alerts of the clients the caller oversees that are not resolved yet, newest first. */
export const OversightAlertListSchema = z.object({ alerts: z.array(OversightAlertSchema) });
export type OversightAlertList = z.infer<typeof OversightAlertListSchema>;

/** POST /ai-coaching/alerts/{id}/resolve: an optional note on what was done. A body may be left out. */
export const ResolveAlertBodySchema = z
  .object({
    note: z
      .string({ error: AI_OVERSIGHT_MESSAGES.resolutionNoteInvalid })
      .trim()
      .max(AI_OVERSIGHT_LIMITS.resolutionNoteMaxLength, { error: AI_OVERSIGHT_MESSAGES.resolutionNoteTooLong })
      .optional(),
  })
  .nullish();
export type ResolveAlertBody = z.input<typeof ResolveAlertBodySchema>;
export const OversightAlertResultSchema = z.object({ alert: OversightAlertSchema });

export const CoachAiAnalyticsQuerySchema = z.object({
  weeks: z.coerce.number().int().min(1).max(AI_OVERSIGHT_LIMITS.maxWeeks).default(AI_OVERSIGHT_LIMITS.defaultWeeks),
});

export const ClientAiWeekSchema = z.object({
  week: WeekSchema,
  conversations: z.number().int().describe('AI conversations with a message this week'),
  messages: z.number().int().describe('Messages the client wrote to the AI coach this week'),
  sentiment: z.number().min(0).max(1).nullable().describe("Mean sentiment of the client's messages this week; null without any"),
  engagement: z
    .number()
    .min(0)
    .max(1)
    .nullable()
    .describe("Mean of the engagement scores of the conversations active this week (a conversation's score is its latest); null without any"),
});
export type ClientAiWeek = z.infer<typeof ClientAiWeekSchema>;

export const ClientAiTrendsSchema = z.object({
  clientId: IdSchema,
  clientName: z.string(),
  conversations: z.number().int().describe('All their AI conversations'),
  messages: z.number().int().describe('Messages they wrote in the weeks covered'),
  averageSentiment: z.number().min(0).max(1).nullable().describe('Over the weeks covered'),
  averageEngagement: z.number().min(0).max(1).nullable().describe('Over the weeks covered'),
  lastActivity: IsoDateTime.nullable(),
  openAlerts: z.number().int().describe('Alerts not resolved yet'),
  weeks: z.array(ClientAiWeekSchema).describe('One entry per week covered, oldest first'),
});
export type ClientAiTrends = z.infer<typeof ClientAiTrendsSchema>;

/** GET /ai-coaching/coach-analytics: per client of the caller, their AI coaching week by week. */
export const CoachAiAnalyticsSchema = z.object({
  weeks: z.array(WeekSchema).describe('The weeks covered, oldest first'),
  clients: z.array(ClientAiTrendsSchema),
});
export type CoachAiAnalytics = z.infer<typeof CoachAiAnalyticsSchema>;

/** One client message's sentiment: where it stands in the conversation and when, never what it says. */
export const SentimentPointSchema = z.object({
  index: z.number().int().min(1).describe("1 for the client's first message, 2 for the second..."),
  at: IsoDateTime,
  score: z.number().min(0).max(1),
});
export type SentimentPoint = z.infer<typeof SentimentPointSchema>;

export const AnalysisAlertSchema = z.object({
  _id: IdSchema,
  kind: z.string(),
  level: RiskLevelSchema,
  status: AlertStatusSchema,
  createdAt: IsoDateTime,
  acknowledgedAt: IsoDateTime.nullable(),
  resolvedAt: IsoDateTime.nullable(),
  resolutionNote: z.string().nullable(),
});
export type AnalysisAlert = z.infer<typeof AnalysisAlertSchema>;

/** GET /ai-coaching/conversations/{id}/analysis: what a conversation shows its client's coach, its words left out. */
export const ConversationAnalysisSchema = z.object({
  conversationId: IdSchema,
  clientId: IdSchema,
  clientName: z.string(),
  title: z.string(),
  status: AiConversationStatusSchema,
  methodology: MethodologySchema,
  stage: z.string().describe('The stage the conversation is in now'),
  stages: z.array(z.string()).describe("The methodology's stages in order"),
  stagesReached: z.array(z.string()).describe('The stages the AI coach worked in, in the order first reached'),
  sentiment: z.object({ overall: z.number().min(0).max(1), points: z.array(SentimentPointSchema) }),
  engagement: z.object({ level: EngagementSchema, score: z.number().min(0).max(1) }),
  messageCount: z.number().int(),
  lastActivity: IsoDateTime,
  summary: z.string(),
  keyInsights: z.array(z.string()),
  actionItems: z.array(ActionItemSchema),
  flagged: z.boolean(),
  safetyHold: z.boolean(),
  alerts: z.array(AnalysisAlertSchema).describe('Every safety alert the conversation raised, newest first'),
});
export type ConversationAnalysis = z.infer<typeof ConversationAnalysisSchema>;
