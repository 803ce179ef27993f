import { z } from 'zod';
import {
  AI_CHAT_LIMITS,
  AI_CONFIG_LIMITS,
  AI_DEFAULTS,
  COACHING_METHODOLOGIES,
  COACHING_STYLES,
  GUARDRAIL_DEFAULTS,
  GUARDRAIL_OPTIONS,
  SENTIMENT_EMOJI_THRESHOLDS,
  TOKENS_PER_CHARACTER,
} from './constants.js';
import { IdSchema } from './envelope.js';
import { AI_COACHING_MESSAGES } from './messages.js';

/** The AI coach of spec sections 2-4 and 7 (AI coaching, AI): conversations, messages, guardrails, stats. */

const IsoDateTime = z.iso.datetime({ offset: true });

export const MethodologySchema = z.enum(COACHING_METHODOLOGIES, { error: AI_COACHING_MESSAGES.methodologyInvalid });
export type Methodology = z.infer<typeof MethodologySchema>;

export const EngagementSchema = z.enum(['low', 'medium', 'high']);
export type Engagement = z.infer<typeof EngagementSchema>;

export const AiConversationStatusSchema = z.enum(['active', 'paused', 'completed', 'archived']);
export type AiConversationStatus = z.infer<typeof AiConversationStatusSchema>;

/** Roles of spec section 3; an AI conversation holds client, ai_coach and system messages. */
export const MessageRoleSchema = z.enum(['user', 'assistant', 'coach', 'client', 'ai', 'ai_coach', 'system']);
export type MessageRole = z.infer<typeof MessageRoleSchema>;

export const MessageTypeSchema = z.enum(['text', 'coaching_query', 'ai_response', 'safety_response', 'system']);
export type MessageType = z.infer<typeof MessageTypeSchema>;

/** The risks the safety screen recognises (spec section 3 safetyFlag; C-SSRS for suicide). */
export const RISK_CATEGORIES = ['suicide', 'self_harm', 'harm_to_others', 'abuse', 'medical_emergency'] as const;
export const RiskCategorySchema = z.enum(RISK_CATEGORIES);
export type RiskCategory = z.infer<typeof RiskCategorySchema>;
/** crisis: someone may be hurt, soon or now. concern: a real but ambiguous signal; the AI asks directly. */
export const RiskLevelSchema = z.enum(['crisis', 'concern']);
export type RiskLevel = z.infer<typeof RiskLevelSchema>;

export const MessageMetadataSchema = z.object({
  tokens: z.number().int().describe('Estimated tokens: 0.75 x length, rounded up'),
  processingTime: z.number().int().describe('Milliseconds the reply took (0 for client messages)'),
  sentiment: z.number().min(0).max(1).describe('0 very negative, 0.5 neutral, 1 very positive'),
  messageType: MessageTypeSchema,
  confidence: z.number().min(0).max(1).optional(),
  error: z.boolean().optional(),
  insightIdentified: z.boolean().optional(),
  questionType: z.string().optional().describe('open, scaling, miracle, exception, reflective...'),
  stage: z.string().optional().describe('The methodology stage the reply works in, e.g. GROW Reality'),
  incomplete: z.boolean().optional().describe('The stream was cut short; this is what arrived'),
  safetyFlag: z.string().optional().describe('Set on a safety reply: the kind of risk that was recognised'),
  safetyLevel: RiskLevelSchema.optional().describe('Set on a safety reply to a risk: crisis, or concern (the AI asked the client directly)'),
  coachAlerted: z
    .boolean()
    .optional()
    .describe("Set on a safety reply to a risk: true only when the client's coach got an alert (false when there is no coach to tell)"),
  refused: z
    .boolean()
    .optional()
    .describe("Set on a safety reply that declined to reveal the AI's setup or other people's data; no one is alerted"),
});
export type MessageMetadata = z.infer<typeof MessageMetadataSchema>;

export const AiMessageSchema = z.object({
  _id: IdSchema,
  role: MessageRoleSchema,
  content: z.string(),
  timestamp: IsoDateTime,
  metadata: MessageMetadataSchema,
});
export type AiMessage = z.infer<typeof AiMessageSchema>;

export const ActionItemStatusSchema = z.enum(['pending', 'in_progress', 'completed']);
export type ActionItemStatus = z.infer<typeof ActionItemStatusSchema>;

export const ActionItemSchema = z.object({
  _id: IdSchema,
  item: z.string(),
  status: ActionItemStatusSchema,
  deadline: IsoDateTime.nullable(),
  createdAt: IsoDateTime,
});
export type ActionItem = z.infer<typeof ActionItemSchema>;

export const SessionSummarySchema = z.object({
  keyInsights: z.array(z.string()),
  actionItems: z.array(ActionItemSchema),
  summary: z.string().describe('A few sentences on what the conversation covered'),
});
export type SessionSummary = z.infer<typeof SessionSummarySchema>;

export const ConversationAnalyticsSchema = z.object({
  totalMessages: z.number().int(),
  conversationLength: z.number().int().describe('Minutes from the first to the last message'),
  averageMessageLength: z.number().int().describe('Characters per client message'),
  avgEngagementScore: z.number().min(0).max(1),
  sentiment: z.number().min(0).max(1).describe('Mean sentiment of the client messages'),
  engagement: EngagementSchema,
  lastActivity: IsoDateTime,
  clientSatisfactionRating: z.number().int().nullable(),
});
export type ConversationAnalytics = z.infer<typeof ConversationAnalyticsSchema>;

export const GuardrailsSchema = z.object({
  communicationStyle: z.enum(GUARDRAIL_OPTIONS.communicationStyles),
  responseLength: z.enum(GUARDRAIL_OPTIONS.responseLengths),
  sessionGoals: z.array(z.string().trim().min(1).max(200)).max(20),
  topicBoundaries: z.array(z.string().trim().min(1).max(200)).max(20).describe('Topics the AI coach stays away from'),
  personalityTraits: z.array(z.string().trim().min(1).max(100)).max(10),
  sessionFrequency: z.enum(GUARDRAIL_OPTIONS.sessionFrequencies),
  focusAreas: z.array(z.string().trim().min(1).max(100)).max(20),
});
export type Guardrails = z.infer<typeof GuardrailsSchema>;
export const UpdateGuardrailsBodySchema = GuardrailsSchema.partial();

export function defaultGuardrails(): Guardrails {
  return {
    communicationStyle: GUARDRAIL_DEFAULTS.communicationStyle,
    responseLength: GUARDRAIL_DEFAULTS.responseLength,
    sessionGoals: [...GUARDRAIL_DEFAULTS.sessionGoals],
    topicBoundaries: [],
    personalityTraits: [...GUARDRAIL_DEFAULTS.personalityTraits],
    sessionFrequency: GUARDRAIL_DEFAULTS.sessionFrequency,
    focusAreas: [],
  };
}

/**
 * Per-conversation model settings (PUT /ai/config/{id}); spec section 5 limits. The owner may change
 * only coaching_style; the other settings belong to the client's coach and admins.
 */
export const AiConfigSchema = z.object({
  temperature: z.number().min(AI_CONFIG_LIMITS.temperature.min).max(AI_CONFIG_LIMITS.temperature.max),
  maxTokens: z
    .number()
    .int()
    .min(AI_CONFIG_LIMITS.maxTokens.min)
    .max(AI_CONFIG_LIMITS.maxTokens.max)
    .describe('Upper bound on a reply, in estimated tokens (0.75 x length, rounded up)'),
  coaching_style: z
    .enum(COACHING_STYLES)
    .describe("How the AI coaches; it sets the conversation's methodology: directive GROW, non-directive ICF, cognitive-behavioral transformational"),
  systemPrompt: z
    .string()
    .max(4_000)
    .optional()
    .describe("Extra instructions from the client's coach, added to the built prompt; only the coach or an admin may set it"),
});
export type AiConfig = z.infer<typeof AiConfigSchema>;
export function defaultAiConfig(): AiConfig {
  return { temperature: AI_DEFAULTS.temperature, maxTokens: AI_DEFAULTS.maxTokens, coaching_style: AI_DEFAULTS.coachingStyle };
}
export const UpdateAiConfigBodySchema = z.object({ config: AiConfigSchema.partial() });

export const AiConversationSchema = z.object({
  _id: IdSchema,
  title: z.string(),
  status: AiConversationStatusSchema,
  isAICoaching: z.literal(true),
  clientId: IdSchema,
  coachId: IdSchema.nullable(),
  focusAreas: z.array(z.string()),
  goals: z.array(z.string()),
  coachingContext: z.object({
    focusAreas: z.array(z.string()),
    methodology: MethodologySchema,
    stage: z.string().describe('Where the conversation is in the methodology, e.g. Goal, Reality, Options, Will'),
  }),
  aiConfig: AiConfigSchema,
  sessionSummary: SessionSummarySchema,
  analytics: ConversationAnalyticsSchema,
  flagged: z.boolean().describe('A safety concern was recognised; the coach has been alerted'),
  safetyHold: z
    .boolean()
    .describe('After a crisis the AI does not coach until the client says they are safe or their coach reviews the alert'),
  rating: z.number().int().nullable(),
  nextSessionFocus: z.string().nullable(),
  messages: z.array(AiMessageSchema).describe('Present when one conversation is fetched; empty in lists'),
  transcript: z
    .enum(['full', 'summary'])
    .describe(
      "What the reader may see. 'summary' when the client keeps their AI transcripts from their coach (privacy shareProgressWithCoach off): messages are then empty, the summary, insights, action items and analytics stay",
    ),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  completedAt: IsoDateTime.nullable(),
});
export type AiConversation = z.infer<typeof AiConversationSchema>;

const FocusAreaListSchema = z.array(z.string().trim().min(1).max(100)).max(10);

export const CreateAiConversationBodySchema = z.object({
  title: z.string().trim().max(AI_CHAT_LIMITS.titleMaxLength).default(''),
  focusAreas: FocusAreaListSchema.default([]),
  goals: z.array(z.string().trim().min(1).max(300)).max(10).default([]),
  methodology: MethodologySchema.optional().describe(
    "Defaults to the coaching style of the client's most recent AI conversation (which their coach may have set), else solution-focused",
  ),
});
export type CreateAiConversationBody = z.input<typeof CreateAiConversationBodySchema>;

export const AiConversationListQuerySchema = z.object({
  status: AiConversationStatusSchema.optional(),
  clientId: IdSchema.optional().describe("For a coach or admin: one client's conversations"),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const AiConversationListSchema = z.object({
  conversations: z.array(AiConversationSchema),
  pagination: z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int() }),
});
export type AiConversationList = z.infer<typeof AiConversationListSchema>;

const MessageContentSchema = z
  .string({ error: AI_COACHING_MESSAGES.messageRequired })
  .trim()
  .min(1, { error: AI_COACHING_MESSAGES.messageRequired, abort: true })
  .max(AI_CHAT_LIMITS.messageMaxLength, { error: AI_COACHING_MESSAGES.messageTooLong });

export const SendAiMessageBodySchema = z.object({
  content: MessageContentSchema,
  messageType: z.enum(['text', 'coaching_query']).default('text'),
});
export type SendAiMessageBody = z.input<typeof SendAiMessageBodySchema>;
export const StreamAiMessageBodySchema = z.object({ content: MessageContentSchema });

/** POST .../messages answers both stored messages: the client's, and the AI's reply (data.message). */
export const SendAiMessageResultSchema = z.object({ message: AiMessageSchema, userMessage: AiMessageSchema, conversation: AiConversationSchema });

/** The SSE stream: `data: {"chunk": "..."}` lines, then one `data: {"done": true, "message": ...}` line. */
export const StreamChunkEventSchema = z.object({ chunk: z.string() });
export const StreamDoneEventSchema = z.object({ done: z.literal(true), message: AiMessageSchema, userMessage: AiMessageSchema });
export const StreamErrorEventSchema = z.object({ error: z.object({ message: z.string(), code: z.string() }), userMessage: AiMessageSchema.optional() });

export const UpdateAiContextBodySchema = z.object({
  focusAreas: FocusAreaListSchema.optional(),
  goals: z.array(z.string().trim().min(1).max(300)).max(10).optional(),
  methodology: MethodologySchema.optional(),
});

export const AddActionItemBodySchema = z.object({
  item: z.string().trim().min(1, { error: AI_COACHING_MESSAGES.actionItemRequired }).max(500),
  deadline: z.union([IsoDateTime, z.iso.date()]).nullish(),
  status: ActionItemStatusSchema.default('pending'),
});
export const UpdateActionItemBodySchema = z.object({ status: ActionItemStatusSchema });

export const CompleteAiSessionBodySchema = z.object({
  rating: z.number({ error: AI_COACHING_MESSAGES.ratingRequired }).int().min(1, { error: AI_COACHING_MESSAGES.ratingRequired }).max(5),
  nextSessionFocus: z.string().trim().max(500).default(''),
});

export const UpdateSessionAnalyticsBodySchema = z.object({
  messageCount: z.number().int().min(0).optional(),
  timestamp: IsoDateTime.optional(),
});
/** Session analytics of spec section 3, with the time of the last message. */
export const SessionAnalyticsSchema = z.object({
  messageCount: z.number().int(),
  sessionDuration: z.number().int().describe('Whole minutes from the first to the last message'),
  sentimentScore: z.number().min(0).max(1).describe("Mean sentiment of the client's messages"),
  engagementLevel: EngagementSchema,
  lastActivity: IsoDateTime,
});
export type SessionAnalytics = z.infer<typeof SessionAnalyticsSchema>;

export const ExportQuerySchema = z.object({ format: z.enum(['text', 'json']).default('json') });

export const PROGRESS_SCORE_PARTS = ['actionItems', 'sentiment', 'rating'] as const;
/** One part of the overall progress score: what it measures, how it stands and how much it counts. */
export const ProgressScorePartSchema = z.object({
  part: z
    .enum(PROGRESS_SCORE_PARTS)
    .describe("actionItems: share of action items completed; sentiment: mean sentiment of the client's messages; rating: mean session rating, 1-5 mapped onto 0-100"),
  score: z.number().int().min(0).max(100),
  weight: z.number().int().min(0).max(100).describe('Its share of overallScore in percent; the weights of the parts listed add up to 100'),
});
export type ProgressScorePart = z.infer<typeof ProgressScorePartSchema>;

export const AiStatsSchema = z.object({
  totalAIConversations: z.number().int(),
  activeConversations: z.number().int(),
  totalMessages: z.number().int(),
  lastAISession: IsoDateTime.nullable(),
  coachingGoals: z.array(z.string()),
  actionItems: z.array(ActionItemSchema.extend({ conversationId: IdSchema, conversationTitle: z.string() })),
  progressMetrics: z.object({
    overallScore: z.number().int().min(0).max(100),
    averageSentiment: z.number().min(0).max(1),
    completedActionItems: z.number().int(),
    totalActionItems: z.number().int(),
    averageRating: z.number().min(1).max(5).nullable().describe('Mean rating of the rated completed sessions; null when none is rated'),
    scoreParts: z.array(ProgressScorePartSchema).describe('What overallScore is made of; a part with nothing to measure yet is left out'),
  }),
});
export type AiStats = z.infer<typeof AiStatsSchema>;

export const ConversationAlertSchema = z.object({
  _id: IdSchema,
  conversationId: IdSchema.nullable().describe('null once the client has deleted the conversation; the alert stays'),
  clientId: IdSchema,
  clientName: z.string(),
  kind: z.string().describe('suicide, self_harm, harm_to_others, abuse, medical_emergency'),
  level: RiskLevelSchema.describe('crisis (urgent) or concern (lower priority: the AI asked the client whether they are safe)'),
  excerpt: z.string().describe('The start of the message that raised the alert'),
  createdAt: IsoDateTime,
  acknowledgedAt: IsoDateTime.nullable().optional().describe('When the coach (or an admin) acknowledged it; null until then'),
  resolvedAt: IsoDateTime.nullable().optional().describe('When it was followed up and closed; null until then'),
});
export type ConversationAlert = z.infer<typeof ConversationAlertSchema>;
export const ReviewAlertResultSchema = z.object({
  alert: ConversationAlertSchema.extend({ reviewedAt: IsoDateTime }),
});
/** A client of the coach whose AI conversations saw activity in the last 30 days. */
export const ActiveAiClientSchema = z.object({ clientId: IdSchema, clientName: z.string(), lastActivity: IsoDateTime });
export type ActiveAiClient = z.infer<typeof ActiveAiClientSchema>;
export const CoachAiInsightsSchema = z.object({
  totalClientAISessions: z.number().int(),
  activeClients: z
    .array(ActiveAiClientSchema)
    .describe('Every active AI client, most recent activity first; their number is the count, the dashboard lists the first LIST_LIMITS.activeAiClients'),
  conversationAlerts: z.array(ConversationAlertSchema).describe('Whatever the coach settings: safety alerts always reach the coach'),
  summaryReports: z
    .array(z.object({ conversationId: IdSchema, clientId: IdSchema, clientName: z.string(), title: z.string(), summary: z.string(), updatedAt: IsoDateTime }))
    .describe('Empty for a coach who turned aiAssistance.clientInsights off'),
});
export type CoachAiInsights = z.infer<typeof CoachAiInsightsSchema>;

export const CoachingSuggestionSchema = z.object({
  content: z.string(),
  type: z.string().describe('question, reflection, action, resource'),
  priority: z.enum(['high', 'medium', 'low']),
});
export const SentimentAnalysisSchema = z.object({
  overall: z.number().min(0).max(1),
  label: z.enum(['positive', 'neutral', 'negative']),
  trend: z.array(z.object({ messageId: IdSchema, sentiment: z.number().min(0).max(1), timestamp: IsoDateTime })),
  engagement: EngagementSchema,
});

/** Spec section 4: above 0.6 happy, above 0.4 neutral, otherwise sad. */
export function sentimentMood(score: number): 'happy' | 'neutral' | 'sad' {
  if (score > SENTIMENT_EMOJI_THRESHOLDS.happy) return 'happy';
  if (score > SENTIMENT_EMOJI_THRESHOLDS.neutral) return 'neutral';
  return 'sad';
}

/** Estimated tokens of a message (spec section 5). */
export function estimateTokens(content: string): number {
  return Math.ceil(content.length * TOKENS_PER_CHARACTER);
}

/** Path of one action item of a conversation. */
export const ActionItemParamsSchema = z.object({ id: IdSchema, itemId: IdSchema });

/** The `data` of the AI coaching replies that carry one object under a name (spec section 7 reads data.conversation). */
export const AiConversationResultSchema = z.object({ conversation: AiConversationSchema });

/** One read of the client's AI transcript by someone else (GET /ai-coaching/transcript-reads): who, which conversation, how, when. */
export const TranscriptReadSchema = z.object({
  _id: IdSchema,
  reader: z.object({ _id: IdSchema.nullable(), firstName: z.string(), lastName: z.string(), role: z.string() }),
  conversationId: IdSchema,
  conversationTitle: z.string(),
  kind: z.enum(['transcript', 'export']).describe('transcript: read on screen; export: downloaded'),
  readAt: IsoDateTime,
});
export type TranscriptRead = z.infer<typeof TranscriptReadSchema>;
export const TranscriptReadListSchema = z.object({ reads: z.array(TranscriptReadSchema) });
export const ActionItemResultSchema = z.object({ actionItem: ActionItemSchema });
export const GuardrailsResultSchema = z.object({ guardrails: GuardrailsSchema });
export type CoachingSuggestion = z.infer<typeof CoachingSuggestionSchema>;
export const CoachingSuggestionsResultSchema = z.object({ suggestions: z.array(CoachingSuggestionSchema) });
export type SentimentAnalysis = z.infer<typeof SentimentAnalysisSchema>;

/** GET /ai-coaching/summary/{id}: the session summary with the methodology stage it has reached. */
export const AiConversationSummarySchema = SessionSummarySchema.extend({
  stage: z.string(),
  methodology: MethodologySchema,
});
export type AiConversationSummary = z.infer<typeof AiConversationSummarySchema>;

/** POST /ai/suggestions/{id} takes no fields; a body, if sent, is ignored. */
export const CoachingSuggestionsBodySchema = z.looseObject({}).nullish();

/** Speaker labels of the text export (spec section 6: 'You' on the client's side, Client for the coach). */
export const AI_TRANSCRIPT_LABELS = {
  you: 'You',
  client: 'Client',
  aiCoach: 'AI Coach',
  system: 'System',
  title: 'AI coaching conversation',
  methodology: 'Methodology',
  exported: 'Exported',
} as const;
