import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NOTIFICATION_MESSAGES, NotificationChannelsSchema, PushPayloadSchema, type PushPayload } from '@coaching/contract';
import { sql } from 'drizzle-orm';
// @ts-expect-error http_ece ships no types: decrypt(body, { version, privateKey, authSecret }) is all this test uses.
import ece from 'http_ece';
import webPush from 'web-push';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app.js';
import { bearer, signIn, signUp, type SignedIn } from '../support/factories.js';
import { again, MINUTE, schedule, utcAt } from '../sessions/support.js';

// Web Push and text messages against local fakes of a push service (RFC 8030) and a Twilio-compatible
// SMS API: what they receive is checked as the real ones would read it (the payload decrypted with the
// browser's keys, the VAPID signature verified, Twilio's form fields and basic auth).

type Received = { url: string; headers: IncomingMessage['headers']; body: Buffer };

/** A local HTTP service that records each request and answers with the status `answer` gives (default 201). */
async function fakeService(answer: (request: Received) => { status: number; json?: object } = () => ({ status: 201 })) {
  const received: Received[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const got = { url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) };
      received.push(got);
      const { status, json } = answer(got);
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A browser's subscription: its own P-256 key pair and auth secret, as PushManager.subscribe() makes them. */
function browser(pushBase: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  const endpoint = `${pushBase}/push/${randomBytes(8).toString('hex')}`;
  return {
    ecdh,
    auth,
    endpoint,
    subscription: { endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey('base64url'), auth } },
    /** What the push service delivered, decrypted as the browser does. */
    read: (body: Buffer): PushPayload => PushPayloadSchema.parse(JSON.parse(ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8'))),
  };
}

/** Verifies the VAPID header (RFC 8292): an ES256 JWT for the push service's origin, signed by the key it names. */
function vapidClaims(authorization: string | undefined, publicKey: string, endpoint: string): Record<string, unknown> {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(authorization ?? '');
  expect(match, authorization).not.toBeNull();
  const [token, key] = [match![1]!, match![2]!];
  expect(key).toBe(publicKey);
  const [header, claims, signature] = token.split('.') as [string, string, string];
  const raw = Buffer.from(publicKey, 'base64url');
  const jwk = { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') };
  const signedBy = verify('sha256', Buffer.from(`${header}.${claims}`), { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  expect(signedBy).toBe(true);
  const decoded = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as Record<string, unknown>;
  expect(decoded.aud).toBe(new URL(endpoint).origin);
  return decoded;
}

let pushAnswer = 201;
const pushService = await fakeService(() => ({ status: pushAnswer }));
let smsAnswer: { status: number; json?: object } = { status: 201, json: { sid: 'SM0001' } };
const smsService = await fakeService(() => smsAnswer);
const vapid = webPush.generateVAPIDKeys();
const SMS = { sid: 'AC0123456789', token: 'secret-token', from: '+15005550006' };

const { app, clock } = await createTestApp({
  env: {
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:ops@coaching.test',
    SMS_API_URL: `${smsService.base}/2010-04-01/Accounts/${SMS.sid}`,
    SMS_ACCOUNT_SID: SMS.sid,
    SMS_AUTH_TOKEN: SMS.token,
    SMS_FROM: SMS.from,
  },
});
const { app: plainApp } = await createTestApp();
afterAll(async () => {
  await pushService.close();
  await smsService.close();
});

const call = (who: SignedIn, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, on = app) =>
  on.inject({ method, url: `/api${url}`, headers: bearer(who.token), ...(payload ? { payload } : {}) });
const settled = () => app.services.notificationDeliveries.idle();

async function coachAndClient(clientProfile: object = {}) {
  const coach = await signUp(app, { role: 'coach', profile: { firstName: 'Sarah', lastName: 'Mitchell' } });
  const client = await signUp(app, { profile: { firstName: 'Jordan', lastName: 'Taylor', ...clientProfile } });
  await app.services.usersService.assignCoach(client.user._id, coach.user._id);
  return { coach, client };
}

/** `from` writes to `to` in a new conversation between the coach and the client (either may be the sender). */
async function message(from: SignedIn, to: SignedIn, content: string) {
  const [coach, client] = from.user.role === 'coach' ? [from, to] : [to, from];
  const started = await call(coach, 'POST', '/conversations', { clientId: client.user._id, title: 'Between sessions' });
  expect(started.statusCode, started.body).toBe(201);
  const sent = await call(from, 'POST', `/conversations/${started.json().data.conversation._id}/messages`, { content });
  expect(sent.statusCode, sent.body).toBe(201);
  await settled();
}

const pushesTo = (endpoint: string) => pushService.received.filter((request) => request.url === new URL(endpoint).pathname);
const textsTo = (number: string) => smsService.received.map((request) => new URLSearchParams(request.body.toString('utf8'))).filter((form) => form.get('To') === number);

describe('GET /api/notifications/channels', () => {
  it('says which channels this platform offers, with the VAPID public key browsers subscribe with', async () => {
    const client = await signUp(app);
    const configured = await call(client, 'GET', '/notifications/channels');
    expect(configured.statusCode).toBe(200);
    expect(NotificationChannelsSchema.parse(configured.json().data)).toEqual({ push: { webPush: true, publicKey: vapid.publicKey }, sms: { available: true } });

    const elsewhere = await signUp(plainApp);
    const plain = await call(elsewhere, 'GET', '/notifications/channels', undefined, plainApp);
    expect(plain.json().data).toEqual({ push: { webPush: false }, sms: { available: false } });
    // Without VAPID keys there is nothing to subscribe to.
    const refused = await call(elsewhere, 'POST', '/notifications/push-subscriptions', browser(pushService.base).subscription, plainApp);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe(NOTIFICATION_MESSAGES.webPushNotConfigured);
    expect((await app.inject({ method: 'GET', url: '/api/notifications/channels' })).statusCode).toBe(401);
  });
});

describe('Web Push', () => {
  it('pushes a notification to each subscribed browser, encrypted for it and signed with the VAPID key, in the reader\'s language', async () => {
    const { coach, client } = await coachAndClient();
    const laptop = browser(pushService.base);
    const phone = browser(pushService.base);
    for (const device of [laptop, phone]) {
      const subscribed = await call(client, 'POST', '/notifications/push-subscriptions', device.subscription);
      expect(subscribed.statusCode, subscribed.body).toBe(201);
      expect(subscribed.json().data.subscription.endpoint).toBe(device.endpoint);
    }
    await message(coach, client, 'Shall we look at your plan on Thursday?');

    for (const device of [laptop, phone]) {
      const [push] = pushesTo(device.endpoint);
      expect(push, 'one push per browser').toBeDefined();
      expect(pushesTo(device.endpoint)).toHaveLength(1);
      expect(push!.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(push!.headers.ttl)).toBe(86_400);
      expect(vapidClaims(push!.headers.authorization, vapid.publicKey, device.endpoint).sub).toBe('mailto:ops@coaching.test');
      const payload = device.read(push!.body);
      expect(payload).toMatchObject({ type: 'conversation.message', title: 'New message from Sarah Mitchell' });
      expect(payload.body).toContain('Shall we look at your plan on Thursday?');
      expect(payload.link).toMatch(/^\/client\//);
    }
    // Nothing of it is readable on the way: the message is not in the bytes the push service got.
    expect(pushesTo(laptop.endpoint)[0]!.body.toString('latin1')).not.toContain('Thursday');

    // In Spanish for a reader who reads Spanish.
    expect((await call(coach, 'PUT', '/auth/me', { preferences: { language: 'es' } })).statusCode).toBe(200);
    const coachBrowser = browser(pushService.base);
    expect((await call(coach, 'POST', '/notifications/push-subscriptions', coachBrowser.subscription)).statusCode).toBe(201);
    await message(client, coach, 'Thursday works');
    expect(coachBrowser.read(pushesTo(coachBrowser.endpoint)[0]!.body).title).toBe('Nuevo mensaje de Jordan Taylor');
  });

  it('pushes nothing with the push switch off, and drops a browser the push service says is gone', async () => {
    const { coach, client } = await coachAndClient();
    const device = browser(pushService.base);
    expect((await call(client, 'POST', '/notifications/push-subscriptions', device.subscription)).statusCode).toBe(201);
    expect((await call(client, 'PUT', '/auth/me', { preferences: { notifications: { push: false } } })).statusCode).toBe(200);
    await message(coach, client, 'First');
    expect(pushesTo(device.endpoint)).toHaveLength(0);

    expect((await call(client, 'PUT', '/auth/me', { preferences: { notifications: { push: true } } })).statusCode).toBe(200);
    pushAnswer = 410;
    try {
      await message(coach, client, 'Second');
    } finally {
      pushAnswer = 201;
    }
    expect(pushesTo(device.endpoint)).toHaveLength(1);
    await message(coach, client, 'Third');
    expect(pushesTo(device.endpoint), 'the gone browser is not tried again').toHaveLength(1);
    // It is gone from the account too: unsubscribing it finds nothing.
    const gone = await call(client, 'DELETE', '/notifications/push-subscriptions', { endpoint: device.endpoint });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(NOTIFICATION_MESSAGES.pushSubscriptionNotFound);
  });

  it('tries again after a minute when the push service fails on its side, and sends it once', async () => {
    const { coach, client } = await coachAndClient();
    const device = browser(pushService.base);
    expect((await call(client, 'POST', '/notifications/push-subscriptions', device.subscription)).statusCode).toBe(201);
    pushAnswer = 503;
    try {
      await message(coach, client, 'Are you there?');
    } finally {
      pushAnswer = 201;
    }
    expect(pushesTo(device.endpoint)).toHaveLength(1);
    await app.services.jobs.runDue();
    await settled();
    expect(pushesTo(device.endpoint), 'not before its minute').toHaveLength(1);

    clock.advance(MINUTE + 1000);
    await app.services.jobs.runDue();
    await settled();
    expect(pushesTo(device.endpoint)).toHaveLength(2);
    expect(device.read(pushesTo(device.endpoint)[1]!.body).body).toContain('Are you there?');
    clock.advance(10 * MINUTE);
    await app.services.jobs.runDue();
    await settled();
    expect(pushesTo(device.endpoint), 'delivered once, not again').toHaveLength(2);
  });

  it('stops pushing to a browser once its person signed out there, or was signed out; their other browsers still get them', async () => {
    const { coach, client } = await coachAndClient();
    const shared = browser(pushService.base);
    expect((await call(client, 'POST', '/notifications/push-subscriptions', shared.subscription)).statusCode).toBe(201);
    const own = await signIn(app, client.email, client.password);
    const phone = browser(pushService.base);
    expect((await call(own, 'POST', '/notifications/push-subscriptions', phone.subscription)).statusCode).toBe(201);

    expect((await call(client, 'POST', '/auth/logout')).statusCode).toBe(200);
    await message(coach, client, 'After you signed out on the shared computer');
    expect(pushesTo(shared.endpoint), 'the shared computer shows nothing of theirs').toHaveLength(0);
    expect(pushesTo(phone.endpoint)).toHaveLength(1);

    // A password change ends every sign-in, this browser's too (it gets a new one, and subscribes again from its settings page).
    const changed = await app.inject({ method: 'PUT', url: '/api/auth/change-password', headers: bearer(own.token), payload: { currentPassword: client.password, newPassword: 'An0ther!Secret' } });
    expect(changed.statusCode, changed.body).toBe(200);
    await message(coach, client, 'After every sign-in ended');
    expect(pushesTo(phone.endpoint)).toHaveLength(1);
  });

  it('keeps each browser to its owner: another person cannot unsubscribe it, and a bad subscription is refused in words', async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    const device = browser(pushService.base);
    expect((await call(owner, 'POST', '/notifications/push-subscriptions', device.subscription)).statusCode).toBe(201);
    expect((await call(other, 'DELETE', '/notifications/push-subscriptions', { endpoint: device.endpoint })).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', '/notifications/push-subscriptions', { endpoint: device.endpoint })).statusCode).toBe(200);

    const badKey = await call(owner, 'POST', '/notifications/push-subscriptions', { ...device.subscription, keys: { p256dh: 'short', auth: device.auth } });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().errors[0]).toMatchObject({ path: 'keys.p256dh' });
    const notHttp = await call(owner, 'POST', '/notifications/push-subscriptions', { ...device.subscription, endpoint: 'ftp://push.example/abc' });
    expect(notHttp.statusCode).toBe(400);
    expect(notHttp.json().errors[0].msg).toBe(NOTIFICATION_MESSAGES.pushEndpointInsecure);
  });
});

describe('text messages', () => {
  it("text a session's news to a client who turned texts on, through the Twilio-compatible API; a chat message is not texted", async () => {
    const { coach, client } = await coachAndClient({ phone: '+44 7700 900123' });
    const turnedOn = await call(client, 'PUT', '/auth/me', { preferences: { notifications: { sms: true } }, profile: { communicationPreferences: { smsNotifications: true } } });
    expect(turnedOn.statusCode, turnedOn.body).toBe(200);

    await schedule(app, coach, client, utcAt(clock(), 3, '10:00'), { title: 'Quarterly review' });
    await settled();
    const [text] = textsTo('+447700900123');
    expect(text, 'texted to the number of the profile, in E.164').toBeDefined();
    expect(text!.get('From')).toBe(SMS.from);
    expect(text!.get('Body')).toContain('Session with Sarah Mitchell confirmed');
    expect(text!.get('Body')).toContain('Quarterly review');
    const request = smsService.received.at(-1)!;
    expect(request.url).toBe(`/2010-04-01/Accounts/${SMS.sid}/Messages.json`);
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from(`${SMS.sid}:${SMS.token}`).toString('base64')}`);

    await message(coach, client, 'See you then');
    expect(textsTo('+447700900123'), 'messages wait for the app, mail and push').toHaveLength(1);
  });

  it('texts no one whose switch is off or whose phone is not a full international number, and gives up on a refusal without retrying', async () => {
    const { coach, client } = await coachAndClient({ phone: '07700 900456' });
    await call(client, 'PUT', '/auth/me', { preferences: { notifications: { sms: true } }, profile: { communicationPreferences: { smsNotifications: true } } });
    const { coach: quietCoach, client: quiet } = await coachAndClient({ phone: '+44 7700 900789' });
    await schedule(app, coach, client, utcAt(clock(), 4, '10:00'));
    await schedule(app, quietCoach, quiet, utcAt(clock(), 4, '10:00'));
    const before = smsService.received.length;
    await settled();
    expect(smsService.received.length).toBe(before);
    expect(textsTo('+447700900789')).toHaveLength(0);

    const { coach: another, client: refused } = await coachAndClient({ phone: '+44 7700 900999' });
    await call(refused, 'PUT', '/auth/me', { preferences: { notifications: { sms: true } }, profile: { communicationPreferences: { smsNotifications: true } } });
    smsAnswer = { status: 400, json: { code: 21211, message: 'The To number +447700900999 is not valid' } };
    try {
      await schedule(app, another, refused, utcAt(clock(), 5, '10:00'));
      await settled();
    } finally {
      smsAnswer = { status: 201, json: { sid: 'SM0002' } };
    }
    expect(textsTo('+447700900999')).toHaveLength(1);
    clock.advance(60 * MINUTE);
    await again(app, another, refused);
    await app.services.jobs.runDue();
    await settled();
    expect(textsTo('+447700900999'), 'a refusal is not retried').toHaveLength(1);
    const failed = (await app.services.database.db.execute(sql`select status, last_error from notification_deliveries where user_id = ${refused.user._id}`)) as unknown as { rows: { status: string; last_error: string }[] };
    // Recorded as failed, with Twilio's code and not its message, which quotes the number.
    expect(failed.rows).toEqual([{ status: 'failed', last_error: 'SMS service answered 400 (code 21211)' }]);
  });
});
