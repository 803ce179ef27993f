import { SafetyAlertEventSchema } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { aiCoachingApi, createConversation } from '../support/ai-coaching.js';
import { createTestApp } from '../support/app.js';
import { nextOfType, openUserEvents } from '../support/event-stream.js';
import { bearer, PASSWORD, signIn, signUp } from '../support/factories.js';
import { signUpCoachAndClient } from '../support/goals.js';

// Two instances of one deployment, as two processes behind a load balancer: one PostgreSQL database,
// one Redis. Runs when DATABASE_URL and REDIS_URL are both set (see vitest.config.ts).

const first = await createTestApp();
const second = await createTestApp({ instanceOf: first });

const CRISIS = "I don't want to live anymore. I keep thinking about ending my life and I have a plan for how I would do it.";

describe('the per-user event stream across instances', () => {
  it("delivers a safety alert raised on one instance to the coach's stream on the other", async () => {
    const { coach, client } = await signUpCoachAndClient(first.app);
    const stream = await openUserEvents(second.app, coach.token);
    expect(stream.status).toBe(200);

    const conversation = await createConversation(first.app, client.token);
    await aiCoachingApi(first.app, client.token).send(conversation._id, { content: CRISIS });

    const received = await nextOfType(stream, 'safety.alert', 5_000);
    expect(SafetyAlertEventSchema.parse(received.data).data).toMatchObject({ clientId: client.user._id, level: 'crisis' });
    stream.close();
  });

  it('resumes on the other instance from the events the first one stored', async () => {
    const { coach } = await signUpCoachAndClient(first.app);
    const { userEvents } = first.app.services.realtime;
    const before = await openUserEvents(first.app, coach.token);
    userEvents.publish(coach.user._id, alertFor(coach.user._id, 'concern'));
    const seen = await before.next(5_000);
    before.close();
    await before.ended;

    userEvents.publish(coach.user._id, alertFor(coach.user._id, 'crisis'));
    await userEvents.idle();
    const resumed = await openUserEvents(second.app, coach.token, seen.id);
    const missed = await resumed.next(5_000);
    expect(Number(missed.id)).toBeGreaterThan(Number(seen.id));
    expect(missed.data).toEqual(alertFor(coach.user._id, 'crisis'));
    resumed.close();
  });

  it('ends the stream on the other instance when the session logs out on this one', async () => {
    const user = await signUp(first.app);
    const phone = await signIn(second.app, user.email, PASSWORD);
    const [laptopStream, phoneStream] = [await openUserEvents(second.app, user.token), await openUserEvents(first.app, phone.token)];
    await first.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(user.token) });
    expect((await laptopStream.next(5_000)).data).toEqual({ type: 'session.ended', data: { reason: 'logout' } });
    await laptopStream.ended;
    expect(await phoneStream.collect(400)).toEqual([]);
    phoneStream.close();
  });
});

function alertFor(clientId: string, level: 'crisis' | 'concern') {
  return {
    type: 'safety.alert' as const,
    data: {
      alertId: '0b7e1f5c-7a0e-4d8e-9a51-3c2d1e0f9a8b',
      clientId,
      clientName: 'Riley Chen',
      conversationId: null,
      level,
      kind: 'self_harm' as const,
      at: '2030-01-02T03:04:05.000Z',
    },
  };
}
