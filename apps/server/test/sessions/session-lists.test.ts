import { CoachingSessionAnalyticsSchema, SessionListSchema, type Session } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app.js';
import { createGoal, goalsApi, signUpCoachAndClient } from '../support/goals.js';
import { again, HOUR, MINUTE, schedule, sessionsApi, utcAt } from './support.js';

const { app, clock } = await createTestApp();

const startsOf = (sessions: Session[]) => sessions.map((session) => session.scheduledDate);

describe('GET /api/sessions', () => {
  it('filters by statuses, dates, sorts and pages with the total', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const { client: other } = await signUpCoachAndClient(app);
    const days = [1, 2, 3, 4, 5].map((day) => utcAt(clock(), day, '10:00'));
    const made = [];
    for (const day of days) made.push(await schedule(app, coach, client, day));
    await sessionsApi(app, coach).cancel(made[1]!._id, { reason: 'Holiday' });
    await sessionsApi(app, coach).noShow(made[2]!._id);

    const list = async (params: Record<string, string | number>) => {
      const response = await sessionsApi(app, client).list(params);
      expect(response.statusCode, response.body).toBe(200);
      return SessionListSchema.parse(response.json().data);
    };
    const all = await list({});
    expect(startsOf(all.sessions)).toEqual([...days].reverse());
    expect(all.pagination).toEqual({ page: 1, limit: 20, total: 5 });
    expect(startsOf((await list({ sort: 'scheduledDate' })).sessions)).toEqual(days);

    const some = await list({ status: 'cancelled, no_show', sort: 'scheduledDate' });
    expect(some.sessions.map((session) => session.status)).toEqual(['cancelled', 'no_show']);
    expect(some.pagination.total).toBe(2);
    expect((await list({ status: 'confirmed' })).pagination.total).toBe(3);

    const window = await list({ dateFrom: days[1]!, dateTo: days[3]!, sort: 'scheduledDate' });
    expect(startsOf(window.sessions)).toEqual([days[1], days[2]]);
    const byDay = await list({ dateFrom: days[3]!.slice(0, 10) });
    expect(startsOf(byDay.sessions)).toEqual([days[4], days[3]]);

    const second = await list({ limit: 2, page: 2, sort: 'scheduledDate' });
    expect(startsOf(second.sessions)).toEqual([days[2], days[3]]);
    expect(second.pagination).toEqual({ page: 2, limit: 2, total: 5 });
    expect((await list({ limit: 2, page: 9 })).pagination).toEqual({ page: 9, limit: 2, total: 5 });

    // Another client of another coach sees none of them.
    expect((await sessionsApi(app, other).list()).json().data.pagination.total).toBe(0);
    expect((await sessionsApi(app, coach).list({ clientId: client.user._id })).json().data.pagination.total).toBe(5);
  });
});

describe('GET /api/sessions/upcoming/list', () => {
  it('gives the sessions still to come within `days`, soonest first, at most `limit`, without cancelled ones', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const at = (hours: number) => new Date(Math.ceil((clock().getTime() + hours * HOUR) / MINUTE) * MINUTE).toISOString();
    const soon = await schedule(app, coach, client, at(2));
    const tomorrow = await schedule(app, coach, client, at(30));
    const later = await schedule(app, coach, client, at(80));
    await schedule(app, coach, client, at(200));
    const cancelled = await schedule(app, coach, client, at(50));
    await sessionsApi(app, client).cancel(cancelled._id);

    const upcoming = async (params: Record<string, number>) => startsOf((await sessionsApi(app, client).upcoming(params)).json().data.sessions as Session[]);
    expect(await upcoming({})).toEqual([soon, tomorrow, later].map((session) => session.scheduledDate));
    expect(await upcoming({ days: 2 })).toEqual([soon, tomorrow].map((session) => session.scheduledDate));
    expect(await upcoming({ days: 30, limit: 2 })).toEqual([soon, tomorrow].map((session) => session.scheduledDate));

    // A session under way counts until it ends; a finished one no longer does.
    clock.advance(2 * HOUR + 10 * MINUTE);
    await again(app, coach, client);
    await sessionsApi(app, coach).start(soon._id);
    expect((await upcoming({ days: 1 }))[0]).toBe(soon.scheduledDate);
    await sessionsApi(app, coach).complete(soon._id);
    expect(await upcoming({ days: 1 })).not.toContain(soon.scheduledDate);
    expect((await sessionsApi(app, client).upcoming({ days: 0 })).statusCode).toBe(400);
  });
});

describe('GET /api/sessions/:id/analytics', () => {
  it("gives the session's length, its feedback and the client's goal progress since the session before it", async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const goal = await createGoal(app, client.token);
    const [first, second, third] = goal.milestones.map((milestone) => milestone._id);
    expect((await goalsApi(app, client.token).toggle(goal._id, first!, { completed: true })).statusCode).toBe(200);

    clock.advance(MINUTE);
    const previous = await schedule(app, coach, client, new Date(clock().getTime() + HOUR).toISOString());
    clock.advance(HOUR);
    await again(app, coach, client);
    await sessionsApi(app, coach).start(previous._id);
    clock.advance(45 * MINUTE);
    await again(app, coach, client);
    await sessionsApi(app, coach).complete(previous._id);
    await sessionsApi(app, client).feedback(previous._id, { satisfaction: 9 });

    // Between the two sessions the client completes two more milestones.
    for (const milestone of [second!, third!]) {
      clock.advance(MINUTE);
      expect((await goalsApi(app, client.token).toggle(goal._id, milestone, { completed: true })).statusCode).toBe(200);
    }
    const next = await schedule(app, coach, client, new Date(clock().getTime() + 2 * HOUR).toISOString());

    const before = await sessionsApi(app, coach).analytics(previous._id);
    expect(before.statusCode, before.body).toBe(200);
    expect(CoachingSessionAnalyticsSchema.parse(before.json().data.analytics)).toMatchObject({
      plannedDuration: 60,
      actualDuration: 45,
      feedback: { satisfaction: 9, clarity: 8 },
      previousSessionDate: null,
      goalProgress: [{ goalId: goal._id, progress: 60, milestonesCompletedSince: 1 }],
    });
    const after = CoachingSessionAnalyticsSchema.parse((await sessionsApi(app, client).analytics(next._id)).json().data.analytics);
    expect(after).toMatchObject({
      plannedDuration: 60,
      actualDuration: null,
      feedback: null,
      previousSessionDate: previous.scheduledDate,
      goalProgress: [{ goalId: goal._id, title: goal.title, milestonesCompletedSince: 2 }],
    });
  });
});
