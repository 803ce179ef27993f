import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app.js';
import { bearer, signUp } from '../support/factories.js';

const { app } = await createTestApp();

describe('security headers', () => {
  it("are on every reply: public, signed-in, refused and unknown paths alike, with the product's CSP", async () => {
    const user = await signUp(app);
    const replies = await Promise.all([
      app.inject({ method: 'GET', url: '/api/health' }),
      app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(user.token) }),
      app.inject({ method: 'GET', url: '/api/auth/me' }),
      app.inject({ method: 'GET', url: '/api/no-such-route' }),
    ]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 401, 404]);
    for (const reply of replies) {
      const csp = String(reply.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(reply.headers['referrer-policy']).toBe('no-referrer');
      expect(reply.headers['x-powered-by']).toBeUndefined();
    }
  });
});
