import type {
  ActionItemStatus,
  AiConfig,
  AiConversationStatus,
  Engagement,
  Guardrails,
  MessageMetadata,
  MessageRole,
  Methodology,
  RiskCategory,
  RiskLevel,
} from '@coaching/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * After a crisis the AI holds its coaching ('hold') until the client says they are safe or their coach
 * reviews the alert; after a concern it has asked the client directly ('asked'), and their answer decides.
 */
export type ConversationSafetyState = { status: 'hold' | 'asked'; category: RiskCategory; since: string };

/**
 * A conversation with the AI coach. user_id is whoever talks with it (a client, or a coach trying their
 * assistant); the client's coach is read from users.coach_id when needed, never copied here.
 * The analytics columns are kept up to date with every message so lists need not read messages.
 */
export const aiConversations = pgTable(
  'ai_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /**
     * Created without a title: until the first message arrives the title is derived (goal, focus areas,
     * default); that message then names the conversation, and this is cleared.
     */
    titleFromFirstMessage: boolean('title_from_first_message').notNull().default(false),
    status: text('status').$type<AiConversationStatus>().notNull().default('active'),
    methodology: text('methodology').$type<Methodology>().notNull(),
    stage: text('stage').notNull().default(''),
    focusAreas: jsonb('focus_areas').$type<string[]>().notNull().default([]),
    goals: jsonb('goals').$type<string[]>().notNull().default([]),
    aiConfig: jsonb('ai_config').$type<AiConfig>().notNull(),
    keyInsights: jsonb('key_insights').$type<string[]>().notNull().default([]),
    summary: text('summary').notNull().default(''),
    flagged: boolean('flagged').notNull().default(false),
    /** Where the conversation stands after a risk was recognised; null while it is ordinary coaching. */
    safetyState: jsonb('safety_state').$type<ConversationSafetyState>(),
    rating: integer('rating'),
    nextSessionFocus: text('next_session_focus'),
    messageCount: integer('message_count').notNull().default(0),
    sentiment: real('sentiment').notNull().default(0.5),
    engagement: text('engagement').$type<Engagement>().notNull().default('medium'),
    engagementScore: real('engagement_score').notNull().default(0.5),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  // Lists are per user, newest activity first (id breaks ties): the index hands them over in order.
  // The platform's analytics count conversations and messages by when they began, over a period.
  // The admin's oversight lists everyone's, latest activity first, and those flagged by the safety screen.
  (t) => [
    index('ai_conversations_user_id_last_activity_idx').on(t.userId, t.lastActivityAt, t.id),
    index('ai_conversations_created_at_idx').on(t.createdAt),
    index('ai_conversations_last_activity_idx').on(t.lastActivityAt, t.id),
    index('ai_conversations_flagged_last_activity_idx').on(t.lastActivityAt, t.id).where(sql`${t.flagged}`),
  ],
);

export const aiMessages = pgTable(
  'ai_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => aiConversations.id, { onDelete: 'cascade' }),
    role: text('role').$type<MessageRole>().notNull(),
    content: text('content').notNull(),
    metadata: jsonb('metadata').$type<MessageMetadata>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ai_messages_conversation_id_created_at_idx').on(t.conversationId, t.createdAt), index('ai_messages_created_at_idx').on(t.createdAt)],
);

export const aiActionItems = pgTable(
  'ai_action_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => aiConversations.id, { onDelete: 'cascade' }),
    item: text('item').notNull(),
    status: text('status').$type<ActionItemStatus>().notNull().default('pending'),
    deadline: timestamp('deadline', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ai_action_items_conversation_id_idx').on(t.conversationId)],
);

/**
 * A safety concern raised in a conversation, for the client's coach and admins (coach-insights). It
 * outlives the conversation: a client who deletes the chat must not erase the alert, so the link is
 * set to null and the alert keeps who, what and when.
 */
export const aiConversationAlerts = pgTable(
  'ai_conversation_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id').references(() => aiConversations.id, { onDelete: 'set null' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    level: text('level').$type<RiskLevel>().notNull().default('crisis'),
    excerpt: text('excerpt').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedBy: uuid('acknowledged_by').references(() => users.id, { onDelete: 'set null' }),
    /** Closed by the coach or an admin once followed up, with what was done. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolutionNote: text('resolution_note'),
  },
  // The admin's oversight counts each conversation's alerts, and the Conversations badge the open ones.
  (t) => [
    index('ai_conversation_alerts_user_id_idx').on(t.userId, t.createdAt),
    index('ai_conversation_alerts_created_at_idx').on(t.createdAt),
    index('ai_conversation_alerts_conversation_id_idx').on(t.conversationId),
    index('ai_conversation_alerts_open_idx').on(t.createdAt).where(sql`${t.acknowledgedAt} is null and ${t.resolvedAt} is null`),
  ],
);

/** How one user's AI coach behaves, set by their coach; defaults apply while there is no row. */
export const aiGuardrails = pgTable('ai_guardrails', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  guardrails: jsonb('guardrails').$type<Guardrails>().notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type AiConversationRow = typeof aiConversations.$inferSelect;
export type AiMessageRow = typeof aiMessages.$inferSelect;
export type AiActionItemRow = typeof aiActionItems.$inferSelect;
export type AiConversationAlertRow = typeof aiConversationAlerts.$inferSelect;
