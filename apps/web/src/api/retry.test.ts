import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiOk, jsonResponse, replayFetch } from '../test/fake-api.js';
import { makeGoal } from '../test/factories.js';
import { testUser } from '../test/render.js';
import { apiRequest } from './client.js';
import { retryPolicy } from './retry.js';
import { sessionStore } from './session-store.js';

const databaseDown = () =>
  jsonResponse(503, { success: false, error: { message: 'The service cannot reach its database right now.', code: 'DATABASE_UNAVAILABLE' } });
const goal = makeGoal();
const created = () => apiOk('POST /goals', goal);
const sentHeaders = (fetchMock: ReturnType<typeof replayFetch>, call: number) =>
  (fetchMock.mock.calls[call] as unknown as [string, RequestInit])[1].headers as Record<string, string>;

beforeEach(() => sessionStore.write('access', testUser(), 900));
afterEach(() => {
  vi.useRealTimers();
  retryPolicy.firstDelayMs = 1;
});

describe('retries', () => {
  it('sends every write with an Idempotency-Key and keeps it across the retries of that write', async () => {
    const fetchMock = replayFetch(databaseDown(), new TypeError('Failed to fetch'), created(), created());
    await expect(apiRequest('/goals', { method: 'POST', body: { title: 'Run' } })).resolves.toEqual(goal);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    const keys = [0, 1, 2].map((call) => sentHeaders(fetchMock, call)['Idempotency-Key']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(new Set(keys).size).toBe(1);

    await apiRequest('/goals', { method: 'POST', body: { title: 'Swim' } });
    expect(sentHeaders(fetchMock, 3)['Idempotency-Key']).not.toBe(keys[0]);
  });

  it('sends no key with a read, and retries it too', async () => {
    const fetchMock = replayFetch(new TypeError('Failed to fetch'), jsonResponse(200, { success: true, data: [] }));
    await expect(apiRequest('/goals')).resolves.toEqual([]);
    expect(sentHeaders(fetchMock, 0)).not.toHaveProperty('Idempotency-Key');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('waits half a second, then a second, then two before giving up with the server message', async () => {
    retryPolicy.firstDelayMs = 500;
    vi.useFakeTimers();
    const fetchMock = replayFetch(databaseDown(), databaseDown(), databaseDown(), databaseDown());
    const pending = apiRequest('/goals', { method: 'PUT', body: {} }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(390);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(220);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_200);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(2_400);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(await pending).toMatchObject({ status: 503, code: 'DATABASE_UNAVAILABLE', message: 'The service cannot reach its database right now.' });
  });

  it('does not retry a model that is down, a refused request, or a write the server does not replay', async () => {
    const aiDown = jsonResponse(503, { success: false, error: { message: 'AI down', code: 'AI_SERVICE_UNAVAILABLE' } });
    const fetchMock = replayFetch(aiDown);
    await expect(apiRequest('/ai-coaching/assist-goal', { method: 'POST', body: {} })).rejects.toMatchObject({ code: 'AI_SERVICE_UNAVAILABLE' });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const refused = replayFetch(jsonResponse(400, { success: false, error: { message: 'Title is required', code: 'VALIDATION_ERROR' } }));
    await expect(apiRequest('/goals', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 400 });
    expect(refused).toHaveBeenCalledTimes(1);

    const signIn = replayFetch(new TypeError('Failed to fetch'));
    await expect(apiRequest('/auth/login', { method: 'POST', body: {}, auth: false })).rejects.toMatchObject({ kind: 'network' });
    expect(signIn).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when the caller aborts', async () => {
    retryPolicy.firstDelayMs = 10_000;
    const fetchMock = replayFetch(databaseDown(), created());
    const controller = new AbortController();
    const pending = apiRequest('/goals', { method: 'POST', body: {}, signal: controller.signal }).catch((error: unknown) => error);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    controller.abort(new DOMException('left the page', 'AbortError'));
    expect(await pending).toMatchObject({ name: 'AbortError' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
