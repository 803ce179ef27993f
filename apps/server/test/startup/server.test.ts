import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { explainEmbeddedFailure } from '../../src/db/embedded.js';
import { cloneTemplateDatabase } from '../support/database.js';
import { runUntilExit, startServer, stopServer, type Running } from '../support/server-process.js';

async function post(url: string, body: unknown, token?: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data: { token: string; user: { profile: { firstName: string } } } } };
}

describe('npm start', () => {
  const started: Running[] = [];
  afterAll(() => Promise.all(started.map((running) => running.child.exitCode === null && stopServer(running))));

  it('seeds demo data on the first start only and keeps every change across a restart', async () => {
    const clone = await cloneTemplateDatabase();
    onTestFinished(clone.drop);
    const env: Record<string, string> = { DATA_DIR: mkdtempSync(join(tmpdir(), 'coaching-start-')) };
    if (clone.url) env.DATABASE_URL = clone.url;

    const first = await startServer(env);
    started.push(first);
    expect(first.output()).toContain(`running at http://localhost:`);
    expect(first.output()).toMatch(/admin\s+admin@example\.com\s+Admin123!\s+Morgan Reyes/);
    expect(first.output()).toMatch(/coach\s+coach@example\.com\s+Coach123!\s+Sarah Mitchell/);
    expect(first.output()).toMatch(/client\s+client@example\.com\s+Client123!\s+Jordan Taylor/);
    expect(first.output()).toContain('demo data seeded');

    const health = await fetch(`${first.url}/api/health`);
    expect(health.status).toBe(200);
    const demo = await post(`${first.url}/api/auth/login`, { email: 'client@example.com', password: 'Client123!' });
    expect(demo.status).toBe(200);
    const renamed = await fetch(`${first.url}/api/auth/me`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${demo.body.data.token}` },
      body: JSON.stringify({ profile: { firstName: 'Jordy' } }),
    });
    expect(renamed.status).toBe(200);
    expect(await stopServer(first)).toBe(0);

    const second = await startServer(env);
    started.push(second);
    expect(second.output()).not.toContain('demo data seeded');
    const again = await post(`${second.url}/api/auth/login`, { email: 'client@example.com', password: 'Client123!' });
    expect(again.status).toBe(200);
    expect(again.body.data.user.profile.firstName).toBe('Jordy');
    // A token from before the restart still works: the JWT secret was kept in DATA_DIR.
    const me = await fetch(`${second.url}/api/auth/me`, { headers: { authorization: `Bearer ${demo.body.data.token}` } });
    expect(me.status).toBe(200);
    expect(await stopServer(second)).toBe(0);
  }, 120_000);
});

describe('npm start on a damaged embedded database', () => {
  it('ends with what is wrong and what to do, not a stack trace', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'coaching-damaged-'));
    mkdirSync(join(dataDir, 'pglite'));
    writeFileSync(join(dataDir, 'pglite', 'PG_VERSION'), 'not a version\n');
    writeFileSync(join(dataDir, 'pglite', 'postgresql.conf'), '\u0000\u0001garbage');

    const { code, output } = await runUntilExit({ DATA_DIR: dataDir });
    expect(code).toBe(1);
    expect(output.trim()).toBe(
      `Failed to start: The embedded database in ${join(dataDir, 'pglite')} could not be opened: its files are damaged or were ` +
        'written by another version (PGlite failed to initialize properly). Restore the folder from a backup, or move it away ' +
        'to start with a fresh database (the demo accounts are seeded again).',
    );
  }, 60_000);

  it('names a full disk as such', async () => {
    // What PGlite throws when a write finds no space: Emscripten's ErrnoError, errno 51, no message.
    expect(explainEmbeddedFailure('/data/pglite', { name: 'ErrnoError', errno: 51 })).toBe(
      'The embedded database in /data/pglite could not be opened: the disk is full. Free some space on that disk (or set DATA_DIR to another one) and start again.',
    );
  });
});
