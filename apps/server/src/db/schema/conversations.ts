import type { AiConfig, ConversationMessageRole, ConversationStatus, Notification, NotificationType } from '@coaching/contract';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A conversation between a client and a coach. The two participants are fixed when it starts: a client
 * who later changes coach keeps their old conversations, with the coach they were had with.
 * message_count and last_message_at are kept with every message so that lists need not count.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    coachId: uuid('coach_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    status: text('status').$type<ConversationStatus>().notNull().default('active'),
    /**
     * How the AI assistant that suggests to the coach reads this conversation (PUT /ai/config/{id}): the
     * coaching style's methodology, and for a configured model the coach's instructions, temperature and
     * length. null until the coach sets it: the defaults apply.
     */
    aiConfig: jsonb('ai_config').$type<AiConfig>(),
    messageCount: integer('message_count').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Each participant's list, most recently updated first (id breaks ties), comes out of an index in order.
  (t) => [
    index('conversations_client_id_updated_at_idx').on(t.clientId, t.updatedAt, t.id),
    index('conversations_coach_id_updated_at_idx').on(t.coachId, t.updatedAt, t.id),
    // The platform's analytics count conversations by when they began, over a period.
    index('conversations_created_at_idx').on(t.createdAt),
    // The admin's oversight lists everyone's, latest activity first.
    index('conversations_updated_at_idx').on(t.updatedAt, t.id),
  ],
);

export type MessageKind = 'text' | 'system';

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** null for a system message, or once the sender's account is gone. */
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    role: text('role').$type<ConversationMessageRole>().notNull(),
    content: text('content').notNull(),
    kind: text('kind').$type<MessageKind>().notNull().default('text'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Pages newest first, keyed by (created_at, id).
    index('conversation_messages_conversation_created_idx').on(t.conversationId, t.createdAt, t.id),
    index('conversation_messages_created_at_idx').on(t.createdAt),
  ],
);

/** How far each participant has read a conversation: what comes after, from the other one, is unread. */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readUpTo: timestamp('read_up_to', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] })],
);

export type ConversationRow = typeof conversations.$inferSelect;
export type NewConversationRow = typeof conversations.$inferInsert;
export type ConversationMessageRow = typeof conversationMessages.$inferSelect;

/**
 * A person's notifications (the notification centre). data holds what the screens word it from; a
 * message's notification names its conversation, so that reading the conversation reads it, and so
 * that the digest rule finds the last mail sent about it.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull(),
    data: jsonb('data').$type<Notification['data']>().notNull(),
    link: text('link').notNull(),
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_id_created_at_idx').on(t.userId, t.createdAt, t.id),
    index('notifications_user_id_conversation_id_idx').on(t.userId, t.conversationId, t.mailedAt),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
