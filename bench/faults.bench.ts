// Fault benchmark: the built server on a fresh PostgreSQL database while the local cluster is
// restarted again and again under steady writes. It counts what a user would notice: writes lost,
// doubled, failed with a 500, and whether the server came back each time without a restart of its own.
// See README.md ("Faults").
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { readdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { API_RETRY } from '@coaching/contract';
import pg from 'pg';
import { describeError, onCleanup, runBench } from './bench-run.js';
import { ADMIN_URL, freshDatabase } from './fresh-database.js';
import { startBuiltServer } from '../e2e/support/built-product.js';

const RESTARTS = positiveInteger('BENCH_RESTARTS', 10);
const WRITERS = positiveInteger('BENCH_WRITERS', 4);
const STEADY_MS = 1_500;
const RESTART_TIMEOUT_MS = 60_000;
const RECOVERY_TIMEOUT_MS = 30_000;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 1_000) throw new Error(`${name} must be a whole number from 1 to 1000 (got "${raw}")`);
  return value;
}

/** The local cluster serving ADMIN_URL, restarted with Debian's pg_ctlcluster; refused for anything not on loopback. */
function localCluster(): { restart: () => Promise<unknown>; describe: string } {
  const url = new URL(ADMIN_URL);
  if (!LOOPBACK.has(url.hostname)) throw new Error(`BENCH_PG_URL must point at this machine over loopback (got ${url.hostname})`);
  let versions: string[];
  try {
    versions = readdirSync('/etc/postgresql');
  } catch {
    throw new Error('no local PostgreSQL cluster (/etc/postgresql is missing); this bench restarts one with pg_ctlcluster');
  }
  const version = versions.sort().at(-1);
  if (!version) throw new Error('no local PostgreSQL cluster under /etc/postgresql');
  return {
    describe: `PostgreSQL ${version}/main at ${url.host}`,
    // Asynchronously: the writers in this process keep sending while the cluster goes down and up.
    restart: () => promisify(execFile)('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'restart'], { timeout: RESTART_TIMEOUT_MS }),
  };
}

type Tally = { sent: number; acknowledged: number; retried: number; gaveUp: number; unexpected: string[] };
type Write = { title: string; acknowledged: boolean };

async function post(baseURL: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, body: (await response.json().catch(() => undefined)) as { data?: { token?: string }; error?: { code?: string } } | undefined };
}

/** A signed-in client of its own for each writer (registration is retried as the restarts begin later). */
async function signUpWriter(baseURL: string, n: number): Promise<string> {
  const suffix = `${Date.now().toString(36)}${n}`;
  const reply = await post(baseURL, '/api/auth/register', {
    email: `writer-${suffix}@example.com`,
    username: `writer_${suffix}`,
    password: 'Str0ng!Pass',
    profile: { firstName: 'Writer', lastName: String(n) },
    role: 'client',
  });
  if (reply.status !== 201 || !reply.body?.data?.token) throw new Error(`registering writer ${n} failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.data.token;
}

/**
 * Writes goals until told to stop, each with its own Idempotency-Key, retried as the web app retries:
 * after a 503 or a network failure, up to API_RETRY.attempts times with doubling pauses.
 */
async function writer(baseURL: string, token: string, n: number, tally: Tally, writes: Write[], running: () => boolean): Promise<void> {
  for (let i = 0; running(); i++) {
    const write: Write = { title: `fault-w${n}-${i}`, acknowledged: false };
    writes.push(write);
    tally.sent++;
    const headers = { authorization: `Bearer ${token}`, 'idempotency-key': `w${n}-${i}` };
    const body = { title: write.title, description: 'Written while the database restarts', category: 'Personal Growth', targetDate: '2031-01-01' };
    for (let attempt = 0; ; attempt++) {
      let transient: boolean;
      try {
        const reply = await post(baseURL, '/api/goals', body, headers);
        if (reply.status === 201) {
          write.acknowledged = true;
          tally.acknowledged++;
          break;
        }
        transient = reply.status === 503 && reply.body?.error?.code === 'DATABASE_UNAVAILABLE';
        if (!transient) tally.unexpected.push(`${reply.status} ${reply.body?.error?.code ?? ''}`.trim());
      } catch (error) {
        transient = true; // no reply at all: the web app retries that too
        if (attempt === API_RETRY.attempts) tally.unexpected.push(`no reply: ${describeError(error)}`);
      }
      if (!transient || attempt === API_RETRY.attempts) {
        tally.gaveUp++;
        break;
      }
      tally.retried++;
      await sleep(API_RETRY.firstDelayMs * 2 ** attempt);
    }
  }
}

async function waitUntilHealthy(baseURL: string): Promise<number | undefined> {
  const started = Date.now();
  while (Date.now() - started < RECOVERY_TIMEOUT_MS) {
    try {
      const response = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return Date.now() - started;
    } catch {
      // not yet
    }
    await sleep(50);
  }
  return undefined;
}

async function countStored(databaseUrl: string): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ title: string; copies: number }>(
    "select title, count(*)::int as copies from goals where title like 'fault-%' group by title",
  );
  await client.end();
  return new Map(rows.map((row) => [row.title, row.copies]));
}

await runBench('fault bench', async () => {
  const cluster = localCluster();
  const databaseUrl = await freshDatabase('coaching_faults');
  const server = await startBuiltServer({ DATABASE_URL: databaseUrl, AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
  onCleanup('stop the server', () => server.stop());

  console.log(`database: ${cluster.describe}, fresh database for this run`);
  console.log(`load:     ${WRITERS} clients writing goals; ${RESTARTS} cluster restarts, ${STEADY_MS / 1000} s of steady writes between them\n`);

  const tokens = await Promise.all(Array.from({ length: WRITERS }, (_, n) => signUpWriter(server.baseURL, n)));
  const tally: Tally = { sent: 0, acknowledged: 0, retried: 0, gaveUp: 0, unexpected: [] };
  const writes: Write[] = [];
  let running = true;
  const writers = tokens.map((token, n) => writer(server.baseURL, token, n, tally, writes, () => running));

  const recoveries: (number | undefined)[] = [];
  let serverDied = false;
  for (let restart = 1; restart <= RESTARTS; restart++) {
    await sleep(STEADY_MS);
    const began = Date.now();
    await cluster.restart();
    const restartMs = Date.now() - began;
    const recovered = await waitUntilHealthy(server.baseURL);
    recoveries.push(recovered === undefined ? undefined : restartMs + recovered);
    serverDied ||= server.exited();
    console.log(
      `restart ${String(restart).padStart(2)}: pg_ctlcluster took ${restartMs} ms; ` +
        (recovered === undefined ? 'the server did NOT recover' : `healthy again ${recovered} ms after it returned`) +
        (server.exited() ? ' (the server process has EXITED)' : ''),
    );
  }
  await sleep(STEADY_MS);
  running = false;
  await Promise.all(writers);

  const stored = await countStored(databaseUrl);
  const lost = writes.filter((write) => write.acknowledged && !stored.has(write.title)).length;
  const doubled = [...stored.values()].filter((copies) => copies > 1).length;
  const keptUnacknowledged = writes.filter((write) => !write.acknowledged && stored.has(write.title)).length;
  const recoveredEvery = recoveries.every((ms) => ms !== undefined) && !serverDied;
  const slowest = Math.max(...recoveries.map((ms) => ms ?? Infinity));

  const rows: [string, string | number][] = [
    ['restarts', RESTARTS],
    ['writes sent', tally.sent],
    ['acknowledged', tally.acknowledged],
    ['retried (attempts)', tally.retried],
    ['gave up after retries', tally.gaveUp],
    ['kept though not acknowledged', keptUnacknowledged],
    ['lost (acknowledged, not stored)', lost],
    ['doubled (stored twice)', doubled],
    ['unexpected 5xx or failures', tally.unexpected.length],
    ['recovered every time', recoveredEvery ? `yes (slowest ${slowest} ms from restart to healthy)` : 'NO'],
  ];
  console.log(`\n${rows.map(([what, value]) => `${what.padEnd(32)} ${value}`).join('\n')}`);
  if (tally.unexpected.length > 0) console.log(`\nunexpected: ${[...new Set(tally.unexpected)].join('; ')}`);

  const met = lost === 0 && doubled === 0 && tally.unexpected.length === 0 && recoveredEvery;
  console.log(`\ngoal (nothing lost, nothing doubled, no 500, recovered every time): ${met ? 'met' : 'NOT met'}`);
  return met ? 0 : 1;
});
