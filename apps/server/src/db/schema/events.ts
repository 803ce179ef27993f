import type { UserEvent, UserEventType } from '@coaching/contract';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * The events of the per-user stream, kept so a browser that reconnects with Last-Event-ID is sent
 * what it missed. The id only grows: it is the stream's event id. Rows are pruned after a day.
 */
export const userEvents = pgTable(
  'user_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<UserEventType>().notNull(),
    event: jsonb('event').$type<UserEvent>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_events_user_id_id_idx').on(t.userId, t.id), index('user_events_created_at_idx').on(t.createdAt)],
);

export type UserEventRow = typeof userEvents.$inferSelect;
