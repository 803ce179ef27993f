import { AUTH_MESSAGES, AuthSessionListSchema, type AuthSession } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app.js';
import { openUserEvents } from '../support/event-stream.js';
import { bearer, getMe, PASSWORD, registrationBody, refreshCookie, signUp, type SignedIn } from '../support/factories.js';

// The signed-in devices of the settings page: a user's own session rows, listed and signed out.
const { app } = await createTestApp();

const LAPTOP = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A sign-in from a browser that names itself `userAgent`, from `remoteAddress`. */
async function signInFrom(user: SignedIn, userAgent: string, remoteAddress: string): Promise<SignedIn> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'user-agent': userAgent },
    remoteAddress,
    payload: { email: user.email, password: PASSWORD },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { ...response.json().data, email: user.email, password: PASSWORD, refreshToken: refreshCookie(response) };
}

async function devicesOf(user: SignedIn): Promise<AuthSession[]> {
  const response = await app.inject({ method: 'GET', url: '/api/auth/sessions', headers: bearer(user.token) });
  expect(response.statusCode, response.body).toBe(200);
  return AuthSessionListSchema.parse(response.json().data).sessions;
}

const signOutDevice = (user: SignedIn, sessionId: string) => app.inject({ method: 'DELETE', url: `/api/auth/sessions/${sessionId}`, headers: bearer(user.token) });
const signOutOthers = (user: SignedIn) => app.inject({ method: 'POST', url: '/api/auth/sessions/revoke-others', headers: bearer(user.token) });
const refresh = (refreshToken: string) => app.inject({ method: 'POST', url: '/api/auth/refresh-token', cookies: { refreshToken } });

/** One user signed in on a laptop and a phone (and, from registering, a third device). */
async function onTwoDevices() {
  const registered = await signUp(app, registrationBody());
  const laptop = await signInFrom(registered, LAPTOP, '203.0.113.7');
  const phone = await signInFrom(registered, PHONE, '198.51.100.23');
  const devices = await devicesOf(laptop);
  const idOf = (userAgent: string) => devices.find((device) => device.userAgent === userAgent)!._id;
  return { registered, laptop, phone, ids: { laptop: idOf(LAPTOP), phone: idOf(PHONE) } };
}

describe('GET /api/auth/sessions', () => {
  it("lists the caller's own devices, newest first, with browser, address and times, the one asking marked current", async () => {
    const { registered, laptop, phone } = await onTwoDevices();
    const someoneElse = await signUp(app);

    const fromLaptop = await devicesOf(laptop);
    expect(fromLaptop).toHaveLength(3);
    expect(fromLaptop.map((device) => device.userAgent)).toEqual([PHONE, LAPTOP, expect.any(String)]);
    expect(fromLaptop[1]).toEqual({
      _id: expect.any(String),
      userAgent: LAPTOP,
      ipAddress: '203.0.113.7',
      createdAt: expect.any(String),
      lastUsedAt: expect.any(String),
      current: true,
    });
    expect(fromLaptop.filter((device) => device.current)).toHaveLength(1);
    expect((await devicesOf(phone)).find((device) => device.current)?.userAgent).toBe(PHONE);
    // Nobody else's sessions, and nothing secret.
    const other = await devicesOf(someoneElse);
    expect(other).toHaveLength(1);
    expect(other[0]!.current).toBe(true);
    expect(JSON.stringify(fromLaptop)).not.toContain(registered.refreshToken);
    expect(JSON.stringify(fromLaptop)).not.toContain(someoneElse.user._id);
  });

  it('leaves out the devices that signed out', async () => {
    const { registered, laptop } = await onTwoDevices();
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(registered.token) });
    expect((await devicesOf(laptop)).map((device) => device.userAgent)).toEqual([PHONE, LAPTOP]);
  });

  it('needs a signed-in caller', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/sessions' });
    expect(response.statusCode).toBe(401);
  });
});

describe('DELETE /api/auth/sessions/:id', () => {
  it("signs that device out at once: its access token answers 401 even just after use, its refresh token fails, its stream is told", async () => {
    const { laptop, phone, ids } = await onTwoDevices();
    // Just used: the session cache holds the phone's session now.
    expect((await getMe(app, phone.token)).statusCode).toBe(200);
    const phoneStream = await openUserEvents(app, phone.token);
    expect(phoneStream.status).toBe(200);

    const response = await signOutDevice(laptop, ids.phone);
    expect([response.statusCode, response.json()]).toEqual([200, { success: true, data: null }]);

    expect((await getMe(app, phone.token)).statusCode).toBe(401);
    expect((await refresh(phone.refreshToken)).statusCode).toBe(401);
    expect((await phoneStream.next()).data).toEqual({ type: 'session.ended', data: { reason: 'revoked' } });
    await phoneStream.ended;
    // The device that asked carries on.
    expect((await getMe(app, laptop.token)).statusCode).toBe(200);
    expect((await devicesOf(laptop)).map((device) => device._id)).not.toContain(ids.phone);
  });

  it("answers 404 for another user's session and leaves it signed in", async () => {
    const { phone, ids } = await onTwoDevices();
    const intruder = await signUp(app);
    const response = await signOutDevice(intruder, ids.phone);
    expect([response.statusCode, response.json().error.message]).toEqual([404, AUTH_MESSAGES.deviceNotFound]);
    expect((await getMe(app, phone.token)).statusCode).toBe(200);
  });

  it('answers 404 for a session already ended or unknown, and 400 for an id that is not one', async () => {
    const { laptop, ids } = await onTwoDevices();
    expect((await signOutDevice(laptop, ids.phone)).statusCode).toBe(200);
    expect((await signOutDevice(laptop, ids.phone)).statusCode).toBe(404);
    expect((await signOutDevice(laptop, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await signOutDevice(laptop, 'not-an-id')).statusCode).toBe(400);
  });

  it('may sign out the device that asks, which then is signed out', async () => {
    const { laptop, ids } = await onTwoDevices();
    expect((await signOutDevice(laptop, ids.laptop)).statusCode).toBe(200);
    expect((await getMe(app, laptop.token)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/sessions/revoke-others', () => {
  it('signs out every other device of the caller at once and keeps this one; other users are untouched', async () => {
    const { registered, laptop, phone } = await onTwoDevices();
    const someoneElse = await signUp(app);
    for (const user of [registered, phone]) expect((await getMe(app, user.token)).statusCode).toBe(200);

    const response = await signOutOthers(laptop);
    expect([response.statusCode, response.json().data]).toEqual([200, { ended: 2 }]);

    for (const user of [registered, phone]) {
      expect((await getMe(app, user.token)).statusCode).toBe(401);
      expect((await refresh(user.refreshToken)).statusCode).toBe(401);
    }
    expect((await getMe(app, laptop.token)).statusCode).toBe(200);
    expect((await devicesOf(laptop)).map((device) => [device.userAgent, device.current])).toEqual([[LAPTOP, true]]);
    expect((await getMe(app, someoneElse.token)).statusCode).toBe(200);

    const again = await signOutOthers(laptop);
    expect([again.statusCode, again.json().data]).toEqual([200, { ended: 0 }]);
  });
});
