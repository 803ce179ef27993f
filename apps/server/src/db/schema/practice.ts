import type { AiConfig, Guardrails, InvitationStatus, Methodology } from '@coaching/contract';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * An invitation from a coach to a person (issue 18). Only the hash of the link's token is kept. An
 * email that belongs to a client already on the platform makes an invitation to accept (existing_user_id).
 */
export const clientInvitations = pgTable(
  'client_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coachId: uuid('coach_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    goals: jsonb('goals').$type<string[]>().notNull().default([]),
    notes: text('notes').notNull().default(''),
    tokenHash: text('token_hash').notNull(),
    existingUserId: uuid('existing_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** pending, accepted, declined or revoked; 'expired' is read from expires_at. */
    status: text('status').$type<Exclude<InvitationStatus, 'expired'>>().notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sentCount: integer('sent_count').notNull().default(1),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    acceptedUserId: uuid('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('client_invitations_token_hash_key').on(t.tokenHash),
    index('client_invitations_coach_id_idx').on(t.coachId, t.createdAt),
    index('client_invitations_email_idx').on(sql`lower(${t.email})`),
    uniqueIndex('client_invitations_pending_key')
      .on(t.coachId, sql`lower(${t.email})`)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** The model settings and context a coach chose for one client's AI coach (their guardrails are in ai_guardrails). */
export type ClientAiSettingsRecord = {
  context: string;
  frameworks: Methodology[];
  temperature: number;
  maxTokens: number;
  coachingStyle: AiConfig['coaching_style'];
};

export const clientAiSettings = pgTable('client_ai_settings', {
  clientId: uuid('client_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<ClientAiSettingsRecord>().notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A coach's AI defaults (/coach/ai-settings): what a new client of theirs starts with. */
export const coachAiDefaults = pgTable('coach_ai_defaults', {
  coachId: uuid('coach_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<ClientAiSettingsRecord & { guardrails: Guardrails }>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every read of a client's AI transcript by someone else (their coach, an admin): the client sees the log. */
export const transcriptReads = pgTable(
  'transcript_reads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id').notNull(),
    conversationTitle: text('conversation_title').notNull(),
    readerId: uuid('reader_id').references(() => users.id, { onDelete: 'set null' }),
    readerRole: text('reader_role').notNull(),
    /** transcript (the messages on screen) or export (a download). */
    kind: text('kind').$type<'transcript' | 'export'>().notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('transcript_reads_client_id_idx').on(t.clientId, t.readAt)],
);

/** One agenda item of a session plan. */
export type AgendaItem = { title: string; minutes: number };

/** A coach's reusable templates: session plans (an agenda) and message templates (a text). */
export const coachTemplates = pgTable(
  'coach_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coachId: uuid('coach_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'session_plan' | 'message'>().notNull(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    agenda: jsonb('agenda').$type<AgendaItem[]>().notNull().default([]),
    useCount: integer('use_count').notNull().default(0),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coach_templates_coach_id_idx').on(t.coachId, t.kind, t.updatedAt)],
);

/** A coach's private notes about a client (the invitation's notes to start with); the client never sees them. */
export const coachClientNotes = pgTable(
  'coach_client_notes',
  {
    coachId: uuid('coach_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notes: text('notes').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.coachId, t.clientId] })],
);

export type ClientInvitationRow = typeof clientInvitations.$inferSelect;
export type TranscriptReadRow = typeof transcriptReads.$inferSelect;
export type CoachTemplateRow = typeof coachTemplates.$inferSelect;
