import { PERMISSIONS, type Permission, type UpdatePermissionsBody, type User, USER_ADMIN_MESSAGES } from '@coaching/contract';
import type { AccessPolicy } from '../../access/index.js';
import { AppError } from '../../http/app-error.js';
import { type Actor, type AuditService, changedFields } from '../audit/audit.service.js';
import { toUser } from '../users/users.mapper.js';
import type { UserRow, UsersService } from '../users/users.service.js';
import type { ActiveAdmin, UserAdminRepository } from './user-admin.repository.js';

const userNotFound = () => new AppError('NOT_FOUND', USER_ADMIN_MESSAGES.userNotFound);

/** What an admin account becomes after a change: whether it is still an active admin, and with what. */
export type AdminAfter = { activeAdmin: boolean; permissions: Permission[] };

/**
 * The one invariant every admin edit keeps: an active admin remains, and one of them may manage users
 * (else nobody could ever grant again). Asked with the active admins locked.
 */
export function requireAdminsRemain(admins: ActiveAdmin[], target: UserRow, after: AdminAfter): void {
  const others = admins.filter((admin) => admin.id !== target.id);
  const remaining = after.activeAdmin ? [...others, { id: target.id, permissions: after.permissions }] : others;
  if (remaining.length === 0) throw new AppError('CONFLICT', USER_ADMIN_MESSAGES.lastActiveAdmin);
  if (!remaining.some((admin) => admin.permissions.includes('users.manage'))) {
    throw new AppError('CONFLICT', USER_ADMIN_MESSAGES.lastPermissionManager);
  }
}

/** The permissions in the contract's order, each once. */
const canonical = (permissions: Permission[]): Permission[] => PERMISSIONS.filter((permission) => permissions.includes(permission));

export function createUserAdminService(deps: {
  policy: AccessPolicy;
  usersService: Pick<UsersService, 'findAccountById' | 'saveAdminChanges'>;
  admins: UserAdminRepository;
  auditService: Pick<AuditService, 'record'>;
}) {
  const { policy, usersService, admins, auditService } = deps;

  /** An account an admin may act on: an erased one is gone for them too. */
  async function requireAccount(userId: string): Promise<UserRow> {
    const row = await usersService.findAccountById(userId);
    if (!row || row.deletedAt !== null) throw userNotFound();
    return row;
  }

  return {
    /** PATCH /users/{id}/permissions: the whole set another admin holds from now on. */
    async setPermissions(actor: Actor, userId: string, body: UpdatePermissionsBody): Promise<User> {
      await policy.requireAttempt(actor, 'users.grant');
      const target = await requireAccount(userId);
      if (target.role !== 'admin') throw new AppError('CONFLICT', USER_ADMIN_MESSAGES.permissionsForAdminsOnly);
      if (target.id === actor.userId) throw new AppError('FORBIDDEN', USER_ADMIN_MESSAGES.cannotChangeOwnPermissions);
      const permissions = canonical(body.permissions);
      const changed = changedFields({ permissions: target.permissions }, { permissions });
      if (!changed) return toUser(target);
      if (target.isActive) requireAdminsRemain(await admins.lockActiveAdmins(), target, { activeAdmin: true, permissions });
      const saved = await usersService.saveAdminChanges(target.id, { permissions });
      await auditService.record(actor, { action: 'user.permissions_changed', targetType: 'user', targetId: target.id, ...changed });
      return toUser(saved);
    },
  };
}

export type UserAdminService = ReturnType<typeof createUserAdminService>;
