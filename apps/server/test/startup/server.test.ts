import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { SERVER_ROOT } from '../../src/paths.js';
import { cloneTemplateDatabase } from '../support/database.js';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

type Running = { child: ChildProcess; output: () => string; url: string };

/** Starts src/server.ts as `npm start` would run the bundle, and waits for its banner. */
async function startServer(env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const { DATABASE_URL: _ignored, REDIS_URL: _alsoIgnored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_ROOT,
    env: { ...inherited, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 45_000);
    const check = setInterval(() => {
      if (output.includes('Demo sign-ins')) {
        clearTimeout(timer);
        clearInterval(check);
        resolve();
      }
    }, 50);
    child.once('exit', (code) => {
      clearTimeout(timer);
      clearInterval(check);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return { child, output: () => output, url: `http://127.0.0.1:${port}` };
}

async function stopServer(running: Running): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => running.child.once('exit', (code) => resolve(code)));
  running.child.kill('SIGTERM');
  return exited;
}

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
