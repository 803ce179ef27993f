import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { resolveJwtSecret } from './secrets.js';

describe('loadConfig', () => {
  it('defaults to the embedded database on port 3000 under ./data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, dataDir: './data', publicUrl: 'http://localhost:3000' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
  });

  it('reads the services from the environment and treats empty values as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/coaching',
      REDIS_URL: '',
      PUBLIC_URL: 'https://coach.example.com/',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/coaching',
      publicUrl: 'https://coach.example.com',
    });
    expect(config.redisUrl).toBeUndefined();
  });

  it('waits 3 s for a restarting PostgreSQL unless DATABASE_RETRY_MS says otherwise', () => {
    expect(loadConfig({}).databaseRetryMs).toBe(3_000);
    expect(loadConfig({ DATABASE_RETRY_MS: '0' }).databaseRetryMs).toBe(0);
    expect(() => loadConfig({ DATABASE_RETRY_MS: '-1' })).toThrow(/DATABASE_RETRY_MS/);
  });

  it('logs every request and calls 500 ms slow unless LOG_SAMPLE_RATE and LOG_SLOW_MS say otherwise', () => {
    expect(loadConfig({})).toMatchObject({ logSampleRate: 1, logSlowMs: 500 });
    expect(loadConfig({ LOG_SAMPLE_RATE: '0.1', LOG_SLOW_MS: '250' })).toMatchObject({ logSampleRate: 0.1, logSlowMs: 250 });
    expect(loadConfig({ LOG_SAMPLE_RATE: '0', LOG_SLOW_MS: '0' })).toMatchObject({ logSampleRate: 0, logSlowMs: 0 });
    // Blank is unset, not 0: it must not silently drop the access log.
    expect(loadConfig({ LOG_SAMPLE_RATE: ' ', LOG_SLOW_MS: '' })).toMatchObject({ logSampleRate: 1, logSlowMs: 500 });
  });

  it.each([['1.5'], ['-0.1'], ['half']])('refuses to start with LOG_SAMPLE_RATE=%s', (value) => {
    expect(() => loadConfig({ LOG_SAMPLE_RATE: value })).toThrow('LOG_SAMPLE_RATE: LOG_SAMPLE_RATE must be a number from 0 to 1');
  });

  it.each([['-1'], ['0.5'], ['slow']])('refuses to start with LOG_SLOW_MS=%s', (value) => {
    expect(() => loadConfig({ LOG_SLOW_MS: value })).toThrow('LOG_SLOW_MS: LOG_SLOW_MS must be a whole number of milliseconds, 0 or more');
  });

  it('names every invalid setting', () => {
    expect(() => loadConfig({ PORT: 'eighty', JWT_SECRET: 'short' })).toThrow(/PORT[\s\S]*JWT_SECRET must be at least 32/);
  });
});

describe('resolveJwtSecret', () => {
  it('generates a secret once, keeps it owner-only in DATA_DIR and reuses it', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'coaching-secret-'));
    const first = resolveJwtSecret({ dataDir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveJwtSecret({ dataDir })).toBe(first);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first);
    expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o077).toBe(0);
  });

  it('prefers JWT_SECRET from the environment', () => {
    const secret = 'x'.repeat(40);
    expect(resolveJwtSecret({ dataDir: mkdtempSync(join(tmpdir(), 'coaching-secret-')), jwtSecret: secret })).toBe(secret);
  });
});
