import type { RaterRole, SkillScore } from '@coaching/contract';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** A client's daily reflection (issue 19): what they wrote, with their mood and confidence on 1-10. */
export const reflections = pgTable(
  'reflections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    mood: integer('mood').notNull(),
    confidence: integer('confidence').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Read per client, newest first, and counted per day for the progress charts.
  (t) => [index('reflections_client_id_created_at_id_idx').on(t.clientId, t.createdAt, t.id)],
);

/**
 * One rating of a client's skills, by the client or by their coach. The rater is kept by role so a
 * coach's rating stays the coach's even after the client moves on.
 */
export const skillRatings = pgTable(
  'skill_ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ratedById: uuid('rated_by_id').references(() => users.id, { onDelete: 'set null' }),
    raterRole: text('rater_role').$type<RaterRole>().notNull(),
    scores: jsonb('scores').$type<SkillScore[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('skill_ratings_client_id_created_at_idx').on(t.clientId, t.createdAt)],
);

export type ReflectionRow = typeof reflections.$inferSelect;
export type NewReflectionRow = typeof reflections.$inferInsert;
export type SkillRatingRow = typeof skillRatings.$inferSelect;
export type NewSkillRatingRow = typeof skillRatings.$inferInsert;
