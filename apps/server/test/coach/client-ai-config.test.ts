import { randomBytes } from 'node:crypto';
import { AI_DEFAULTS, type ClientAiConfig, GUARDRAIL_DEFAULTS } from '@coaching/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { aiCoachingApi, createConversation } from '../support/ai-coaching.js';
import { createTestApp } from '../support/app.js';
import { bearer, registrationBody, type SignedIn, signUp } from '../support/factories.js';
import { startFakeOpenAi, streamPieces, wordPieces } from '../support/fake-openai.js';
import { signUpAdmin, signUpCoachAndClient } from '../support/goals.js';

const { app } = await createTestApp();

const call = (who: SignedIn, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: bearer(who.token), ...(payload ? { payload } : {}) });
const configOf = async (who: SignedIn, clientId: string) => (await call(who, 'GET', `/coach/clients/${clientId}/ai-config`)).json().data.aiConfig as ClientAiConfig;
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe("a client's AI configuration", () => {
  it('starts from the defaults of spec section 9, and the coach changes it field by field', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    expect(await configOf(coach, client.user._id)).toMatchObject({
      context: '',
      frameworks: [],
      temperature: AI_DEFAULTS.temperature,
      maxTokens: AI_DEFAULTS.maxTokens,
      coachingStyle: AI_DEFAULTS.coachingStyle,
      communicationStyle: GUARDRAIL_DEFAULTS.communicationStyle,
      guardrails: { sessionGoals: [...GUARDRAIL_DEFAULTS.sessionGoals] },
    });
    const saved = await call(coach, 'PUT', `/coach/clients/${client.user._id}/ai-config`, {
      config: { context: 'New team lead, finds delegation hard', frameworks: ['grow', 'icf'], temperature: 0.3, communicationStyle: 'direct', guardrails: { topicBoundaries: ['medication'] } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const config = await configOf(coach, client.user._id);
    expect(config).toMatchObject({ context: 'New team lead, finds delegation hard', frameworks: ['grow', 'icf'], temperature: 0.3, maxTokens: AI_DEFAULTS.maxTokens, communicationStyle: 'direct' });
    expect(config.guardrails).toMatchObject({ communicationStyle: 'direct', topicBoundaries: ['medication'], responseLength: 'moderate' });
    // The client list item carries it too.
    expect((await call(coach, 'GET', `/coach/clients/${client.user._id}`)).json().data.client.aiConfig).toMatchObject({ context: 'New team lead, finds delegation hard', temperature: 0.3 });
  });

  it('refuses values outside the AI config form’s limits', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    for (const config of [{ temperature: 2.5 }, { maxTokens: 50 }, { maxTokens: 5000 }, { coachingStyle: 'hypnotic' }, { frameworks: ['astrology'] }]) {
      const response = await call(coach, 'PUT', `/coach/clients/${client.user._id}/ai-config`, { config });
      expect(response.statusCode, JSON.stringify(config)).toBe(400);
    }
  });

  it("reaches the client's next reply: the open conversation takes the new coaching style, and a brief response length shortens the reply", async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const api = aiCoachingApi(app, client.token);
    const conversation = await createConversation(app, client.token, {});
    expect(conversation.coachingContext.methodology).toBe('solution-focused');
    const before = (await api.send(conversation._id, { content: 'I want to get better at delegating work to my team.' })).json().data.message.content as string;

    await call(coach, 'PUT', `/coach/clients/${client.user._id}/ai-config`, { config: { coachingStyle: 'directive', guardrails: { responseLength: 'brief' } } });
    const after = (await api.get(conversation._id)).json().data.conversation;
    expect(after.coachingContext.methodology).toBe('grow');
    expect(after.aiConfig.coaching_style).toBe('directive');
    const reply = (await api.send(conversation._id, { content: 'Mostly I do everything myself because it feels faster.' })).json().data.message.content as string;
    expect(words(reply)).toBeLessThan(words(before));
    expect(reply.split(/(?<=[.!?])\s+/).filter(Boolean).length).toBeLessThanOrEqual(2);
    // A new conversation starts in the coach's style too.
    expect((await createConversation(app, client.token, {})).coachingContext.methodology).toBe('grow');
  });

  it('is the coach’s and admins’: another coach hears 404, the client 403', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const otherCoach = await signUp(app, { role: 'coach' });
    const admin = await signUpAdmin(app);
    expect((await call(otherCoach, 'GET', `/coach/clients/${client.user._id}/ai-config`)).statusCode).toBe(404);
    expect((await call(otherCoach, 'PUT', `/coach/clients/${client.user._id}/ai-config`, { config: { temperature: 1 } })).statusCode).toBe(404);
    expect((await call(client, 'GET', `/coach/clients/${client.user._id}/ai-config`)).statusCode).toBe(403);
    expect((await call(admin, 'PUT', `/coach/clients/${client.user._id}/ai-config`, { config: { temperature: 1 } })).statusCode).toBe(200);
    expect((await configOf(coach, client.user._id)).temperature).toBe(1);
    expect((await call(coach, 'GET', `/coach/clients/${coach.user._id}/ai-config`)).statusCode).toBe(404);
  });
});

describe("the coach's AI defaults (/coach/ai-settings)", () => {
  it('apply to a client who joins afterwards, not to the clients the coach already has', async () => {
    const { coach, client: earlier } = await signUpCoachAndClient(app);
    const defaults = await call(coach, 'PUT', '/coach/ai-settings', { config: { coachingStyle: 'non-directive', temperature: 0.4, guardrails: { responseLength: 'detailed', sessionGoals: ['career change'] } } });
    expect(defaults.statusCode, defaults.body).toBe(200);
    expect((await call(coach, 'GET', '/coach/ai-settings')).json().data.aiConfig).toMatchObject({ coachingStyle: 'non-directive', temperature: 0.4 });

    const email = `joiner-${randomBytes(4).toString('hex')}@example.com`;
    await call(coach, 'POST', '/coach/invitations', { name: 'Joiner', email });
    await app.services.mailer.idle();
    const [mail] = await app.services.outbox.listForRecipient(email);
    const token = new URL(mail!.textBody.match(/https?:\/\/\S+/)![0]).searchParams.get('invitation')!;
    const joined = (await app.inject({ method: 'POST', url: '/api/auth/register', payload: registrationBody({ email, invitationToken: token }) })).json().data.user;

    expect(await configOf(coach, joined._id)).toMatchObject({ coachingStyle: 'non-directive', temperature: 0.4, guardrails: { responseLength: 'detailed', sessionGoals: ['career change'] } });
    expect(await configOf(coach, earlier.user._id)).toMatchObject({ coachingStyle: AI_DEFAULTS.coachingStyle, temperature: AI_DEFAULTS.temperature });
  });

  it('are the coach’s own: clients and admins hear 403', async () => {
    const { client } = await signUpCoachAndClient(app);
    const admin = await signUpAdmin(app);
    expect((await call(client, 'GET', '/coach/ai-settings')).statusCode).toBe(403);
    expect((await call(admin, 'PUT', '/coach/ai-settings', { config: { temperature: 1 } })).statusCode).toBe(403);
  });
});

const fake = await startFakeOpenAi();
afterAll(() => fake.close());
const { app: modelApp } = await createTestApp({ env: { AI_BASE_URL: fake.baseUrl, AI_MODEL: 'fake-model', AI_API_KEY: 'test-key' } });

describe('with a configured model', () => {
  it("sends the coach's context, frameworks, temperature and max tokens with the client's next message", async () => {
    const { coach, client } = await signUpCoachAndClient(modelApp);
    const conversation = await createConversation(modelApp, client.token, {});
    await modelApp.inject({
      method: 'PUT',
      url: `/api/coach/clients/${client.user._id}/ai-config`,
      headers: bearer(coach.token),
      payload: { config: { context: 'Recently promoted; anxious about feedback conversations', frameworks: ['transformational'], temperature: 0.2, maxTokens: 300 } },
    });
    fake.setHandler(streamPieces(wordPieces('What would a good first step be?')));
    fake.requests.length = 0;
    await aiCoachingApi(modelApp, client.token).send(conversation._id, { content: 'I keep avoiding a hard conversation with my team.' });
    const body = fake.requests.at(-1)?.body as { temperature: number; max_tokens?: number; max_completion_tokens?: number; messages: { role: string; content: string }[] };
    expect(body.temperature).toBe(0.2);
    expect(body.max_tokens ?? body.max_completion_tokens).toBe(300);
    const system = body.messages.find((message) => message.role === 'system')?.content ?? '';
    expect(system).toContain('Recently promoted; anxious about feedback conversations');
    expect(system).toContain('Transformational');
  });
});
