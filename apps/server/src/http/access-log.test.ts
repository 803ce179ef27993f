import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { LogController } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AccessLogSettings, loggableUrl, registerAccessLog } from './access-log.js';
import { createAccessLog, createAppLogger } from './logger.js';

type Line = { level: number; msg: string; reqId?: string; [key: string]: unknown };

const apps: { close: () => Promise<unknown> }[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

/** A Fastify app logging like the product does, into lines the test reads. */
async function appLoggingTo(settings: Partial<AccessLogSettings> = {}) {
  const written: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      written.push(chunk.toString());
      done();
    },
  });
  const appLogger = createAppLogger({ level: 'info', destination });
  const app = Fastify({ logger: appLogger.options, logController: new LogController({ disableRequestLogging: true }) });
  registerAccessLog(app, { sampleRate: 1, slowMs: 60_000, log: appLogger.access, ...settings });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/slow', async () => {
    await sleep(30);
    return { ok: true };
  });
  app.get('/explode', async () => {
    throw new Error('boom');
  });
  app.get('/mine', { onRequest: async (request) => void (request.auth = { userId: 'user-7', role: 'client', sessionId: 's-1' }) }, async () => ({}));
  apps.push(app);
  const lines = () => written.map((line) => JSON.parse(line) as Line).filter((line) => line.msg === 'request completed');
  return { app, lines, written };
}

describe('access log', () => {
  it('writes one line per request with method, path, status, time, request id and the signed-in user', async () => {
    const { app, lines } = await appLoggingTo();
    await app.inject({ method: 'GET', url: '/ok?page=2' });
    await app.inject({ method: 'GET', url: '/mine' });

    expect(lines()).toEqual([
      expect.objectContaining({ level: 30, method: 'GET', url: '/ok?page=2', statusCode: 200, responseTime: expect.any(Number), reqId: expect.any(String) }),
      expect.objectContaining({ method: 'GET', url: '/mine', statusCode: 200, userId: 'user-7' }),
    ]);
    expect(lines()[0]).not.toHaveProperty('userId');
    expect(lines()[0]?.reqId).not.toBe(lines()[1]?.reqId);
  });

  it('with a sample rate of 0 drops fast successful requests but keeps errors and slow requests', async () => {
    const { app, lines } = await appLoggingTo({ sampleRate: 0, slowMs: 20 });
    await app.inject({ method: 'GET', url: '/ok' });
    await app.inject({ method: 'GET', url: '/missing' });
    await app.inject({ method: 'GET', url: '/explode' });
    await app.inject({ method: 'GET', url: '/slow' });

    expect(lines().map(({ url, statusCode, slow }) => ({ url, statusCode, slow }))).toEqual([
      { url: '/missing', statusCode: 404, slow: undefined },
      { url: '/explode', statusCode: 500, slow: undefined },
      { url: '/slow', statusCode: 200, slow: true },
    ]);
  });

  it('keeps the given share of successful requests', async () => {
    const draws = [0.1, 0.6, 0.3, 0.9];
    const { app, lines } = await appLoggingTo({ sampleRate: 0.5, random: () => draws.shift() ?? 1 });
    for (const page of [1, 2, 3, 4]) await app.inject({ method: 'GET', url: `/ok?page=${page}` });

    expect(lines().map((line) => line.url)).toEqual(['/ok?page=1', '/ok?page=3']);
  });

  it('never writes the Authorization header, cookies or a token carried in the address', async () => {
    const { app, lines, written } = await appLoggingTo();
    await app.inject({
      method: 'GET',
      url: '/ok?token=reset-secret-123&lang=en&Access_Token=sse-secret-456',
      headers: { authorization: 'Bearer header-secret-789', cookie: 'refresh=cookie-secret-000' },
    });

    expect(lines()[0]?.url).toBe('/ok?token=[redacted]&lang=en&Access_Token=[redacted]');
    const logged = written.join('');
    for (const secret of ['reset-secret-123', 'sse-secret-456', 'header-secret-789', 'cookie-secret-000']) expect(logged).not.toContain(secret);
  });
});

describe('loggableUrl', () => {
  it('writes lines as pino writes the others: JSON with level, time, pid and hostname, any address escaped', async () => {
    const { app, lines, written } = await appLoggingTo();
    await app.inject({ method: 'GET', url: '/ok?q=%22quoted%22&name=\u00e9"\\' });
    const [line] = lines();
    expect(line).toMatchObject({ level: 30, pid: process.pid, hostname: expect.any(String), time: expect.any(Number), msg: 'request completed' });
    // As the server received it (light-my-request encodes é and the quote, not the backslash).
    expect(line?.url).toBe('/ok?q=%22quoted%22&name=%C3%A9%22\\');
    expect(written.every((chunk) => chunk.endsWith('\n'))).toBe(true);
  });

  it('writes nothing when the level is above info', async () => {
    const written: string[] = [];
    const access = createAccessLog('warn', { write: (chunk: string) => written.push(chunk) });
    access.write({ reqId: 'req-1', method: 'GET', url: '/ok', statusCode: 200, responseTime: 1 });
    expect(written).toEqual([]);
  });

  it('keeps an address without secrets as it is', () => {
    expect(loggableUrl('/api/goals?status=active&page=2')).toBe('/api/goals?status=active&page=2');
    expect(loggableUrl('/api/health')).toBe('/api/health');
  });

  it('hides secret parameters however their names are written', () => {
    expect(loggableUrl('/reset-password?token=abc')).toBe('/reset-password?token=[redacted]');
    expect(loggableUrl('/x?refresh%5Ftoken=abc&password=p&apiKey=k&flag')).toBe('/x?refresh%5Ftoken=[redacted]&password=[redacted]&apiKey=[redacted]&flag');
  });
});

describe('createAppLogger', () => {
  it('writes asynchronously and has every line on disk once flushed', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'coaching-log-')), 'app.log');
    const appLogger = createAppLogger({ level: 'info', destination: file });
    const app = Fastify({ logger: appLogger.options });
    app.addHook('onClose', () => appLogger.flush());
    await app.ready();
    for (let index = 0; index < 2_000; index += 1) app.log.info({ index }, 'line');
    await app.close();

    const lines = readFileSync(file, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(2_000);
    expect(JSON.parse(lines.at(-1) ?? '{}')).toMatchObject({ index: 1_999, msg: 'line' });
  });

  it('writes out a lone line within a moment, though lines are batched', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'coaching-log-')), 'app.log');
    const appLogger = createAppLogger({ level: 'info', destination: file });
    try {
      appLogger.access.write({ reqId: 'req-1', method: 'GET', url: '/ok', statusCode: 200, responseTime: 1.5 });
      const written = () => (existsSync(file) ? readFileSync(file, 'utf8') : '');
      await vi.waitFor(() => expect(written()).toContain('request completed'), { timeout: 3_000, interval: 50 });
    } finally {
      await appLogger.flush();
    }
  });
});
