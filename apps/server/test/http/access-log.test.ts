import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app.js';
import { bearer, signUp } from '../support/factories.js';
import { captureLogs } from '../support/logs.js';

const accessLines = (logs: ReturnType<typeof captureLogs>) => logs.entries().filter((entry) => entry.msg === 'request completed');

describe('the access log', () => {
  it('has one line per request, naming the signed-in user and never their token', async () => {
    const logs = captureLogs();
    const { app } = await createTestApp({ logStream: logs.logStream });
    const user = await signUp(app);
    const before = logs.lines.length;

    const response = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(user.token) });

    expect(response.statusCode).toBe(200);
    const lines = logs.entries().slice(before);
    expect(lines).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        method: 'GET',
        url: '/api/auth/me',
        statusCode: 200,
        responseTime: expect.any(Number),
        reqId: expect.any(String),
        userId: user.user._id,
      }),
    ]);
    expect(logs.lines.join('')).not.toContain(user.token);
  });

  it('with LOG_SAMPLE_RATE=0 drops successful requests but keeps refused and unknown ones', async () => {
    const logs = captureLogs();
    const { app } = await createTestApp({ logStream: logs.logStream, env: { LOG_SAMPLE_RATE: '0' } });
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/auth/me' });
    await app.inject({ method: 'GET', url: '/api/no-such-route?token=reset-secret-1' });

    expect(accessLines(logs).map(({ url, statusCode }) => ({ url, statusCode }))).toEqual([
      { url: '/api/auth/me', statusCode: 401 },
      { url: '/api/no-such-route?token=[redacted]', statusCode: 404 },
    ]);
    expect(logs.lines.join('')).not.toContain('reset-secret-1');
  });

  it('logs every request at least LOG_SLOW_MS long, sampled or not', async () => {
    const logs = captureLogs();
    // Every request takes at least 0 ms: all of them are slow.
    const { app } = await createTestApp({ logStream: logs.logStream, env: { LOG_SAMPLE_RATE: '0', LOG_SLOW_MS: '0' } });
    await app.inject({ method: 'GET', url: '/api/health' });

    expect(accessLines(logs)).toEqual([expect.objectContaining({ url: '/api/health', statusCode: 200, slow: true })]);
  });
});
