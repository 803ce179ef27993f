import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app.js';
import { bearer, getMe, PASSWORD, signIn, signUp } from '../support/factories.js';

// Two instances of one deployment, one PostgreSQL and one Redis, each with a warm session cache.
// Runs when DATABASE_URL and REDIS_URL are both set (see vitest.config.ts).

const LONG_CACHE = { env: { AUTH_CACHE_MS: '60000' } };
const first = await createTestApp(LONG_CACHE);
const second = await createTestApp({ ...LONG_CACHE, instanceOf: first });

const REFUSED_WITHIN_MS = 100;

/** Asks `app` every few milliseconds until it refuses the token; how long that took. */
async function millisecondsUntilRefused(app: FastifyInstance, token: string): Promise<number> {
  const started = performance.now();
  for (;;) {
    const status = (await getMe(app, token)).statusCode;
    const elapsed = performance.now() - started;
    if (status === 401) return elapsed;
    expect(status).toBe(200);
    if (elapsed > 5_000) return elapsed;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

describe('revocation across instances', () => {
  it('refuses on the other instance, within 100 ms, a token logged out on this one', async () => {
    const user = await signUp(first.app);
    const phone = await signIn(second.app, user.email, PASSWORD);
    for (const token of [user.token, phone.token]) expect((await getMe(second.app, token)).statusCode).toBe(200);

    const logout = await first.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(user.token) });
    expect(logout.statusCode).toBe(200);
    expect(await millisecondsUntilRefused(second.app, user.token)).toBeLessThan(REFUSED_WITHIN_MS);
    expect((await getMe(second.app, phone.token)).statusCode).toBe(200);
  });

  it('refuses on the other instance, within 100 ms, every token of a user deactivated on this one', async () => {
    const user = await signUp(first.app);
    const phone = await signIn(second.app, user.email, PASSWORD);
    for (const token of [user.token, phone.token]) expect((await getMe(second.app, token)).statusCode).toBe(200);

    await first.app.services.usersService.setActive(user.user._id, false);
    expect(await millisecondsUntilRefused(second.app, user.token)).toBeLessThan(REFUSED_WITHIN_MS);
    expect((await getMe(second.app, phone.token)).statusCode).toBe(401);
  });

  it('refuses on the other instance, within 100 ms, the old tokens of a password changed on this one', async () => {
    const user = await signUp(first.app);
    const phone = await signIn(second.app, user.email, PASSWORD);
    expect((await getMe(second.app, phone.token)).statusCode).toBe(200);

    const change = await first.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(user.token),
      payload: { currentPassword: PASSWORD, newPassword: 'n3wpass' },
    });
    expect(change.statusCode).toBe(200);
    expect(await millisecondsUntilRefused(second.app, phone.token)).toBeLessThan(REFUSED_WITHIN_MS);
    expect((await getMe(second.app, change.json().data.token)).statusCode).toBe(200);
  });

  it('shows on the other instance, within 100 ms, a profile changed on this one', async () => {
    const user = await signUp(first.app);
    const phone = await signIn(second.app, user.email, PASSWORD);
    const firstName = async () => (await getMe(second.app, phone.token)).json().data.user.profile.firstName as string;
    expect(await firstName()).not.toBe('Renamed');

    const update = await first.app.inject({ method: 'PUT', url: '/api/auth/me', headers: bearer(user.token), payload: { profile: { firstName: 'Renamed' } } });
    expect(update.statusCode).toBe(200);
    const started = performance.now();
    while ((await firstName()) !== 'Renamed' && performance.now() - started < 5_000) await new Promise((resolve) => setTimeout(resolve, 2));
    expect(performance.now() - started).toBeLessThan(REFUSED_WITHIN_MS);
  });
});
