import { NOTIFICATION_MESSAGES, NotificationListSchema, type Conversation, type NotificationList } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app.js';
import { baseUrlOf, openStream } from '../support/event-stream.js';
import { bearer, PASSWORD, signIn, type SignedIn } from '../support/factories.js';
import { aiCoachingApi, createConversation } from '../support/ai-coaching.js';
import { signUpAdmin, signUpCoachAndClient } from '../support/goals.js';

const { app, clock } = await createTestApp();

async function start(coach: SignedIn, client: SignedIn): Promise<Conversation> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: bearer(coach.token),
    payload: { clientId: client.user._id, title: 'Between sessions' },
  });
  return response.json().data.conversation;
}

const send = (sender: SignedIn, conversationId: string, content: string) =>
  app.inject({ method: 'POST', url: `/api/conversations/${conversationId}/messages`, headers: bearer(sender.token), payload: { content } });
const readConversation = (reader: SignedIn, conversationId: string) =>
  app.inject({ method: 'PUT', url: `/api/conversations/${conversationId}/read`, headers: bearer(reader.token), payload: {} });

async function notificationsOf(user: SignedIn, query = ''): Promise<NotificationList> {
  const response = await app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: bearer(user.token) });
  expect(response.statusCode).toBe(200);
  return NotificationListSchema.parse(response.json().data);
}

const mailsTo = async (user: SignedIn) => (await app.services.outbox.listForRecipient(user.email)).filter((mail) => mail.kind === 'conversation_message');

describe('a message notifies the other person', () => {
  it('in their notifications, live, and by mail at most once per conversation in 15 minutes', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const conversation = await start(coach, client);
    const stream = await openStream(`${await baseUrlOf(app)}/api/events`, { token: coach.token });
    try {
      expect((await send(client, conversation._id, 'Can we move Tuesday to 3pm? The board meeting moved.')).statusCode).toBe(201);
      const events = await stream.collect(500);
      const created = events.map((event) => event.data as { type: string; data: unknown }).find((event) => event.type === 'notification.created');
      expect(created?.data).toMatchObject({ notification: { type: 'conversation.message', read: false } });
    } finally {
      stream.close();
    }

    const list = await notificationsOf(coach);
    expect(list.unread).toBe(1);
    expect(list.notifications[0]).toMatchObject({
      type: 'conversation.message',
      link: `/coach/conversations/${conversation._id}`,
      data: { conversationId: conversation._id, conversationTitle: 'Between sessions', personName: 'Riley Chen', excerpt: 'Can we move Tuesday to 3pm? The board meeting moved.' },
    });
    expect((await notificationsOf(client)).notifications).toEqual([]);
    const [mail] = await mailsTo(coach);
    expect(mail?.subject).toBe('New message from Riley Chen: Between sessions');
    expect(mail?.textBody).toContain(`/coach/conversations/${conversation._id}`);

    // A burst: more notifications, no more mail, until 15 minutes have passed.
    clock.advance(60_000);
    await send(client, conversation._id, 'Or Wednesday morning works too.');
    expect((await notificationsOf(coach)).unread).toBe(2);
    expect(await mailsTo(coach)).toHaveLength(1);
    clock.advance(15 * 60_000);
    // Access tokens last 15 minutes: the client signs in again.
    const later = await signIn(app, client.email, PASSWORD);
    expect((await send(later, conversation._id, 'Let me know which you prefer.')).statusCode).toBe(201);
    expect(await mailsTo(coach)).toHaveLength(2);
  });

  it('not while they are on the conversation, and reading it reads its notifications', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const conversation = await start(coach, client);
    await send(client, conversation._id, 'First');
    expect((await notificationsOf(coach)).unread).toBe(1);

    expect((await readConversation(coach, conversation._id)).statusCode).toBe(200);
    expect((await notificationsOf(coach)).unread).toBe(0);
    await send(client, conversation._id, 'While you are here');
    expect((await notificationsOf(coach)).unread).toBe(0);

    clock.advance(61_000);
    await send(client, conversation._id, 'After you left');
    expect((await notificationsOf(coach, '?unread=true')).notifications.map((n) => n.data.excerpt)).toEqual(['After you left']);
  });

  it('are marked read one by one or all at once, by their owner only, and mail follows the preferences', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const conversation = await start(coach, client);
    const optOut = await app.inject({ method: 'PUT', url: '/api/auth/me', headers: bearer(client.token), payload: { preferences: { notifications: { email: false } } } });
    expect(optOut.statusCode).toBe(200);
    for (const content of ['One', 'Two', 'Three']) expect((await send(coach, conversation._id, content)).statusCode).toBe(201);
    expect(await mailsTo(client)).toEqual([]);
    const list = await notificationsOf(client);
    expect(list.unread).toBe(3);

    const [newest] = list.notifications;
    const byCoach = await app.inject({ method: 'PUT', url: `/api/notifications/${newest!._id}/read`, headers: bearer(coach.token) });
    expect([byCoach.statusCode, byCoach.json().error.message]).toEqual([404, NOTIFICATION_MESSAGES.notFound]);
    expect((await app.inject({ method: 'PUT', url: `/api/notifications/${newest!._id}/read`, headers: bearer(client.token) })).statusCode).toBe(200);
    expect((await notificationsOf(client)).unread).toBe(2);
    expect((await app.inject({ method: 'PUT', url: '/api/notifications/read-all', headers: bearer(client.token) })).statusCode).toBe(200);
    const after = await notificationsOf(client);
    expect([after.unread, after.notifications.every((n) => n.read)]).toEqual([0, true]);
  });
});

describe('a safety alert', () => {
  it("is a notification for the client's coach and every admin, leading to where they can act, without the client's words", async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const admin = await signUpAdmin(app);
    const conversation = await createConversation(app, client.token);
    await aiCoachingApi(app, client.token).send(conversation._id, { content: "I don't want to live anymore and I have a plan for how I would end my life." });

    const [forCoach] = (await notificationsOf(coach)).notifications;
    expect(forCoach).toMatchObject({ type: 'safety.alert', link: `/coach/client/${client.user._id}/ai-conversations`, data: { personName: 'Riley Chen', level: 'crisis' } });
    expect(forCoach?.data.excerpt).toBeUndefined();
    const forAdmin = (await notificationsOf(admin)).notifications.find((notification) => notification.data.personName === 'Riley Chen');
    expect(forAdmin).toMatchObject({ type: 'safety.alert', link: '/admin/conversations' });
  });
});
