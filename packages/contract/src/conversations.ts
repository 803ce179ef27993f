import { z } from 'zod';
import { AiConfigSchema, AiConversationSchema } from './ai-coaching.js';
import { CONVERSATION_LIMITS } from './constants.js';
import { IdSchema } from './envelope.js';
import { CONVERSATION_MESSAGES } from './messages.js';

/**
 * Conversations between a client and their coach (spec sections 3, 4 and 7 under Conversations): the
 * people's own, as opposed to the AI coach's (ai-coaching.ts).
 */

const IsoDateTime = z.iso.datetime({ offset: true });

/** Spec section 4: active, paused, completed, archived; DELETE archives. A new conversation is active. */
export const CONVERSATION_STATUSES = ['active', 'paused', 'completed', 'archived'] as const;
export const ConversationStatusSchema = z.enum(CONVERSATION_STATUSES, { error: CONVERSATION_MESSAGES.statusInvalid });
export type ConversationStatus = z.infer<typeof ConversationStatusSchema>;

/** Who wrote a message of a conversation between people: set by the server from the sender, never taken from the body. */
export const ConversationMessageRoleSchema = z.enum(['coach', 'client', 'system']);
export type ConversationMessageRole = z.infer<typeof ConversationMessageRoleSchema>;

export const ConversationMessageSchema = z.object({
  _id: IdSchema,
  conversationId: IdSchema,
  role: ConversationMessageRoleSchema,
  senderId: IdSchema.nullable().describe('null for system messages'),
  content: z.string(),
  timestamp: IsoDateTime,
  metadata: z.object({ messageType: z.enum(['text', 'system']) }),
});
export type ConversationMessage = z.infer<typeof ConversationMessageSchema>;

export const ConversationSchema = z.object({
  _id: IdSchema,
  title: z.string(),
  description: z.string(),
  status: ConversationStatusSchema,
  tags: z.array(z.string()),
  clientId: IdSchema,
  coachId: IdSchema,
  clientName: z.string(),
  coachName: z.string(),
  /** The name of the participant who is not the caller (for an admin, the client's). */
  otherName: z.string(),
  lastMessage: ConversationMessageSchema.nullable(),
  unreadCount: z.number().int().min(0).describe("Messages from the other participant after the caller's read marker"),
  analytics: z.object({ totalMessages: z.number().int(), clientSatisfactionRating: z.number().nullable() }),
  aiConfig: AiConfigSchema.describe(
    "How the AI assistant that suggests to the coach reads this conversation (PUT /ai/config/{id}); systemPrompt, the coach's instructions, is left out of the client's replies",
  ),
  isAICoaching: z.literal(false),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type Conversation = z.infer<typeof ConversationSchema>;

/** PUT /ai/config/{id}: the AI conversation, or the conversation between a client and their coach, that the id names. */
export const AiConfigResultSchema = z.object({ conversation: z.union([AiConversationSchema, ConversationSchema]) });
export type AiConfigResult = z.infer<typeof AiConfigResultSchema>;

const TitleSchema = z
  .string({ error: CONVERSATION_MESSAGES.titleRequired })
  .trim()
  .min(1, { error: CONVERSATION_MESSAGES.titleRequired, abort: true })
  .max(CONVERSATION_LIMITS.titleMaxLength, { error: CONVERSATION_MESSAGES.titleTooLong });
const TagsSchema = z
  .array(z.string().trim().min(1).max(CONVERSATION_LIMITS.tagMaxLength))
  .max(CONVERSATION_LIMITS.tagsMax, { error: CONVERSATION_MESSAGES.tooManyTags })
  .transform((tags) => [...new Set(tags)]);
const DescriptionSchema = z.string().trim().max(CONVERSATION_LIMITS.descriptionMaxLength, { error: CONVERSATION_MESSAGES.descriptionTooLong });

export const CreateConversationBodySchema = z.object({
  clientId: IdSchema.optional().describe("A coach names their client; a client may leave it out (or name themself): the conversation is with their coach"),
  title: TitleSchema,
  tags: TagsSchema.default([]),
  status: ConversationStatusSchema.default('active'),
  description: DescriptionSchema.default(''),
});
export type CreateConversationBody = z.input<typeof CreateConversationBodySchema>;

export const UpdateConversationBodySchema = z.object({
  title: TitleSchema.optional(),
  tags: TagsSchema.optional(),
  status: ConversationStatusSchema.optional(),
  description: DescriptionSchema.optional(),
});
export type UpdateConversationBody = z.input<typeof UpdateConversationBodySchema>;

export const CONVERSATION_SORT_FIELDS = ['updatedAt', 'createdAt', 'title'] as const;

export const ConversationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(CONVERSATION_LIMITS.pageSize),
  sortBy: z.enum(CONVERSATION_SORT_FIELDS).default('updatedAt'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
  search: z.string().trim().max(200).optional().describe('Words in the title or in any message'),
  clientId: IdSchema.optional(),
  status: ConversationStatusSchema.optional(),
});
export type ConversationListQuery = z.infer<typeof ConversationListQuerySchema>;

export const ConversationListSchema = z.object({
  conversations: z.array(ConversationSchema),
  pagination: z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int() }),
});
export type ConversationList = z.infer<typeof ConversationListSchema>;

export const ConversationMessageContentSchema = z
  .string({ error: CONVERSATION_MESSAGES.messageRequired })
  .trim()
  .min(1, { error: CONVERSATION_MESSAGES.messageRequired, abort: true })
  .max(CONVERSATION_LIMITS.messageMaxLength, { error: CONVERSATION_MESSAGES.messageTooLong });

/** `role` is accepted for the spec's callers and ignored: the server sets it from who sends. */
export const SendConversationMessageBodySchema = z.object({ content: ConversationMessageContentSchema, role: z.string().optional() });
export type SendConversationMessageBody = z.input<typeof SendConversationMessageBodySchema>;

export const ConversationMessagesQuerySchema = z.object({
  before: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, { error: CONVERSATION_MESSAGES.cursorInvalid })
    .optional()
    .describe('The nextCursor of the previous page: older messages than it'),
  limit: z.coerce.number().int().min(1).max(100).default(CONVERSATION_LIMITS.messagesPageSize),
});

/** A page of messages, newest first; nextCursor fetches the older ones (null: there are none). */
export const ConversationMessagePageSchema = z.object({ messages: z.array(ConversationMessageSchema), nextCursor: z.string().nullable() });
export type ConversationMessagePage = z.infer<typeof ConversationMessagePageSchema>;

export const SendConversationMessageResultSchema = z.object({ message: ConversationMessageSchema, conversation: ConversationSchema });

export const MarkConversationReadBodySchema = z.object({
  messageId: IdSchema.optional().describe('Read up to and including this message; absent: up to the latest'),
});

/** GET /conversations/{id}/analytics answers data.analytics in the AI conversations' shape (ConversationAnalyticsSchema), from the stored messages. */

export const ConversationExportQuerySchema = z.object({ format: z.enum(['text', 'json']).default('json') });

export const ConversationTypingBodySchema = z.object({ typing: z.boolean().default(true) });

/** The JSON export: the conversation and every message, oldest first. */
export const ConversationExportSchema = z.object({ conversation: ConversationSchema, messages: z.array(ConversationMessageSchema) });
export type ConversationExport = z.infer<typeof ConversationExportSchema>;

/** How a transcript and the screens name who wrote (issue 16): 'You' on one's own side. */
export const CONVERSATION_ROLE_LABELS = { coach: 'Coach', client: 'Client', you: 'You', aiCoach: 'AI Coach', system: 'System' } as const;
export const CONVERSATION_TRANSCRIPT_LABELS = { title: 'Conversation', between: 'Between', exported: 'Exported' } as const;
