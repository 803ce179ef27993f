import { defaultAiConfig, defaultGuardrails } from '@coaching/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dropMidStream, failWith, type FakeOpenAi, stall, startFakeOpenAi, streamPieces } from '../../test/support/fake-openai.js';
import { createBuiltinCoachModel } from './builtin/index.js';
import { AiUnavailableError, type CoachingRequest, type CoachModel } from './model.js';
import { createOpenAiCompatibleCoachModel } from './openai.js';

const silent = { warn: () => undefined };
const PIECES = ['What ', 'would ', 'make ', 'the ', 'biggest ', 'difference ', 'this ', 'week?'];
const request: CoachingRequest = {
  methodology: 'grow',
  guardrails: defaultGuardrails(),
  aiConfig: { ...defaultAiConfig(), temperature: 0.3, maxTokens: 500 },
  client: { firstName: 'Sam', goals: ['Run a 10k race'], focusAreas: [], earlierSummary: '' },
  history: [{ speaker: 'client', content: 'I want to run a 10k.' }, { speaker: 'coach', content: 'Where are you now?' }],
  message: 'I run twice a week.',
};

async function read(model: CoachModel, signal?: AbortSignal): Promise<{ pieces: string[]; error: unknown }> {
  const pieces: string[] = [];
  try {
    for await (const piece of model.streamReply(request, { signal })) pieces.push(piece);
    return { pieces, error: undefined };
  } catch (error) {
    return { pieces, error };
  }
}

describe('OpenAI-compatible streamReply against a fake endpoint', () => {
  let fake: FakeOpenAi;
  const model = (timeoutMs = 5_000) =>
    createOpenAiCompatibleCoachModel({ settings: { baseUrl: fake.baseUrl, model: 'coach-model', timeoutMs }, fallback: createBuiltinCoachModel(), logger: silent });

  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });
  afterAll(() => fake.close());

  it('yields the pieces in order as they arrive', async () => {
    fake.setHandler(streamPieces(PIECES, { delayMs: 5 }));
    const { pieces, error } = await read(model());
    expect(error).toBeUndefined();
    expect(pieces).toEqual(PIECES);
  });

  it("sends the system prompt, the conversation and the conversation's temperature and token limit, streaming", async () => {
    fake.setHandler(streamPieces(PIECES));
    await read(model());
    const body = fake.requests[0]!.body as { model: string; stream: boolean; temperature: number; max_tokens: number; messages: { role: string; content: string }[] };
    expect(body).toMatchObject({ model: 'coach-model', stream: true, temperature: 0.3, max_tokens: 500 });
    expect(body.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(body.messages[0]!.content).toContain('Run a 10k race');
    expect(body.messages.at(-1)!.content).toBe('I run twice a week.');
  });

  it('turns an HTTP 500 into AiUnavailableError, with no retry', async () => {
    fake.setHandler(failWith(500));
    const { pieces, error } = await read(model());
    expect(pieces).toEqual([]);
    expect(error).toBeInstanceOf(AiUnavailableError);
    expect((error as AiUnavailableError).reason).toBe('the endpoint answered HTTP 500');
    expect(fake.requests).toHaveLength(1);
  });

  it('gives up on a stalled endpoint after the timeout, and hangs up on it', async () => {
    fake.setHandler(stall);
    const started = Date.now();
    const { error } = await read(model(300));
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(error).toBeInstanceOf(AiUnavailableError);
    expect((error as AiUnavailableError).reason).toBe('no answer within 300 ms');
    await expect(fake.requests[0]!.closed).resolves.toEqual({ aborted: true });
  });

  it('gives up when a stream goes silent midway, keeping what arrived', async () => {
    fake.setHandler(streamPieces(PIECES, { stallAfterPieces: true }));
    const { pieces, error } = await read(model(300));
    expect(pieces).toEqual(PIECES);
    expect((error as AiUnavailableError).reason).toBe('the stream stalled for 300 ms');
    await expect(fake.requests[0]!.closed).resolves.toEqual({ aborted: true });
  });

  it('does not time out a slow but steady stream', async () => {
    fake.setHandler(streamPieces(PIECES, { delayMs: 100 }));
    const { pieces, error } = await read(model(250));
    expect(error).toBeUndefined();
    expect(pieces).toEqual(PIECES);
  });

  it('turns a connection dropped mid-stream into AiUnavailableError after the pieces already yielded', async () => {
    fake.setHandler(dropMidStream(PIECES, 3));
    const { pieces, error } = await read(model());
    expect(pieces).toEqual(PIECES.slice(0, 3));
    expect(error).toBeInstanceOf(AiUnavailableError);
    expect((error as AiUnavailableError).reason).toMatch(/^the stream broke off after 3 pieces/);
  });

  it("stops reading when the caller's signal aborts, and aborts the request to the model", async () => {
    fake.setHandler(streamPieces(PIECES, { delayMs: 50 }));
    const controller = new AbortController();
    const pieces: string[] = [];
    for await (const piece of model().streamReply(request, { signal: controller.signal })) {
      pieces.push(piece);
      if (pieces.length === 2) controller.abort();
    }
    expect(pieces).toEqual(PIECES.slice(0, 2));
    await expect(fake.requests[0]!.closed).resolves.toEqual({ aborted: true });
  });

  it('aborts the request to the model when the caller aborts before the first piece', async () => {
    fake.setHandler(stall);
    const controller = new AbortController();
    const reading = read(model(), controller.signal);
    await expect.poll(() => fake.requests.length).toBe(1);
    controller.abort();
    expect(await reading).toEqual({ pieces: [], error: undefined });
    await expect(fake.requests[0]!.closed).resolves.toEqual({ aborted: true });
  });

  it('aborts the request to the model when the consumer stops reading early', async () => {
    fake.setHandler(streamPieces(PIECES, { delayMs: 50 }));
    for await (const piece of model().streamReply(request)) if (piece) break;
    await expect(fake.requests[0]!.closed).resolves.toEqual({ aborted: true });
  });
});
