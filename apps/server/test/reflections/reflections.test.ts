import { PROGRESS_MESSAGES, type Reflection } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app.js';
import { bearer, type SignedIn } from '../support/factories.js';
import { signUpCast } from '../support/goals.js';

const { app, clock } = await createTestApp();

const call = (who: SignedIn, method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH', url: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: bearer(who.token), ...(payload ? { payload } : {}) });

async function write(who: SignedIn, payload: object): Promise<Reflection> {
  const response = await call(who, 'POST', '/reflections', payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.reflection as Reflection;
}

describe('POST /api/reflections', () => {
  it('stores the text trimmed, with mood and confidence defaulting to 7, and lists it newest first', async () => {
    const { client } = await signUpCast(app);
    const first = await write(client, { reflection: '  Spoke up in the team meeting.  ' });
    expect(first).toMatchObject({ reflection: 'Spoke up in the team meeting.', mood: 7, confidence: 7, clientId: client.user._id });
    clock.advance(60_000);
    const second = await write(client, { reflection: 'Tired, but I kept my morning walk.', mood: 4, confidence: 6 });

    const list = (await call(client, 'GET', '/reflections')).json().data as { reflections: Reflection[]; pagination: { total: number } };
    expect(list.reflections.map((r) => r._id)).toEqual([second._id, first._id]);
    expect(list.pagination).toMatchObject({ page: 1, total: 2 });
  });

  it("refuses a blank text and a mood outside 1-10 in the contract's words", async () => {
    const { client } = await signUpCast(app);
    const blank = await call(client, 'POST', '/reflections', { reflection: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors[0]).toMatchObject({ msg: PROGRESS_MESSAGES.reflectionRequired, path: 'reflection' });
    const mood = await call(client, 'POST', '/reflections', { reflection: 'ok', mood: 11 });
    expect(mood.statusCode).toBe(400);
    expect(mood.json().errors[0]).toMatchObject({ msg: PROGRESS_MESSAGES.scaleInvalid, path: 'mood' });
  });

  it('is for clients: a coach and an admin hear 403', async () => {
    const { coach, admin } = await signUpCast(app);
    expect((await call(coach, 'POST', '/reflections', { reflection: 'x' })).statusCode).toBe(403);
    expect((await call(admin, 'POST', '/reflections', { reflection: 'x' })).statusCode).toBe(403);
  });
});

describe('PUT and DELETE /api/reflections/{id}', () => {
  it('lets the client change and delete their own reflection', async () => {
    const { client } = await signUpCast(app);
    const reflection = await write(client, { reflection: 'Draft', mood: 5 });
    const changed = await call(client, 'PUT', `/reflections/${reflection._id}`, { reflection: 'Final words', confidence: 9 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.reflection).toMatchObject({ reflection: 'Final words', mood: 5, confidence: 9 });
    expect((await call(client, 'DELETE', `/reflections/${reflection._id}`)).statusCode).toBe(200);
    expect((await call(client, 'GET', '/reflections')).json().data.reflections).toEqual([]);
    expect((await call(client, 'DELETE', `/reflections/${reflection._id}`)).statusCode).toBe(404);
  });

  it("hides another client's reflection (404) and lets their coach and admins read but not change it (403)", async () => {
    const { client, otherClient, coach, otherCoach, admin } = await signUpCast(app);
    const reflection = await write(client, { reflection: 'Mine' });
    for (const who of [otherClient, otherCoach]) {
      expect((await call(who, 'PUT', `/reflections/${reflection._id}`, { reflection: 'Theirs' })).statusCode).toBe(404);
      expect((await call(who, 'DELETE', `/reflections/${reflection._id}`)).statusCode).toBe(404);
    }
    for (const who of [coach, admin]) {
      expect((await call(who, 'PUT', `/reflections/${reflection._id}`, { reflection: 'Theirs' })).statusCode).toBe(403);
      expect((await call(who, 'DELETE', `/reflections/${reflection._id}`)).statusCode).toBe(403);
    }
    expect((await call(client, 'GET', '/reflections')).json().data.reflections[0].reflection).toBe('Mine');
  });
});

describe('GET /api/reflections?clientId=', () => {
  it("gives the client's coach their reflections only while the client shares their progress", async () => {
    const { client, coach } = await signUpCast(app);
    await write(client, { reflection: 'Shared with Sarah' });
    const read = () => call(coach, 'GET', `/reflections?clientId=${client.user._id}`);
    expect((await read()).json().data.reflections).toHaveLength(1);

    expect((await call(client, 'PUT', '/auth/me', { privacy: { shareProgressWithCoach: false } })).statusCode).toBe(200);
    const refused = await read();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(PROGRESS_MESSAGES.notShared);
  });

  it('hides them from a second client and a second coach, and opens them to an admin for support', async () => {
    const { client, otherClient, otherCoach, admin } = await signUpCast(app);
    await write(client, { reflection: 'Private thoughts' });
    for (const who of [otherClient, otherCoach]) {
      const response = await call(who, 'GET', `/reflections?clientId=${client.user._id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(PROGRESS_MESSAGES.clientNotFound);
    }
    expect((await call(admin, 'GET', `/reflections?clientId=${client.user._id}`)).json().data.reflections[0].reflection).toBe('Private thoughts');
    // A coach's own id is not a client's: nothing to read there.
    expect((await call(admin, 'GET', `/reflections?clientId=${otherCoach.user._id}`)).statusCode).toBe(404);
  });

  it('pages with limit and page', async () => {
    const { client } = await signUpCast(app);
    for (let i = 1; i <= 3; i++) {
      await write(client, { reflection: `Day ${i}` });
      clock.advance(60_000);
    }
    const page2 = (await call(client, 'GET', '/reflections?limit=2&page=2')).json().data;
    expect(page2.reflections.map((r: Reflection) => r.reflection)).toEqual(['Day 1']);
    expect(page2.pagination).toEqual({ page: 2, limit: 2, total: 3 });
  });
});
