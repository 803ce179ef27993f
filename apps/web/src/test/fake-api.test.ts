import { describe, expect, it } from 'vitest';
import { apiFail, apiOk, assertRepliesMatchContract, jsonResponse, offContract, replayFetch, sseResponse, stubApi } from './fake-api.js';
import { makeGoal } from './factories.js';
import { testUser } from './render.js';

const get = (path: string, init?: RequestInit) => fetch(`/api${path}`, init);

describe('the fake API contract check', () => {
  it('lets through replies the API would send', async () => {
    stubApi(({ path }) => (path === '/auth/me' ? apiOk('GET /auth/me', { user: testUser() }) : apiFail(404, 'Goal not found', 'NOT_FOUND')));
    await get('/auth/me');
    await get(`/goals/${crypto.randomUUID()}`);
    await expect(assertRepliesMatchContract()).resolves.toBeUndefined();
  });

  it('fails a test whose fake answers /auth/me without { user }', async () => {
    stubApi(() => jsonResponse(200, { success: true, data: testUser() }));
    await get('/auth/me');
    await expect(assertRepliesMatchContract()).rejects.toThrow(/GET \/auth\/me \(200\): the reply disagrees with the contract.*data\.user/);
  });

  it('fails a reply with the wrong status, an unknown error code or a route the API does not have', async () => {
    stubApi(({ path }) => {
      if (path === '/goals') return jsonResponse(200, { success: true, data: makeGoal() });
      if (path === '/auth/login') return jsonResponse(401, { success: false, error: { message: 'No', code: 'WRONG_PASSWORD' } });
      return apiOk('GET /auth/me', { user: testUser() });
    });
    await get('/goals', { method: 'POST' });
    await get('/auth/login', { method: 'POST' });
    await get('/nowhere');
    const failure = assertRepliesMatchContract();
    await expect(failure).rejects.toThrow(/POST \/goals \(200\): the API answers this route with 201/);
    await expect(failure).rejects.toThrow(/POST \/auth\/login \(401\): not an error envelope/);
    await expect(failure).rejects.toThrow(/GET \/nowhere \(200\): no such API route/);
  });

  it('checks each event of a stream', async () => {
    stubApi(() => sseResponse([{ chunk: 'Hi' }, { done: true }]));
    await get(`/ai-coaching/conversations/${crypto.randomUUID()}/stream`, { method: 'POST' });
    await expect(assertRepliesMatchContract()).rejects.toThrow(/an event disagrees with the contract/);
  });

  it('lets a reply marked off-contract through, and made-up paths in the API client tests', async () => {
    stubApi(() => offContract(new Response('<html>Bad gateway</html>', { status: 502 })));
    await get('/goals');
    replayFetch(jsonResponse(200, { success: true, data: 'anything' }));
    await get('/things');
    await expect(assertRepliesMatchContract()).resolves.toBeUndefined();
  });
});
