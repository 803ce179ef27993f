import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authSessions } from '../../src/db/schema/auth.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { bearer, getMe, signIn, signUp } from '../support/factories.js';

// A long TTL, so that any 401 below comes from a revocation, not from an entry that ran out.
const CACHE_MS = 60_000;
const cached = await createTestApp({ env: { AUTH_CACHE_MS: String(CACHE_MS) } });
const { app } = cached;

/** Ends the user's sessions in the database only, as nothing in the product does: no revocation is published. */
async function revokeBehindTheServicesBack({ app: target, clock }: TestApp, userId: string) {
  await target.services.db.update(authSessions).set({ revokedAt: clock() }).where(eq(authSessions.userId, userId));
}

async function mailedResetToken(email: string): Promise<string> {
  await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  const [mail] = await app.services.outbox.listForRecipient(email);
  const token = mail?.textBody.match(/reset-password\?token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no reset link mailed to ${email}`);
  return token;
}

describe('the live-session cache', () => {
  it('admits a session it confirmed without asking the database again, until AUTH_CACHE_MS has passed', async () => {
    const user = await signUp(app);
    expect((await getMe(app, user.token)).statusCode).toBe(200);
    await revokeBehindTheServicesBack(cached, user.user._id);
    expect((await getMe(app, user.token)).statusCode).toBe(200);
    cached.clock.advance(CACHE_MS);
    expect((await getMe(app, user.token)).statusCode).toBe(401);
  });

  it('asks the database on every request with AUTH_CACHE_MS=0', async () => {
    const uncached = await createTestApp({ env: { AUTH_CACHE_MS: '0' } });
    const user = await signUp(uncached.app);
    expect((await getMe(uncached.app, user.token)).statusCode).toBe(200);
    await revokeBehindTheServicesBack(uncached, user.user._id);
    expect((await getMe(uncached.app, user.token)).statusCode).toBe(401);
  });
});

describe('revocation with a warm cache', () => {
  it('refuses the very next request after logout, and keeps the other device signed in', async () => {
    const user = await signUp(app);
    const phone = await signIn(app, user.email, user.password);
    for (const token of [user.token, phone.token]) expect((await getMe(app, token)).statusCode).toBe(200);
    const logout = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(user.token) });
    expect(logout.statusCode).toBe(200);
    expect((await getMe(app, user.token)).statusCode).toBe(401);
    expect((await getMe(app, phone.token)).statusCode).toBe(200);
  });

  it('refuses every old token of the user the moment the password changes', async () => {
    const user = await signUp(app);
    const phone = await signIn(app, user.email, user.password);
    for (const token of [user.token, phone.token]) expect((await getMe(app, token)).statusCode).toBe(200);
    const change = await app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(user.token),
      payload: { currentPassword: user.password, newPassword: 'n3wpass' },
    });
    expect(change.statusCode).toBe(200);
    expect((await getMe(app, user.token)).statusCode).toBe(401);
    expect((await getMe(app, phone.token)).statusCode).toBe(401);
    expect((await getMe(app, change.json().data.token)).statusCode).toBe(200);
  });

  it('refuses the old token the moment the password is reset', async () => {
    const user = await signUp(app);
    expect((await getMe(app, user.token)).statusCode).toBe(200);
    const token = await mailedResetToken(user.email);
    const reset = await app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'R3set!pass' } });
    expect(reset.statusCode).toBe(200);
    expect((await getMe(app, user.token)).statusCode).toBe(401);
  });

  it('refuses a deactivated user at once, and nobody else', async () => {
    const user = await signUp(app);
    const other = await signUp(app);
    for (const token of [user.token, other.token]) expect((await getMe(app, token)).statusCode).toBe(200);
    await app.services.usersService.setActive(user.user._id, false);
    expect((await getMe(app, user.token)).statusCode).toBe(401);
    expect((await getMe(app, other.token)).statusCode).toBe(200);
  });

  it('ends the session at once when a refresh token is reused', async () => {
    const user = await signUp(app);
    expect((await getMe(app, user.token)).statusCode).toBe(200);
    const refresh = () => app.inject({ method: 'POST', url: '/api/auth/refresh-token', cookies: { refreshToken: user.refreshToken } });
    expect((await refresh()).statusCode).toBe(200);
    expect((await refresh()).statusCode).toBe(401);
    expect((await getMe(app, user.token)).statusCode).toBe(401);
  });
});

describe('the signed-in user record with a warm cache', () => {
  it('shows a profile change on the very next /auth/me, on this device and on another one', async () => {
    const user = await signUp(app);
    const phone = await signIn(app, user.email, user.password);
    for (const token of [user.token, phone.token]) expect((await getMe(app, token)).json().data.user.profile.firstName).not.toBe('Renamed');
    const update = await app.inject({ method: 'PUT', url: '/api/auth/me', headers: bearer(user.token), payload: { profile: { firstName: 'Renamed' } } });
    expect(update.statusCode).toBe(200);
    for (const token of [user.token, phone.token]) expect((await getMe(app, token)).json().data.user.profile.firstName).toBe('Renamed');
  });

  it('shows a newly assigned coach at once', async () => {
    const client = await signUp(app);
    const coach = await signUp(app, { role: 'coach' });
    expect((await getMe(app, client.token)).json().data.user.coachId ?? null).toBeNull();
    await app.services.usersService.assignCoach(client.user._id, coach.user._id);
    expect((await getMe(app, client.token)).json().data.user.coachId).toBe(coach.user._id);
  });
});
