import { AssistGoalResultSchema, GoalDataSchema } from '@coaching/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assistGoal } from '../../src/ai/builtin/goal-assistant.js';
import { seedDemoData } from '../../src/seed.js';
import { createTestApp } from '../support/app.js';
import { captureLogs } from '../support/logs.js';
import { bearer, signIn, signUp } from '../support/factories.js';
import {
  closedPort,
  type FakeOpenAi,
  neverReply,
  replyWithText,
  sendJson,
  startFakeOpenAi,
} from '../support/fake-openai.js';

const ASSIST_URL = '/api/ai-coaching/assist-goal';
const UNAVAILABLE = {
  success: false,
  error: { code: 'AI_SERVICE_UNAVAILABLE', message: 'AI coaching is temporarily unavailable. Please try again later.' },
};

const runGoal = {
  title: '',
  category: '',
  specific: 'I want to run a 10k race in under 60 minutes by June 30, 2026 so I can keep up with my kids',
  measurable: '',
  achievable: '',
  relevant: '',
  timeBound: '',
};

function assist(app: FastifyInstance, token: string | undefined, payload: unknown) {
  return app.inject({ method: 'POST', url: ASSIST_URL, headers: token ? bearer(token) : {}, payload: payload as object });
}


describe('POST /api/ai-coaching/assist-goal with the built-in coach', () => {
  let app: FastifyInstance;
  let clientToken: string;

  beforeAll(async () => {
    ({ app } = await createTestApp());
    clientToken = (await signUp(app)).token;
  });

  it('summarizes the criteria into one SMART statement', async () => {
    const response = await assist(app, clientToken, {
      assistanceType: 'summarize',
      goalData: { ...runGoal, measurable: 'Finish time under 60 minutes', timeBound: 'by June 30, 2026' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(AssistGoalResultSchema.parse(body.data)).toEqual(body.data);
    expect(body.data.content).toMatch(/^I will run a 10k race in under 60 minutes by June 30, 2026 so I can keep up with my kids/);
    expect(body.data.parsedData).toMatchObject({ title: 'Run a 10k race in under 60 minutes', category: 'Health & Wellness' });
  });

  it('expands the missing criteria for a coach too', async () => {
    const coach = await signUp(app, { role: 'coach' });
    const response = await assist(app, coach.token, { assistanceType: 'expand', goalData: runGoal });
    expect(response.statusCode).toBe(200);
    const { parsedData } = response.json().data;
    expect(parsedData.timeBound).toMatch(/^My deadline is June 30, 2026, with checkpoints /);
    expect(parsedData.relevant).toContain('because it lets me keep up with my kids');
    expect(parsedData.measurable).not.toBe('');
    // Achievable names the goal without repeating Specific (issue 14).
    expect(parsedData.achievable).toMatch(/^Running a 10k race is within reach if I /);
  });

  it('refines vague language and lists the changes', async () => {
    const response = await assist(app, clientToken, {
      assistanceType: 'refine',
      goalData: { specific: 'I want to try to read more books soon' },
    });
    expect(response.statusCode).toBe(200);
    const { parsedData } = response.json().data;
    expect(parsedData.specific).toBe('I will read at least 2 books a month within 12 weeks.');
    expect(parsedData.improvements).toEqual(
      expect.arrayContaining(["Replaced 'I want to' with 'I will' in Specific", "Replaced 'try to' with a commitment in Specific"]),
    );
  });

  it.each([
    ['expand without Specific', { assistanceType: 'expand', goalData: { measurable: '5 runs a week' } }, 'Write the Specific criterion first', 'goalData.specific'],
    ['refine with a blank Specific', { assistanceType: 'refine', goalData: { specific: '   ' } }, 'Write the Specific criterion first', 'goalData.specific'],
    ['summarize with neither Specific nor Measurable', { assistanceType: 'summarize', goalData: { title: 'Run' } }, 'Write the Specific or Measurable criterion first', 'goalData.specific'],
    ['an unknown assistanceType', { assistanceType: 'rewrite', goalData: runGoal }, 'assistanceType must be summarize, expand or refine', 'assistanceType'],
  ])('answers 400 for %s', async (_case, payload, msg, path) => {
    const response = await assist(app, clientToken, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error: { code: 'VALIDATION_ERROR', message: msg }, errors: [{ msg, path }] });
  });

  it.each(['summarize', 'expand', 'refine'])('keeps a %s of the longest allowed text within the goal limits', async (assistanceType) => {
    const longest = `I want to try to ${'improve my writing a lot '.repeat(80)}`.slice(0, 2000);
    const response = await assist(app, clientToken, { assistanceType, goalData: { specific: longest, measurable: longest, title: 'x'.repeat(2000) } });
    expect(response.statusCode).toBe(200);
    const { parsedData } = AssistGoalResultSchema.parse(response.json().data);
    expect(parsedData.title.length).toBeLessThanOrEqual(200);
    expect(parsedData.specific.length).toBeLessThanOrEqual(2000);
  });

  it('answers 400 for a blank body', async () => {
    const headers = { ...bearer(clientToken), 'content-type': 'application/json' };
    const empty = await app.inject({ method: 'POST', url: ASSIST_URL, headers, payload: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } });

    const emptyObject = await assist(app, clientToken, {});
    expect(emptyObject.statusCode).toBe(400);
    expect(emptyObject.json().errors).toEqual([{ msg: 'assistanceType must be summarize, expand or refine', path: 'assistanceType' }]);

    const noGoal = await assist(app, clientToken, { assistanceType: 'refine' });
    expect(noGoal.json().errors).toEqual([{ msg: 'Write the Specific criterion first', path: 'goalData.specific' }]);

    const blankGoal = await assist(app, clientToken, { assistanceType: 'expand', goalData: {} });
    expect(blankGoal.json().errors).toEqual([{ msg: 'Write the Specific criterion first', path: 'goalData.specific' }]);
  });

  it('answers 401 without a session', async () => {
    const response = await assist(app, undefined, { assistanceType: 'expand', goalData: runGoal });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, error: { code: 'UNAUTHORIZED' } });
  });
});

describe('POST /api/ai-coaching/assist-goal for an admin', () => {
  it('answers 403', async () => {
    const { app, database } = await createTestApp();
    await seedDemoData(database);
    const admin = await signIn(app, 'admin@example.com', 'Admin123!');
    const response = await assist(app, admin.token, { assistanceType: 'expand', goalData: runGoal });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      error: { code: 'FORBIDDEN', message: 'Access denied. You do not have permission to perform this action.' },
    });
  });
});

describe('POST /api/ai-coaching/assist-goal with an OpenAI-compatible model', () => {
  let fake: FakeOpenAi;
  let app: FastifyInstance;
  let token: string;
  const logs = captureLogs();

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    ({ app } = await createTestApp({
      env: { AI_BASE_URL: fake.baseUrl, AI_MODEL: 'fake-model', AI_API_KEY: 'test-key', AI_TIMEOUT_MS: '2000' },
      logStream: logs.logStream,
    }));
    token = (await signUp(app)).token;
  });
  afterAll(() => fake.close());

  const modelAnswer = {
    content: 'Specific: Run a 10k in under 60 minutes.\nMeasurable: Chip time under 60:00.',
    parsedData: {
      title: 'Sub-60 10k',
      category: 'Health & Wellness',
      specific: 'Run a 10k in under 60 minutes.',
      measurable: 'Chip time under 60:00.',
      achievable: 'Follow a 12-week plan.',
      relevant: 'To keep up with my kids.',
      timeBound: 'By June 30, 2026.',
      improvements: ['Filled in Measurable'],
    },
  };

  it("uses the model's answer, having sent it the model name, the key and the user's goal", async () => {
    fake.setHandler(replyWithText(`\`\`\`json\n${JSON.stringify(modelAnswer)}\n\`\`\``));
    const response = await assist(app, token, { assistanceType: 'expand', goalData: runGoal });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: modelAnswer });

    const sent = fake.requests.at(-1)!;
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/v1/chat/completions');
    expect(sent.headers.authorization).toBe('Bearer test-key');
    const body = sent.body as { model: string; temperature: number; messages: { role: string; content: string }[] };
    expect(body.model).toBe('fake-model');
    expect(body.temperature).toBe(0.7);
    expect(body.messages[0]).toMatchObject({ role: 'system', content: expect.stringContaining('Task: EXPAND') });
    expect(body.messages.at(-1)).toMatchObject({ role: 'user', content: expect.stringContaining(runGoal.specific) });
  });

  it.each([
    ['plain prose', 'Great goal! Try running three times a week and you will get there.', 'reply is not JSON'],
    ['JSON of the wrong shape', JSON.stringify({ suggestion: 'Run more', improvements: 'many' }), 'reply does not have the expected shape'],
  ])('falls back to the built-in answer when the model replies with %s, and logs a warning', async (_case, reply, reason) => {
    fake.setHandler(replyWithText(reply));
    const before = logs.lines.length;
    const response = await assist(app, token, { assistanceType: 'expand', goalData: runGoal });
    expect(response.statusCode).toBe(200);

    const builtin = assistGoal({ goalData: GoalDataSchema.parse(runGoal), assistanceType: 'expand' });
    expect(response.json()).toEqual({ success: true, data: builtin });

    const warnings = logs.entries().slice(before).filter((entry) => entry.level === 40);
    expect(warnings).toEqual([expect.objectContaining({ msg: 'AI reply unusable; answered with the built-in goal assistant', reason: expect.stringContaining(reason) })]);
    expect(logs.lines.slice(before).join('')).not.toContain('keep up with my kids');
  });

  it.each([
    ['HTTP 500', 500, { error: { message: 'upstream trouble' } }, 'the endpoint answered HTTP 500'],
    ['HTTP 401', 401, { error: { message: 'invalid api key' } }, 'the endpoint answered HTTP 401'],
    ['HTTP 200 with a body that is not a chat completion', 200, { hello: 'world' }, "the endpoint's HTTP 200 response is not a chat completion"],
  ])('answers 503 when the model answers %s', async (_case, status, body, reason) => {
    fake.setHandler((_request, response) => sendJson(response, status, body));
    const before = logs.lines.length;
    const response = await assist(app, token, { assistanceType: 'refine', goalData: runGoal });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(UNAVAILABLE);
    expect(logs.entries().slice(before)).toContainEqual(expect.objectContaining({ msg: 'AI model unavailable', reason }));
  });

  it('answers 503 within the timeout when the model stalls, and hangs up on it', async () => {
    fake.setHandler(neverReply);
    const before = fake.requests.length;
    const started = Date.now();
    const response = await assist(app, token, { assistanceType: 'summarize', goalData: runGoal });
    const elapsed = Date.now() - started;
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(UNAVAILABLE);
    expect(elapsed).toBeGreaterThanOrEqual(1_900);
    expect(elapsed).toBeLessThan(5_000);
    expect(fake.requests).toHaveLength(before + 1);
    await expect(fake.requests[before]!.closed).resolves.toEqual({ aborted: true });
    expect(logs.entries().some((entry) => entry.msg === 'AI model unavailable' && entry.reason === 'no answer within 2000 ms')).toBe(true);
  });

  it('stops asking the model when the client hangs up', async () => {
    fake.setHandler(neverReply);
    const before = fake.requests.length;
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const request = fetch(`${address}${ASSIST_URL}`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({ assistanceType: 'expand', goalData: runGoal }),
      signal: AbortSignal.timeout(500),
    });
    await expect.poll(() => fake.requests.length).toBe(before + 1);
    await expect(request).rejects.toThrow();
    const hungUp = Date.now();
    await expect(fake.requests[before]!.closed).resolves.toEqual({ aborted: true });
    // Well before AI_TIMEOUT_MS (2000): the model call ended because the client left.
    expect(Date.now() - hungUp).toBeLessThan(1_000);
  });
});

describe('POST /api/ai-coaching/assist-goal when the model cannot be reached', () => {
  it('answers 503 AI_SERVICE_UNAVAILABLE for a refused connection', async () => {
    const port = await closedPort();
    const logs = captureLogs();
    const { app } = await createTestApp({
      env: { AI_BASE_URL: `http://127.0.0.1:${port}/v1`, AI_MODEL: 'fake-model', AI_TIMEOUT_MS: '2000' },
      logStream: logs.logStream,
    });
    const { token } = await signUp(app);
    const response = await assist(app, token, { assistanceType: 'expand', goalData: runGoal });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(UNAVAILABLE);
    const warning = logs.entries().find((entry) => entry.msg === 'AI model unavailable');
    expect(warning?.reason).toMatch(/^cannot connect/);
  });
});
