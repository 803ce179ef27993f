import { CoachDirectorySchema, type CoachDirectoryEntry } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app.js';
import { bearer, signUp, type SignedIn } from '../support/factories.js';
import { signUpCast } from '../support/goals.js';

const { app } = await createTestApp();

async function directory(who: SignedIn): Promise<CoachDirectoryEntry[]> {
  const response = await app.inject({ method: 'GET', url: '/api/users/coaches', headers: bearer(who.token) });
  expect(response.statusCode, response.body).toBe(200);
  return CoachDirectorySchema.parse(response.json().data).coaches;
}

async function saveCoachSettings(who: SignedIn, coachSettings: object) {
  const response = await app.inject({ method: 'PUT', url: '/api/auth/me', headers: bearer(who.token), payload: { coachSettings } });
  expect(response.statusCode, response.body).toBe(200);
}

const listedIds = async (who: SignedIn) => (await directory(who)).map((entry) => entry._id);

describe('GET /api/users/coaches and the coach’s profile visibility', () => {
  it('lists a public coach for everyone', async () => {
    const { coach, client, otherClient, otherCoach, admin } = await signUpCast(app);
    await saveCoachSettings(coach, { privacy: { profileVisibility: 'public' } });
    for (const who of [coach, client, otherClient, otherCoach, admin]) expect(await listedIds(who)).toContain(coach.user._id);
  });

  it('lists a clients-only coach (the default) for their own clients, themself and admins, and for nobody else', async () => {
    const { coach, client, otherClient, otherCoach, admin } = await signUpCast(app);
    for (const who of [coach, client, admin]) expect(await listedIds(who)).toContain(coach.user._id);
    for (const who of [otherClient, otherCoach]) expect(await listedIds(who)).not.toContain(coach.user._id);
    const unassigned = await signUp(app);
    expect(await listedIds(unassigned)).not.toContain(coach.user._id);
  });

  it('lists a private coach only for admins and themself, not even for their own clients', async () => {
    const { coach, client, otherClient, otherCoach, admin } = await signUpCast(app);
    await saveCoachSettings(coach, { privacy: { profileVisibility: 'private' } });
    for (const who of [coach, admin]) expect(await listedIds(who)).toContain(coach.user._id);
    for (const who of [client, otherClient, otherCoach]) expect(await listedIds(who)).not.toContain(coach.user._id);
  });

  it('shows the rating and weekly hours only while the coach shows them', async () => {
    const { coach, otherClient } = await signUpCast(app);
    await saveCoachSettings(coach, { privacy: { profileVisibility: 'public' } });
    const shown = (await directory(otherClient)).find((entry) => entry._id === coach.user._id);
    expect(shown?.coachSpecific.rating).toBe(0);
    expect(shown?.coachSpecific.availability?.monday).toMatchObject({ startTime: '09:00', endTime: '17:00' });

    await saveCoachSettings(coach, { privacy: { showRating: false, showAvailability: false } });
    const hidden = (await directory(otherClient)).find((entry) => entry._id === coach.user._id);
    expect(hidden).toBeDefined();
    expect(hidden?.coachSpecific).not.toHaveProperty('rating');
    expect(hidden?.coachSpecific).not.toHaveProperty('availability');
    expect(hidden?.coachSpecific.certifications).toEqual([]);
  });
});
