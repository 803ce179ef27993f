import { API_RETRY } from '@coaching/contract';
import { isApiError } from './api-error.js';

/** How often and how soon a failed call is tried again; the pause doubles each time (tests shorten it). */
export const retryPolicy: { attempts: number; firstDelayMs: number } = { ...API_RETRY };

/**
 * A failure worth trying again: no reply at all, or a 503 (the server could not reach its database, or
 * a proxy in front of it is restarting). An AI model that is down is not retried: the person sees that
 * at once and decides.
 */
export function isTransientFailure(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'network') return true;
  return error.kind === 'http' && error.status === 503 && error.code !== 'AI_SERVICE_UNAVAILABLE';
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    }, ms);
    const abort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', abort, { once: true });
  });
}

/** Runs `attempt`, and again after a transient failure, up to retryPolicy.attempts more times. */
export async function withRetries<T>(signal: AbortSignal | undefined, attempt: () => Promise<T>): Promise<T> {
  for (let retry = 0; ; retry++) {
    try {
      return await attempt();
    } catch (error) {
      if (signal?.aborted) throw signal.reason ?? error;
      if (retry >= retryPolicy.attempts || !isTransientFailure(error)) throw error;
      // A little jitter, so the tabs of a whole office do not come back at the same instant.
      const delay = retryPolicy.firstDelayMs * 2 ** retry * (0.8 + Math.random() * 0.4);
      await pause(delay, signal);
    }
  }
}

/** A fresh key for one write; the same key goes with each retry of it. Random UUIDs need a secure context, so fall back. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
