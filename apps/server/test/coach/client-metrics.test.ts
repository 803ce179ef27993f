import type { ClientMetrics } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { aiCoachingApi, createConversation } from '../support/ai-coaching.js';
import { createTestApp } from '../support/app.js';
import { bearer, type SignedIn } from '../support/factories.js';
import { createGoal, goalsApi, signUpCoachAndClient } from '../support/goals.js';

const { app, clock } = await createTestApp();

const call = (who: SignedIn, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: bearer(who.token), ...(payload ? { payload } : {}) });
const at = (hours: number) => new Date(clock().getTime() + hours * 3_600_000).toISOString();

describe('GET /api/analytics/client', () => {
  it("counts the client's goals and milestones, sessions and rating, conversations and AI coaching, and the weeks", async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const goal = await createGoal(app, client.token);
    await goalsApi(app, client.token).toggle(goal._id, goal.milestones[0]!._id, { completed: true });
    const second = await createGoal(app, client.token);
    const session = (await call(coach, 'POST', '/sessions', { clientId: client.user._id, scheduledDate: at(0.01) })).json().data.session;
    await call(coach, 'PATCH', `/sessions/${session._id}/start`);
    await call(coach, 'PATCH', `/sessions/${session._id}/complete`, {});
    expect((await call(client, 'PATCH', `/sessions/${session._id}/feedback`, { satisfaction: 9 })).statusCode).toBe(200);
    await call(coach, 'POST', '/sessions', { clientId: client.user._id, scheduledDate: at(48) });
    const conversation = await createConversation(app, client.token, {});
    await aiCoachingApi(app, client.token).send(conversation._id, { content: 'I want to plan my week better.' });

    const response = await call(coach, 'GET', `/analytics/client/${client.user._id}`);
    expect(response.statusCode, response.body).toBe(200);
    const metrics = response.json().data as ClientMetrics;
    expect(metrics.goals).toMatchObject({ total: 2, active: 2, completed: 0, milestonesTotal: goal.milestones.length + second.milestones.length });
    // One of the first goal's milestones done: its progress over both active goals' average.
    const stored = await Promise.all([goal, second].map(async (g) => (await goalsApi(app, client.token).get(g._id)).json().data as { progress: number; milestones: { completed: boolean }[] }));
    const progress = stored.map((g) => g.progress);
    expect(metrics.goals.milestonesCompleted).toBe(stored.flatMap((g) => g.milestones).filter((m) => m.completed).length);
    expect(progress[0]).toBeGreaterThan(0);
    expect(metrics.goals.averageProgress).toBe(Math.round((progress[0]! + progress[1]!) / 2));
    expect(metrics.sessions).toMatchObject({ total: 2, completed: 1, upcoming: 1, averageSatisfaction: 9 });
    expect(metrics.aiCoaching).toMatchObject({ conversations: 1, messages: 2 });
    expect(metrics.series.weeks).toHaveLength(12);
    expect(metrics.series.weeks.at(-1)).toMatchObject({ sessionsCompleted: 1, milestonesCompleted: metrics.goals.milestonesCompleted });
    // The client reads the same about themself.
    expect((await call(client, 'GET', '/analytics/client')).json().data).toEqual(metrics);
  });
});
