import { API_BASE_PATH, API_TIMEOUT_MS, GLOBAL_ERROR_MESSAGES, type ErrorEnvelope } from '@coaching/contract';
import { ApiError } from './api-error.js';
import { refreshSession, sessionEvents, tokenNeedsRefresh } from './session.js';
import { sessionStore } from './session-store.js';

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** false for calls made without a session (sign-in, registration): their 401 is not an expiry. */
  auth?: boolean;
};

export type Envelope<T> = { data: T; message?: string };

/**
 * The one way the web app talks to the API: JSON, 30-second timeout, Bearer token, the envelope
 * unwrapped. An access token about to expire is renewed first; an expired one once, then the call
 * is retried. Throws ApiError and nothing else.
 */
export async function apiCall<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const useAuth = options.auth !== false;
  if (useAuth && tokenNeedsRefresh()) await refreshSession();
  try {
    return await send<T>(path, options, useAuth);
  } catch (error) {
    if (useAuth && error instanceof ApiError && error.status === 401) {
      if (error.code === 'TOKEN_EXPIRED' && (await refreshSession())) {
        try {
          return await send<T>(path, options, useAuth);
        } catch (retryError) {
          if (retryError instanceof ApiError && retryError.status === 401) sessionEvents.emitExpired();
          throw retryError;
        }
      }
      sessionEvents.emitExpired();
    }
    throw error;
  }
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiCall<T>(path, options)).data;
}

async function send<T>(path: string, options: RequestOptions, useAuth: boolean): Promise<Envelope<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const token = useAuth ? sessionStore.token() : undefined;
  if (token) headers.authorization = `Bearer ${token}`;

  // Our own timer rather than AbortSignal.timeout: it is cleared once the reply is read.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, API_TIMEOUT_MS);
  const forwardAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', forwardAbort, { once: true });

  let response: Response;
  let body: (Envelope<T> & { success: true }) | ErrorEnvelope | undefined;
  try {
    response = await fetch(`${API_BASE_PATH}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: controller.signal,
      credentials: 'same-origin',
    });
    body = (await response.json().catch(() => undefined)) as typeof body;
  } catch (error) {
    if (timedOut) throw new ApiError('timeout', 0, GLOBAL_ERROR_MESSAGES.timeout);
    if (options.signal?.aborted) throw error;
    throw new ApiError('network', 0, GLOBAL_ERROR_MESSAGES.network);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
  // The reply's body may be cut off by the timer after its status arrived.
  if (timedOut) throw new ApiError('timeout', 0, GLOBAL_ERROR_MESSAGES.timeout);

  if (!response.ok || !body || body.success !== true) {
    const failure = body && body.success === false ? body : undefined;
    const fallback = response.status >= 500 ? GLOBAL_ERROR_MESSAGES.server : GLOBAL_ERROR_MESSAGES.unexpected;
    throw new ApiError('http', response.status, failure?.error.message ?? fallback, failure?.error.code, failure?.errors ?? []);
  }
  return { data: body.data, message: body.message };
}
