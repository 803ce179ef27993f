import {
  AI_COACHING_MESSAGES,
  AiConversationSchema,
  CONVERSATION_MESSAGES,
  DEFAULT_METHODOLOGY,
  defaultAiConfig,
  GLOBAL_ERROR_MESSAGES,
  type AiConversation,
} from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { aiCoachingApi, createConversation } from '../support/ai-coaching.js';
import { createTestApp } from '../support/app.js';
import { signUpCast, signUpCoachAndClient } from '../support/goals.js';

const { app, clock } = await createTestApp();
const { coach, client, otherClient, otherCoach, admin } = await signUpCast(app);

const NOT_FOUND = { success: false, error: { code: 'NOT_FOUND', message: CONVERSATION_MESSAGES.notFound } };
const FORBIDDEN = { success: false, error: { code: 'FORBIDDEN', message: GLOBAL_ERROR_MESSAGES.forbidden } };
const ids = (response: { json(): { data: { conversations: AiConversation[] } } }) =>
  response.json().data.conversations.map((conversation) => conversation._id);

describe('POST /api/ai-coaching/conversations', () => {
  it('starts an active conversation with the default methodology and AI settings', async () => {
    const response = await aiCoachingApi(app, client.token).create({
      title: 'Finding my voice',
      focusAreas: ['Leadership Skills', 'Communication Skills'],
      goals: ['Speak first in the Monday meeting'],
    });
    expect(response.statusCode).toBe(201);
    const { conversation } = response.json().data;
    expect(AiConversationSchema.parse(conversation)).toEqual(conversation);
    expect(conversation).toMatchObject({
      title: 'Finding my voice',
      status: 'active',
      isAICoaching: true,
      clientId: client.user._id,
      coachId: coach.user._id,
      focusAreas: ['Leadership Skills', 'Communication Skills'],
      goals: ['Speak first in the Monday meeting'],
      coachingContext: { focusAreas: ['Leadership Skills', 'Communication Skills'], methodology: DEFAULT_METHODOLOGY },
      aiConfig: defaultAiConfig(),
      sessionSummary: { keyInsights: [], actionItems: [] },
      analytics: { totalMessages: 0, clientSatisfactionRating: null },
      flagged: false,
      rating: null,
      messages: [],
      completedAt: null,
    });
  });

  it('gives an untitled conversation the default title, and keeps a chosen methodology', async () => {
    const untitled = await createConversation(app, client.token, { focusAreas: [] });
    expect(untitled.title).toBe(AI_COACHING_MESSAGES.newConversationTitle);
    const grow = await createConversation(app, client.token, { methodology: 'grow', goals: ['Run a 10k'] });
    expect(grow.coachingContext.methodology).toBe('grow');
    expect(grow.title).toBe('Run a 10k');
  });

  it("defaults the methodology to the coaching style of the client's latest conversation, which their coach may set", async () => {
    const { coach: guide, client: newcomer } = await signUpCoachAndClient(app);
    const first = await createConversation(app, newcomer.token);
    expect(first.coachingContext.methodology).toBe(DEFAULT_METHODOLOGY);
    expect(first.aiConfig.coaching_style).toBe('solution-focused');

    expect((await aiCoachingApi(app, guide.token).config(first._id, { config: { coaching_style: 'cognitive-behavioral' } })).statusCode).toBe(200);
    clock.advance(60_000);
    const second = await createConversation(app, newcomer.token);
    expect(second.coachingContext).toMatchObject({ methodology: 'transformational', stage: 'Story' });
    expect(second.aiConfig.coaching_style).toBe('cognitive-behavioral');

    clock.advance(60_000);
    const chosen = await createConversation(app, newcomer.token, { methodology: 'icf' });
    expect(chosen.coachingContext.methodology).toBe('icf');
    expect(chosen.aiConfig.coaching_style).toBe('non-directive');
  });

  it('lets a coach talk with their own assistant, but not an admin', async () => {
    const own = await createConversation(app, otherCoach.token);
    expect(own).toMatchObject({ clientId: otherCoach.user._id, coachId: null });
    const refused = await aiCoachingApi(app, admin.token).create({});
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(FORBIDDEN);
  });

  it('refuses an unknown methodology and anonymous callers', async () => {
    const invalid = await aiCoachingApi(app, client.token).create({ methodology: 'hypnosis' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR', message: AI_COACHING_MESSAGES.methodologyInvalid } });
    expect((await aiCoachingApi(app).create({})).statusCode).toBe(401);
  });
});

const owned = await createConversation(app, client.token, { title: 'Owned by the first client' });

describe('who sees a conversation', () => {
  it('another client cannot read, write or delete it: 404, and never sees it listed', async () => {
    const api = aiCoachingApi(app, otherClient.token);
    for (const response of [
      await api.get(owned._id),
      await api.remove(owned._id),
      await api.send(owned._id, { content: 'Hello' }),
      await api.stream(owned._id, { content: 'Hello' }),
      await api.context(owned._id, { goals: ['Hijacked'] }),
      await api.complete(owned._id, { rating: 5, nextSessionFocus: '' }),
      await api.exportAs(owned._id, 'json'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    expect(ids(await api.list())).not.toContain(owned._id);
    const asked = await api.list({ clientId: client.user._id });
    expect(asked.statusCode).toBe(404);
  });

  it("the client's coach reads it (oversight) but cannot write to it: 403", async () => {
    const api = aiCoachingApi(app, coach.token);
    const read = await api.get(owned._id);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.conversation._id).toBe(owned._id);
    expect(ids(await api.list({ clientId: client.user._id }))).toContain(owned._id);
    expect(ids(await api.list())).not.toContain(owned._id);
    for (const response of [
      await api.remove(owned._id),
      await api.send(owned._id, { content: 'Hello' }),
      await api.context(owned._id, { goals: ['Coach edit'] }),
      await api.complete(owned._id, { rating: 5 }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    }
  });

  it('another coach gets 404 for it and for its client', async () => {
    const api = aiCoachingApi(app, otherCoach.token);
    expect((await api.get(owned._id)).json()).toEqual(NOT_FOUND);
    expect((await api.list({ clientId: client.user._id })).statusCode).toBe(404);
  });

  it('an admin reads it, lists anyone, and still cannot delete it', async () => {
    const api = aiCoachingApi(app, admin.token);
    expect((await api.get(owned._id)).statusCode).toBe(200);
    expect(ids(await api.list())).toContain(owned._id);
    expect(ids(await api.list({ clientId: client.user._id }))).toContain(owned._id);
    expect((await api.remove(owned._id)).json()).toEqual(FORBIDDEN);
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    const api = aiCoachingApi(app, client.token);
    expect((await api.get('not-a-uuid')).statusCode).toBe(400);
    expect((await api.get('00000000-0000-4000-8000-000000000000')).json()).toEqual(NOT_FOUND);
    expect((await api.list({ clientId: 'nope' })).statusCode).toBe(400);
  });
});

describe('GET /api/ai-coaching/conversations', () => {
  it('lists newest activity first, filters by status and pages', async () => {
    const { client: lister } = await signUpCoachAndClient(app);
    const first = await createConversation(app, lister.token, { title: 'First' });
    clock.advance(60_000);
    const second = await createConversation(app, lister.token, { title: 'Second' });
    clock.advance(60_000);
    const api = aiCoachingApi(app, lister.token);
    await api.send(first._id, { content: 'I want to plan my week better.' });
    await api.complete(second._id, { rating: 4, nextSessionFocus: 'Delegation' });

    const all = await api.list();
    expect(all.statusCode).toBe(200);
    expect(ids(all)).toEqual([first._id, second._id]);
    expect(all.json().data.pagination).toEqual({ page: 1, limit: 20, total: 2 });
    expect(all.json().data.conversations[0].messages).toEqual([]);
    expect(all.json().data.conversations[0].analytics.totalMessages).toBe(2);
    expect(ids(await api.list({ status: 'active' }))).toEqual([first._id]);
    expect(ids(await api.list({ status: 'completed' }))).toEqual([second._id]);
    const paged = await api.list({ limit: '1', page: '2' });
    expect(ids(paged)).toEqual([second._id]);
    expect(paged.json().data.pagination).toEqual({ page: 2, limit: 1, total: 2 });
  });
});

describe('GET /api/ai-coaching/conversations/:id', () => {
  it('returns the messages oldest first', async () => {
    const conversation = await createConversation(app, client.token);
    const api = aiCoachingApi(app, client.token);
    await api.send(conversation._id, { content: 'First message' });
    await api.send(conversation._id, { content: 'Second message' });
    const { messages } = (await api.get(conversation._id)).json().data.conversation;
    expect(messages.map((message: { role: string }) => message.role)).toEqual(['client', 'ai_coach', 'client', 'ai_coach']);
    expect(messages[0].content).toBe('First message');
    expect(messages[2].content).toBe('Second message');
  });
});

describe('DELETE /api/ai-coaching/conversations/:id', () => {
  it('deletes the conversation with its messages for its owner', async () => {
    const conversation = await createConversation(app, client.token);
    const api = aiCoachingApi(app, client.token);
    await api.send(conversation._id, { content: 'Something to delete' });
    const deleted = await api.remove(conversation._id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, data: null, message: AI_COACHING_MESSAGES.conversationDeleted });
    expect((await api.get(conversation._id)).json()).toEqual(NOT_FOUND);
    expect((await aiCoachingApi(app, coach.token).get(conversation._id)).statusCode).toBe(404);
  });
});

describe('PUT /api/ai-coaching/conversations/:id/context', () => {
  it('changes focus areas, goals and methodology, and keeps what is left out', async () => {
    const conversation = await createConversation(app, client.token, {
      focusAreas: ['Time Management'],
      goals: ['Plan Mondays'],
      methodology: 'solution-focused',
    });
    const api = aiCoachingApi(app, client.token);
    const changed = await api.context(conversation._id, { goals: ['Plan every day'], methodology: 'grow' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.conversation).toMatchObject({
      focusAreas: ['Time Management'],
      goals: ['Plan every day'],
      coachingContext: { methodology: 'grow', focusAreas: ['Time Management'] },
      aiConfig: { coaching_style: 'directive' },
    });
    const invalid = await api.context(conversation._id, { methodology: 'astrology' });
    expect(invalid.statusCode).toBe(400);
  });
});

describe('POST /api/ai-coaching/conversations/:id/complete', () => {
  it('completes the session with the rating and next focus, then refuses new messages and a second completion', async () => {
    const conversation = await createConversation(app, client.token);
    const api = aiCoachingApi(app, client.token);
    await api.send(conversation._id, { content: 'I will call my mentor on Friday.' });
    clock.advance(5 * 60_000);
    const completed = await api.complete(conversation._id, { rating: 4, nextSessionFocus: 'Follow up on the mentor call' });
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toMatchObject({
      success: true,
      message: AI_COACHING_MESSAGES.sessionCompleted,
      data: {
        conversation: {
          status: 'completed',
          completedAt: clock().toISOString(),
          rating: 4,
          nextSessionFocus: 'Follow up on the mentor call',
          analytics: { clientSatisfactionRating: 4 },
        },
      },
    });
    expect(completed.json().data.conversation.messages).toHaveLength(2);

    const refused = await api.send(conversation._id, { content: 'One more thing' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, error: { code: 'CONFLICT', message: AI_COACHING_MESSAGES.conversationNotActive } });
    expect((await api.stream(conversation._id, { content: 'One more thing' })).statusCode).toBe(409);
    expect((await api.complete(conversation._id, { rating: 5 })).statusCode).toBe(409);
    expect((await api.get(conversation._id)).json().data.conversation.messages).toHaveLength(2);
  });

  it('needs a whole rating from 1 to 5', async () => {
    const conversation = await createConversation(app, client.token);
    const api = aiCoachingApi(app, client.token);
    for (const rating of [0, 6, 2.5, undefined]) {
      const response = await api.complete(conversation._id, { rating, nextSessionFocus: '' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
    }
    expect((await api.complete(conversation._id, { rating: 0 })).json().error.message).toBe(AI_COACHING_MESSAGES.ratingRequired);
  });
});
