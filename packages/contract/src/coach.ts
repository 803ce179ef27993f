import { z } from 'zod';
import type { AiDefaults } from './platform-settings.js';
import { AiConfigSchema, GuardrailsSchema, MethodologySchema, UpdateGuardrailsBodySchema, defaultGuardrails } from './ai-coaching.js';
import { AI_DEFAULTS, COACHING_STYLES, LIST_LIMITS } from './constants.js';
import { IdSchema } from './envelope.js';
import { EmailSchema, TextListSchema } from './fields.js';
import { INVITATION_MESSAGES } from './messages.js';

/**
 * The coach's practice (spec sections 2 and 3, Coach Client Management; issue 18): the coach's own
 * clients, each with what the client cards show.
 */

const IsoDateTime = z.iso.datetime({ offset: true });

export const COACH_CLIENT_STATUSES = ['all', 'active', 'inactive'] as const;
export const COACH_CLIENT_SORTS = ['lastActivity', 'createdAt', 'name'] as const;

export const CoachClientListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(LIST_LIMITS.clientsPerPage),
  status: z.enum(COACH_CLIENT_STATUSES).default('all').describe("'active': accounts in use; 'inactive': deactivated ones"),
  sortBy: z.enum(COACH_CLIENT_SORTS).default('lastActivity'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
  search: z.string().trim().max(100).optional().describe('Words of the name or email'),
});
export type CoachClientListQuery = z.infer<typeof CoachClientListQuerySchema>;

/**
 * How one client's AI coach is set up (issue 18, per-client AI configuration): the client list item's
 * aiConfig {context, communicationStyle, frameworks, guardrails} of spec section 3 with the AI config
 * form's model settings. Set by the client's coach (or an admin); the client never sees the context.
 */
export const ClientAiConfigSchema = z.object({
  context: z.string().trim().max(4_000).describe('What the AI coach should know about the client: background, situation, what to watch for'),
  communicationStyle: GuardrailsSchema.shape.communicationStyle.describe('The same as guardrails.communicationStyle'),
  frameworks: z
    .array(MethodologySchema)
    .max(4)
    .describe('Methodologies the AI coach may draw on besides the one its coaching style sets'),
  guardrails: GuardrailsSchema,
  temperature: AiConfigSchema.shape.temperature,
  maxTokens: AiConfigSchema.shape.maxTokens,
  coachingStyle: z
    .enum(COACHING_STYLES)
    .describe("Sets the methodology of the client's AI conversations, the open ones included; a new one starts in the client's own preferred style (My Profile) when they chose one"),
});
export type ClientAiConfig = z.infer<typeof ClientAiConfigSchema>;
/** Where a client's AI coach starts: the platform's AI defaults when given (an admin sets them, issue 20), else the spec's. */
export function defaultClientAiConfig(platform?: AiDefaults): ClientAiConfig {
  const guardrails = platform ? { ...platform.guardrails } : defaultGuardrails();
  return {
    context: '',
    communicationStyle: guardrails.communicationStyle,
    frameworks: [],
    guardrails,
    temperature: platform?.temperature ?? AI_DEFAULTS.temperature,
    maxTokens: platform?.maxTokens ?? AI_DEFAULTS.maxTokens,
    coachingStyle: platform?.coachingStyle ?? AI_DEFAULTS.coachingStyle,
  };
}
/** PUT /ai/config/{clientId} and PUT /coach/ai-settings: fields left out keep their value. */
export const UpdateClientAiConfigBodySchema = z.object({
  config: ClientAiConfigSchema.omit({ guardrails: true }).partial().extend({ guardrails: UpdateGuardrailsBodySchema.optional() }),
});
export type UpdateClientAiConfig = z.infer<typeof UpdateClientAiConfigBodySchema>['config'];
export const ClientAiConfigResultSchema = z.object({ aiConfig: ClientAiConfigSchema });

/** A client list item of spec section 3. */
export const CoachClientSchema = z.object({
  _id: IdSchema,
  email: z.string(),
  isActive: z.boolean(),
  profile: z.object({ firstName: z.string(), lastName: z.string(), phone: z.string(), timezone: z.string() }),
  clientSpecific: z.object({ goals: z.array(z.string()), currentChallenges: z.array(z.string()) }),
  stats: z.object({
    totalSessions: z.number().int(),
    completedSessions: z.number().int().describe('For the progress bar: completed over total'),
    activeConversations: z.number().int(),
    activeGoals: z.number().int(),
    completedGoals: z.number().int().describe('Goals the client has completed: with activeGoals, their goal completion'),
  }),
  /** The latest of their sign-in, messages, AI coaching and past sessions; null when there is none. */
  lastActivity: IsoDateTime.nullable(),
  createdAt: IsoDateTime,
  /** How the client's AI coach is set up for them (what their coach chose; the coach's defaults or the platform's until then). */
  aiConfig: ClientAiConfigSchema,
  /** The notes the coach wrote when inviting the client; '' when none. */
  notes: z.string(),
});
export type CoachClient = z.infer<typeof CoachClientSchema>;

export const CoachClientListSchema = z.object({
  clients: z.array(CoachClientSchema),
  pagination: z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int() }),
});
export type CoachClientList = z.infer<typeof CoachClientListSchema>;
export const CoachClientResultSchema = z.object({ client: CoachClientSchema });

/**
 * PUT /coach/clients/{id} (/coach/clients/{id}/edit): what the coach keeps about a client. The notes are
 * the coach's own; goals and current challenges are the client's profile lists, which coach and client
 * keep together (blank values ignored, values trimmed).
 */
export const UpdateCoachClientBodySchema = z.strictObject({
  notes: z.string().trim().max(10_000).optional(),
  goals: TextListSchema.optional(),
  currentChallenges: TextListSchema.optional(),
});
export type UpdateCoachClientBody = z.infer<typeof UpdateCoachClientBodySchema>;

/** Monday of a week in UTC (YYYY-MM-DD) and what happened in it. */
const WeekSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** GET /analytics/coach and /analytics/coach/{id}: the coach metrics of spec section 3, with the series the charts draw. */
export const CoachMetricsSchema = z.object({
  totalClients: z.number().int(),
  activeConversations: z.number().int(),
  /** Every session but the cancelled ones. */
  totalSessions: z.number().int(),
  completedSessions: z.number().int(),
  upcomingSessions: z.number().int(),
  /** The clients' satisfaction with completed sessions on the 0-5 scale of the coach's rating (1-10 halved); null before any feedback. */
  averageSessionRating: z.number().nullable(),
  ratedSessions: z.number().int(),
  series: z.object({
    /** The last 12 weeks, oldest first. */
    sessionsPerWeek: z.array(z.object({ week: WeekSchema, completed: z.number().int(), cancelled: z.number().int(), noShow: z.number().int() })),
    ratingsPerWeek: z.array(z.object({ week: WeekSchema, average: z.number().nullable(), count: z.number().int() })),
  }),
});
export type CoachMetrics = z.infer<typeof CoachMetricsSchema>;

/** A day's activity: what the client did that day, in their own timezone. */
const ActivitySchema = z.object({
  aiMessages: z.number().int().describe('Messages the client sent to the AI coach'),
  messages: z.number().int().describe('Messages the client sent in conversations with their coach'),
  sessions: z.number().int().describe('Sessions completed'),
  reflections: z.number().int(),
});
export type Activity = z.infer<typeof ActivitySchema>;

export const PROGRESS_TRENDS = ['new', 'quiet', 'rising', 'steady', 'dipping'] as const;
export const ACHIEVEMENT_TYPES = ['goal_completed', 'milestone_completed', 'session_completed', 'reflection_streak'] as const;
export const PROGRESS_DAYS = 30;

/**
 * The progress page's series (issue 19), from what is stored: days in the client's timezone. Mood and
 * confidence come from reflections, so without the client's sharing (a coach's view, privacy
 * shareProgressWithCoach off) they are null and reflections are not counted: `shared` says which.
 */
export const ClientProgressSchema = z.object({
  shared: z.boolean().describe('Whether the reflections (mood, confidence, counts) are included'),
  timezone: z.string(),
  /** The last 30 days, oldest first. engagement is the day's activities added up. */
  days: z.array(
    ActivitySchema.extend({
      date: WeekSchema.describe("YYYY-MM-DD in the client's timezone"),
      mood: z.number().nullable().describe("The day's mean mood, 1-10; null without a reflection"),
      confidence: z.number().nullable(),
      engagement: z.number().int(),
    }),
  ),
  /** The last 12 weeks (Monday, in the client's timezone), oldest first. */
  weeks: z.array(ActivitySchema.extend({ week: WeekSchema })),
  /** The latest first, at most 10. title is the goal's, milestone's or session's; days the streak's length. */
  achievements: z.array(z.object({ type: z.enum(ACHIEVEMENT_TYPES), title: z.string(), days: z.number().int().optional(), at: IsoDateTime })),
  /** Days in a row with a reflection, up to today or yesterday; 0 without. */
  reflectionStreak: z.number().int(),
  /**
   * What the encouragement banner says, from the last 7 days against the 7 before: new (nothing yet),
   * quiet (nothing this week), rising, steady or dipping (mood and confidence, else activity).
   */
  trend: z.enum(PROGRESS_TRENDS),
});
export type ClientProgress = z.infer<typeof ClientProgressSchema>;

/**
 * GET /analytics/client and /analytics/client/{id}: one client's progress from what is stored. For the
 * client themself, their coach and admins.
 */
export const ClientMetricsSchema = z.object({
  goals: z.object({
    total: z.number().int(),
    active: z.number().int(),
    completed: z.number().int(),
    /** Mean progress of the active goals, 0-100; null without any. */
    averageProgress: z.number().nullable(),
    milestonesCompleted: z.number().int(),
    milestonesTotal: z.number().int(),
  }),
  sessions: z.object({
    total: z.number().int().describe('Every session but the cancelled ones'),
    completed: z.number().int(),
    upcoming: z.number().int(),
    /** The client's satisfaction with completed sessions, 1-10; null before any feedback. */
    averageSatisfaction: z.number().nullable(),
  }),
  conversations: z.object({ active: z.number().int(), messagesSent: z.number().int() }),
  aiCoaching: z.object({
    conversations: z.number().int(),
    messages: z.number().int(),
    /** Mean sentiment of the AI conversations, -1 to 1; null without any. */
    averageSentiment: z.number().nullable(),
    lastActivity: IsoDateTime.nullable(),
  }),
  series: z.object({
    /** The last 12 weeks, oldest first: sessions completed and goal milestones completed. */
    weeks: z.array(z.object({ week: WeekSchema, sessionsCompleted: z.number().int(), milestonesCompleted: z.number().int() })),
  }),
  progress: ClientProgressSchema,
});
export type ClientMetrics = z.infer<typeof ClientMetricsSchema>;

/**
 * Invitations (issue 18, Add New Client): the coach names a person and the platform mails them a
 * link. A new person registers through it as this coach's client; an existing client without a coach
 * accepts or declines. Pending for 14 days; resent (a new link, the old one dead) or revoked.
 */
export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'revoked', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
export const INVITATION_TTL_DAYS = 14;

export const InviteClientBodySchema = z.object({
  name: z.string().trim().min(1, { error: INVITATION_MESSAGES.nameRequired }).max(200),
  email: EmailSchema,
  phone: z.string().trim().max(40).default(''),
  goals: z.array(z.string().trim().min(1).max(200)).max(20).default([]),
  notes: z.string().trim().max(2_000).default('').describe("The coach's notes about the client; never shown to the client"),
});
export type InviteClientBody = z.input<typeof InviteClientBodySchema>;

export const InvitationSchema = z.object({
  _id: IdSchema,
  email: z.string(),
  name: z.string(),
  phone: z.string(),
  goals: z.array(z.string()),
  notes: z.string(),
  status: z.enum(INVITATION_STATUSES),
  /** true when the email belongs to a client already on the platform: they accept or decline instead of registering. */
  existingUser: z.boolean(),
  expiresAt: IsoDateTime,
  sentCount: z.number().int(),
  lastSentAt: IsoDateTime,
  createdAt: IsoDateTime,
  respondedAt: IsoDateTime.nullable(),
});
export type Invitation = z.infer<typeof InvitationSchema>;
export const InvitationListSchema = z.object({ invitations: z.array(InvitationSchema) });
export const InvitationResultSchema = z.object({ invitation: InvitationSchema });

/** What the person holding an invitation link sees (GET /invitations/{token}), before signing in or registering. */
export const InvitationPreviewSchema = z.object({
  _id: IdSchema,
  coach: z.object({ _id: IdSchema, firstName: z.string(), lastName: z.string() }),
  email: z.string(),
  name: z.string(),
  status: z.enum(INVITATION_STATUSES),
  existingUser: z.boolean(),
  expiresAt: IsoDateTime,
});
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;
export const InvitationPreviewResultSchema = z.object({ invitation: InvitationPreviewSchema });
/** An invited client's answer (POST /invitations/{id}/respond); the invitation names them. */
export const RespondInvitationBodySchema = z.object({ accept: z.boolean() });
/** The invitations waiting for the signed-in client (GET /invitations/mine). */
export const ReceivedInvitationSchema = z.object({
  _id: IdSchema,
  coach: z.object({ _id: IdSchema, firstName: z.string(), lastName: z.string() }),
  expiresAt: IsoDateTime,
  createdAt: IsoDateTime,
});
export const ReceivedInvitationListSchema = z.object({ invitations: z.array(ReceivedInvitationSchema) });
