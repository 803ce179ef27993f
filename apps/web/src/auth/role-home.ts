import type { Role } from '@coaching/contract';

const HOMES: Record<Role, string> = { admin: '/admin', coach: '/coach', client: '/client' };

export function roleHome(role: string | undefined): string {
  return role && role in HOMES ? HOMES[role as Role] : '/dashboard';
}

/** Whether a path belongs to the areas this role may enter (used for the remembered path). */
export function pathAllowedFor(role: Role, path: string): boolean {
  const area = path.split('/')[1];
  if (area === 'admin' || area === 'coach' || area === 'client') return area === role;
  return !['', 'login', 'register', 'reset-password'].includes(area ?? '');
}

const RETURN_KEY = 'returnTo';
export const returnPath = {
  remember: (path: string) => sessionStorage.setItem(RETURN_KEY, path),
  take(): string | undefined {
    const path = sessionStorage.getItem(RETURN_KEY) ?? undefined;
    sessionStorage.removeItem(RETURN_KEY);
    return path;
  },
};
