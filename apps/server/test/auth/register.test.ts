import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app.js';
import { registrationBody, signUp } from '../support/factories.js';

const { app, database } = await createTestApp();

describe('POST /api/auth/register', () => {
  it('creates the account and replies {user, token} with 201', async () => {
    const body = registrationBody({ email: 'New.Person@Example.com', role: 'coach' });
    const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.token).toEqual(expect.any(String));
    expect(data.user).toMatchObject({
      email: 'new.person@example.com',
      username: body.username,
      role: 'coach',
      isActive: true,
      profile: { firstName: 'Riley', lastName: 'Chen', timezone: 'UTC' },
      preferences: { language: 'en', theme: 'light', notifications: { email: true, sms: false, push: true } },
      coachSpecific: { experience: 0, certifications: [] },
    });
    expect(data.user).not.toHaveProperty('passwordHash');
    expect(response.cookies.find((c) => c.name === 'refreshToken')).toMatchObject({ httpOnly: true, path: '/api/auth' });
  });

  it('stores the password only as an argon2id hash', async () => {
    const user = await signUp(app);
    const result = await database.db.execute<{ password_hash: string }>(
      sql`select password_hash from users where id = ${user.user._id}`,
    );
    const rows = (result as unknown as { rows: { password_hash: string }[] }).rows;
    expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$/);
    expect(rows[0]!.password_hash).not.toContain(user.password);
  });

  it.each([
    ['a missing email', { email: '' }, 'email', 'Email is required'],
    ['a malformed email', { email: 'not-an-email' }, 'email', 'Invalid email address'],
    ['a missing username', { username: '' }, 'username', 'Username is required'],
    ['a short username', { username: 'ab' }, 'username', 'Username must be at least 3 characters'],
    ['a username with spaces', { username: 'a b c' }, 'username', 'Username can only contain letters, numbers, underscores, and hyphens'],
    ['a missing password', { password: '' }, 'password', 'Password is required'],
    ['a short password', { password: 'Ab1!' }, 'password', 'Password must be at least 8 characters'],
    ['a password without a special character', { password: 'Abcdefg1' }, 'password', 'Password must contain uppercase, lowercase, number, and special character'],
    ['a password without an uppercase letter', { password: 'abcdef1!' }, 'password', 'Password must contain uppercase, lowercase, number, and special character'],
    ['a missing first name', { profile: { firstName: '  ', lastName: 'Chen' } }, 'profile.firstName', 'First name is required'],
    ['a missing last name', { profile: { firstName: 'Riley', lastName: '' } }, 'profile.lastName', 'Last name is required'],
    ['the admin role', { role: 'admin' }, 'role', 'Please select your role'],
    ['no role', { role: undefined }, 'role', 'Please select your role'],
  ])('refuses %s with the spec message', async (_case, overrides, path, message) => {
    const payload = { ...registrationBody(), ...overrides } as Record<string, unknown>;
    const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.error).toEqual({ code: 'VALIDATION_ERROR', message });
    expect(body.errors).toContainEqual({ msg: message, path });
  });

  it('refuses an email that differs from a taken one only in case, with 409', async () => {
    await signUp(app, { email: 'taken@example.com' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registrationBody({ email: 'TAKEN@Example.COM' }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({ code: 'EMAIL_TAKEN', message: 'An account with this email already exists' });
  });

  it('refuses a taken username with 409', async () => {
    await signUp(app, { username: 'riley_chen' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registrationBody({ username: 'Riley_Chen' }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('USERNAME_TAKEN');
  });

  it('lets only one of two simultaneous sign-ups with one email through', async () => {
    const payloads = [registrationBody({ email: 'race@example.com' }), registrationBody({ email: 'race@example.com' })];
    const responses = await Promise.all(
      payloads.map((payload) => app.inject({ method: 'POST', url: '/api/auth/register', payload })),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses protected fields smuggled into the body', async () => {
    const payload = { ...registrationBody(), isActive: false, _id: '00000000-0000-4000-8000-000000000000' };
    const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
  });
});
