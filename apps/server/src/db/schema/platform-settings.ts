import { check, integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * The platform's settings (issue 20, /admin/settings and /admin/ai-settings): one row. `settings` holds
 * what an admin changed, validated by the contract's schema on the way in and merged over the defaults on
 * the way out, so that a setting added later needs no migration and an installation that never changed
 * anything has no row at all.
 */
export const platformSettings = pgTable(
  'platform_settings',
  {
    id: integer('id').primaryKey().default(1),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by'),
  },
  (t) => [check('platform_settings_single_row', sql`${t.id} = 1`)],
);
