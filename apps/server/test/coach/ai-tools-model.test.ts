import { ConversationSummaryResultSchema, GoalSuggestionsSchema, PreSessionBriefResultSchema } from '@coaching/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { aiCoachingApi, createConversation } from '../support/ai-coaching.js';
import { createTestApp } from '../support/app.js';
import { bearer, type SignedIn } from '../support/factories.js';
import { failWith, replyWithText, startFakeOpenAi, streamPieces, wordPieces } from '../support/fake-openai.js';
import { createGoal, signUpCoachAndClient } from '../support/goals.js';

const fake = await startFakeOpenAi();
afterAll(() => fake.close());
const { app } = await createTestApp({ env: { AI_BASE_URL: fake.baseUrl, AI_MODEL: 'fake-model', AI_API_KEY: 'test-key', AI_TIMEOUT_MS: '1500' } });

const tool = (who: SignedIn, name: 'brief' | 'summary' | 'goal-suggestions', payload: object) =>
  app.inject({ method: 'POST', url: `/api/coach/ai-tools/${name}`, headers: bearer(who.token), payload });
const post = (who: SignedIn, url: string, payload: object) => app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(who.token), payload });

/** The text of everything the fake model was asked since `from`. */
const askedSince = (from: number) => JSON.stringify(fake.requests.slice(from).map((request) => request.body));

describe('the AI tools with a configured model', () => {
  it("use the model's questions for the brief, with the client's goals as the data it reads", async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    await createGoal(app, client.token, { title: 'Run a half marathon', milestones: [{ title: '5k' }, { title: 'Race' }] });
    const questions = ['What got in the way of your training this week?', 'Which step will you take before Friday?', 'What would make today useful?'];
    fake.setHandler(replyWithText(JSON.stringify({ questions })));
    const from = fake.requests.length;

    const response = await tool(coach, 'brief', { clientId: client.user._id });
    expect(response.statusCode, response.body).toBe(200);
    const { brief } = PreSessionBriefResultSchema.parse(response.json().data);
    expect(brief).toMatchObject({ generatedBy: 'model', suggestedQuestions: questions });
    expect(askedSince(from)).toContain('Run a half marathon');
  });

  it('fall back to the built-in engine when the model fails or answers unusably, and never answer with an error', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    await createGoal(app, client.token, { title: 'Run a half marathon', milestones: [{ title: '5k' }, { title: 'Race' }] });
    const talk = (await post(coach, '/conversations', { clientId: client.user._id, title: 'Check-in' })).json().data.conversation;
    await post(client, `/conversations/${talk._id}/messages`, { content: 'I will call the physio on Monday.' });

    for (const handler of [failWith(500), replyWithText('Here are some thoughts, not JSON.'), replyWithText(JSON.stringify({ questions: [] }))]) {
      fake.setHandler(handler);
      const brief = await tool(coach, 'brief', { clientId: client.user._id });
      expect(brief.statusCode, brief.body).toBe(200);
      const parsed = PreSessionBriefResultSchema.parse(brief.json().data).brief;
      expect(parsed.generatedBy).toBe('builtin');
      expect(parsed.suggestedQuestions.some((question) => question.includes('Run a half marathon'))).toBe(true);

      const summary = ConversationSummaryResultSchema.parse((await tool(coach, 'summary', { conversationId: talk._id })).json().data).summary;
      expect(summary).toMatchObject({ generatedBy: 'builtin', actionItems: ['Call the physio on Monday'] });

      const suggestions = GoalSuggestionsSchema.parse((await tool(coach, 'goal-suggestions', { clientId: client.user._id })).json().data);
      expect(suggestions.generatedBy).toBe('builtin');
    }
  });

  it("drop a model's goal suggestion that repeats an active goal", async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    await createGoal(app, client.token, { title: 'Run a half marathon' });
    const smart = { specific: 'I will do it.', measurable: 'Weekly.', achievable: 'With a plan.', relevant: 'It matters.', timeBound: 'By June.', category: 'Health', rationale: 'Stated goal.' };
    fake.setHandler(replyWithText(JSON.stringify({ suggestions: [{ title: 'Run a half marathon', ...smart }, { title: 'Learn to swim', ...smart }] })));
    const { suggestions, generatedBy } = GoalSuggestionsSchema.parse((await tool(coach, 'goal-suggestions', { clientId: client.user._id })).json().data);
    expect(generatedBy).toBe('model');
    expect(suggestions.map((suggestion) => suggestion.title)).toEqual(['Learn to swim']);
  });

  it('never send the messages of a client who shares summaries only to the model', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    fake.setHandler(streamPieces(wordPieces('Thank you. What would a first step be?')));
    const conversation = await createConversation(app, client.token, { title: 'Private' });
    const secret = 'My neighbour Bartholomew borrowed my car again without asking.';
    expect((await aiCoachingApi(app, client.token).send(conversation._id, { content: secret })).statusCode).toBe(200);
    await app.inject({ method: 'PUT', url: '/api/auth/me', headers: bearer(client.token), payload: { privacy: { shareProgressWithCoach: false } } });

    fake.setHandler(replyWithText(JSON.stringify({ summary: 'A summary.', keyPoints: [], actionItems: [], questions: ['Anything new?'] })));
    const from = fake.requests.length;
    const summary = await tool(coach, 'summary', { conversationId: conversation._id });
    expect(summary.json().data.summary).toMatchObject({ source: 'stored_summary', generatedBy: 'builtin' });
    expect((await tool(coach, 'brief', { clientId: client.user._id })).statusCode).toBe(200);
    expect(askedSince(from)).not.toContain(secret);
  });
});
