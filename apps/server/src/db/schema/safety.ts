import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** emergency: the number for immediate danger; crisis_line: suicide and emotional crisis; abuse_line: violence at home or sexual violence. */
export type CrisisResourceKind = 'emergency' | 'crisis_line' | 'abuse_line';

/**
 * Where a person in crisis can turn, per country (ISO 3166-1 alpha-2; 'ZZ' for any country without
 * rows of its own). Data, not code: an admin can correct a number without a release.
 */
export const crisisResources = pgTable(
  'crisis_resources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    country: text('country').notNull(),
    kind: text('kind').$type<CrisisResourceKind>().notNull(),
    name: text('name').notNull(),
    /** A number to call or text, or an address for the ZZ fallback. */
    contact: text('contact').notNull(),
    url: text('url'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('crisis_resources_country_kind_key').on(t.country, t.kind)],
);

export type CrisisResourceRow = typeof crisisResources.$inferSelect;
