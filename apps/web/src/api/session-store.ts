import type { User } from '@coaching/contract';

/** The browser's copy of the session: authToken and user in localStorage (spec section 3). */
const TOKEN_KEY = 'authToken';
const USER_KEY = 'user';
const EXPIRES_KEY = 'authTokenExpiresAt';

export type StoredSession = { token: string; user: User; expiresAt: number };

export const sessionStore = {
  read(): StoredSession | undefined {
    const token = localStorage.getItem(TOKEN_KEY);
    const rawUser = localStorage.getItem(USER_KEY);
    if (!token || !rawUser) return undefined;
    try {
      const user = JSON.parse(rawUser) as User;
      const expiresAt = Number(localStorage.getItem(EXPIRES_KEY) ?? 0);
      return { token, user, expiresAt };
    } catch {
      return undefined;
    }
  },
  token(): string | undefined {
    return localStorage.getItem(TOKEN_KEY) ?? undefined;
  },
  write(token: string, user: User, expiresInSeconds: number): StoredSession {
    const expiresAt = Date.now() + expiresInSeconds * 1000;
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    localStorage.setItem(EXPIRES_KEY, String(expiresAt));
    return { token, user, expiresAt };
  },
  writeUser(user: User): void {
    localStorage.setItem(USER_KEY, JSON.stringify(user));
  },
  clear(): void {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
    localStorage.removeItem(EXPIRES_KEY);
  },
};
