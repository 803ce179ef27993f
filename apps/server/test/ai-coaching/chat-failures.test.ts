import { AI_MESSAGES, type AiConversation } from '@coaching/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AiUnavailableError, type CoachingRequest, type ModelCallOptions } from '../../src/ai/index.js';
import { aiCoachingApi, createConversation, sseEvents, streamThenHangUp } from '../support/ai-coaching.js';
import { createTestApp } from '../support/app.js';
import { signUp } from '../support/factories.js';

/**
 * The chat service's side of model failures, whichever engine answers: the model's streamReply is
 * replaced by a script, so each way of failing is exact and needs no network.
 */
const TIMEOUT_MS = 300;
const { app } = await createTestApp({ env: { AI_TIMEOUT_MS: String(TIMEOUT_MS) } });
const client = await signUp(app);
const api = aiCoachingApi(app, client.token);
const UNAVAILABLE = { success: false, error: { code: 'AI_SERVICE_UNAVAILABLE', message: AI_MESSAGES.unavailable } };

type Script = (request: CoachingRequest, options: ModelCallOptions) => AsyncIterable<string>;
const signals: AbortSignal[] = [];
function scriptModel(script: Script) {
  vi.spyOn(app.services.model, 'streamReply').mockImplementation((request, options = {}) => {
    if (options.signal) signals.push(options.signal);
    return script(request, options);
  });
}
/** Never settles, and ignores the abort signal: the worst a model can do. */
const forever = () => new Promise<never>(() => undefined);

let conversation: AiConversation;
beforeEach(async () => {
  vi.restoreAllMocks();
  signals.length = 0;
  conversation = await createConversation(app, client.token);
});
const storedMessages = async () => (await api.get(conversation._id)).json().data.conversation.messages as AiConversation['messages'];

describe('a model that fails before its first piece', () => {
  it("answers 503 as JSON on both routes and keeps the client's messages", async () => {
    // eslint-disable-next-line require-yield
    scriptModel(async function* () {
      throw new AiUnavailableError('the endpoint answered HTTP 500');
    });
    expect((await api.send(conversation._id, { content: 'First' })).json()).toEqual(UNAVAILABLE);
    const streamed = await api.stream(conversation._id, { content: 'Second' });
    expect(streamed.statusCode).toBe(503);
    expect(streamed.headers['content-type']).toMatch(/^application\/json/);
    expect(streamed.json()).toEqual(UNAVAILABLE);
    expect((await storedMessages()).map((message) => [message.role, message.content])).toEqual([
      ['client', 'First'],
      ['client', 'Second'],
    ]);
  });

  it('answers 503 when the model finishes without saying anything', async () => {
    scriptModel(async function* () {
      yield '';
    });
    expect((await api.send(conversation._id, { content: 'Hello?' })).statusCode).toBe(503);
    expect(await storedMessages()).toHaveLength(1);
  });

  it('gives up after AI_TIMEOUT_MS of silence even when the model ignores its abort signal, and aborts it', async () => {
    // eslint-disable-next-line require-yield
    scriptModel(async function* () {
      await forever();
    });
    const started = Date.now();
    const response = await api.send(conversation._id, { content: 'Anyone there?' });
    expect(response.json()).toEqual(UNAVAILABLE);
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    expect(signals[0]?.aborted).toBe(true);
  });
});

describe('a model that breaks off mid-reply', () => {
  it('keeps the pieces that arrived, marked incomplete and failed, and the stream ends with an error event', async () => {
    scriptModel(async function* () {
      yield 'What ';
      yield 'would ';
      throw new AiUnavailableError('the connection dropped');
    });
    const response = await api.stream(conversation._id, { content: 'Help me focus.' });
    expect(response.statusCode).toBe(200);
    expect(sseEvents(response.body)).toEqual([
      { chunk: 'What ' },
      { chunk: 'would ' },
      { error: { code: 'AI_SERVICE_UNAVAILABLE', message: AI_MESSAGES.unavailable } },
    ]);
    const [, partial] = await storedMessages();
    expect(partial).toMatchObject({ role: 'ai_coach', content: 'What would ', metadata: { incomplete: true, error: true, tokens: 9 } });
  });

  it('answers POST messages with 503 and keeps the partial reply', async () => {
    scriptModel(async function* () {
      yield 'Tell me ';
      await forever();
    });
    const response = await api.send(conversation._id, { content: 'Help me focus.' });
    expect(response.json()).toEqual(UNAVAILABLE);
    expect(signals[0]?.aborted).toBe(true);
    const [, partial] = await storedMessages();
    expect(partial).toMatchObject({ content: 'Tell me ', metadata: { incomplete: true, error: true } });
  });
});

describe('a client that goes away mid-stream', () => {
  it('aborts the model call and keeps what arrived, marked incomplete', async () => {
    const aborted = new Promise<void>((resolve) => {
      scriptModel(async function* (_request, { signal }) {
        signal?.addEventListener('abort', () => resolve(), { once: true });
        yield 'You ';
        yield 'said ';
        await forever();
      });
    });
    const { contentType } = await streamThenHangUp(app, client.token, conversation._id, 'I keep putting things off.');
    expect(contentType).toBe('text/event-stream; charset=utf-8');
    const leftAt = Date.now();
    await aborted;
    expect(Date.now() - leftAt).toBeLessThan(TIMEOUT_MS);

    let messages = await storedMessages();
    for (let attempt = 0; messages.length < 2 && attempt < 50; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      messages = await storedMessages();
    }
    expect(messages[1]).toMatchObject({ role: 'ai_coach', metadata: { incomplete: true } });
    expect(messages[1]!.metadata.error).toBeUndefined();
    expect('You said '.startsWith(messages[1]!.content)).toBe(true);
  });
});
