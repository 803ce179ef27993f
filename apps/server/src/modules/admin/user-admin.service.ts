import {
  defaultClientSpecific,
  defaultCoachSpecific,
  PERMISSIONS,
  type Permission,
  type UpdatePermissionsBody,
  type UpdateUserBody,
  type User,
  USER_ADMIN_MESSAGES,
  USER_SEARCH_LIMIT,
  type UserList,
  type UserListQuery,
  type UserStats,
} from '@coaching/contract';
import type { AccessPolicy, Caller } from '../../access/index.js';
import { AppError, validationError } from '../../http/app-error.js';
import type { Clock } from '../../platform.js';
import { type Actor, type AuditService, changedFields } from '../audit/audit.service.js';
import type { AuthService } from '../auth/auth.service.js';
import { toUser } from '../users/users.mapper.js';
import { type AdminChanges, emptyVerification, type UserRow, type UsersService } from '../users/users.service.js';
import type { ActiveAdmin, UserAdminRepository } from './user-admin.repository.js';

const userNotFound = () => new AppError('NOT_FOUND', USER_ADMIN_MESSAGES.userNotFound);

/** What an admin account becomes after a change: whether it is still an active admin, and with what. */
export type AdminAfter = { activeAdmin: boolean; permissions: Permission[] };

/**
 * The one invariant every admin edit keeps: an active admin remains, and one of them may manage users
 * (else nobody could ever grant again). Asked with the active admins locked.
 */
export function requireAdminsRemain(admins: ActiveAdmin[], target: Pick<UserRow, 'id'>, after: AdminAfter): void {
  const others = admins.filter((admin) => admin.id !== target.id);
  const remaining = after.activeAdmin ? [...others, { id: target.id, permissions: after.permissions }] : others;
  if (remaining.length === 0) throw new AppError('CONFLICT', USER_ADMIN_MESSAGES.lastActiveAdmin);
  if (!remaining.some((admin) => admin.permissions.includes('users.manage'))) {
    throw new AppError('CONFLICT', USER_ADMIN_MESSAGES.lastPermissionManager);
  }
}

/** The permissions in the contract's order, each once. */
const canonical = (permissions: Permission[]): Permission[] => PERMISSIONS.filter((permission) => permissions.includes(permission));

/** The fields of the admin user form as the audit log compares them. */
const formView = (row: UserRow) => ({
  email: row.email,
  'profile.firstName': row.profile.firstName,
  'profile.lastName': row.profile.lastName,
  'profile.phone': row.profile.phone,
  'profile.bio': row.profile.bio,
});

/** Percent more (or fewer) this period than the last; 100 when the last had none and this one some. */
export function growthPercent(current: number, previous: number): number {
  if (previous === 0) return current > 0 ? 100 : 0;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

export function createUserAdminService(deps: {
  policy: AccessPolicy;
  usersService: Pick<UsersService, 'findAccountById' | 'findAccountByEmail' | 'saveAdminChanges' | 'setActive' | 'clientIdsOfCoach' | 'newCoachVerificationStatus'>;
  authService: Pick<AuthService, 'revokeSessionsOfDeactivated'>;
  admins: UserAdminRepository;
  auditService: Pick<AuditService, 'record'>;
  clock: Clock;
}) {
  const { policy, usersService, admins, auditService } = deps;

  /** An account an admin may act on: an erased one is gone for them too. */
  async function requireAccount(userId: string): Promise<UserRow> {
    const row = await usersService.findAccountById(userId);
    if (!row || row.deletedAt !== null) throw userNotFound();
    return row;
  }

  /** Takes the account's access away: its sessions end at once everywhere, and signing in is refused. */
  async function deactivate(actor: Actor, target: UserRow): Promise<UserRow> {
    if (target.id === actor.userId) throw new AppError('CONFLICT', USER_ADMIN_MESSAGES.cannotDeactivateSelf);
    if (!target.isActive) throw new AppError('CONFLICT', USER_ADMIN_MESSAGES.alreadyInactive);
    if (target.role === 'admin') requireAdminsRemain(await admins.lockActiveAdmins(), target, { activeAdmin: false, permissions: [] });
    const saved = await usersService.setActive(target.id, false);
    await deps.authService.revokeSessionsOfDeactivated(target.id);
    await auditService.record(actor, { action: 'user.deactivated', targetType: 'user', targetId: target.id, before: { isActive: true }, after: { isActive: false } });
    return saved;
  }

  async function reactivate(actor: Actor, target: UserRow): Promise<UserRow> {
    if (target.isActive) throw new AppError('CONFLICT', USER_ADMIN_MESSAGES.alreadyActive);
    const saved = await usersService.setActive(target.id, true);
    await auditService.record(actor, { action: 'user.reactivated', targetType: 'user', targetId: target.id, before: { isActive: false }, after: { isActive: true } });
    return saved;
  }

  /**
   * What a change of role changes besides the role: a new admin starts with no permissions and a former
   * one keeps none; a coach or a client gets the details of their role (a new coach waits for verification
   * as one who registers would); nobody but a client has a coach.
   */
  async function roleChanges(actor: Actor, target: UserRow, role: UserRow['role']): Promise<AdminChanges> {
    if (target.id === actor.userId) throw new AppError('CONFLICT', USER_ADMIN_MESSAGES.cannotChangeOwnRole);
    if (target.role === 'coach' && (await usersService.clientIdsOfCoach(target.id)).length > 0) {
      throw new AppError('CONFLICT', USER_ADMIN_MESSAGES.coachHasClients);
    }
    if (target.role === 'admin' && target.isActive) requireAdminsRemain(await admins.lockActiveAdmins(), target, { activeAdmin: false, permissions: [] });
    return {
      role,
      permissions: [],
      ...(role === 'coach' && !target.coachSpecific ? { coachSpecific: defaultCoachSpecific() } : {}),
      // A new coach is verified like any other who joins (issue 20); nobody else has a verification.
      ...(role === 'coach' ? { verificationStatus: usersService.newCoachVerificationStatus(), verification: emptyVerification() } : { verificationStatus: null, verification: null }),
      ...(role === 'client' && !target.clientSpecific ? { clientSpecific: defaultClientSpecific() } : {}),
      ...(role !== 'client' ? { coachId: null } : {}),
    };
  }

  return {
    /** GET /users: a page of the accounts in use, with the total (spec section 9: 25 a page, newest first). */
    async list(caller: Caller, query: UserListQuery): Promise<UserList> {
      await policy.requireAttempt(caller, 'users.read');
      const { rows, total } = await admins.page(query);
      return { users: rows.map(toUser), pagination: { page: query.page, limit: query.limit, total, pages: Math.ceil(total / query.limit) } };
    },

    async search(caller: Caller, term: string): Promise<User[]> {
      await policy.requireAttempt(caller, 'users.read');
      return (await admins.search(term, USER_SEARCH_LIMIT)).map(toUser);
    },

    async get(caller: Caller, userId: string): Promise<User> {
      await policy.requireAttempt(caller, 'users.read');
      return toUser(await requireAccount(userId));
    },

    /** GET /users/stats/overview: this month and last are UTC months. */
    async stats(caller: Caller): Promise<UserStats> {
      await policy.requireAttempt(caller, 'users.stats');
      const now = deps.clock();
      const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
      const lastMonthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
      const counts = await admins.counts(monthStart, lastMonthStart);
      return { ...counts, inactive: counts.total - counts.active, growth: growthPercent(counts.newThisMonth, counts.newLastMonth) };
    },

    /**
     * PUT /users/{id}: the admin user form. The username never changes; a role change, the fields changed
     * and a change of activity are each one entry of the audit log.
     */
    async update(actor: Actor, userId: string, body: UpdateUserBody): Promise<User> {
      await policy.requireAttempt(actor, 'users.edit');
      const target = await requireAccount(userId);
      if (body.username !== undefined && body.username.trim() !== target.username) {
        throw validationError([{ msg: USER_ADMIN_MESSAGES.usernameLocked, path: 'username' }]);
      }
      if (body.isActive === false && target.id === actor.userId) throw new AppError('CONFLICT', USER_ADMIN_MESSAGES.cannotDeactivateSelf);
      if (body.email && body.email.toLowerCase() !== target.email.toLowerCase()) {
        const holder = await usersService.findAccountByEmail(body.email);
        if (holder && holder.id !== target.id) throw new AppError('EMAIL_TAKEN');
      }
      const roleChange = body.role && body.role !== target.role ? await roleChanges(actor, target, body.role) : undefined;
      const profile = { ...target.profile, ...body.profile };
      const formChanges = changedFields(formView(target), formView({ ...target, email: body.email ?? target.email, profile }));

      let saved = target;
      if (formChanges || roleChange) {
        saved = await usersService.saveAdminChanges(target.id, { ...(formChanges ? { email: body.email ?? target.email, profile } : {}), ...roleChange });
      }
      if (roleChange) {
        const before = { role: target.role, permissions: target.permissions };
        await auditService.record(actor, { action: 'user.role_changed', targetType: 'user', targetId: target.id, before, after: { role: saved.role, permissions: saved.permissions } });
      }
      if (formChanges) await auditService.record(actor, { action: 'user.updated', targetType: 'user', targetId: target.id, ...formChanges });
      if (body.isActive === false && saved.isActive) saved = await deactivate(actor, saved);
      if (body.isActive === true && !saved.isActive) saved = await reactivate(actor, saved);
      return toUser(saved);
    },

    /** DELETE /users/{id}: deactivation; nothing is erased. */
    async deactivate(actor: Actor, userId: string): Promise<User> {
      await policy.requireAttempt(actor, 'users.edit');
      return toUser(await deactivate(actor, await requireAccount(userId)));
    },

    async reactivate(actor: Actor, userId: string): Promise<User> {
      await policy.requireAttempt(actor, 'users.edit');
      return toUser(await reactivate(actor, await requireAccount(userId)));
    },

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
