import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app.js';
import { bearer, type SignedIn } from '../support/factories.js';
import { failWith, replyWithText, startFakeOpenAi } from '../support/fake-openai.js';
import { signUpCoachAndClient } from '../support/goals.js';

/** Coaching suggestions for a conversation between people, asked of a configured OpenAI-compatible model. */

const fake = await startFakeOpenAi();
afterAll(() => fake.close());
const { app } = await createTestApp({ env: { AI_BASE_URL: fake.baseUrl, AI_MODEL: 'fake-model', AI_TIMEOUT_MS: '1500' } });

const MODEL_SUGGESTIONS = {
  suggestions: [
    { content: 'Ask Jordan what made the last handover go wrong.', type: 'question', priority: 'high' },
    { content: 'Reflect back the worry about quality.', type: 'reflection', priority: 'medium' },
    { content: 'Share the delegation checklist.', type: 'resource', priority: 'low' },
  ],
};

async function conversationWithMessages(coach: SignedIn, client: SignedIn) {
  const created = await app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: bearer(coach.token),
    payload: { clientId: client.user._id, title: 'Delegating', tags: ['delegation'] },
  });
  const id = created.json().data.conversation._id as string;
  for (const [who, content] of [
    [client, 'Last time I handed over a report it came back late.'],
    [coach, 'What happened around that handover?'],
    [client, 'I worry the quality will drop if I let go.'],
  ] as const) {
    await app.inject({ method: 'POST', url: `/api/conversations/${id}/messages`, headers: bearer(who.token), payload: { content } });
  }
  return id;
}

const suggest = (who: SignedIn, id: string) => app.inject({ method: 'POST', url: `/api/ai/suggestions/${id}`, headers: bearer(who.token), payload: {} });

describe('coaching suggestions from a configured model', () => {
  it("are the model's, asked with the conversation's messages, its tags and the coach's settings and instructions", async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const id = await conversationWithMessages(coach, client);
    await app.inject({
      method: 'PUT',
      url: `/api/ai/config/${id}`,
      headers: bearer(coach.token),
      payload: { config: { temperature: 0.2, maxTokens: 600, coaching_style: 'directive', systemPrompt: 'Jordan tends to over-prepare.' } },
    });
    fake.setHandler(replyWithText(`\`\`\`json\n${JSON.stringify(MODEL_SUGGESTIONS)}\n\`\`\``));
    const before = fake.requests.length;

    const response = await suggest(coach, id);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.suggestions).toEqual(MODEL_SUGGESTIONS.suggestions);

    expect(fake.requests.length).toBe(before + 1);
    const body = fake.requests.at(-1)!.body as { temperature: number; max_tokens: number; messages: { role: string; content: string }[] };
    expect(body.temperature).toBe(0.2);
    expect(body.max_tokens).toBe(600);
    const text = body.messages.map((message) => message.content).join('\n');
    expect(text).toContain('Jordan tends to over-prepare.');
    expect(text).toContain('GROW');
    expect(text).toContain('delegation');
    expect(text).toContain('Client: I worry the quality will drop if I let go.');
    expect(text).toContain('Coach: What happened around that handover?');
  });

  it('fall back to the built-in rules when the model fails or answers with something else, never an error', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const id = await conversationWithMessages(coach, client);
    for (const handler of [failWith(500), replyWithText('Here are some ideas: ask more questions.'), replyWithText('{"suggestions": []}')]) {
      fake.setHandler(handler);
      const response = await suggest(coach, id);
      expect(response.statusCode).toBe(200);
      const suggestions = response.json().data.suggestions as { content: string }[];
      expect(suggestions.length).toBeGreaterThan(0);
      expect(suggestions.map((suggestion) => suggestion.content)).not.toContain(MODEL_SUGGESTIONS.suggestions[0]!.content);
    }
  });

  it('are not asked of the model for someone outside the conversation: 404, and nothing is sent', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const { coach: secondCoach } = await signUpCoachAndClient(app);
    const id = await conversationWithMessages(coach, client);
    fake.setHandler(replyWithText(JSON.stringify(MODEL_SUGGESTIONS)));
    const before = fake.requests.length;
    expect((await suggest(secondCoach, id)).statusCode).toBe(404);
    expect(fake.requests.length).toBe(before);
  });
});
