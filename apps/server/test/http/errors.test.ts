import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app.js';
import { captureLogs } from '../support/logs.js';
import { bearer, PASSWORD, signUp } from '../support/factories.js';


describe('request errors', () => {
  it('answers malformed JSON with 400 and the envelope', async () => {
    const { app } = await createTestApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.co", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: { code: 'MALFORMED_JSON', message: 'The request body is not valid JSON' },
    });
  });

  it('answers a body that is not JSON with 415', async () => {
    const { app } = await createTestApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a@b.co',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers an oversized body with 413', async () => {
    const { app } = await createTestApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an unknown /api route with a 404 envelope', async () => {
    const { app } = await createTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      error: { code: 'NOT_FOUND', message: 'The requested resource was not found' },
    });
  });

  it('hides the details of an unexpected failure from the client and the logs', async () => {
    const { lines, logStream } = captureLogs();
    const { app } = await createTestApp({ logStream });
    app.get('/api/test/explode', async () => {
      await app.services.usersService.findAccountByEmail('x@y.z');
      const failure = new Error("Failed query: select password_hash from users where email = $1\nparams: secret@example.com");
      (failure as Error & { cause: unknown }).cause = Object.assign(new Error('relation "users" is locked'), { code: '55P03' });
      throw failure;
    });
    const response = await app.inject({ method: 'GET', url: '/api/test/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      error: { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side. Please try again later.' },
    });
    const logged = lines.join('\n');
    expect(logged).toContain('55P03');
    expect(logged).not.toContain('select password_hash');
    expect(logged).not.toContain('secret@example.com');
    expect(logged).not.toMatch(/at .*\.ts:\d+/);
  });

  it('never writes passwords, tokens or Authorization headers to the logs', async () => {
    const { lines, logStream } = captureLogs();
    const { app } = await createTestApp({ logStream });
    const user = await signUp(app);
    await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(user.token) });
    await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: 'Wrong!Pass1' } });
    const logged = lines.join('\n');
    expect(lines.length).toBeGreaterThan(0);
    expect(logged).not.toContain(user.token);
    expect(logged).not.toContain(PASSWORD);
    expect(logged).not.toContain('Wrong!Pass1');
    expect(logged).not.toContain(user.refreshToken);
  });
});
