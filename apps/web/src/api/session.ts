import type { AuthResult } from '@coaching/contract';
import { API_BASE_PATH } from '@coaching/contract';
import { sessionStore, type StoredSession } from './session-store.js';

/** Renew this long before the access token expires, so a working user never meets a 401. */
export const REFRESH_MARGIN_MS = 60_000;

export function tokenNeedsRefresh(now = Date.now()): boolean {
  const session = sessionStore.read();
  return session !== undefined && session.expiresAt - now < REFRESH_MARGIN_MS;
}

const target = new EventTarget();
export const sessionEvents = {
  emitExpired: () => target.dispatchEvent(new Event('expired')),
  emitRefreshed: () => target.dispatchEvent(new Event('refreshed')),
  on(event: 'expired' | 'refreshed', listener: () => void): () => void {
    target.addEventListener(event, listener);
    return () => target.removeEventListener(event, listener);
  },
};

let inFlight: Promise<StoredSession | undefined> | undefined;

/**
 * Trades the refresh cookie for a new access token. One at a time per tab, and one at a time across
 * tabs (Web Locks): the server ends a session whose spent refresh token shows up twice.
 */
export function refreshSession(): Promise<StoredSession | undefined> {
  inFlight ??= refreshAcrossTabs().finally(() => {
    inFlight = undefined;
  });
  return inFlight;
}

async function refreshAcrossTabs(): Promise<StoredSession | undefined> {
  const tokenBefore = sessionStore.token();
  const run = async () => {
    const current = sessionStore.read();
    // Another tab renewed while this one waited for the lock: use its token.
    if (current && current.token !== tokenBefore && current.expiresAt - Date.now() > REFRESH_MARGIN_MS) return current;
    return requestNewToken();
  };
  const session = typeof navigator !== 'undefined' && navigator.locks
    ? await navigator.locks.request('coaching-auth-refresh', run)
    : await run();
  if (session) sessionEvents.emitRefreshed();
  return session;
}

async function requestNewToken(): Promise<StoredSession | undefined> {
  try {
    const response = await fetch(`${API_BASE_PATH}/auth/refresh-token`, {
      method: 'POST',
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
    });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { data: AuthResult };
    return sessionStore.write(body.data.token, body.data.user, body.data.expiresIn);
  } catch {
    return undefined;
  }
}
