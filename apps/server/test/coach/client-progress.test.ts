import type { ClientMetrics } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { aiCoachingApi, createConversation } from '../support/ai-coaching.js';
import { createTestApp } from '../support/app.js';
import { bearer, type SignedIn } from '../support/factories.js';
import { createGoal, goalsApi, signUpCast } from '../support/goals.js';

const { app, clock } = await createTestApp();

const call = (who: SignedIn, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: bearer(who.token), ...(payload ? { payload } : {}) });
const progressOf = async (who: SignedIn, clientId?: string) => {
  const response = await call(who, 'GET', clientId ? `/analytics/client/${clientId}` : '/analytics/client');
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as ClientMetrics).progress;
};

describe('GET /api/analytics/client: the progress series', () => {
  it("draws today's reflection, AI messages and a reached milestone from what the client did", async () => {
    const { client } = await signUpCast(app);
    await call(client, 'POST', '/reflections', { reflection: 'Good talk with Priya', mood: 8, confidence: 6 });
    await call(client, 'POST', '/reflections', { reflection: 'Later, calmer', mood: 6, confidence: 8 });
    const conversation = await createConversation(app, client.token, {});
    await aiCoachingApi(app, client.token).send(conversation._id, { content: 'I want to plan my week better.' });
    const goal = await createGoal(app, client.token);
    await goalsApi(app, client.token).toggle(goal._id, goal.milestones[0]!._id, { completed: true });

    const progress = await progressOf(client);
    expect(progress.shared).toBe(true);
    expect(progress.days).toHaveLength(30);
    expect(progress.days.at(-1)).toMatchObject({ mood: 7, confidence: 7, reflections: 2, aiMessages: 1, engagement: 3 });
    expect(progress.weeks.at(-1)).toMatchObject({ reflections: 2, aiMessages: 1 });
    expect(progress.achievements[0]).toMatchObject({ type: 'milestone_completed', title: goal.milestones[0]!.title });
    expect(progress.reflectionStreak).toBe(1);
    expect(progress.trend).not.toBe('new');
  });

  it('says new for a client who has done nothing yet', async () => {
    const { client } = await signUpCast(app);
    const progress = await progressOf(client);
    expect(progress.trend).toBe('new');
    expect(progress.days.every((day) => day.engagement === 0 && day.mood === null)).toBe(true);
  });

  it("leaves the coach without mood, confidence and reflections once the client stops sharing; the client still sees them", async () => {
    const { client, coach, admin } = await signUpCast(app);
    await call(client, 'POST', '/reflections', { reflection: 'A hard day', mood: 3, confidence: 4 });
    expect((await progressOf(coach, client.user._id)).days.at(-1)).toMatchObject({ mood: 3, reflections: 1 });

    await call(client, 'PUT', '/auth/me', { privacy: { shareProgressWithCoach: false } });
    const coachView = await progressOf(coach, client.user._id);
    expect(coachView.shared).toBe(false);
    expect(coachView.days.at(-1)).toMatchObject({ mood: null, confidence: null, reflections: 0 });
    expect((await progressOf(client)).days.at(-1)).toMatchObject({ mood: 3, reflections: 1 });
    expect((await progressOf(admin, client.user._id)).days.at(-1)).toMatchObject({ mood: 3 });
  });

  it("counts a reflection on the client's own calendar day", async () => {
    const { client } = await signUpCast(app);
    // Auckland is 13 hours ahead of UTC in December: a reflection there late in the UTC day is tomorrow's.
    await call(client, 'PUT', '/auth/me', { profile: { timezone: 'Pacific/Auckland' } });
    await call(client, 'POST', '/reflections', { reflection: 'Evening notes', mood: 7, confidence: 7 });
    const progress = await progressOf(client);
    const aucklandToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(clock());
    expect(progress.timezone).toBe('Pacific/Auckland');
    expect(progress.days.at(-1)).toMatchObject({ date: aucklandToday, reflections: 1 });
  });
});
