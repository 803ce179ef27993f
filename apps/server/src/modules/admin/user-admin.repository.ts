import type { Permission } from '@coaching/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/users.js';

export type ActiveAdmin = { id: string; permissions: Permission[] };

/** The queries of the admin side over the users table; writes go through the users service. */
export function createUserAdminRepository(db: Db) {
  return {
    /**
     * Every active admin, their rows locked until the transaction ends: two admins acting at once on each
     * other cannot both pass the check that one admin (and one who manages users) remains.
     */
    async lockActiveAdmins(tx: Db = db): Promise<ActiveAdmin[]> {
      return tx
        .select({ id: users.id, permissions: users.permissions })
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.isActive, true), isNull(users.deletedAt)))
        .orderBy(users.id)
        .for('update');
    },
  };
}

export type UserAdminRepository = ReturnType<typeof createUserAdminRepository>;
