import { AI_MESSAGES, type AiConversation } from '@coaching/contract';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { aiCoachingApi, createConversation, sseEvents, streamedReply, streamThenHangUp } from '../support/ai-coaching.js';
import { createTestApp } from '../support/app.js';
import { dropMidStream, failWith, stall, startFakeOpenAi, streamPieces, wordPieces } from '../support/fake-openai.js';
import { createGoal, signUpCoachAndClient } from '../support/goals.js';

const TIMEOUT_MS = 1500;
const fake = await startFakeOpenAi();
afterAll(() => fake.close());
const { app } = await createTestApp({
  env: { AI_BASE_URL: fake.baseUrl, AI_MODEL: 'fake-model', AI_API_KEY: 'test-key', AI_TIMEOUT_MS: String(TIMEOUT_MS) },
});
const { client } = await signUpCoachAndClient(app);
const { client: otherClient } = await signUpCoachAndClient(app);
const api = aiCoachingApi(app, client.token);

const REPLY = 'That matters to you. What would a good first step look like this week?';
const UNAVAILABLE = { success: false, error: { code: 'AI_SERVICE_UNAVAILABLE', message: AI_MESSAGES.unavailable } };

let conversation: AiConversation;
beforeEach(async () => {
  conversation = await createConversation(app, client.token, { goals: ['Run a half marathon'] });
});

async function storedMessages(id = conversation._id) {
  return (await api.get(id)).json().data.conversation.messages as AiConversation['messages'];
}

describe('an OpenAI-compatible model that streams', () => {
  it('streams its pieces through to the client, and the stored reply is exactly the streamed text', async () => {
    fake.setHandler(streamPieces(wordPieces(REPLY), { delayMs: 5 }));
    const response = await api.stream(conversation._id, { content: 'I want to get fit again.' });
    expect(response.statusCode).toBe(200);
    const { text, chunks, last } = streamedReply(response);
    expect(chunks).toEqual(wordPieces(REPLY));
    expect(text).toBe(REPLY);
    expect(last).toMatchObject({ done: true, message: { content: REPLY, metadata: { messageType: 'ai_response' } } });
    const messages = await storedMessages();
    expect(messages.map((message) => message.content)).toEqual(['I want to get fit again.', REPLY]);
    expect(messages[1]!.metadata.incomplete).toBeUndefined();
  });

  it('answers POST messages with the whole reply', async () => {
    fake.setHandler(streamPieces(wordPieces(REPLY)));
    const response = await api.send(conversation._id, { content: 'I want to get fit again.' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.message.content).toBe(REPLY);
  });

  it("sends the model this client's own context and nobody else's", async () => {
    await createGoal(app, client.token, { title: 'Speak up in leadership meetings' });
    await createGoal(app, otherClient.token, { title: 'Confidential goal of another client' });
    const others = await createConversation(app, otherClient.token, { goals: ['Another client conversation goal'] });
    fake.setHandler(streamPieces(wordPieces(REPLY)));
    await aiCoachingApi(app, otherClient.token).send(others._id, { content: 'My own secret plans for next year.' });

    const before = fake.requests.length;
    await api.send(conversation._id, { content: 'Where should I start?' });
    expect(fake.requests.length).toBe(before + 1);
    const prompt = JSON.stringify(fake.requests.at(-1)!.body);
    expect(prompt).toContain('Speak up in leadership meetings');
    expect(prompt).toContain('Run a half marathon');
    expect(prompt).toContain('Riley');
    expect(prompt).toContain('Where should I start?');
    expect(prompt).not.toContain('Confidential goal of another client');
    expect(prompt).not.toContain('Another client conversation goal');
    expect(prompt).not.toContain('My own secret plans');
  });
});

describe('an OpenAI-compatible model that fails', () => {
  it("answers 503 AI_SERVICE_UNAVAILABLE when the model answers HTTP 500, and keeps the client's message", async () => {
    fake.setHandler(failWith(500));
    const response = await api.send(conversation._id, { content: 'Help me plan my week.' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(UNAVAILABLE);
    const messages = await storedMessages();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ role: 'client', content: 'Help me plan my week.' });

    const streamed = await api.stream(conversation._id, { content: 'Still there?' });
    expect(streamed.statusCode).toBe(503);
    expect(streamed.headers['content-type']).toMatch(/^application\/json/);
    expect(streamed.json()).toEqual(UNAVAILABLE);
    expect((await storedMessages()).map((message) => message.content)).toEqual(['Help me plan my week.', 'Still there?']);
  });

  it('answers 503 after the timeout when the model stalls, and hangs up on it', async () => {
    fake.setHandler(stall);
    const started = Date.now();
    const response = await api.send(conversation._id, { content: 'Are you there?' });
    const elapsed = Date.now() - started;
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(UNAVAILABLE);
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 100);
    expect(elapsed).toBeLessThan(TIMEOUT_MS + 3000);
    expect(await fake.requests.at(-1)!.closed).toEqual({ aborted: true });
    expect(await storedMessages()).toHaveLength(1);
  });

  it('keeps what arrived, marked incomplete, when the model drops mid-stream, and ends the stream with an error event', async () => {
    const pieces = wordPieces(REPLY);
    fake.setHandler(dropMidStream(pieces, 3));
    const response = await api.stream(conversation._id, { content: 'I want to get fit again.' });
    expect(response.statusCode).toBe(200);
    const events = sseEvents(response.body);
    expect(events.slice(0, -1)).toEqual(pieces.slice(0, 3).map((chunk) => ({ chunk })));
    expect(events.at(-1)).toEqual({ error: { code: 'AI_SERVICE_UNAVAILABLE', message: AI_MESSAGES.unavailable } });

    const messages = await storedMessages();
    expect(messages).toHaveLength(2);
    expect(messages[1]).toMatchObject({
      role: 'ai_coach',
      content: pieces.slice(0, 3).join(''),
      metadata: { incomplete: true, error: true },
    });
  });

  it('answers POST messages with 503 when the model drops mid-stream, keeping both the message and the partial reply', async () => {
    const pieces = wordPieces(REPLY);
    fake.setHandler(dropMidStream(pieces, 2));
    const response = await api.send(conversation._id, { content: 'Tell me more.' });
    expect(response.statusCode).toBe(503);
    const messages = await storedMessages();
    expect(messages.map((message) => message.content)).toEqual(['Tell me more.', pieces.slice(0, 2).join('')]);
    expect(messages[1]!.metadata).toMatchObject({ incomplete: true, error: true });
  });
});

describe('the browser going away mid-stream', () => {
  it('stops the model call and keeps the partial reply, marked incomplete', async () => {
    const pieces = wordPieces(REPLY);
    fake.setHandler(streamPieces(pieces.slice(0, 3), { stallAfterPieces: true }));
    const { first: firstChunk } = await streamThenHangUp(app, client.token, conversation._id, 'I want to get fit again.');
    const leftAt = Date.now();
    expect(firstChunk.startsWith('data: {"chunk":')).toBe(true);

    const modelCall = fake.requests.at(-1)!;
    expect(await modelCall.closed).toEqual({ aborted: true });
    // Stopped because the browser left, well before the model's own timeout would have ended it.
    expect(Date.now() - leftAt).toBeLessThan(TIMEOUT_MS - 500);

    let messages = await storedMessages();
    for (let attempt = 0; messages.length < 2 && attempt < 50; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      messages = await storedMessages();
    }
    expect(messages).toHaveLength(2);
    expect(messages[1]!.metadata.incomplete).toBe(true);
    expect(messages[1]!.metadata.error).toBeUndefined();
    expect(pieces.slice(0, 3).join('').startsWith(messages[1]!.content)).toBe(true);
    expect(messages[1]!.content.length).toBeGreaterThan(0);
  });
});
