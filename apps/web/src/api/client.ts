import { API_BASE_PATH, API_TIMEOUT_MS, GLOBAL_ERROR_MESSAGES, IDEMPOTENCY_KEY_HEADER, type ErrorEnvelope } from '@coaching/contract';
import { ApiError } from './api-error.js';
import { refreshSession, sessionEvents, tokenNeedsRefresh } from './session.js';
import { sessionStore } from './session-store.js';
import { newIdempotencyKey, withRetries } from './retry.js';
import { readServerSentEvents, type EventMeta } from './sse.js';

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** false for calls made without a session (sign-in, registration): their 401 is not an expiry. */
  auth?: boolean;
  /**
   * false for a write the server does not replay (sign-in, password change): it is not retried after
   * a 503 or a network failure. Reads and signed-in writes are; a write keeps its Idempotency-Key
   * across the retries, so the server carries it out once.
   */
  retry?: boolean;
  /** Sent as is; a write gets an Idempotency-Key. */
  headers?: Record<string, string>;
};

export type Envelope<T> = { data: T; message?: string };

type Reply<T> = (Envelope<T> & { success: true }) | ErrorEnvelope | undefined;

/**
 * The one way the web app talks to the API: JSON, 30-second timeout, Bearer token, the envelope
 * unwrapped. An access token about to expire is renewed first; an expired one once, then the call
 * is retried. A network failure or a 503 is retried with backoff (see RequestOptions.retry). Throws
 * ApiError and nothing else.
 */
export async function apiCall<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const useAuth = options.auth !== false;
  const write = (options.method ?? 'GET') !== 'GET';
  const sent = write ? { ...options, headers: { [IDEMPOTENCY_KEY_HEADER]: newIdempotencyKey(), ...options.headers } } : options;
  const once = () => withSession(useAuth, () => send<T>(path, sent, useAuth));
  const retriable = options.retry ?? (!write || useAuth);
  return retriable ? withRetries(options.signal, once) : once();
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiCall<T>(path, options)).data;
}

export type StreamOptions = { signal?: AbortSignal; onEvent: (data: unknown, meta: EventMeta) => void };

/**
 * POSTs `body` and reads the Server-Sent Events reply, handing each event's JSON to onEvent. The
 * 30-second timeout runs to the first byte only, since a reply may stream for longer. A failure
 * before the stream opens throws as apiCall does; a connection lost mid-stream throws a network
 * ApiError carrying the status that had arrived (200).
 */
export async function apiStream(path: string, body: unknown, { signal, onEvent }: StreamOptions): Promise<void> {
  return readStream(path, { method: 'POST', body, signal }, onEvent);
}

/**
 * GETs a stream that stays open until the server or the signal ends it (the user's events), as
 * apiStream reads one; `headers` carries Last-Event-ID on a reconnect.
 */
export async function apiEventStream(path: string, { signal, onEvent, headers }: StreamOptions & { headers?: Record<string, string> }): Promise<void> {
  return readStream(path, { signal, headers }, onEvent);
}

async function readStream(path: string, request: RequestOptions, onEvent: StreamOptions['onEvent']): Promise<void> {
  const { signal } = request;
  const opened = await withSession(true, () => open(path, request, 'text/event-stream'));
  try {
    if (!opened.response.body) throw new ApiError('network', opened.response.status, GLOBAL_ERROR_MESSAGES.network);
    await readServerSentEvents(opened.response.body, onEvent);
  } catch (error) {
    if (signal?.aborted || error instanceof ApiError) throw error;
    throw new ApiError('network', opened.response.status, GLOBAL_ERROR_MESSAGES.network);
  } finally {
    opened.release();
  }
}

/** GETs a file the API sends as is (an export), with the session and the timeout to the first byte. */
export async function apiDownload(path: string, options: { signal?: AbortSignal } = {}): Promise<{ blob: Blob; filename?: string }> {
  const opened = await withSession(true, () => open(path, { signal: options.signal }, '*/*'));
  try {
    const filename = /filename="?([^";]+)"?/.exec(opened.response.headers.get('content-disposition') ?? '')?.[1];
    return { blob: await opened.response.blob(), filename };
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError('network', opened.response.status, GLOBAL_ERROR_MESSAGES.network);
  } finally {
    opened.release();
  }
}

/** Renews a token about to expire before the attempt, and an expired one once after it, then retries. */
async function withSession<T>(useAuth: boolean, attempt: () => Promise<T>): Promise<T> {
  if (useAuth && tokenNeedsRefresh()) await refreshSession();
  try {
    return await attempt();
  } catch (error) {
    if (useAuth && error instanceof ApiError && error.status === 401) {
      if (error.code === 'TOKEN_EXPIRED' && (await refreshSession())) {
        try {
          return await attempt();
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

function headersFor(options: RequestOptions, useAuth: boolean, accept: string): Record<string, string> {
  const headers: Record<string, string> = { ...options.headers, accept };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const token = useAuth ? sessionStore.token() : undefined;
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

function httpFailure(status: number, body: Reply<unknown>): ApiError {
  const failure = body && body.success === false ? body : undefined;
  const fallback = status >= 500 ? GLOBAL_ERROR_MESSAGES.server : GLOBAL_ERROR_MESSAGES.unexpected;
  return new ApiError('http', status, failure?.error.message ?? fallback, failure?.error.code, failure?.errors ?? []);
}

/** A request whose own timer and the caller's signal both abort it; release() once done with it. */
function abortable(signal: AbortSignal | undefined) {
  const controller = new AbortController();
  const state = { timedOut: false };
  const timer = setTimeout(() => {
    state.timedOut = true;
    controller.abort();
  }, API_TIMEOUT_MS);
  const forwardAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', forwardAbort, { once: true });
  return {
    signal: controller.signal,
    state,
    stopTimer: () => clearTimeout(timer),
    release: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forwardAbort);
    },
  };
}

const timeoutError = () => new ApiError('timeout', 0, GLOBAL_ERROR_MESSAGES.timeout);

/** Sends the request under its own timer; a failure before any reply becomes a timeout or network ApiError. */
async function start(path: string, options: RequestOptions, useAuth: boolean, accept: string) {
  // Our own timer rather than AbortSignal.timeout: it is cleared once the reply is read.
  const request = abortable(options.signal);
  try {
    const response = await fetch(`${API_BASE_PATH}${path}`, {
      method: options.method ?? 'GET',
      headers: headersFor(options, useAuth, accept),
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: request.signal,
      credentials: 'same-origin',
    });
    return { response, request };
  } catch (error) {
    request.release();
    if (request.state.timedOut) throw timeoutError();
    if (options.signal?.aborted) throw error;
    throw new ApiError('network', 0, GLOBAL_ERROR_MESSAGES.network);
  }
}

/** The reply's JSON, read under the request's timer: a body cut off by the timer after its status arrived is a timeout. */
async function readJson<T>({ response, request }: Awaited<ReturnType<typeof start>>): Promise<Reply<T>> {
  try {
    const body = (await response.json().catch(() => undefined)) as Reply<T>;
    if (request.state.timedOut) throw timeoutError();
    return body;
  } finally {
    request.release();
  }
}

async function send<T>(path: string, options: RequestOptions, useAuth: boolean): Promise<Envelope<T>> {
  const started = await start(path, options, useAuth, 'application/json');
  const body = await readJson<T>(started);
  if (!started.response.ok || !body || body.success !== true) throw httpFailure(started.response.status, body);
  return { data: body.data, message: body.message };
}

/** Opens a reply that is read as it arrives (a stream, a file): the timer stops at its first byte. */
async function open(path: string, options: RequestOptions, accept: string): Promise<{ response: Response; release: () => void }> {
  const started = await start(path, options, true, accept);
  if (!started.response.ok) throw httpFailure(started.response.status, await readJson(started));
  started.request.stopTimer();
  return { response: started.response, release: started.request.release };
}
