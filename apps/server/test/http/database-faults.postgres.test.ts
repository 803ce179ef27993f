import { HTTP_MESSAGES } from '@coaching/contract';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp } from '../support/app.js';
import { cloneTemplateDatabase } from '../support/database.js';
import { startServer, stopServer } from '../support/server-process.js';
import { bearer, signUp } from '../support/factories.js';
import { goalBody, goalsApi } from '../support/goals.js';
import { createTcpProxy } from '../support/tcp-proxy.js';

// PostgreSQL only (this file runs when DATABASE_URL is set): PGlite lives in the process and has no
// connections to lose.

const admins: pg.Client[] = [];
afterAll(() => Promise.all(admins.map((admin) => admin.end())));

/** A way to end every connection the app holds to its database, as a failover or a DBA would. */
async function connectionKiller(databaseUrl: string) {
  const admin = new pg.Client({ connectionString: databaseUrl });
  // Dropping the database at the end (with force) ends this connection too.
  admin.on('error', () => undefined);
  await admin.connect();
  admins.push(admin);
  return async (): Promise<number> => {
    const result = await admin.query<{ ended: number }>(
      'select count(pg_terminate_backend(pid))::int as ended from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return result.rows[0]!.ended;
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function appWithKiller(databaseRetryMs: number) {
  const { app, database, databaseUrl } = await createTestApp({ databaseRetryMs });
  const client = await signUp(app);
  return { app, database, client, api: goalsApi(app, client.token), killConnections: await connectionKiller(databaseUrl!) };
}

describe('PostgreSQL connections ended under the server', () => {
  it('serves the next requests as if nothing happened', async () => {
    const { app, api, killConnections } = await appWithKiller(3_000);
    // Several idle connections in the pool, all about to be ended.
    await Promise.all(Array.from({ length: 8 }, () => api.list()));
    expect(await killConnections()).toBeGreaterThanOrEqual(2);

    expect((await api.list()).statusCode).toBe(200);
    expect((await api.create(goalBody({ title: 'After the failover' }))).statusCode).toBe(201);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json().data.status).toBe('healthy');
    expect((await api.list()).json().data.map((goal: { title: string }) => goal.title)).toContain('After the failover');
  });

  it('answers every request in flight with 2xx or 503, never 500, and keeps no half-made goal', async () => {
    const { api, killConnections } = await appWithKiller(0);
    const requests = Array.from({ length: 60 }, (_, i) => (i % 3 === 0 ? api.list() : api.create(goalBody({ title: `In flight ${i}` }))));
    for (let round = 0; round < 5; round++) {
      await pause(15);
      await killConnections();
    }
    const statuses = (await Promise.all(requests)).map((response) => response.statusCode);
    expect(statuses.filter((status) => ![200, 201, 503].includes(status))).toEqual([]);

    // A write answered 503 may still have been kept, if its commit went through as its connection
    // died; the client's Idempotency-Key covers that. Nothing is kept by halves.
    const created = statuses.filter((status) => status === 201).length;
    const unanswered = statuses.filter((status, i) => status === 503 && i % 3 !== 0).length;
    const goals = (await api.list()).json().data as { title: string; milestones: unknown[] }[];
    expect(goals.length).toBeGreaterThanOrEqual(created);
    expect(goals.length).toBeLessThanOrEqual(created + unanswered);
    for (const goal of goals) expect(goal.milestones).toHaveLength(5);
  });

  it('stores a write retried with the same Idempotency-Key after a 503 exactly once', async () => {
    const { app, database, client, api, killConnections } = await appWithKiller(0);
    let killing = true;
    const killer = (async () => {
      while (killing) {
        await killConnections();
        await pause(7);
      }
    })();

    let unavailable = 0;
    const writer = async (w: number) => {
      for (let n = 0; n < 8; n++) {
        const title = `Writer ${w} goal ${n}`;
        const send = () =>
          app.inject({ method: 'POST', url: '/api/goals', headers: { ...bearer(client.token), 'idempotency-key': `w${w}-${n}` }, payload: goalBody({ title }) });
        for (let response = await send(); response.statusCode !== 201; response = await send()) {
          expect(response.statusCode).toBe(503);
          expect(response.json()).toEqual({ success: false, error: { code: 'DATABASE_UNAVAILABLE', message: HTTP_MESSAGES.databaseUnavailable } });
          expect(response.headers['retry-after']).toBe('1');
          unavailable++;
          if (unavailable > 40) killing = false;
        }
      }
    };
    await Promise.all(Array.from({ length: 6 }, (_, w) => writer(w)));
    killing = false;
    await killer;

    expect(unavailable).toBeGreaterThan(0);
    const titles = ((await api.list()).json().data as { title: string }[]).map((goal) => goal.title).sort();
    const expected = Array.from({ length: 6 }, (_, w) => Array.from({ length: 8 }, (_, n) => `Writer ${w} goal ${n}`)).flat().sort();
    expect(titles).toEqual(expected);

    // Every connection went back to the pool, dead ones included: none is held by a request that ended.
    expect(database.connections!().inUse).toBe(0);
  });
});

describe('the server process', () => {
  it('keeps running, and serving, while PostgreSQL ends its connections again and again', async () => {
    const clone = await cloneTemplateDatabase();
    const running = await startServer({ DATABASE_URL: clone.url!, DATA_DIR: mkdtempSync(join(tmpdir(), 'coaching-faults-')) });
    const killConnections = await connectionKiller(clone.url!);
    try {
      const login = await fetch(`${running.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'client@example.com', password: 'Client123!' }),
      });
      const { token } = ((await login.json()) as { data: { token: string } }).data;
      const statuses: number[] = [];
      for (let round = 0; round < 3; round++) {
        const inFlight = Array.from({ length: 6 }, (_, i) =>
          fetch(`${running.url}/api/goals`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': `r${round}-${i}` },
            body: JSON.stringify(goalBody({ title: `Round ${round} goal ${i}` })),
          }).then((response) => response.status),
        );
        await pause(5);
        expect(await killConnections()).toBeGreaterThan(0);
        statuses.push(...(await Promise.all(inFlight)));
      }
      expect(running.child.exitCode).toBeNull();
      expect(statuses.filter((status) => status !== 201 && status !== 503)).toEqual([]);
      expect((await fetch(`${running.url}/api/health`)).status).toBe(200);
    } finally {
      expect(await stopServer(running)).toBe(0);
      await clone.drop();
    }
  }, 60_000);
});

describe('PostgreSQL out of reach', () => {
  it('answers 503 DATABASE_UNAVAILABLE and unhealthy while it is away, and recovers by itself when it is back', async () => {
    const target = new URL(process.env.DATABASE_URL!);
    const line = await createTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const { app } = await createTestApp({ databaseRetryMs: 300, databaseViaPort: line.port });
    const client = await signUp(app);
    const api = goalsApi(app, client.token);
    const kept = await api.list();
    expect(kept.statusCode).toBe(200);

    await line.cut();
    // A list page kept from before is still right (nothing can change it while the database is away).
    expect((await api.list()).body).toBe(kept.body);
    const read = await api.list({ status: 'completed' });
    expect(read.statusCode).toBe(503);
    expect(read.json()).toEqual({ success: false, error: { code: 'DATABASE_UNAVAILABLE', message: HTTP_MESSAGES.databaseUnavailable } });
    expect((await api.create(goalBody())).statusCode).toBe(503);
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ error: { code: 'DATABASE_UNAVAILABLE' }, data: { status: 'unhealthy', database: 'disconnected' } });

    await line.restore();
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await api.create(goalBody({ title: 'Back online' }))).statusCode).toBe(201);
    expect((await api.list()).json().data.map((goal: { title: string }) => goal.title)).toEqual(['Back online']);
    await line.close();
  });

  it('rides out a short outage within the retry window: the request waits instead of failing', async () => {
    const target = new URL(process.env.DATABASE_URL!);
    const line = await createTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const { app } = await createTestApp({ databaseRetryMs: 3_000, databaseViaPort: line.port });
    const client = await signUp(app);

    await line.cut();
    const pending = goalsApi(app, client.token).create(goalBody({ title: 'Sent during the restart' }));
    await pause(400);
    await line.restore();
    const response = await pending;
    expect(response.statusCode).toBe(201);
    expect(response.json().data.title).toBe('Sent during the restart');
    await line.close();
  });
});
