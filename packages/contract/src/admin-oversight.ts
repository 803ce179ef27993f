import { z } from 'zod';
import { OversightAlertSchema } from './ai-oversight.js';
import { USER_LIST_PAGE_SIZE, USER_LIST_PAGE_SIZE_OPTIONS } from './constants.js';
import { CONVERSATION_STATUSES } from './conversations.js';
import { IdSchema } from './envelope.js';
import { USER_ADMIN_MESSAGES } from './messages.js';
import { PaginationSchema } from './admin.js';
import { RoleSchema } from './users.js';

/**
 * Conversation oversight of the admin side (issue 20, /admin/conversations): every conversation between a
 * client and a coach and every AI coaching conversation, with who, when, how much and the safety flags;
 * a transcript opened by an admin with conversations.oversee, each opening audited.
 */

const IsoDateTime = z.iso.datetime({ offset: true });

export const OVERSIGHT_CONVERSATION_KINDS = ['human', 'ai'] as const;
export const OversightConversationKindSchema = z.enum(OVERSIGHT_CONVERSATION_KINDS);
export type OversightConversationKind = z.infer<typeof OversightConversationKindSchema>;

/** How many messages one transcript reply holds at most: the latest ones, with `truncated` set when there were more. */
export const OVERSIGHT_TRANSCRIPT_LIMIT = 1000;

const PageSizeSchema = z.coerce
  .number({ error: USER_ADMIN_MESSAGES.pageSizeInvalid })
  .int({ error: USER_ADMIN_MESSAGES.pageSizeInvalid })
  .refine((size) => (USER_LIST_PAGE_SIZE_OPTIONS as readonly number[]).includes(size), { error: USER_ADMIN_MESSAGES.pageSizeInvalid });

const BooleanParamSchema = z.enum(['true', 'false']).transform((value) => value === 'true');

export const OversightConversationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: PageSizeSchema.default(USER_LIST_PAGE_SIZE).describe('10, 25, 50 or 100'),
  kind: OversightConversationKindSchema.optional().describe('human: between a client and a coach; ai: with the AI coach; both when left out'),
  flagged: BooleanParamSchema.optional().describe('true: only AI conversations flagged by the safety screen or with a safety alert not resolved'),
  status: z.enum(CONVERSATION_STATUSES).optional(),
  q: z.string().trim().max(100).optional().describe("Part of a participant's first or last name, username or email"),
});
export type OversightConversationListQuery = z.infer<typeof OversightConversationListQuerySchema>;
export type OversightConversationListParams = z.input<typeof OversightConversationListQuerySchema>;

export const OversightParticipantSchema = z.object({
  _id: IdSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: RoleSchema,
});
export type OversightParticipant = z.infer<typeof OversightParticipantSchema>;

export const OversightConversationSchema = z.object({
  _id: IdSchema,
  kind: OversightConversationKindSchema,
  title: z.string(),
  status: z.enum(CONVERSATION_STATUSES),
  participants: z.array(OversightParticipantSchema).describe('human: the client, then the coach; ai: whoever talks with the AI coach'),
  startedAt: IsoDateTime,
  lastActivityAt: IsoDateTime,
  messageCount: z.number().int(),
  flagged: z.boolean().describe('An AI conversation the safety screen flagged; always false between people'),
  safetyHold: z.boolean().describe('The AI holds its coaching after a crisis until the alert is reviewed'),
  alerts: z.object({
    open: z.number().int().describe('Safety alerts nobody has reviewed yet'),
    reviewed: z.number().int().describe('Reviewed (acknowledged) but not resolved'),
    resolved: z.number().int(),
  }),
});
export type OversightConversation = z.infer<typeof OversightConversationSchema>;

export const OversightConversationListSchema = z.object({ conversations: z.array(OversightConversationSchema), pagination: PaginationSchema });
export type OversightConversationList = z.infer<typeof OversightConversationListSchema>;

export const OversightTranscriptParamsSchema = z.object({ kind: OversightConversationKindSchema, id: IdSchema });

export const OversightTranscriptMessageSchema = z.object({
  _id: IdSchema,
  role: z.string().describe('client, coach or system between people; client, ai_coach or system with the AI coach'),
  senderName: z.string().describe("The writer's name; the AI coach and system messages have none"),
  content: z.string(),
  createdAt: IsoDateTime,
});
export type OversightTranscriptMessage = z.infer<typeof OversightTranscriptMessageSchema>;

/** GET /admin/conversations/{kind}/{id}/transcript: the conversation, its messages oldest first and, for AI, its safety alerts. */
export const OversightTranscriptSchema = z.object({
  conversation: OversightConversationSchema,
  messages: z.array(OversightTranscriptMessageSchema),
  truncated: z.boolean().describe(`More than ${OVERSIGHT_TRANSCRIPT_LIMIT} messages: the latest ones are shown`),
  alerts: z.array(OversightAlertSchema),
  readAt: IsoDateTime.describe('When this reading was recorded in the audit log'),
});
export type OversightTranscript = z.infer<typeof OversightTranscriptSchema>;

/** GET /admin/conversations/summary: what the admin shell's Conversations badge shows. */
export const OversightSummarySchema = z.object({
  openAlerts: z.number().int().describe('Safety alerts nobody has reviewed or resolved yet, platform-wide'),
  flaggedConversations: z.number().int().describe('AI conversations flagged or with an alert not resolved'),
});
export type OversightSummary = z.infer<typeof OversightSummarySchema>;
