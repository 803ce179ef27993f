import { z } from 'zod';
import { IdSchema } from './envelope.js';
import { AI_TOOLS_MESSAGES } from './messages.js';

/**
 * The coach's AI tools (issue 18, /coach/ai-tools): a pre-session brief for one client, a summary of
 * a conversation, and goal suggestions for a client. Each is worked out by the built-in engine, or by
 * the configured model when AI_BASE_URL is set (falling back to the built-in engine when the model
 * fails or answers unusably); `generatedBy` says which.
 */

const IsoDateTime = z.iso.datetime({ offset: true });

export const AI_TOOL_GENERATORS = ['builtin', 'model'] as const;
export const AiToolGeneratorSchema = z.enum(AI_TOOL_GENERATORS).describe("'model' when the configured model answered, else 'builtin'");
export type AiToolGenerator = z.infer<typeof AiToolGeneratorSchema>;

/** How much of a client's AI coaching their coach may read (the client's privacy choice shareProgressWithCoach). */
export const AI_TRANSCRIPT_SHARING = ['full', 'summary'] as const;

/** The most items of each list a brief or a summary holds. */
export const AI_TOOLS_LIMITS = {
  briefGoals: 10,
  briefActionItems: 10,
  briefSummaries: 5,
  briefQuestions: 6,
  summaryPoints: 6,
  goalSuggestions: 5,
  /** "Since last time" without a completed session: this many days back. */
  sinceDaysWithoutSession: 30,
} as const;

const ClientIdSchema = z.uuid({ error: AI_TOOLS_MESSAGES.clientRequired });

// --- Pre-session brief -------------------------------------------------------------------------

export const PreSessionBriefBodySchema = z.object({
  clientId: ClientIdSchema,
  sessionId: z.uuid({ error: AI_TOOLS_MESSAGES.sessionInvalid }).optional().describe('One of the coach’s sessions with this client; the brief then prepares that session'),
});
export type PreSessionBriefBody = z.input<typeof PreSessionBriefBodySchema>;

export const BriefGoalSchema = z.object({
  goalId: IdSchema,
  title: z.string(),
  status: z.string(),
  progress: z.number().int().min(0).max(100),
  progressChange: z.number().int().describe('Percentage points gained since sinceDate (milestones completed since then)'),
  milestonesDoneSince: z.number().int(),
  targetDate: IsoDateTime,
});
export type BriefGoal = z.infer<typeof BriefGoalSchema>;

export const BRIEF_ACTION_SOURCES = ['ai_coaching', 'session_notes'] as const;
export const BriefActionItemSchema = z.object({
  item: z.string(),
  source: z.enum(BRIEF_ACTION_SOURCES).describe("ai_coaching: an open action item of an AI conversation; session_notes: a commitment in the last session's notes"),
  sourceTitle: z.string().describe('The AI conversation’s title, or the session’s'),
  deadline: IsoDateTime.nullable(),
});
export type BriefActionItem = z.infer<typeof BriefActionItemSchema>;

export const BriefAiSummarySchema = z.object({
  conversationId: IdSchema,
  title: z.string(),
  summary: z.string(),
  keyInsights: z.array(z.string()),
  date: IsoDateTime,
});
export type BriefAiSummary = z.infer<typeof BriefAiSummarySchema>;

export const PreSessionBriefSchema = z.object({
  client: z.object({ _id: IdSchema, firstName: z.string(), lastName: z.string() }),
  session: z.object({ _id: IdSchema, title: z.string(), scheduledDate: IsoDateTime, duration: z.number().int() }).optional(),
  sinceDate: IsoDateTime.describe('When the last completed session with this coach ended, else 30 days ago'),
  sinceLastSession: z.boolean().describe('false when there was no completed session and sinceDate is 30 days back'),
  goals: z.array(BriefGoalSchema),
  openActionItems: z.array(BriefActionItemSchema),
  aiSummaries: z
    .array(BriefAiSummarySchema)
    .describe('Summaries, insights and action items only: never the AI transcripts, whatever the client shares'),
  transcriptSharing: z.enum(AI_TRANSCRIPT_SHARING).describe("The client's choice: 'summary' when they keep their AI transcripts from their coach"),
  lastSessionNotes: z.string().optional(),
  suggestedQuestions: z.array(z.string()),
  generatedBy: AiToolGeneratorSchema,
  generatedAt: IsoDateTime,
});
export type PreSessionBrief = z.infer<typeof PreSessionBriefSchema>;
export const PreSessionBriefResultSchema = z.object({ brief: PreSessionBriefSchema });

// --- Conversation summary ----------------------------------------------------------------------

export const ConversationSummaryBodySchema = z.object({
  conversationId: z.uuid({ error: AI_TOOLS_MESSAGES.conversationRequired }),
});
export type ConversationSummaryBody = z.input<typeof ConversationSummaryBodySchema>;

export const AI_TOOL_SENTIMENTS = ['positive', 'neutral', 'negative'] as const;
export const ConversationSummaryKindSchema = z.enum(['conversation', 'ai_conversation']);

export const ConversationSummarySchema = z.object({
  conversationId: IdSchema,
  kind: ConversationSummaryKindSchema.describe('conversation: between the coach and their client; ai_conversation: the client with the AI coach'),
  title: z.string(),
  summary: z.string(),
  keyPoints: z.array(z.string()),
  actionItems: z.array(z.string()),
  sentiment: z.enum(AI_TOOL_SENTIMENTS).describe("The client's messages overall"),
  sentimentScore: z.number().min(0).max(1).describe('0 very negative, 0.5 neutral, 1 very positive'),
  source: z
    .enum(['messages', 'stored_summary'])
    .describe("stored_summary: the client keeps their AI transcripts from their coach, so the conversation's stored summary is returned, not one made from its messages"),
  generatedBy: AiToolGeneratorSchema,
});
export type ConversationSummary = z.infer<typeof ConversationSummarySchema>;
export const ConversationSummaryResultSchema = z.object({ summary: ConversationSummarySchema });

// --- Goal suggestions --------------------------------------------------------------------------

export const GoalSuggestionsBodySchema = z.object({ clientId: ClientIdSchema });
export type GoalSuggestionsBody = z.input<typeof GoalSuggestionsBodySchema>;

export const SuggestedGoalSchema = z.object({
  title: z.string(),
  specific: z.string(),
  measurable: z.string(),
  achievable: z.string(),
  relevant: z.string(),
  timeBound: z.string(),
  category: z.string(),
  rationale: z.string().describe('Why this goal: what of the client’s it was drawn from'),
});
export type SuggestedGoal = z.infer<typeof SuggestedGoalSchema>;

export const GoalSuggestionsSchema = z.object({
  suggestions: z.array(SuggestedGoalSchema).describe('Never a duplicate of one of the client’s active goals'),
  generatedBy: AiToolGeneratorSchema,
});
export type GoalSuggestions = z.infer<typeof GoalSuggestionsSchema>;
