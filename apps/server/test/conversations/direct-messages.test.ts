import { COACH_SETTINGS_MESSAGES } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app.js';
import { bearer, type SignedIn } from '../support/factories.js';
import { signUpCoachAndClient } from '../support/goals.js';

const { app } = await createTestApp();

const start = (who: SignedIn, payload: object) =>
  app.inject({ method: 'POST', url: '/api/conversations', headers: bearer(who.token), payload: { title: 'Next steps', ...payload } });

async function allowDirectMessages(coach: SignedIn, allow: boolean) {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/auth/me',
    headers: bearer(coach.token),
    payload: { coachSettings: { privacy: { allowDirectMessages: allow } } },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('POST /api/conversations and the coach’s allowDirectMessages', () => {
  it('lets a client start a conversation with their coach by default', async () => {
    const { client } = await signUpCoachAndClient(app);
    expect((await start(client, {})).statusCode).toBe(201);
  });

  it('answers a client 403 with a clear message while their coach takes no direct messages, and lets the coach start one', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    await allowDirectMessages(coach, false);

    const refused = await start(client, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, error: { message: COACH_SETTINGS_MESSAGES.directMessagesOff } });
    const list = await app.inject({ method: 'GET', url: '/api/conversations', headers: bearer(client.token) });
    expect(list.json().data.conversations).toEqual([]);

    const byCoach = await start(coach, { clientId: client.user._id });
    expect(byCoach.statusCode, byCoach.body).toBe(201);

    await allowDirectMessages(coach, true);
    expect((await start(client, {})).statusCode).toBe(201);
  });
});
