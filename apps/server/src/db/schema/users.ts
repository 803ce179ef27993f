import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Certification, ClientSpecific, CoachSettings, CoachSpecific, Permission, Preferences, Privacy, Profile, Role, VerificationStatus } from '@coaching/contract';

/** What a coach submitted for verification, and the admin's decision on it (issue 20). */
export type CoachVerificationRecord = {
  certifications: Certification[];
  experience: number | null;
  submittedAt: string | null;
  decidedAt: string | null;
  decidedBy: string | null;
  reason: string | null;
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<Role>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    coachId: uuid('coach_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    profile: jsonb('profile').$type<Profile>().notNull(),
    preferences: jsonb('preferences').$type<Preferences>().notNull(),
    coachSpecific: jsonb('coach_specific').$type<CoachSpecific>(),
    clientSpecific: jsonb('client_specific').$type<ClientSpecific>(),
    /** A coach's settings as saved; the defaults fill what is missing. */
    coachSettings: jsonb('coach_settings').$type<Partial<CoachSettings>>(),
    /** A client's privacy choices as saved; the defaults fill what is missing. */
    privacy: jsonb('privacy').$type<Partial<Privacy>>(),
    /** An admin's permissions (issue 20), granted by another admin; always empty for coaches and clients. */
    permissions: text('permissions').array().$type<Permission[]>().notNull().default(sql`'{}'::text[]`),
    /** A coach's verification (issue 20): pending until an admin decides; null for clients and admins. */
    verificationStatus: text('verification_status').$type<VerificationStatus>(),
    verification: jsonb('verification').$type<CoachVerificationRecord>(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** When the client deleted their account (issue 19): the row stays as an anonymous tombstone, so counts and their coach's history hold. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    index('users_coach_id_idx').on(t.coachId),
    // The admin user list (issue 20): each sort of the grid reads its page straight from one of these (or
    // the two unique ones above), a role or status filter with the default sort too.
    index('users_created_at_id_idx').on(t.createdAt, t.id),
    index('users_name_idx').on(sql`lower(${t.profile}->>'firstName')`, sql`lower(${t.profile}->>'lastName')`, t.id),
    index('users_role_created_at_id_idx').on(t.role, t.createdAt, t.id),
    index('users_is_active_created_at_id_idx').on(t.isActive, t.createdAt, t.id),
    index('users_phone_created_at_id_idx').on(sql`(${t.profile}->>'phone')`, t.createdAt, t.id),
    // The admin overview counts every account in use by role, state and month of registration: from this
    // narrow index, not the wide rows. Neither partial on deleted_at nor holding it: an index that answers the
    // user list's own predicate (deleted_at is null) drew the list's pages away from their ordered indexes.
    index('users_analytics_idx').on(t.role, t.isActive, t.createdAt),
    // The coaches waiting for verification, newest first (the grid's pending filter).
    index('users_verification_created_at_id_idx').on(t.verificationStatus, t.createdAt, t.id).where(sql`${t.verificationStatus} is not null`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
