import {
  AI_COACHING_MESSAGES,
  CONVERSATION_MESSAGES,
  ConversationSchema,
  defaultAiConfig,
  SUCCESS_MESSAGES,
  type Conversation,
  type ConversationMessage,
} from '@coaching/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app.js';
import { baseUrlOf, nextOfType, openStream } from '../support/event-stream.js';
import { bearer, signUp, type SignedIn } from '../support/factories.js';
import { signUpAdmin, signUpCoachAndClient } from '../support/goals.js';

const { app, clock } = await createTestApp();

/** The conversations API as one signed-in user calls it. */
function conversationsApi(target: FastifyInstance, token: string) {
  const headers = bearer(token);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, extra: Record<string, string> = {}) =>
    target.inject({ method, url: `/api/conversations${url}`, headers: { ...headers, ...extra }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const query = (params: Record<string, string>) => (Object.keys(params).length ? `?${new URLSearchParams(params)}` : '');
  return {
    list: (params: Record<string, string> = {}) => call('GET', query(params)),
    create: (body: unknown) => call('POST', '', body),
    get: (id: string) => call('GET', `/${id}`),
    update: (id: string, body: unknown) => call('PUT', `/${id}`, body),
    archive: (id: string) => call('DELETE', `/${id}`),
    send: (id: string, body: unknown, key?: string) => call('POST', `/${id}/messages`, body, key ? { 'idempotency-key': key } : {}),
    messages: (id: string, params: Record<string, string> = {}) => call('GET', `/${id}/messages${query(params)}`),
    read: (id: string, body: unknown = {}) => call('PUT', `/${id}/read`, body),
    typing: (id: string, typing: boolean) => call('POST', `/${id}/typing`, { typing }),
    unread: () => call('GET', '/unread-count'),
    analytics: (id: string) => call('GET', `/${id}/analytics`),
    exportAs: (id: string, format?: string) => call('GET', `/${id}/export${format ? `?format=${format}` : ''}`),
  };
}

async function start(coach: SignedIn, client: SignedIn, body: Record<string, unknown> = {}): Promise<Conversation> {
  const response = await conversationsApi(app, coach.token).create({ clientId: client.user._id, title: 'Delegating the weekly report', ...body });
  expect(response.statusCode).toBe(201);
  return response.json().data.conversation;
}

async function send(sender: SignedIn, conversationId: string, content: string): Promise<ConversationMessage> {
  const response = await conversationsApi(app, sender.token).send(conversationId, { content });
  expect(response.statusCode).toBe(201);
  return response.json().data.message;
}

const errorOf = (response: { json(): { error: { message: string } } }) => response.json().error.message;

describe('starting a conversation', () => {
  it("lets a coach start one with their client, and a client with their own coach, named for each side", async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const created = await conversationsApi(app, coach.token).create({ clientId: client.user._id, title: '  Delegating  ', tags: ['work', 'work', 'team'] });
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe(SUCCESS_MESSAGES.conversationCreated);
    const conversation = ConversationSchema.parse(created.json().data.conversation);
    expect(conversation).toMatchObject({
      title: 'Delegating',
      status: 'active',
      tags: ['work', 'team'],
      clientId: client.user._id,
      coachId: coach.user._id,
      clientName: 'Riley Chen',
      otherName: 'Riley Chen',
      unreadCount: 0,
      lastMessage: null,
      isAICoaching: false,
    });

    const byClient = await conversationsApi(app, client.token).create({ title: 'A question before Monday' });
    expect(byClient.statusCode).toBe(201);
    expect(byClient.json().data.conversation).toMatchObject({ clientId: client.user._id, coachId: coach.user._id, otherName: conversation.coachName });
  });

  it("refuses someone else's client, a client without a coach, another client, an admin, and bad fields, in plain words", async () => {
    const { coach } = await signUpCoachAndClient(app);
    const stranger = await signUp(app);
    const admin = await signUpAdmin(app);
    const notMine = await conversationsApi(app, coach.token).create({ clientId: stranger.user._id, title: 'Hello' });
    expect(notMine.statusCode).toBe(404);
    expect(errorOf(notMine)).toBe(CONVERSATION_MESSAGES.clientNotYours);
    const noCoach = await conversationsApi(app, stranger.token).create({ title: 'Hello' });
    expect(noCoach.statusCode).toBe(409);
    expect(errorOf(noCoach)).toBe(CONVERSATION_MESSAGES.noCoach);
    const { client: other } = await signUpCoachAndClient(app);
    expect((await conversationsApi(app, other.token).create({ clientId: stranger.user._id, title: 'Hi' })).statusCode).toBe(404);
    expect((await conversationsApi(app, admin.token).create({ clientId: stranger.user._id, title: 'Hi' })).statusCode).toBe(403);

    const blank = await conversationsApi(app, coach.token).create({ clientId: stranger.user._id, title: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(errorOf(blank)).toBe(CONVERSATION_MESSAGES.titleRequired);
    const status = await conversationsApi(app, other.token).create({ title: 'Hi', status: 'deleted' });
    expect(status.statusCode).toBe(400);
    expect(errorOf(status)).toBe(CONVERSATION_MESSAGES.statusInvalid);
  });
});

describe('messages', () => {
  it('take their role from the sender, reach the list with unread counts, and are read and paged newest first', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const conversation = await start(coach, client);
    const first = await conversationsApi(app, client.token).send(conversation._id, { content: '  I handed the report to Priya.  ', role: 'coach' });
    expect(first.statusCode).toBe(201);
    expect(first.json().data.message).toMatchObject({ role: 'client', senderId: client.user._id, content: 'I handed the report to Priya.' });

    const seenByCoach = (await conversationsApi(app, coach.token).list()).json().data.conversations as Conversation[];
    expect(seenByCoach.map((listed) => [listed._id, listed.unreadCount, listed.lastMessage?.content])).toEqual([
      [conversation._id, 1, 'I handed the report to Priya.'],
    ]);
    expect((await conversationsApi(app, client.token).list()).json().data.conversations[0].unreadCount).toBe(0);
    expect((await conversationsApi(app, coach.token).unread()).json().data.unread).toBe(1);

    for (let n = 1; n <= 4; n += 1) {
      clock.advance(1_000);
      await send(n % 2 ? coach : client, conversation._id, `Message ${n}`);
    }
    const page = (await conversationsApi(app, coach.token).messages(conversation._id, { limit: '2' })).json().data;
    expect(page.messages.map((message: ConversationMessage) => message.content)).toEqual(['Message 4', 'Message 3']);
    const older = (await conversationsApi(app, coach.token).messages(conversation._id, { limit: '2', before: page.nextCursor })).json().data;
    expect(older.messages.map((message: ConversationMessage) => message.content)).toEqual(['Message 2', 'Message 1']);
    const oldest = (await conversationsApi(app, coach.token).messages(conversation._id, { limit: '2', before: older.nextCursor })).json().data;
    expect(oldest).toMatchObject({ messages: [{ content: 'I handed the report to Priya.' }], nextCursor: null });

    // Writing counts as reading what came before: the coach wrote Message 3, so only the client's Message 4 is unread.
    expect((await conversationsApi(app, coach.token).get(conversation._id)).json().data.conversation.unreadCount).toBe(1);
    expect((await conversationsApi(app, client.token).get(conversation._id)).json().data.conversation.unreadCount).toBe(0);
    const upToThree = await conversationsApi(app, coach.token).read(conversation._id, { messageId: page.messages[1]._id });
    expect(upToThree.json().data.conversation.unreadCount).toBe(1);
    expect((await conversationsApi(app, coach.token).read(conversation._id)).json().data.conversation.unreadCount).toBe(0);
    // A marker never moves back.
    expect((await conversationsApi(app, coach.token).read(conversation._id, { messageId: oldest.messages[0]._id })).json().data.conversation.unreadCount).toBe(0);
    expect((await conversationsApi(app, coach.token).unread()).json().data.unread).toBe(0);
  });

  it('refuse blank, over-long and malformed input in plain words, never a 500', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const conversation = await start(coach, client);
    const api = conversationsApi(app, client.token);
    const blank = await api.send(conversation._id, { content: ' \n ' });
    expect([blank.statusCode, errorOf(blank)]).toEqual([400, CONVERSATION_MESSAGES.messageRequired]);
    const long = await api.send(conversation._id, { content: 'a'.repeat(10_001) });
    expect([long.statusCode, errorOf(long)]).toEqual([400, CONVERSATION_MESSAGES.messageTooLong]);
    expect((await api.send(conversation._id, { content: 'a'.repeat(10_000) })).statusCode).toBe(201);
    for (const before of ['not a cursor!', Buffer.from('["yesterday","x"]').toString('base64url')]) {
      const response = await api.messages(conversation._id, { before });
      expect([response.statusCode, errorOf(response)]).toEqual([400, CONVERSATION_MESSAGES.cursorInvalid]);
    }
    const unknown = await api.get('00000000-0000-4000-8000-000000000000');
    expect([unknown.statusCode, errorOf(unknown)]).toEqual([404, CONVERSATION_MESSAGES.notFound]);
    expect((await api.get('nope')).statusCode).toBe(400);
  });

  it('are stored once when a send is retried with the same Idempotency-Key', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const conversation = await start(coach, client);
    const api = conversationsApi(app, client.token);
    const [once, again] = [await api.send(conversation._id, { content: 'Sent twice?' }, 'key-1'), await api.send(conversation._id, { content: 'Sent twice?' }, 'key-1')];
    expect(again.json().data.message._id).toBe(once.json().data.message._id);
    expect((await api.messages(conversation._id)).json().data.messages).toHaveLength(1);
  });

  it("arrive live on the other person's event stream, and typing does too without being stored", async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const conversation = await start(coach, client);
    const stream = await openStream(`${await baseUrlOf(app)}/api/events`, { token: coach.token });
    expect(stream.status).toBe(200);
    try {
      await conversationsApi(app, client.token).typing(conversation._id, true);
      expect((await stream.next(2_000)).data).toEqual({ type: 'conversation.typing', data: { conversationId: conversation._id, userId: client.user._id, typing: true } });
      const message = await send(client, conversation._id, 'Are you free on Monday?');
      // The message and its notification travel separately: their order is not fixed.
      const event = await nextOfType(stream, 'conversation.message', 2_000);
      expect(event.id).toBeDefined();
      expect(event.data).toEqual({ type: 'conversation.message', data: { conversationId: conversation._id, message } });
    } finally {
      stream.close();
    }
  });
});

describe('who may see and write a conversation', () => {
  it('is its two people; an admin reads but does not write; a second coach and a second client hear 404', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const { coach: secondCoach, client: secondClient } = await signUpCoachAndClient(app);
    const admin = await signUpAdmin(app);
    const conversation = await start(coach, client);
    await send(client, conversation._id, 'Only for my coach');

    for (const outsider of [secondCoach, secondClient]) {
      const api = conversationsApi(app, outsider.token);
      for (const response of [
        await api.get(conversation._id),
        await api.messages(conversation._id),
        await api.send(conversation._id, { content: 'Hello?' }),
        await api.update(conversation._id, { title: 'Mine now' }),
        await api.archive(conversation._id),
        await api.read(conversation._id),
        await api.analytics(conversation._id),
        await api.exportAs(conversation._id),
        await api.typing(conversation._id, true),
      ]) {
        expect(response.statusCode).toBe(404);
      }
      expect((await api.list()).json().data.conversations.map((listed: Conversation) => listed._id)).not.toContain(conversation._id);
    }

    const overseer = conversationsApi(app, admin.token);
    expect((await overseer.get(conversation._id)).json().data.conversation.otherName).toBe('Riley Chen');
    expect((await overseer.messages(conversation._id)).json().data.messages).toHaveLength(1);
    expect((await overseer.list({ clientId: client.user._id })).json().data.conversations.map((listed: Conversation) => listed._id)).toEqual([conversation._id]);
    expect((await overseer.send(conversation._id, { content: 'Admin here' })).statusCode).toBe(403);
    expect((await overseer.archive(conversation._id)).statusCode).toBe(403);
  });
});

describe('a conversation over time', () => {
  it('is edited and archived by either of its people, refuses messages while archived, and reopens', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const conversation = await start(coach, client);
    const edited = await conversationsApi(app, coach.token).update(conversation._id, { title: 'Delegation plan', tags: ['q3'], description: 'Hand over the report', status: 'paused' });
    expect(edited.json()).toMatchObject({ message: SUCCESS_MESSAGES.conversationUpdated, data: { conversation: { title: 'Delegation plan', tags: ['q3'], status: 'paused' } } });
    const archived = await conversationsApi(app, client.token).archive(conversation._id);
    expect(archived.json()).toMatchObject({ message: SUCCESS_MESSAGES.conversationArchived, data: { conversation: { status: 'archived' } } });
    const refused = await conversationsApi(app, coach.token).send(conversation._id, { content: 'Still there?' });
    expect([refused.statusCode, errorOf(refused)]).toEqual([409, CONVERSATION_MESSAGES.archived]);
    expect((await conversationsApi(app, coach.token).update(conversation._id, { status: 'active' })).statusCode).toBe(200);
    expect((await conversationsApi(app, coach.token).send(conversation._id, { content: 'Still there?' })).statusCode).toBe(201);
  });

  it('is found by words in its title or its messages, filtered by status and sorted as asked', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const report = await start(coach, client, { title: 'Weekly report' });
    clock.advance(1_000);
    const hiring = await start(coach, client, { title: 'Hiring a designer', status: 'paused' });
    await send(client, hiring._id, 'The portfolio review went 100% well');
    const titles = async (params: Record<string, string>) =>
      ((await conversationsApi(app, coach.token).list(params)).json().data.conversations as Conversation[]).map((listed) => listed.title);
    expect(await titles({})).toEqual(['Hiring a designer', 'Weekly report']);
    expect(await titles({ sortBy: 'title', sortOrder: 'asc' })).toEqual(['Hiring a designer', 'Weekly report']);
    expect(await titles({ sortBy: 'createdAt', sortOrder: 'asc' })).toEqual(['Weekly report', 'Hiring a designer']);
    expect(await titles({ search: 'REPORT' })).toEqual(['Weekly report']);
    expect(await titles({ search: 'portfolio' })).toEqual(['Hiring a designer']);
    expect(await titles({ search: '100%' })).toEqual(['Hiring a designer']);
    expect(await titles({ search: '%' })).toEqual(['Hiring a designer']);
    expect(await titles({ status: 'paused' })).toEqual(['Hiring a designer']);
    expect((await conversationsApi(app, coach.token).list({ limit: '1', page: '2' })).json().data).toMatchObject({
      conversations: [{ _id: report._id }],
      pagination: { page: 2, limit: 1, total: 2 },
    });
    expect((await conversationsApi(app, coach.token).list({ limit: '1', page: '5' })).json().data).toEqual({
      conversations: [],
      pagination: { page: 5, limit: 1, total: 2 },
    });
    expect((await conversationsApi(app, coach.token).list({ search: 'no such words' })).json().data.pagination.total).toBe(0);
  });

  it('has analytics counted from its messages, and exports as a JSON file or a transcript', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const conversation = await start(coach, client);
    await send(client, conversation._id, 'I realised I hold on to the report because I worry the quality will drop.');
    clock.advance(5 * 60_000);
    await send(coach, conversation._id, 'What would good enough look like?');
    const analytics = (await conversationsApi(app, coach.token).analytics(conversation._id)).json().data.analytics;
    expect(analytics).toMatchObject({ totalMessages: 2, conversationLength: 5, averageMessageLength: 73, clientSatisfactionRating: null });

    const json = await conversationsApi(app, client.token).exportAs(conversation._id);
    expect(json.headers['content-disposition']).toBe(`attachment; filename="conversation-${conversation._id}.json"`);
    expect(json.json().messages.map((message: ConversationMessage) => message.role)).toEqual(['client', 'coach']);
    const text = await conversationsApi(app, client.token).exportAs(conversation._id, 'text');
    expect(text.headers['content-type']).toContain('text/plain');
    expect(text.body).toContain('Conversation: Delegating the weekly report');
    expect(text.body).toMatch(/\] You: I realised/);
    expect(text.body).toMatch(/\] .+ \(Coach\): What would good enough look like\?/);
  });
});

describe('coaching suggestions and sentiment for a conversation between people', () => {
  it('come from its messages for its two people and admins, and are not found for anyone else', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const { coach: secondCoach } = await signUpCoachAndClient(app);
    const conversation = await start(coach, client);
    await send(client, conversation._id, 'I feel awful and stuck. Nothing I try with the team works and I am exhausted.');
    const ask = (who: SignedIn) => ({
      suggestions: () => app.inject({ method: 'POST', url: `/api/ai/suggestions/${conversation._id}`, headers: bearer(who.token), payload: {} }),
      sentiment: () => app.inject({ method: 'GET', url: `/api/ai/analyze/${conversation._id}/sentiment`, headers: bearer(who.token) }),
    });

    const suggestions = await ask(coach).suggestions();
    expect(suggestions.statusCode).toBe(200);
    const list = suggestions.json().data.suggestions as { content: string; type: string; priority: string }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]).toMatchObject({ priority: 'high', type: 'reflection' });

    const sentiment = (await ask(coach).sentiment()).json().data;
    expect(sentiment.label).toBe('negative');
    expect(sentiment.trend).toHaveLength(1);
    expect((await ask(client).sentiment()).statusCode).toBe(200);
    expect((await ask(secondCoach).suggestions()).statusCode).toBe(404);
    expect((await ask(secondCoach).sentiment()).statusCode).toBe(404);
  });
});

describe('the AI settings of a conversation between people (PUT /api/ai/config/:id)', () => {
  const configure = (who: SignedIn, id: string, config: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url: `/api/ai/config/${id}`, headers: bearer(who.token), payload: { config } });

  it("are the coach's and admins' to change, merged with what is left out; the client sees them without the coach's instructions", async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const admin = await signUpAdmin(app);
    const conversation = await start(coach, client);
    expect(conversation.aiConfig).toEqual(defaultAiConfig());

    const byCoach = await configure(coach, conversation._id, { coaching_style: 'directive', temperature: 0.4, systemPrompt: 'Jordan avoids conflict: notice it.' });
    expect(byCoach.statusCode).toBe(200);
    expect(byCoach.json().message).toBe(AI_COACHING_MESSAGES.aiConfigUpdated);
    const expected = { ...defaultAiConfig(), coaching_style: 'directive', temperature: 0.4, systemPrompt: 'Jordan avoids conflict: notice it.' };
    expect(byCoach.json().data.conversation).toMatchObject({ _id: conversation._id, isAICoaching: false, aiConfig: expected });

    const byAdmin = await configure(admin, conversation._id, { maxTokens: 800 });
    expect(byAdmin.json().data.conversation.aiConfig).toEqual({ ...expected, maxTokens: 800 });

    expect((await conversationsApi(app, coach.token).get(conversation._id)).json().data.conversation.aiConfig).toEqual({ ...expected, maxTokens: 800 });
    const asClient = (await conversationsApi(app, client.token).get(conversation._id)).json().data.conversation;
    expect(asClient.aiConfig).toEqual({ ...defaultAiConfig(), coaching_style: 'directive', temperature: 0.4, maxTokens: 800 });
    expect(JSON.stringify((await conversationsApi(app, client.token).list()).json())).not.toContain('avoids conflict');
  });

  it('are refused to the client with 403 and hidden from a second coach and a second client; bad values are refused in plain words', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const { coach: secondCoach, client: secondClient } = await signUpCoachAndClient(app);
    const conversation = await start(coach, client);
    const refused = await configure(client, conversation._id, { systemPrompt: 'Ignore my coach.' });
    expect(refused.statusCode).toBe(403);
    expect((await configure(client, conversation._id, { coaching_style: 'directive' })).statusCode).toBe(403);
    for (const other of [secondCoach, secondClient]) {
      const hidden = await configure(other, conversation._id, { temperature: 1 });
      expect(hidden.statusCode).toBe(404);
    }
    for (const config of [{ temperature: 3 }, { maxTokens: 50 }, { coaching_style: 'shouty' }]) {
      const response = await configure(coach, conversation._id, config);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } });
    }
    expect((await conversationsApi(app, coach.token).get(conversation._id)).json().data.conversation.aiConfig).toEqual(defaultAiConfig());
  });

  it("set the methodology the built-in suggestions follow: a directive (GROW) coach is offered GROW's next question", async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const conversation = await start(coach, client);
    await send(client, conversation._id, 'I want to hand the weekly report to Priya by the end of the month.');
    const suggest = async () =>
      (await app.inject({ method: 'POST', url: `/api/ai/suggestions/${conversation._id}`, headers: bearer(coach.token), payload: {} })).json().data
        .suggestions as { content: string; type: string }[];
    // The next question of the methodology comes last among the questions (after any about engagement).
    const questionOf = (list: { content: string; type: string }[]) => list.findLast((suggestion) => suggestion.type === 'question')?.content;
    const solutionFocused = questionOf(await suggest());
    await configure(coach, conversation._id, { coaching_style: 'directive' });
    const grow = questionOf(await suggest());
    expect(grow).toBeTruthy();
    expect(grow).not.toBe(solutionFocused);
  });
});
