import { CoachDirectorySchema } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app.js';
import { bearer, signUp } from '../support/factories.js';
import { signUpAdmin, signUpCoachAndClient } from '../support/goals.js';

const { app } = await createTestApp();

describe('GET /api/users/coaches', () => {
  it('lists every active coach with their public profile to any signed-in user, and nothing of their account', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const other = await signUp(app, { role: 'coach' });
    const admin = await signUpAdmin(app);
    await app.services.usersService.setActive(other.user._id, false);
    for (const who of [client, coach, admin]) {
      const response = await app.inject({ method: 'GET', url: '/api/users/coaches', headers: bearer(who.token) });
      expect(response.statusCode, response.body).toBe(200);
      const { coaches } = CoachDirectorySchema.parse(response.json().data);
      const ids = coaches.map((listed) => listed._id);
      expect(ids).toContain(coach.user._id);
      expect(ids).not.toContain(other.user._id);
      expect(ids).not.toContain(client.user._id);
      expect(response.body).not.toContain(coach.user.email);
      expect(response.body).not.toContain('passwordHash');
    }
    expect((await app.inject({ method: 'GET', url: '/api/users/coaches' })).statusCode).toBe(401);
  });
});
