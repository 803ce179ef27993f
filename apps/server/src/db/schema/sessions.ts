import type { AvailabilityOverride, ClientFeedback, SessionCancellation, SessionLocation, SessionPreferences, SessionStatus } from '@coaching/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A session between a coach and a client. starts_at and ends_at are UTC instants (ends_at = starts_at
 * + duration, kept so that overlaps are one range comparison). sequence grows with every change, for
 * the calendar invitations (same UID, higher SEQUENCE: calendars update the event).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coachId: uuid('coach_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    status: text('status').$type<SessionStatus>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    duration: integer('duration').notNull(),
    location: jsonb('location').$type<SessionLocation>().notNull(),
    notes: text('notes').notNull().default(''),
    /** The notes are the AI's draft, written when the session was completed (aiAssistance.autoGenerateNotes), until the coach saves their own. */
    notesDraft: boolean('notes_draft').notNull().default(false),
    /** The session plan attached when scheduling: a copy of the template's agenda, kept as it was. */
    plan: jsonb('plan').$type<{ templateId: string | null; title: string; agenda: { title: string; minutes: number }[] }>(),
    requestedBy: text('requested_by').$type<'client' | 'coach'>().notNull(),
    feedback: jsonb('feedback').$type<ClientFeedback>(),
    cancellation: jsonb('cancellation').$type<SessionCancellation>(),
    lateReschedule: boolean('late_reschedule').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    sequence: integer('sequence').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sessions_coach_id_starts_at_idx').on(t.coachId, t.startsAt),
    index('sessions_client_id_starts_at_idx').on(t.clientId, t.startsAt),
    index('sessions_starts_at_idx').on(t.startsAt),
    // The admin's list of every session filtered by status, in start order.
    index('sessions_status_starts_at_idx').on(t.status, t.startsAt),
    // The admin overview's recent activity: the latest completed sessions.
    index('sessions_completed_at_idx').on(t.completedAt).where(sql`${t.status} = 'completed'`),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;
export type NewSessionRow = typeof sessions.$inferInsert;

/**
 * What a coach's calendar needs beyond the weekly hours of their profile (coachSpecific.availability):
 * the session preferences and the date overrides. Its row is also what a booking locks (FOR UPDATE), so
 * that two bookings of one coach are decided one after the other, on PostgreSQL and on PGlite.
 */
export const coachSchedules = pgTable('coach_schedules', {
  coachId: uuid('coach_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sessionPreferences: jsonb('session_preferences').$type<Partial<SessionPreferences>>().notNull().default({}),
  overrides: jsonb('overrides').$type<AvailabilityOverride[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Times a coach is not bookable (calendar.blockTimeSlots of spec section 3). */
export const blockedTimes = pgTable(
  'blocked_times',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coachId: uuid('coach_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    reason: text('reason').notNull().default(''),
  },
  (t) => [index('blocked_times_coach_id_starts_at_idx').on(t.coachId, t.startsAt)],
);

/**
 * The version of each person's calendar feed address. The address is a keyed hash of the person and
 * this version, so nothing secret is stored here, and replacing the address (version + 1) ends the old one.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type JobStatus = 'pending' | 'done' | 'failed';

/**
 * The durable job queue (src/jobs): work due at run_at, claimed by one instance at a time with FOR UPDATE
 * SKIP LOCKED and a lease (locked_until), done in the same transaction as its effects, so that a restart
 * or a second instance neither loses nor doubles it. dedupe_key makes scheduling the same job twice a no-op.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    status: text('status').$type<JobStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    dedupeKey: text('dedupe_key'),
    /** What the job belongs to (a session's reminders: `session:{id}`): its pending jobs can be dropped together. */
    groupKey: text('group_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx').on(t.runAt).where(sql`${t.status} = 'pending'`),
    uniqueIndex('jobs_dedupe_key_key').on(t.dedupeKey),
    index('jobs_group_key_idx').on(t.groupKey).where(sql`${t.status} = 'pending'`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
