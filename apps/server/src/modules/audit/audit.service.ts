import type { AuditAction, AuditEntry, AuditList, AuditListQuery, AuditTargetType } from '@coaching/contract';
import type { AccessPolicy, Caller } from '../../access/index.js';
import type { Clock } from '../../platform.js';
import type { Actor } from './actor.js';
import type { AuditEntryRow, AuditRepository } from './audit.repository.js';

export type { Actor };

export type AuditRecord = {
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

function toEntry({ entry, actor }: AuditEntryRow): AuditEntry {
  return {
    _id: entry.id,
    at: entry.at.toISOString(),
    action: entry.action,
    actor: { _id: entry.actorId, username: actor?.username ?? '', firstName: actor?.profile.firstName ?? '', lastName: actor?.profile.lastName ?? '', role: entry.actorRole },
    targetType: entry.targetType,
    targetId: entry.targetId,
    ip: entry.ip,
    before: entry.before,
    after: entry.after,
  };
}

/**
 * The audit log (issue 20): every admin action appended, in the transaction of the action itself (a
 * change that rolls back leaves no entry, and no change goes unrecorded); read by admins with audit.view.
 */
export function createAuditService(deps: { audit: AuditRepository; policy: AccessPolicy; clock: Clock }) {
  const { audit, policy, clock } = deps;
  return {
    async record(actor: Actor, record: AuditRecord): Promise<void> {
      await audit.append({ ...record, at: clock(), actorId: actor.userId, actorRole: actor.role, ip: actor.ip ?? null });
    },

    /** GET /admin/audit: newest first, filtered by actor, action or target. */
    async list(caller: Caller, query: AuditListQuery): Promise<AuditList> {
      await policy.requireAttempt(caller, 'audit.read');
      const { rows, total } = await audit.page(query);
      return { entries: rows.map(toEntry), pagination: { page: query.page, limit: query.limit, total, pages: Math.ceil(total / query.limit) } };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;

/** The fields that differ between two views of a record, as they were and as they became; null when none did. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  if (keys.length === 0) return null;
  return { before: Object.fromEntries(keys.map((key) => [key, before[key]])), after: Object.fromEntries(keys.map((key) => [key, after[key]])) };
}
