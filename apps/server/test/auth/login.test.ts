import { AUTH_LIMITS } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app.js';
import { getMe, signUp } from '../support/factories.js';

const { app, clock } = await createTestApp();

function login(email: string, password: string, remoteAddress = '127.0.0.1') {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
}

describe('POST /api/auth/login', () => {
  it('signs in with any capitalisation of the email and replies {user, token}', async () => {
    const user = await signUp(app, { email: 'casey@example.com' });
    const response = await login('Casey@EXAMPLE.com', user.password);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.user).toMatchObject({ _id: user.user._id, email: 'casey@example.com' });
    expect(data.user.lastLoginAt).not.toBeNull();
    expect((await getMe(app, data.token)).statusCode).toBe(200);
  });

  it('gives the same 401 for a wrong password and for an unknown email', async () => {
    const user = await signUp(app);
    const wrongPassword = await login(user.email, 'Wrong!Pass1');
    const unknownEmail = await login('nobody-here@example.com', 'Wrong!Pass1');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
    expect(wrongPassword.json().error).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
  });

  it('validates the email and password with the spec messages', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'nope', password: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { msg: 'Invalid email address', path: 'email' },
      { msg: 'Password is required', path: 'password' },
    ]);
  });

  it('refuses a deactivated user even with the right password', async () => {
    const user = await signUp(app);
    await app.services.usersService.setActive(user.user._id, false);
    const response = await login(user.email, user.password);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('ACCOUNT_DISABLED');

    await app.services.usersService.setActive(user.user._id, true);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });
});

describe('account lockout', () => {
  it('locks an account for a cooling-off period after 5 failures, from any address', async () => {
    const user = await signUp(app);
    for (let attempt = 1; attempt <= AUTH_LIMITS.maxFailedLoginsPerAccount; attempt++) {
      const response = await login(user.email, 'Wrong!Pass1', `10.0.0.${attempt}`);
      expect(response.statusCode).toBe(401);
    }

    const locked = await login(user.email, user.password, '192.0.2.77');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('ACCOUNT_LOCKED');
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(AUTH_LIMITS.lockoutMinutes * 60);

    clock.advance((retryAfter + 1) * 1000);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('forgets failures older than the 15-minute window', async () => {
    const user = await signUp(app);
    for (let attempt = 0; attempt < AUTH_LIMITS.maxFailedLoginsPerAccount - 1; attempt++) {
      await login(user.email, 'Wrong!Pass1');
    }
    clock.advance((AUTH_LIMITS.failedLoginWindowMinutes + 1) * 60_000);
    await login(user.email, 'Wrong!Pass1');
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('clears the count after a successful sign-in', async () => {
    const user = await signUp(app);
    for (let attempt = 0; attempt < AUTH_LIMITS.maxFailedLoginsPerAccount - 1; attempt++) {
      await login(user.email, 'Wrong!Pass1');
    }
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    await login(user.email, 'Wrong!Pass1');
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('locks unknown emails too, so a lockout reveals nothing about who has an account', async () => {
    for (let attempt = 0; attempt < AUTH_LIMITS.maxFailedLoginsPerAccount; attempt++) {
      await login('ghost@example.com', 'Wrong!Pass1');
    }
    expect((await login('ghost@example.com', 'Wrong!Pass1')).statusCode).toBe(429);
  });
});

describe('per-address limit on the credential routes', () => {
  it('answers 429 with Retry-After once one address exceeds the limit', async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
    const attempt = (remoteAddress: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'someone@example.com' },
        remoteAddress,
      });
    for (let i = 0; i < 3; i++) expect((await attempt('203.0.113.5')).statusCode).toBe(200);
    const refused = await attempt('203.0.113.5');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt('203.0.113.6')).statusCode).toBe(200);
  });
});
