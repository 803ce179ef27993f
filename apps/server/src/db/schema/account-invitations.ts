import type { AccountInvitationStatus, LANGUAGES, Permission, Role } from '@coaching/contract';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

type Language = (typeof LANGUAGES)[number];

/**
 * An account an admin invited someone to (issue 20): the person's email, names, role and (for an admin)
 * permissions, and the hash of the link's token. At most one pending invitation per email.
 */
export const accountInvitations = pgTable(
  'account_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role').$type<Role>().notNull(),
    permissions: text('permissions').array().$type<Permission[]>().notNull().default(sql`'{}'::text[]`),
    language: text('language').$type<Language>().notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull(),
    /** pending, accepted or revoked; 'expired' is read from expires_at. */
    status: text('status').$type<Exclude<AccountInvitationStatus, 'expired'>>().notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sentCount: integer('sent_count').notNull().default(1),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    acceptedUserId: uuid('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_invitations_token_hash_key').on(t.tokenHash),
    index('account_invitations_created_at_idx').on(t.createdAt),
    uniqueIndex('account_invitations_pending_email_key')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export type AccountInvitationRow = typeof accountInvitations.$inferSelect;
