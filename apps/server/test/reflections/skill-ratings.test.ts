import { PROGRESS_MESSAGES, type SkillRatingOverview } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app.js';
import { bearer, type SignedIn } from '../support/factories.js';
import { signUpCast } from '../support/goals.js';

const { app, clock } = await createTestApp();

const call = (who: SignedIn, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: bearer(who.token), ...(payload ? { payload } : {}) });
const overview = async (who: SignedIn, clientId?: string) => {
  const response = await call(who, 'GET', `/skill-ratings${clientId ? `?clientId=${clientId}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as SkillRatingOverview;
};

describe('POST /api/skill-ratings', () => {
  it("keeps the client's latest and previous ratings, and their coach's apart, with the rater named", async () => {
    const { client, coach } = await signUpCast(app);
    expect((await call(client, 'POST', '/skill-ratings', { scores: [{ skill: 'Communication', rating: 6 }, { skill: ' Public speaking ', rating: 3 }] })).statusCode).toBe(201);
    clock.advance(5 * 60_000);
    expect((await call(client, 'POST', '/skill-ratings', { scores: [{ skill: 'Communication', rating: 8 }] })).statusCode).toBe(201);
    const byCoach = await call(coach, 'POST', '/skill-ratings', { clientId: client.user._id, scores: [{ skill: 'Leadership', rating: 5 }] });
    expect(byCoach.statusCode, byCoach.body).toBe(201);

    const seen = await overview(client);
    expect(seen.self.latest?.scores).toEqual([{ skill: 'Communication', rating: 8 }]);
    expect(seen.self.previous?.scores).toEqual([{ skill: 'Communication', rating: 6 }, { skill: 'Public speaking', rating: 3 }]);
    expect(seen.coach.latest).toMatchObject({ scores: [{ skill: 'Leadership', rating: 5 }], ratedBy: { _id: coach.user._id, role: 'coach', firstName: coach.user.profile.firstName } });
    expect(seen.coach.previous).toBeNull();
    expect(seen.history).toHaveLength(3);
  });

  it('refuses a rating outside 1-10, the same skill twice, and none at all', async () => {
    const { client } = await signUpCast(app);
    const cases = [
      [{ scores: [{ skill: 'Communication', rating: 0 }] }, PROGRESS_MESSAGES.scaleInvalid],
      [{ scores: [{ skill: 'Focus', rating: 5 }, { skill: 'focus', rating: 6 }] }, PROGRESS_MESSAGES.skillRepeated],
      [{ scores: [] }, PROGRESS_MESSAGES.skillsRequired],
      [{ scores: [{ skill: '  ', rating: 5 }] }, PROGRESS_MESSAGES.skillRequired],
    ] as const;
    for (const [payload, message] of cases) {
      const response = await call(client, 'POST', '/skill-ratings', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].msg).toBe(message);
    }
  });

  it("lets nobody else rate the client: a second coach hears 404, an admin 403", async () => {
    const { client, otherCoach, otherClient, admin } = await signUpCast(app);
    const body = { clientId: client.user._id, scores: [{ skill: 'Confidence', rating: 9 }] };
    expect((await call(otherCoach, 'POST', '/skill-ratings', body)).statusCode).toBe(404);
    expect((await call(otherClient, 'POST', '/skill-ratings', body)).statusCode).toBe(404);
    expect((await call(admin, 'POST', '/skill-ratings', body)).statusCode).toBe(403);
    expect((await overview(client)).history).toEqual([]);
  });
});

describe('GET /api/skill-ratings', () => {
  it("shows the coach the client's self-ratings only while the client shares their progress; their own always", async () => {
    const { client, coach } = await signUpCast(app);
    await call(client, 'POST', '/skill-ratings', { scores: [{ skill: 'Time Management', rating: 4 }] });
    await call(coach, 'POST', '/skill-ratings', { clientId: client.user._id, scores: [{ skill: 'Time Management', rating: 6 }] });
    expect((await overview(coach, client.user._id)).history).toHaveLength(2);

    await call(client, 'PUT', '/auth/me', { privacy: { shareProgressWithCoach: false } });
    const unshared = await overview(coach, client.user._id);
    expect(unshared.self.latest).toBeNull();
    expect(unshared.coach.latest?.scores).toEqual([{ skill: 'Time Management', rating: 6 }]);
    expect(unshared.history).toHaveLength(1);
  });

  it('hides a client from a second client and a second coach', async () => {
    const { client, otherClient, otherCoach, admin } = await signUpCast(app);
    await call(client, 'POST', '/skill-ratings', { scores: [{ skill: 'Leadership', rating: 7 }] });
    for (const who of [otherClient, otherCoach]) expect((await call(who, 'GET', `/skill-ratings?clientId=${client.user._id}`)).statusCode).toBe(404);
    expect((await overview(admin, client.user._id)).history).toHaveLength(1);
  });
});
