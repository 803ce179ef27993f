import type { AuditAction, AuditTargetType, Role } from '@coaching/contract';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every admin action (issue 20): who, what, on what, when, from where, and the changed fields before and
 * after. Append-only: a trigger of the migration refuses every UPDATE, DELETE and TRUNCATE. The actor is
 * kept by id without a foreign key, so that no change to the users table can ever reach an entry.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order entries were appended in: two of one request share their time. */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').notNull(),
    actorRole: text('actor_role').$type<Role>().notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    targetType: text('target_type').$type<AuditTargetType>().notNull(),
    targetId: text('target_id').notNull(),
    ip: text('ip'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  // Read newest first, alone or by actor, by action, by target.
  (t) => [
    index('audit_log_at_seq_idx').on(t.at, t.seq),
    index('audit_log_actor_id_at_seq_idx').on(t.actorId, t.at, t.seq),
    index('audit_log_action_at_seq_idx').on(t.action, t.at, t.seq),
    index('audit_log_target_id_at_seq_idx').on(t.targetId, t.at, t.seq),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;
