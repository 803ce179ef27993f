import type { GoalStatus, SmartCriteria } from '@coaching/contract';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** A client's SMART goal. Progress is not stored: it is derived from the milestones when read. */
export const goals = pgTable(
  'goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    targetDate: timestamp('target_date', { withTimezone: true }).notNull(),
    status: text('status').$type<GoalStatus>().notNull().default('active'),
    completedDate: timestamp('completed_date', { withTimezone: true }),
    smartCriteria: jsonb('smart_criteria').$type<SmartCriteria>().notNull(),
    aiSuggestions: jsonb('ai_suggestions').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Goals are always read per client, newest first (id breaks ties): the index hands them over in order.
  // The admin overview's recent activity reads the newest goals of the whole platform.
  (t) => [index('goals_client_id_created_at_id_idx').on(t.clientId, t.createdAt, t.id), index('goals_created_at_idx').on(t.createdAt)],
);

/** A goal's milestones, kept in the order the client gave them (position). */
export const goalMilestones = pgTable(
  'goal_milestones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    goalId: uuid('goal_id')
      .notNull()
      .references(() => goals.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    completed: boolean('completed').notNull().default(false),
    completedDate: timestamp('completed_date', { withTimezone: true }),
    dueDate: timestamp('due_date', { withTimezone: true }),
  },
  (t) => [index('goal_milestones_goal_id_position_idx').on(t.goalId, t.position)],
);

export type GoalRow = typeof goals.$inferSelect;
export type NewGoalRow = typeof goals.$inferInsert;
export type GoalMilestoneRow = typeof goalMilestones.$inferSelect;
export type NewGoalMilestoneRow = typeof goalMilestones.$inferInsert;
