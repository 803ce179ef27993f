import { CoachMetricsSchema } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app.js';
import { bearer, type SignedIn } from '../support/factories.js';
import { signUpAdmin, signUpCoachAndClient } from '../support/goals.js';

const { app, clock } = await createTestApp();

const call = (who: SignedIn, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: bearer(who.token), ...(payload ? { payload } : {}) });

async function session(coach: SignedIn, client: SignedIn, minutesAhead: number): Promise<string> {
  const response = await call(coach, 'POST', '/sessions', { clientId: client.user._id, scheduledDate: new Date(clock().getTime() + minutesAhead * 60_000).toISOString() });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.session._id;
}

describe('GET /api/analytics/coach', () => {
  it("counts the coach's clients, conversations and sessions, and averages the feedback on the 0-5 scale, week by week", async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const fresh = await call(coach, 'GET', '/analytics/coach');
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(CoachMetricsSchema.parse(fresh.json().data)).toMatchObject({ totalClients: 1, totalSessions: 0, averageSessionRating: null, ratedSessions: 0 });

    await call(coach, 'POST', '/conversations', { clientId: client.user._id, title: 'Weekly check-in' });
    const done = await session(coach, client, 1);
    await call(coach, 'PATCH', `/sessions/${done}/start`);
    await call(coach, 'PATCH', `/sessions/${done}/complete`, {});
    expect((await call(client, 'PATCH', `/sessions/${done}/feedback`, { satisfaction: 9 })).statusCode).toBe(200);
    const dropped = await session(coach, client, 120);
    await call(client, 'PATCH', `/sessions/${dropped}/cancel`, { reason: 'Travelling' });
    await session(coach, client, 24 * 60);

    const metrics = CoachMetricsSchema.parse((await call(coach, 'GET', '/analytics/coach')).json().data);
    expect(metrics).toMatchObject({
      totalClients: 1,
      activeConversations: 1,
      totalSessions: 2,
      completedSessions: 1,
      upcomingSessions: 1,
      averageSessionRating: 4.5,
      ratedSessions: 1,
    });
    expect(metrics.series.sessionsPerWeek).toHaveLength(12);
    // The completed session started a minute ago: it counts in this week (or, just after midnight on a Monday, the one before).
    expect(metrics.series.sessionsPerWeek.reduce((sum, week) => sum + week.completed, 0)).toBe(1);
    expect(metrics.series.sessionsPerWeek.slice(-2).some((week) => week.completed === 1)).toBe(true);
    expect(metrics.series.ratingsPerWeek.filter((week) => week.count > 0).map((week) => week.average)).toEqual([4.5]);
  });

  it("is the coach's own and admins': another coach gets 404 for it, a client 403", async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const { coach: secondCoach } = await signUpCoachAndClient(app);
    const admin = await signUpAdmin(app);
    expect((await call(admin, 'GET', `/analytics/coach/${coach.user._id}`)).statusCode).toBe(200);
    expect((await call(coach, 'GET', `/analytics/coach/${coach.user._id}`)).statusCode).toBe(200);
    expect((await call(secondCoach, 'GET', `/analytics/coach/${coach.user._id}`)).statusCode).toBe(404);
    expect((await call(client, 'GET', '/analytics/coach')).statusCode).toBe(403);
    expect((await call(client, 'GET', `/analytics/coach/${coach.user._id}`)).statusCode).toBe(403);
  });
});
