import type { AuditListQuery } from '@coaching/contract';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog, type AuditRow, type NewAuditRow } from '../../db/schema/audit.js';
import { users, type UserRow } from '../../db/schema/users.js';

/** An entry with its actor as they are now (null only if their row were ever gone). */
export type AuditEntryRow = { entry: AuditRow; actor: Pick<UserRow, 'username' | 'profile'> | null };

const whereOf = (filter: Omit<AuditListQuery, 'page' | 'limit'>): SQL | undefined =>
  and(
    filter.actorId ? eq(auditLog.actorId, filter.actorId) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.targetId ? eq(auditLog.targetId, filter.targetId) : undefined,
  );

/** A page of the log, newest first, each entry with its actor's name: the statement the audit viewer reads. */
export function auditPageQuery(db: Db, query: AuditListQuery) {
  return db
    .select({ entry: auditLog, actor: { username: users.username, profile: users.profile } })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(whereOf(query))
    .orderBy(desc(auditLog.at), desc(auditLog.seq))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
}

export function createAuditRepository(db: Db) {
  return {
    /** Appends one entry; there is no other write (the table refuses them). */
    async append(values: NewAuditRow, tx: Db = db): Promise<void> {
      await tx.insert(auditLog).values(values);
    },

    async page(query: AuditListQuery, tx: Db = db): Promise<{ rows: AuditEntryRow[]; total: number }> {
      const rows = await auditPageQuery(tx, query);
      const [counted] = await tx.select({ total: count() }).from(auditLog).where(whereOf(query));
      return { rows, total: counted?.total ?? 0 };
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
