import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { aiCoachingApi, createConversation } from '../support/ai-coaching.js';
import { createTestApp } from '../support/app.js';
import { PASSWORD, signIn, signUp } from '../support/factories.js';
import { createGoal, goalsApi } from '../support/goals.js';

// Two instances of one deployment, one PostgreSQL and one Redis, each keeping list pages for a minute.
// Runs when DATABASE_URL and REDIS_URL are both set (see vitest.config.ts).

const LONG_CACHE = { env: { LIST_CACHE_MS: '60000' } };
const first = await createTestApp(LONG_CACHE);
const second = await createTestApp({ ...LONG_CACHE, instanceOf: first });

const SHOWN_WITHIN_MS = 100;

/** Asks `read` every few milliseconds until `shows` holds of its answer; how long that took. */
async function millisecondsUntil<T>(read: () => Promise<T>, shows: (value: T) => boolean): Promise<number> {
  const started = performance.now();
  for (;;) {
    const elapsed = performance.now() - started;
    if (shows(await read())) return elapsed;
    if (elapsed > 5_000) return elapsed;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

const goalTitles = async (app: FastifyInstance, token: string) =>
  ((await goalsApi(app, token).list()).json().data as { title: string }[]).map((goal) => goal.title);
const conversationTitles = async (app: FastifyInstance, token: string) =>
  ((await aiCoachingApi(app, token).list()).json().data.conversations as { title: string }[]).map((conversation) => conversation.title);

describe('list pages kept on several instances', () => {
  it('show on the other instance, within 100 ms, a goal written on this one', async () => {
    const client = await signUp(first.app);
    const phone = await signIn(second.app, client.email, PASSWORD);
    const goal = await createGoal(first.app, client.token, { title: 'Run a 10k' });
    expect(await goalTitles(second.app, phone.token)).toEqual(['Run a 10k']);

    await goalsApi(first.app, client.token).remove(goal._id);
    expect(await millisecondsUntil(() => goalTitles(second.app, phone.token), (titles) => titles.length === 0)).toBeLessThan(SHOWN_WITHIN_MS);
  });

  it('show on the other instance, within 100 ms, an AI conversation started and deleted on this one', async () => {
    const client = await signUp(first.app);
    const phone = await signIn(second.app, client.email, PASSWORD);
    expect(await conversationTitles(second.app, phone.token)).toEqual([]);

    const conversation = await createConversation(first.app, client.token, { title: 'Delegating' });
    const shown = (titles: string[]) => titles.includes('Delegating');
    expect(await millisecondsUntil(() => conversationTitles(second.app, phone.token), shown)).toBeLessThan(SHOWN_WITHIN_MS);

    await aiCoachingApi(first.app, client.token).remove(conversation._id);
    expect(await millisecondsUntil(() => conversationTitles(second.app, phone.token), (titles) => titles.length === 0)).toBeLessThan(SHOWN_WITHIN_MS);
  });
});
