import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { cloneTemplateDatabase } from '../support/database.js';
import { startServer, stopServer } from '../support/server-process.js';

describe('npm start logging', () => {
  it('writes one JSON access line per request and has every line out when it stops', async () => {
    const clone = await cloneTemplateDatabase();
    onTestFinished(clone.drop);
    const env: Record<string, string> = { DATA_DIR: mkdtempSync(join(tmpdir(), 'coaching-logs-')), LOG_LEVEL: 'info', NODE_ENV: 'production' };
    if (clone.url) env.DATABASE_URL = clone.url;
    const running = await startServer(env);

    for (let index = 0; index < 20; index += 1) await fetch(`${running.url}/api/health?n=${index}`);
    const answer = await fetch(`${running.url}/reset-password?token=secret-from-a-mail`);
    expect(await stopServer(running)).toBe(0);

    const entries = running
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg: string; url?: string; statusCode?: number });
    const access = entries.filter((entry) => entry.msg === 'request completed');
    expect(access.map((entry) => entry.url)).toEqual([
      ...Array.from({ length: 20 }, (_, index) => `/api/health?n=${index}`),
      '/reset-password?token=[redacted]',
    ]);
    expect(access.at(-1)?.statusCode).toBe(answer.status);
    expect(entries.at(-1)?.msg).toBe('shutting down');
    expect(running.output()).not.toContain('secret-from-a-mail');
  }, 120_000);
});
