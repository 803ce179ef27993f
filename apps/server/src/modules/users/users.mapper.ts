import type { User } from '@coaching/contract';
import type { UserRow } from './users.repository.js';

/** The public shape of a user: never the password hash, always ISO dates and `_id`. */
export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastLoginAt: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
    coachId: row.coachId,
    profile: row.profile,
    preferences: row.preferences,
    ...(row.role === 'coach' && row.coachSpecific ? { coachSpecific: row.coachSpecific } : {}),
    ...(row.role === 'client' && row.clientSpecific ? { clientSpecific: row.clientSpecific } : {}),
  };
}
