import { PATHS, type Role } from '@coaching/contract';

const HOMES: Record<Role, string> = { admin: PATHS.admin.home, coach: PATHS.coach.home, client: PATHS.client.home };
const PUBLIC_ONLY: readonly string[] = [PATHS.landing, PATHS.login, PATHS.register, PATHS.resetPassword];

export function roleHome(role: string | undefined): string {
  return role && role in HOMES ? HOMES[role as Role] : PATHS.dashboard;
}

/** Whether a path belongs to the areas this role may enter (used for the remembered path). */
export function pathAllowedFor(role: Role, path: string): boolean {
  const area = `/${path.split('/')[1] ?? ''}`;
  const roleArea = (Object.entries(HOMES) as [Role, string][]).find(([, home]) => home === area);
  if (roleArea) return roleArea[0] === role;
  return !PUBLIC_ONLY.includes(area);
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
