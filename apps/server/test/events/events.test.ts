import { SafetyAlertEventSchema, UserEventSchema } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { aiCoachingApi, createConversation } from '../support/ai-coaching.js';
import { createTestApp } from '../support/app.js';
import { nextOfType, openUserEvents, type OpenedStream } from '../support/event-stream.js';
import { bearer, PASSWORD, signIn, signUp, type SignedIn } from '../support/factories.js';
import { signUpAdmin, signUpCoachAndClient } from '../support/goals.js';

const { app, clock } = await createTestApp();

const CRISIS = "I don't want to live anymore. I keep thinking about ending my life and I have a plan for how I would do it.";
/** Long enough for an event that was going to come to have come. */
const QUIET_MS = 400;

/** The client writes a crisis message to the AI coach: an alert is raised for their coach and the admins. */
async function raiseAlert(client: SignedIn): Promise<void> {
  const conversation = await createConversation(app, client.token);
  const response = await aiCoachingApi(app, client.token).send(conversation._id, { content: CRISIS });
  expect(response.json().data.message.metadata).toMatchObject({ safetyLevel: 'crisis', coachAlerted: true });
}

async function streamOf(user: SignedIn, lastEventId?: string): Promise<OpenedStream> {
  const stream = await openUserEvents(app, user.token, lastEventId);
  expect(stream.status).toBe(200);
  return stream;
}

describe('GET /api/events', () => {
  it('answers 401 without a session, as JSON, before any stream opens', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const stream = await openUserEvents(app, token);
      expect(stream.status).toBe(401);
      expect(stream.headers['content-type']).toMatch(/^application\/json/);
      expect(await stream.json()).toMatchObject({ success: false, error: { code: expect.any(String) } });
    }
  });

  it("sends a safety alert to the client's coach and the admins, and to nobody else", async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const admin = await signUpAdmin(app);
    const otherCoach = await signUp(app, { role: 'coach' });
    const [coachStream, adminStream, otherStream, clientStream] = [await streamOf(coach), await streamOf(admin), await streamOf(otherCoach), await streamOf(client)];

    await raiseAlert(client);
    const received = await nextOfType(coachStream, 'safety.alert');
    expect(received.id).toMatch(/^\d+$/);
    const { data } = SafetyAlertEventSchema.parse(received.data);
    expect(data).toMatchObject({ clientId: client.user._id, clientName: 'Riley Chen', level: 'crisis', kind: 'suicide', at: clock().toISOString() });
    const insights = (await aiCoachingApi(app, coach.token).coachInsights()).json().data;
    expect(insights.conversationAlerts.map((alert: { _id: string }) => alert._id)).toContain(data.alertId);

    expect(SafetyAlertEventSchema.parse((await nextOfType(adminStream, 'safety.alert')).data).data.alertId).toBe(data.alertId);
    expect(await otherStream.collect(QUIET_MS)).toEqual([]);
    expect(await clientStream.collect(0)).toEqual([]);
    for (const stream of [coachStream, adminStream, otherStream, clientStream]) stream.close();
  });

  it('sends a reconnecting browser what it missed after Last-Event-ID, and nothing of anyone else', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const first = await streamOf(coach);
    await raiseAlert(client);
    const seen = await nextOfType(first, 'safety.alert');
    first.close();
    await first.ended;

    await raiseAlert(client);
    await raiseAlert(client);
    const resumed = await streamOf(coach, seen.id);
    const missed = [await nextOfType(resumed, 'safety.alert'), await nextOfType(resumed, 'safety.alert')];
    expect(missed.map((event) => Number(event.id))).toEqual([...missed.map((event) => Number(event.id))].sort((a, b) => a - b));
    expect(Number(missed[0]!.id)).toBeGreaterThan(Number(seen.id));
    for (const event of missed) expect(UserEventSchema.parse(event.data).type).toBe('safety.alert');
    // Live events follow the missed ones on the same stream.
    await raiseAlert(client);
    expect(Number((await nextOfType(resumed, 'safety.alert')).id)).toBeGreaterThan(Number(missed[1]!.id));
    resumed.close();

    // Without Last-Event-ID a stream starts from now; a stranger resuming from the start gets only their own.
    const fresh = await streamOf(coach);
    const stranger = await streamOf(await signUp(app, { role: 'coach' }), '0');
    expect(await fresh.collect(QUIET_MS)).toEqual([]);
    expect(await stranger.collect(0)).toEqual([]);
    fresh.close();
    stranger.close();
  });

  it('forgets events after a day', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    await raiseAlert(client);
    clock.advance(25 * 60 * 60 * 1000);
    expect(await app.services.realtime.userEvents.prune()).toBeGreaterThanOrEqual(1);
    // A day on, the access token has long expired too.
    const resumed = await streamOf(await signIn(app, coach.email, PASSWORD), '0');
    expect(await resumed.collect(QUIET_MS)).toEqual([]);
    resumed.close();
  });
});

describe('GET /api/events: the session ended', () => {
  async function twoDevices() {
    const laptop = await signUp(app);
    const phone = await signIn(app, laptop.email, PASSWORD);
    return { laptop, phone, laptopStream: await streamOf(laptop), phoneStream: await streamOf(phone) };
  }

  it('tells the stream of a session that logged out, and ends it; the other device carries on', async () => {
    const { laptop, laptopStream, phoneStream } = await twoDevices();
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(laptop.token) });
    expect((await laptopStream.next()).data).toEqual({ type: 'session.ended', data: { reason: 'logout' } });
    await laptopStream.ended;
    expect(await phoneStream.collect(QUIET_MS)).toEqual([]);
    phoneStream.close();
  });

  it("ends every stream of a user who is deactivated", async () => {
    const { laptop, laptopStream, phoneStream } = await twoDevices();
    await app.services.usersService.setActive(laptop.user._id, false);
    for (const stream of [laptopStream, phoneStream]) {
      expect((await stream.next()).data).toEqual({ type: 'session.ended', data: { reason: 'deactivated' } });
      await stream.ended;
    }
  });

  it('ends the other devices on a password change, not the device that made it', async () => {
    const { phone, laptopStream, phoneStream } = await twoDevices();
    const changed = await app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(phone.token),
      payload: { currentPassword: PASSWORD, newPassword: 'N3w!Password' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await laptopStream.next()).data).toEqual({ type: 'session.ended', data: { reason: 'password_changed' } });
    expect(await phoneStream.collect(QUIET_MS)).toEqual([]);
    phoneStream.close();
  });

  it('refuses a stream to a session that has ended', async () => {
    const user = await signUp(app);
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(user.token) });
    expect((await openUserEvents(app, user.token)).status).toBe(401);
  });
});
