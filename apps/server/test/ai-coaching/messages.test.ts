import { AI_COACHING_MESSAGES, AiMessageSchema, SendAiMessageResultSchema, estimateTokens } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { aiCoachingApi, createConversation } from '../support/ai-coaching.js';
import { createTestApp } from '../support/app.js';
import { signUpCoachAndClient } from '../support/goals.js';

const { app, clock } = await createTestApp();
const { client } = await signUpCoachAndClient(app);
const api = aiCoachingApi(app, client.token);

describe('POST /api/ai-coaching/conversations/:id/messages', () => {
  it("stores the client's message and the AI reply, with their metadata", async () => {
    const conversation = await createConversation(app, client.token);
    const content = 'I want to feel more confident speaking in meetings.';
    const response = await api.send(conversation._id, { content, messageType: 'coaching_query' });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(SendAiMessageResultSchema.parse(data)).toEqual(data);

    expect(data.userMessage).toMatchObject({
      role: 'client',
      content,
      metadata: { tokens: Math.ceil(0.75 * content.length), processingTime: 0, messageType: 'coaching_query' },
    });
    expect(data.userMessage.metadata.sentiment).toBeGreaterThanOrEqual(0);
    expect(data.userMessage.metadata.sentiment).toBeLessThanOrEqual(1);

    const reply = data.message;
    expect(reply.role).toBe('ai_coach');
    expect(reply.content.trim()).not.toBe('');
    // Tokens are estimated as 0.75 x length, rounded up (contract estimateTokens), for the reply as for the client.
    expect(reply.metadata).toMatchObject({ tokens: Math.ceil(0.75 * reply.content.length), messageType: 'ai_response' });
    expect(reply.metadata.tokens).toBe(estimateTokens(reply.content));
    expect(Number.isInteger(reply.metadata.processingTime)).toBe(true);
    expect(reply.metadata.processingTime).toBeGreaterThanOrEqual(0);
    expect(reply.metadata.sentiment).toBeGreaterThanOrEqual(0);
    expect(reply.metadata.sentiment).toBeLessThanOrEqual(1);
    expect(reply.metadata.incomplete).toBeUndefined();
    expect(new Date(reply.timestamp).getTime()).toBeGreaterThan(new Date(data.userMessage.timestamp).getTime());

    const stored = (await api.get(conversation._id)).json().data.conversation;
    expect(stored.messages).toEqual([data.userMessage, reply]);
    expect(stored.analytics.totalMessages).toBe(2);
    expect(data.conversation.analytics.totalMessages).toBe(2);
  });

  it("scores a clearly negative message's sentiment below a clearly positive one's, and counts tokens of the trimmed text", async () => {
    const conversation = await createConversation(app, client.token);
    const send = async (content: string) => (await api.send(conversation._id, { content })).json().data.userMessage.metadata;
    const negative = await send('I feel awful, hopeless and miserable; everything at work is a terrible failure.');
    const neutral = await send('I have a meeting on Tuesday at three.');
    const positive = await send('I feel wonderful and proud, the launch was a fantastic success!');
    expect(negative.sentiment).toBeLessThan(0.5);
    expect(neutral.sentiment).toBe(0.5);
    expect(positive.sentiment).toBeGreaterThan(0.5);
    expect(negative.sentiment).toBeLessThan(positive.sentiment);

    const padded = '   Seven words, and spaces around them.   ';
    const { userMessage } = (await api.send(conversation._id, { content: padded })).json().data;
    expect(userMessage.content).toBe(padded.trim());
    expect(userMessage.metadata.tokens).toBe(Math.ceil(0.75 * padded.trim().length));
    // 36 characters once trimmed: 27 tokens (the untrimmed 42 would give 32).
    expect(userMessage.metadata.tokens).toBe(27);
  });

  it('marks a plain message as text when no type is given, and trims it', async () => {
    const conversation = await createConversation(app, client.token);
    const response = await api.send(conversation._id, { content: '  Hello coach  ' });
    expect(response.json().data.userMessage).toMatchObject({ content: 'Hello coach', metadata: { messageType: 'text', tokens: 9 } });
  });

  it('refuses blank, missing and overlong content without storing anything', async () => {
    const conversation = await createConversation(app, client.token);
    for (const body of [{ content: '' }, { content: '   \n ' }, {}]) {
      const response = await api.send(conversation._id, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR', message: AI_COACHING_MESSAGES.messageRequired } });
    }
    const long = await api.send(conversation._id, { content: 'x'.repeat(4_001) });
    expect(long.json().error.message).toBe(AI_COACHING_MESSAGES.messageTooLong);
    expect((await api.stream(conversation._id, { content: ' ' })).statusCode).toBe(400);
    expect((await api.get(conversation._id)).json().data.conversation.messages).toEqual([]);
  });

  it('keeps the order of a conversation even when the clock stands still', async () => {
    const conversation = await createConversation(app, client.token);
    for (const content of ['one', 'two', 'three']) await api.send(conversation._id, { content });
    const { messages } = (await api.get(conversation._id)).json().data.conversation;
    expect(messages.filter((message: { role: string }) => message.role === 'client').map((message: { content: string }) => message.content)).toEqual([
      'one',
      'two',
      'three',
    ]);
    const times = messages.map((message: { timestamp: string }) => Date.parse(message.timestamp));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    for (const message of messages) expect(AiMessageSchema.parse(message)).toEqual(message);
  });

  it("turns the client's commitments into action items and keeps the session's analytics", async () => {
    const conversation = await createConversation(app, client.token, { methodology: 'grow' });
    await api.send(conversation._id, { content: 'I want to get promoted to team lead this year.' });
    clock.advance(3 * 60_000);
    const response = await api.send(conversation._id, { content: 'I will ask my manager for feedback by Friday.' });
    const { sessionSummary, analytics, coachingContext } = response.json().data.conversation;
    expect(sessionSummary.actionItems).toHaveLength(1);
    expect(sessionSummary.actionItems[0]).toMatchObject({ status: 'pending' });
    expect(sessionSummary.actionItems[0].item.toLowerCase()).toContain('feedback');
    expect(sessionSummary.actionItems[0].deadline).not.toBeNull();
    expect(coachingContext.stage).not.toBe('');
    expect(analytics).toMatchObject({ totalMessages: 4, conversationLength: 3 });
    expect(response.json().data.message.metadata.stage).toBe(coachingContext.stage);
  });

  it('gives an action item its day when the client names it after committing to the step', async () => {
    const conversation = await createConversation(app, client.token, { methodology: 'solution-focused' });
    await api.send(conversation._id, { content: 'I want to stop doing everything myself at work.' });
    const first = await api.send(conversation._id, { content: "I'll walk Priya through the client report." });
    const [undated] = first.json().data.conversation.sessionSummary.actionItems;
    expect(undated).toMatchObject({ status: 'pending', deadline: null });
    expect(undated.item).toContain('Priya');
    const second = await api.send(conversation._id, { content: 'Monday, probably.' });
    const items = second.json().data.conversation.sessionSummary.actionItems;
    expect(items).toHaveLength(1);
    expect(items[0]._id).toBe(undated._id);
    expect(items[0].item).toBe(undated.item);
    expect(new Date(items[0].deadline).getUTCDay()).toBe(1);
  });
});
