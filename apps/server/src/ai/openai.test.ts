import type { GoalData } from '@coaching/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAi, neverReply, startFakeOpenAi } from '../../test/support/fake-openai.js';
import { createCoachModel, DEFAULT_AI_MODEL } from './index.js';
import { AiUnavailableError } from './model.js';

const silent = { warn: () => undefined };
const goalData: GoalData = {
  title: '',
  category: '',
  specific: 'Walk 8,000 steps a day',
  measurable: '',
  achievable: '',
  relevant: '',
  timeBound: '',
};

describe('createCoachModel', () => {
  it('is the built-in coach when no AI_BASE_URL is set', () => {
    expect(createCoachModel({ config: { ai: { timeoutMs: 1_000 } }, logger: silent }).name).toBe('builtin');
  });

  it('is the OpenAI-compatible model when AI_BASE_URL is set', () => {
    const model = createCoachModel({ config: { ai: { baseUrl: 'http://127.0.0.1:9/v1', timeoutMs: 1_000 } }, logger: silent });
    expect(model.name).toBe('openai-compatible');
    expect(DEFAULT_AI_MODEL).toBe('gpt-4o-mini');
  });
});

describe('OpenAI-compatible coach model', () => {
  let fake: FakeOpenAi;

  beforeAll(async () => {
    fake = await startFakeOpenAi(neverReply);
  });
  afterAll(() => fake.close());

  it("stops waiting as soon as the caller's signal aborts, and hangs up on the endpoint", async () => {
    const model = createCoachModel({ config: { ai: { baseUrl: fake.baseUrl, timeoutMs: 10_000 } }, logger: silent });
    const controller = new AbortController();
    const answer = model.assistGoal({ goalData, assistanceType: 'expand' }, { signal: controller.signal });
    await expect.poll(() => fake.requests.length).toBe(1);
    controller.abort();
    const error = await answer.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AiUnavailableError);
    expect((error as AiUnavailableError).reason).toBe('the caller cancelled the request');
    await expect(fake.requests[0]!.closed).resolves.toEqual({ aborted: true });
    expect((fake.requests[0]!.body as { model: string }).model).toBe(DEFAULT_AI_MODEL);
  });
});
