import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, replayFetch } from '../test/fake-api.js';
import { testUser } from '../test/render.js';
import { ApiError } from './api-error.js';
import { apiRequest } from './client.js';
import { sessionEvents } from './session.js';
import { sessionStore } from './session-store.js';

afterEach(() => vi.useRealTimers());

describe('apiRequest', () => {
  it('sends JSON with the Bearer token to /api and unwraps the envelope', async () => {
    sessionStore.write('access-1', testUser(), 900);
    const fetchMock = replayFetch(jsonResponse(200, { success: true, data: { ok: 1 } }));
    await expect(apiRequest('/things', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/things');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toMatchObject({ authorization: 'Bearer access-1', 'content-type': 'application/json' });
  });

  it('throws ApiError with the server message, code and field errors', async () => {
    replayFetch(
      jsonResponse(400, {
        success: false,
        error: { message: 'Email is required', code: 'VALIDATION_ERROR' },
        errors: [{ msg: 'Email is required', path: 'email' }],
      }),
    );
    const error = (await apiRequest('/x', { auth: false }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 400, code: 'VALIDATION_ERROR', message: 'Email is required' });
    expect(error.userMessage).toBe('Email is required');
  });

  it('names a network failure that outlasts the retries', async () => {
    const fetchMock = replayFetch(...Array.from({ length: 4 }, () => new TypeError('Failed to fetch')));
    await expect(apiRequest('/x')).rejects.toMatchObject({ kind: 'network', message: 'Network error. Please check your connection.' });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('gives up after 30 seconds with the timeout message', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)))),
    );
    const pending = apiRequest('/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await pending).toMatchObject({ kind: 'timeout', message: 'Request timed out. Please check your connection and try again.' });
  });

  it('renews an expired access token once and retries the call', async () => {
    sessionStore.write('old-token', testUser(), 900);
    const fetchMock = replayFetch(
      jsonResponse(401, { success: false, error: { message: 'Session expired. Please log in again.', code: 'TOKEN_EXPIRED' } }),
      jsonResponse(200, { success: true, data: { user: testUser(), token: 'new-token', expiresIn: 900 } }),
      jsonResponse(200, { success: true, data: 'fine' }),
    );
    await expect(apiRequest('/protected')).resolves.toBe('fine');
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/auth/refresh-token');
    const retried = fetchMock.mock.calls[2] as unknown as [string, RequestInit];
    expect(retried[1].headers).toMatchObject({ authorization: 'Bearer new-token' });
    expect(sessionStore.token()).toBe('new-token');
  });

  it('renews a token about to expire before sending', async () => {
    sessionStore.write('nearly-expired', testUser(), 30);
    const fetchMock = replayFetch(
      jsonResponse(200, { success: true, data: { user: testUser(), token: 'fresh', expiresIn: 900 } }),
      jsonResponse(200, { success: true, data: 1 }),
    );
    await apiRequest('/x');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/refresh-token');
    expect((fetchMock.mock.calls[1] as unknown as [string, RequestInit])[1].headers).toMatchObject({ authorization: 'Bearer fresh' });
  });

  it('announces the end of the session when a 401 cannot be mended', async () => {
    sessionStore.write('revoked', testUser(), 900);
    replayFetch(jsonResponse(401, { success: false, error: { message: 'Session expired. Please log in again.', code: 'UNAUTHORIZED' } }));
    const expired = vi.fn();
    const stop = sessionEvents.on('expired', expired);
    await expect(apiRequest('/x')).rejects.toMatchObject({ status: 401 });
    stop();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('does not treat a failed sign-in as an expired session', async () => {
    replayFetch(jsonResponse(401, { success: false, error: { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' } }));
    const expired = vi.fn();
    const stop = sessionEvents.on('expired', expired);
    await expect(apiRequest('/auth/login', { method: 'POST', body: {}, auth: false })).rejects.toMatchObject({ status: 401 });
    stop();
    expect(expired).not.toHaveBeenCalled();
  });
});
