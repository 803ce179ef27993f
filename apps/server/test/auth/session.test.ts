import { AUTH_LIMITS } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app.js';
import { bearer, getMe, refreshCookie, signIn, signUp } from '../support/factories.js';

const { app, clock } = await createTestApp();

function refresh(refreshToken: string) {
  return app.inject({ method: 'POST', url: '/api/auth/refresh-token', cookies: { refreshToken } });
}

describe('GET /api/auth/me', () => {
  it('returns the caller, and a second user sees only themselves', async () => {
    const first = await signUp(app, { profile: { firstName: 'Ada', lastName: 'One' } });
    const second = await signUp(app, { profile: { firstName: 'Bo', lastName: 'Two' } });
    const mine = await getMe(app, first.token);
    const theirs = await getMe(app, second.token);
    expect(mine.json().data.user).toMatchObject({ _id: first.user._id, profile: { firstName: 'Ada' } });
    expect(theirs.json().data.user).toMatchObject({ _id: second.user._id, profile: { firstName: 'Bo' } });
    expect(theirs.body).not.toContain(first.user._id);
  });

  it.each([
    ['no token', {}],
    ['a garbage token', bearer('not-a-jwt')],
    ['a token signed with another secret', bearer('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4Iiwic2lkIjoieSJ9.c2lnbmF0dXJl')],
    ['an unsigned token', bearer('eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4Iiwic2lkIjoieSJ9.')],
  ])('answers 401 for %s', async (_case, headers) => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect(response.statusCode).toBe(401);
    expect(response.json().success).toBe(false);
  });

  it('answers 401 once the access token has expired', async () => {
    const user = await signUp(app);
    clock.advance((AUTH_LIMITS.accessTokenTtlSeconds + 1) * 1000);
    const response = await getMe(app, user.token);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('TOKEN_EXPIRED');
  });
});

describe('PUT /api/auth/me', () => {
  it("updates the caller's own profile and preferences, merging what was not sent", async () => {
    const user = await signUp(app);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: bearer(user.token),
      payload: {
        profile: { firstName: '  Rae ', bio: 'Product lead', timezone: 'Europe/Paris' },
        preferences: { theme: 'dark' },
        clientSpecific: { goals: ['Delegate more', '  ', ' Speak up '] },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({
      profile: { firstName: 'Rae', lastName: 'Chen', bio: 'Product lead', timezone: 'Europe/Paris' },
      preferences: { theme: 'dark', language: 'en' },
      clientSpecific: { goals: ['Delegate more', 'Speak up'] },
    });
    expect((await getMe(app, user.token)).json().data.user.profile.firstName).toBe('Rae');
  });

  it('saves the interface language, one of en, es, fr and de, and refuses any other', async () => {
    const user = await signUp(app);
    const saved = await app.inject({ method: 'PUT', url: '/api/auth/me', headers: bearer(user.token), payload: { preferences: { language: 'de' } } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.user.preferences).toMatchObject({ language: 'de', theme: 'light', notifications: { email: true } });
    expect((await getMe(app, user.token)).json().data.user.preferences.language).toBe('de');

    const refused = await app.inject({ method: 'PUT', url: '/api/auth/me', headers: bearer(user.token), payload: { preferences: { language: 'it' } } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([expect.objectContaining({ path: 'preferences.language' })]);
    expect((await getMe(app, user.token)).json().data.user.preferences.language).toBe('de');
  });

  it('cannot change role, activity or id', async () => {
    const user = await signUp(app);
    for (const payload of [{ role: 'admin' }, { isActive: false }, { _id: user.user._id }, { profile: { role: 'admin' } }]) {
      const response = await app.inject({ method: 'PUT', url: '/api/auth/me', headers: bearer(user.token), payload });
      expect(response.statusCode).toBe(400);
    }
    expect((await getMe(app, user.token)).json().data.user).toMatchObject({ role: 'client', isActive: true });
  });

  it('keeps coach details for coaches', async () => {
    const client = await signUp(app);
    const refused = await app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: bearer(client.token),
      payload: { coachSpecific: { hourlyRate: 500 } },
    });
    expect(refused.statusCode).toBe(403);

    const coach = await signUp(app, { role: 'coach' });
    const accepted = await app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: bearer(coach.token),
      payload: { coachSpecific: { hourlyRate: 120, availability: { monday: { available: true, startTime: '08:00', endTime: '12:00' } } } },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.user.coachSpecific).toMatchObject({
      hourlyRate: 120,
      availability: { monday: { available: true, startTime: '08:00' }, tuesday: { available: false, startTime: '09:00' } },
    });
  });

  it('refuses a blank first name with the spec message', async () => {
    const user = await signUp(app);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: bearer(user.token),
      payload: { profile: { firstName: ' ' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ msg: 'First name is required', path: 'profile.firstName' }]);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session at once: its access and refresh tokens stop working', async () => {
    const user = await signUp(app);
    const other = await signIn(app, user.email, user.password);
    const response = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(user.token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: null });
    expect((await getMe(app, user.token)).statusCode).toBe(401);
    expect((await refresh(user.refreshToken)).statusCode).toBe(401);
    // The same user's other device is untouched.
    expect((await getMe(app, other.token)).statusCode).toBe(200);
  });

  it('succeeds without a valid token, ending the session named by the refresh cookie', async () => {
    const user = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'content-type': 'application/json' },
      cookies: { refreshToken: user.refreshToken },
    });
    expect(response.statusCode).toBe(200);
    expect((await getMe(app, user.token)).statusCode).toBe(401);
  });
});

describe('deactivation', () => {
  it("ends a deactivated user's existing tokens at once", async () => {
    const user = await signUp(app);
    expect((await getMe(app, user.token)).statusCode).toBe(200);
    await app.services.usersService.setActive(user.user._id, false);
    expect((await getMe(app, user.token)).statusCode).toBe(401);
    expect((await refresh(user.refreshToken)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/refresh-token', () => {
  it('rotates: a new access token and a new refresh cookie, the old refresh token spent', async () => {
    const user = await signUp(app);
    clock.advance(60_000);
    const response = await refresh(user.refreshToken);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.user._id).toBe(user.user._id);
    expect(data.token).not.toBe(user.token);
    const next = refreshCookie(response);
    expect(next).not.toBe(user.refreshToken);
    expect((await getMe(app, data.token)).statusCode).toBe(200);
    expect((await refresh(next)).statusCode).toBe(200);
  });

  it('keeps a user who works past the access-token lifetime signed in', async () => {
    const user = await signUp(app);
    let { refreshToken } = user;
    let token = user.token;
    for (let hour = 0; hour < 3; hour++) {
      clock.advance((AUTH_LIMITS.accessTokenTtlSeconds - 60) * 1000);
      const response = await refresh(refreshToken);
      expect(response.statusCode).toBe(200);
      token = response.json().data.token;
      refreshToken = refreshCookie(response);
    }
    expect((await getMe(app, token)).statusCode).toBe(200);
  });

  it('ends the whole session when a spent refresh token is presented again', async () => {
    const user = await signUp(app);
    const rotated = await refresh(user.refreshToken);
    const { token } = rotated.json().data;
    const reused = await refresh(user.refreshToken);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error.code).toBe('INVALID_REFRESH_TOKEN');
    expect((await getMe(app, token)).statusCode).toBe(401);
    expect((await refresh(refreshCookie(rotated))).statusCode).toBe(401);
  });

  it('accepts the refresh token in the body for clients without cookies', async () => {
    const user = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: user.refreshToken },
    });
    expect(response.statusCode).toBe(200);
  });

  it('accepts a JSON body of other keys and ignores it: the refresh token is the cookie', async () => {
    const user = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      cookies: { refreshToken: user.refreshToken },
      payload: { token: 'whatever-the-client-sends', refreshToken: 'a-stale-one' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user._id).toBe(user.user._id);
    const withoutCookie = await app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: { token: user.refreshToken } });
    expect(withoutCookie.statusCode).toBe(401);
    expect(withoutCookie.json().error.code).toBe('INVALID_REFRESH_TOKEN');
  });

  it('answers 401 without a refresh token or with an unknown one', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/auth/refresh-token' })).statusCode).toBe(401);
    expect((await refresh('made-up-token')).statusCode).toBe(401);
  });
});

describe('PUT /api/auth/change-password', () => {
  it('changes the password, ends every other session and keeps this device signed in', async () => {
    const user = await signUp(app);
    const otherDevice = await signIn(app, user.email, user.password);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(user.token),
      payload: { currentPassword: user.password, newPassword: 'n3wpass' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Password changed successfully!');
    const { token } = response.json().data;

    expect((await getMe(app, otherDevice.token)).statusCode).toBe(401);
    expect((await getMe(app, user.token)).statusCode).toBe(401);
    expect((await getMe(app, token)).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } })).statusCode).toBe(401);
    expect((await signIn(app, user.email, 'n3wpass')).user._id).toBe(user.user._id);
  });

  it('refuses a wrong current password', async () => {
    const user = await signUp(app);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(user.token),
      payload: { currentPassword: 'Not!MyPass1', newPassword: 'another1' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('INVALID_CURRENT_PASSWORD');
    expect((await getMe(app, user.token)).statusCode).toBe(200);
  });

  it('needs a new password of at least 6 characters', async () => {
    const user = await signUp(app);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(user.token),
      payload: { currentPassword: user.password, newPassword: '12345' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ msg: 'Password must be at least 6 characters', path: 'newPassword' }]);
  });

  it('needs a signed-in caller', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      payload: { currentPassword: 'whatever', newPassword: 'another1' },
    });
    expect(response.statusCode).toBe(401);
  });
});
