import type { Permission } from '@coaching/contract';
import { useAuth } from './auth-provider.js';

/**
 * Whether the signed-in admin holds a permission (GET /auth/me's permissions). Only what the page offers
 * follows from it: the server decides every request itself, and answers 403 without it.
 */
export function useHasPermission(permission: Permission): boolean {
  const { user } = useAuth();
  return user?.role === 'admin' && (user.permissions ?? []).includes(permission);
}
