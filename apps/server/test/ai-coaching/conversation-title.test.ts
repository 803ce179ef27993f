import { AI_COACHING_MESSAGES, type AiConversation } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { aiCoachingApi, createConversation, streamedReply } from '../support/ai-coaching.js';
import { createTestApp } from '../support/app.js';
import { signUp, type SignedIn } from '../support/factories.js';

const { app } = await createTestApp();

const CRISIS = "I don't want to live anymore. I keep thinking about ending my life and I have a plan for how I would do it.";

/** The title the conversation has in the owner's list and when opened. */
async function titlesOf(owner: SignedIn, conversationId: string) {
  const api = aiCoachingApi(app, owner.token);
  const listed = (await api.list({ status: 'active' })).json().data.conversations as AiConversation[];
  return {
    listed: listed.find((conversation) => conversation._id === conversationId)?.title,
    opened: (await api.get(conversationId)).json().data.conversation.title as string,
  };
}

describe('the title of a conversation created without one', () => {
  it('is derived until the first message (POST /messages) names it, and later messages leave it be', async () => {
    const owner = await signUp(app);
    const api = aiCoachingApi(app, owner.token);
    const conversation = await createConversation(app, owner.token, { title: '', focusAreas: ['Leadership Skills'] });
    expect(conversation.title).toBe('Leadership Skills');

    const first = await api.send(conversation._id, { content: 'Hey coach, I want to get better at delegating. My team waits on me.' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.conversation.title).toBe('I want to get better at delegating');
    expect(await titlesOf(owner, conversation._id)).toEqual({ listed: 'I want to get better at delegating', opened: 'I want to get better at delegating' });

    expect((await api.send(conversation._id, { content: 'Something else entirely: my budget.' })).statusCode).toBe(200);
    expect((await titlesOf(owner, conversation._id)).opened).toBe('I want to get better at delegating');
  });

  it('is named by the first message sent to the stream, cut to a few words with an ellipsis', async () => {
    const owner = await signUp(app);
    const conversation = await createConversation(app, owner.token, { focusAreas: [] });
    expect(conversation.title).toBe(AI_COACHING_MESSAGES.newConversationTitle);

    const content = 'so um, how do I prepare for the promotion talk with my manager next week? I am nervous.';
    const response = await aiCoachingApi(app, owner.token).stream(conversation._id, { content });
    expect(streamedReply(response).last).toMatchObject({ done: true });
    const title = 'How do I prepare for the promotion talk…';
    expect(await titlesOf(owner, conversation._id)).toEqual({ listed: title, opened: title });
  });

  it('keeps the derived title when the first message leaves nothing to name it by, even after later messages', async () => {
    const owner = await signUp(app);
    const api = aiCoachingApi(app, owner.token);
    const conversation = await createConversation(app, owner.token, { goals: ['Run a 10k'] });
    expect((await api.send(conversation._id, { content: 'Hi!' })).json().data.conversation.title).toBe('Run a 10k');
    await api.send(conversation._id, { content: 'I want to train three times a week.' });
    expect(await titlesOf(owner, conversation._id)).toEqual({ listed: 'Run a 10k', opened: 'Run a 10k' });
  });

  it('never becomes a message the safety screen answered: a crisis keeps the derived title', async () => {
    const owner = await signUp(app);
    const api = aiCoachingApi(app, owner.token);
    const conversation = await createConversation(app, owner.token, { focusAreas: ['Stress Management'] });
    const response = await api.send(conversation._id, { content: CRISIS });
    expect(response.json().data.message.metadata).toMatchObject({ messageType: 'safety_response', safetyLevel: 'crisis' });
    expect(response.json().data.conversation.title).toBe('Stress Management');
    await api.send(conversation._id, { content: 'I am safe now, thank you. I want to talk about work.' });
    expect(await titlesOf(owner, conversation._id)).toEqual({ listed: 'Stress Management', opened: 'Stress Management' });
  });
});

describe('the title a user gave', () => {
  it('is never changed by the first message', async () => {
    const owner = await signUp(app);
    const conversation = await createConversation(app, owner.token, { title: 'Finding my voice' });
    await aiCoachingApi(app, owner.token).send(conversation._id, { content: 'I want to speak up in meetings.' });
    expect(await titlesOf(owner, conversation._id)).toEqual({ listed: 'Finding my voice', opened: 'Finding my voice' });
  });
});
