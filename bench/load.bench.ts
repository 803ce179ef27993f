// Load benchmark: the built server against a bare Fastify route, so that figures read as a share of what
// Node and Fastify manage on this machine rather than as absolute numbers. See README.md.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { describeError, onCleanup, runBench } from './bench-run.js';
import { freshDatabase } from './fresh-database.js';
import { REPO_ROOT, startBuiltServer, type BuiltServer } from '../e2e/support/built-product.js';

const HOST = '127.0.0.1';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP_SECONDS = 2;
/** Rows each list route holds for the signed-in caller (issue 15's targets are for 20). */
const LIST_ROWS = 20;
/** Messages in the conversation whose message list is measured: one full page (the API's default, 50). */
const MESSAGES_IN_CONVERSATION = 50;
const BENCH_PASSWORD = 'Bench123!';

/** Issue 15's targets, as a share of bare Fastify in the same run, and a p99 ceiling where it sets one. */
const TARGETS: Record<string, { ratio: number; p99?: number }> = {
  'server  GET /api/health': { ratio: 0.6 },
  'server  GET /api/auth/me': { ratio: 0.5, p99: 20 },
  'server  GET /api/goals': { ratio: 0.25, p99: 50 },
  'server  GET /api/ai-coaching/conversations': { ratio: 0.25, p99: 50 },
};

const SERVER_ENTRY = join(REPO_ROOT, 'apps', 'server', 'dist', 'server.js');

type Target = { name: string; url: string; headers?: Record<string, string> };
type Measurement = { target: Target; result: autocannon.Result; firstError?: string };

function benchDuration(): number {
  const raw = process.env.BENCH_DURATION;
  if (raw === undefined || raw === '') return 10;
  const seconds = Number(raw);
  // autocannon samples once a second, so anything shorter has no req/s average.
  if (!Number.isInteger(seconds) || seconds < 1) {
    throw new Error(`BENCH_DURATION must be a whole number of seconds, at least 1 (got "${raw}")`);
  }
  return seconds;
}

/** The problem, with what the server was doing, since its own output is otherwise never shown. */
function explain(problem: string, server: BuiltServer): string {
  const state = server.exited() ? '\nthe server has exited' : '';
  const output = server.output().trimEnd();
  return `${problem}${state}${output ? `\n--- server output (tail) ---\n${output}` : ''}`;
}

async function call(baseUrl: string, path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<unknown> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${JSON.stringify(body)}`);
  return (body as { data?: unknown }).data;
}

/** A new client holding LIST_ROWS goals and LIST_ROWS AI conversations, so the list routes read real pages. */
async function seedClient(baseUrl: string): Promise<string> {
  const stamp = `${Date.now().toString(36)}${process.pid}`;
  const registered = (await call(baseUrl, '/auth/register', {
    method: 'POST',
    body: {
      email: `bench-${stamp}@example.com`,
      username: `bench_${stamp}`.slice(0, 30),
      password: BENCH_PASSWORD,
      profile: { firstName: 'Bench', lastName: 'Client' },
      role: 'client',
    },
  })) as { token: string };
  const token = registered.token;
  for (let n = 1; n <= LIST_ROWS; n += 1) {
    await call(baseUrl, '/goals', { method: 'POST', token, body: { title: `Bench goal ${n}`, category: 'Leadership' } });
    await call(baseUrl, '/ai-coaching/conversations', { method: 'POST', token, body: { title: `Bench conversation ${n}` } });
  }
  return token;
}

/** Reflections and skill ratings the progress routes read (issue 19): more than a page of reflections. */
const REFLECTIONS = 60;
const SKILL_RATINGS = 12;

/** A client with LIST_ROWS goals and AI conversations, REFLECTIONS reflections and SKILL_RATINGS skill ratings. */
async function seedProgress(baseUrl: string): Promise<string> {
  const token = await seedClient(baseUrl);
  for (let n = 1; n <= REFLECTIONS; n += 1) {
    await call(baseUrl, '/reflections', { method: 'POST', token, body: { reflection: `Bench reflection ${n}: what went well and what to try next.`, mood: 1 + (n % 10), confidence: 1 + ((n * 3) % 10) } });
  }
  const skills = ['Communication', 'Leadership', 'Time Management', 'Confidence', 'Goal Setting', 'Decision Making'];
  for (let n = 1; n <= SKILL_RATINGS; n += 1) {
    await call(baseUrl, '/skill-ratings', { method: 'POST', token, body: { scores: skills.map((skill, i) => ({ skill, rating: 1 + ((n + i) % 10) })) } });
  }
  return token;
}

/**
 * The demo client (seeded on the server's first start, with the demo coach as their coach) holding
 * LIST_ROWS conversations with their coach, one of them with MESSAGES_IN_CONVERSATION messages.
 */
async function seedConversations(baseUrl: string): Promise<{ token: string; conversationId: string }> {
  const { token } = (await call(baseUrl, '/auth/login', { method: 'POST', body: { email: 'client@example.com', password: 'Client123!' } })) as { token: string };
  const existing = (await call(baseUrl, '/conversations', { token })) as { pagination: { total: number } };
  let conversationId = '';
  for (let n = existing.pagination.total + 1; n <= LIST_ROWS; n += 1) {
    const { conversation } = (await call(baseUrl, '/conversations', { method: 'POST', token, body: { title: `Bench conversation ${n}` } })) as {
      conversation: { _id: string };
    };
    conversationId ||= conversation._id;
  }
  for (let n = 1; n <= MESSAGES_IN_CONVERSATION; n += 1) {
    await call(baseUrl, `/conversations/${conversationId}/messages`, { method: 'POST', token, body: { content: `Bench message ${n}: how the week went.` } });
  }
  return { token, conversationId };
}

/** Sessions the demo coach holds for the slot and list targets (issue 17: "a coach with 200 sessions"). */
const SESSIONS_OF_COACH = 200;
const SLOT_DAYS = 60;

/**
 * The demo coach, open 08:00-20:00 every day with up to 15 sessions a day, holding SESSIONS_OF_COACH
 * sessions with the demo client over the next SLOT_DAYS days: what slot computation and the list read.
 */
async function seedSessions(baseUrl: string): Promise<{ coachToken: string; clientToken: string; coachId: string }> {
  const login = async (email: string, password: string) =>
    (await call(baseUrl, '/auth/login', { method: 'POST', body: { email, password } })) as { token: string; user: { _id: string; coachId: string | null } };
  const coach = await login('coach@example.com', 'Coach123!');
  const client = await login('client@example.com', 'Client123!');
  const day = { available: true, startTime: '08:00', endTime: '20:00' };
  const weekly = Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((name) => [name, day]));
  await call(baseUrl, '/coach/availability', { method: 'PUT', token: coach.token, body: { weekly, sessionPreferences: { maxDailyClients: 15 } } });
  const existing = (await call(baseUrl, '/sessions?limit=1', { token: coach.token })) as { pagination: { total: number } };
  const start = Date.now() + 24 * 3_600_000;
  for (let n = existing.pagination.total; n < SESSIONS_OF_COACH; n += 1) {
    // Spread over the days, several a day, an hour and a half apart: every slot computation meets them.
    const at = new Date(start + Math.floor(n / 4) * ((SLOT_DAYS - 2) / (SESSIONS_OF_COACH / 4)) * 86_400_000 + (n % 4) * 90 * 60_000);
    at.setUTCMinutes(0, 0, 0);
    await call(baseUrl, '/sessions', { method: 'POST', token: coach.token, body: { clientId: client.user._id, scheduledDate: at.toISOString(), duration: 60 } }).catch(
      () => undefined,
    );
  }
  return { coachToken: coach.token, clientToken: client.token, coachId: coach.user._id };
}

async function startBareApp(): Promise<string> {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ success: true, data: { status: 'ok' } }));
  onCleanup('close the bare app', () => app.close());
  // Port 0 here rather than a probed port: this listener is ours, so there is no window for another to take it.
  await app.listen({ host: HOST, port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return `http://${HOST}:${port}/bare`;
}

async function measure(target: Target, duration: number): Promise<Measurement> {
  const options = { url: target.url, connections: CONNECTIONS, headers: target.headers };
  // Discarded: lets the JIT, connection pools and the database caches settle first.
  await autocannon({ ...options, duration: WARMUP_SECONDS });
  let firstError: string | undefined;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ ...options, duration }, (error, finished) => (error ? reject(error) : resolve(finished)));
    instance.on('reqError', (error: Error) => {
      firstError ??= error.message;
    });
  });
  return { target, result, firstError };
}

function problemOf({ result, firstError }: Measurement): string | undefined {
  if (result.non2xx === 0 && result.errors === 0) return undefined;
  const codes = Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}×${count}`)
    .join(', ');
  const parts = [`${result.non2xx} non-2xx`, `${result.errors} errors (${result.timeouts} timeouts)`, `status codes: ${codes || 'none'}`];
  if (firstError) parts.push(`first error: ${firstError}`);
  return parts.join('; ');
}

function verdict(name: string, ratio: number, p99: number): string {
  const target = TARGETS[name];
  if (!target) return '';
  const met = ratio >= target.ratio && (target.p99 === undefined || p99 < target.p99);
  return `${met ? 'met' : 'NOT met'} (>= ${target.ratio}${target.p99 === undefined ? '' : `, p99 < ${target.p99}`})`;
}

function table(measurements: Measurement[], baseline: number): string {
  const header = ['target', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'vs bare', 'goal'];
  const rows = measurements.map(({ target, result }) => {
    const ratio = baseline > 0 ? result.requests.average / baseline : 0;
    return [
      target.name,
      Math.round(result.requests.average).toString(),
      result.latency.p50.toString(),
      result.latency.p99.toString(),
      result.non2xx.toString(),
      baseline > 0 ? ratio.toFixed(2) : 'n/a',
      verdict(target.name, ratio, result.latency.p99),
    ];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ');
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

async function run(): Promise<number> {
  const duration = benchDuration();
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(`${SERVER_ENTRY} is missing; build the server first (npm run build at the repo root)`);
  }

  // Keeps the per-address credential limit out of the picture, so sign-in is never answered 429.
  // --pg: a database of its own, created now and dropped afterwards; else DATABASE_URL when set; else PGlite.
  if (process.argv.includes('--pg')) process.env.DATABASE_URL = await freshDatabase('coaching_bench');
  const database: Record<string, string> = process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {};
  // BENCH_PROFILE=<dir>: the server writes a V8 CPU profile there when it stops (read it with profile-summary.ts).
  const nodeArgs = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  // The production logging (info, one access line per request) is part of what is measured. It goes to a file,
  // as to a log collector in production: a pipe read by this process would take CPU from the load generator.
  const logDir = mkdtempSync(join(os.tmpdir(), 'coaching-bench-log-'));
  onCleanup('remove the server log', async () => rmSync(logDir, { recursive: true, force: true }));
  // LIST_CACHE_MS=0 measures the list routes reading the database on every request.
  const listCache: Record<string, string> = process.env.LIST_CACHE_MS ? { LIST_CACHE_MS: process.env.LIST_CACHE_MS } : {};
  const server = await startBuiltServer({ AUTH_RATE_LIMIT_PER_MINUTE: '100000', LOG_LEVEL: 'info', ...database, ...listCache }, nodeArgs, {
    logFile: join(logDir, 'server.log'),
  });
  onCleanup('stop the server', () => server.stop());
  try {
    return await benchmark(server, server.baseURL, duration);
  } catch (error) {
    throw new Error(explain(describeError(error), server), { cause: error });
  }
}

/** Clients of the bench coach (issue 18: "GET /coach/clients for a coach with 200 clients"). */
const CLIENTS_OF_COACH = 200;

/**
 * A new coach with CLIENTS_OF_COACH clients, each brought in the product's way: the client registers,
 * the coach invites their email, the client accepts. Each client has a goal, so the cards count something.
 */
async function seedPractice(baseUrl: string): Promise<{ coachToken: string }> {
  const stamp = `${Date.now().toString(36)}${process.pid}`;
  const register = async (kind: string, n: number, role: 'coach' | 'client') =>
    (await call(baseUrl, '/auth/register', {
      method: 'POST',
      body: {
        email: `bench-${kind}-${n}-${stamp}@example.com`,
        username: `b${kind[0]}${n}_${stamp}`.slice(0, 30),
        password: BENCH_PASSWORD,
        profile: { firstName: `Bench${n}`, lastName: kind === 'coach' ? 'Coach' : 'Client' },
        role,
      },
    })) as { token: string; user: { email: string } };
  const coach = await register('coach', 0, 'coach');
  for (let n = 1; n <= CLIENTS_OF_COACH; n += 1) {
    const client = await register('client', n, 'client');
    await call(baseUrl, '/coach/invitations', { method: 'POST', token: coach.token, body: { name: `Bench${n} Client`, email: client.user.email } });
    const { invitations } = (await call(baseUrl, '/invitations/mine', { token: client.token })) as { invitations: { _id: string }[] };
    await call(baseUrl, `/invitations/${invitations[0]!._id}/respond`, { method: 'POST', token: client.token, body: { accept: true } });
    await call(baseUrl, '/goals', { method: 'POST', token: client.token, body: { title: `Bench goal ${n}`, category: 'Leadership' } });
  }
  return { coachToken: coach.token };
}

async function benchmark(server: BuiltServer, baseUrl: string, duration: number): Promise<number> {
  const bareUrl = await startBareApp();

  const cpus = os.cpus();
  console.log(`machine: ${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}, ${os.platform()}/${os.arch()}, node ${process.version}`);
  console.log(`database: ${process.env.DATABASE_URL ? `PostgreSQL (${new URL(process.env.DATABASE_URL).pathname.slice(1)})` : 'embedded PGlite'}`);
  console.log(`load:    ${CONNECTIONS} connections, ${duration} s per target after a ${WARMUP_SECONDS} s warm-up`);
  console.log(`lists:   ${process.env.LIST_CACHE_MS === '0' ? 'read from the database on every request (LIST_CACHE_MS=0)' : 'kept in memory between writes (LIST_CACHE_MS)'}\n`);

  // BENCH_ONLY=/auth/me (comma-separated API paths): only those server targets, after the bare baseline.
  const only = process.env.BENCH_ONLY?.split(',').map((path) => path.trim()).filter(Boolean);
  const wanted = (path: string) => !only || only.includes(path);
  const measurements: Measurement[] = [];
  measurements.push(await measure({ name: 'bare fastify  GET /bare', url: bareUrl }, duration));
  if (wanted('/health')) measurements.push(await measure({ name: 'server  GET /api/health', url: `${baseUrl}/api/health` }, duration));
  // Signed in only now so that the earlier runs do not eat into the access token's lifetime.
  const token = await seedClient(baseUrl);
  const headers = { authorization: `Bearer ${token}` };
  for (const path of ['/auth/me', '/goals', '/ai-coaching/conversations'].filter(wanted)) {
    measurements.push(await measure({ name: `server  GET /api${path}`, url: `${baseUrl}/api${path}`, headers }, duration));
  }
  // Conversations between the demo client and their coach: the list (20, with last message and unread count) and a page of 50 messages.
  if (wanted('/conversations') || wanted('/conversations/:id/messages')) {
    const people = await seedConversations(baseUrl);
    const asClient = { authorization: `Bearer ${people.token}` };
    if (wanted('/conversations')) {
      measurements.push(await measure({ name: 'server  GET /api/conversations', url: `${baseUrl}/api/conversations`, headers: asClient }, duration));
    }
    if (wanted('/conversations/:id/messages')) {
      const url = `${baseUrl}/api/conversations/${people.conversationId}/messages`;
      measurements.push(await measure({ name: 'server  GET /api/conversations/:id/messages', url, headers: asClient }, duration));
    }
  }

  // Scheduling: the demo coach's bookable slots over 60 days as their client sees them, and the coach's session list.
  if (wanted('/coaches/:id/availability') || wanted('/sessions')) {
    const scheduling = await seedSessions(baseUrl);
    if (wanted('/coaches/:id/availability')) {
      const to = new Date(Date.now() + SLOT_DAYS * 86_400_000).toISOString();
      const url = `${baseUrl}/api/coaches/${scheduling.coachId}/availability?to=${encodeURIComponent(to)}`;
      const name = `server  GET /api/coaches/:id/availability (${SLOT_DAYS} d, ${SESSIONS_OF_COACH} sessions)`;
      measurements.push(await measure({ name, url, headers: { authorization: `Bearer ${scheduling.clientToken}` } }, duration));
    }
    if (wanted('/sessions')) {
      const url = `${baseUrl}/api/sessions`;
      measurements.push(await measure({ name: 'server  GET /api/sessions (20 of 200)', url, headers: { authorization: `Bearer ${scheduling.coachToken}` } }, duration));
    }
  }

  // The coach's practice with 200 clients: the client list (a page of 50 with counts), the metrics, the AI trends per client, the invitations.
  const practicePaths = ['/coach/clients', '/analytics/coach', '/ai-coaching/coach-analytics', '/coach/invitations', '/templates'];
  if (practicePaths.some(wanted)) {
    const practice = await seedPractice(baseUrl);
    const asCoach = { authorization: `Bearer ${practice.coachToken}` };
    for (const path of practicePaths.filter(wanted)) {
      const label = path === '/coach/clients' ? ` (50 of ${CLIENTS_OF_COACH})` : path === '/ai-coaching/coach-analytics' ? ` (${CLIENTS_OF_COACH} clients)` : '';
      measurements.push(await measure({ name: `server  GET /api${path}${label}`, url: `${baseUrl}/api${path}`, headers: asCoach }, duration));
    }
  }

  // The client's progress page and Data Management (issue 19): the metrics with their series, the reflections, the skill ratings, the export.
  const progressPaths = ['/analytics/client', '/reflections', '/skill-ratings', '/auth/me/export'];
  if (progressPaths.some(wanted)) {
    const asClient = { authorization: `Bearer ${await seedProgress(baseUrl)}` };
    for (const path of progressPaths.filter(wanted)) {
      const label = path === '/reflections' ? ` (20 of ${REFLECTIONS})` : path === '/auth/me/export' ? ` (${LIST_ROWS} goals and AI conversations, ${REFLECTIONS} reflections)` : '';
      measurements.push(await measure({ name: `server  GET /api${path}${label}`, url: `${baseUrl}/api${path}`, headers: asClient }, duration));
    }
  }

  const baseline = measurements[0]?.result.requests.average ?? 0;
  console.log(table(measurements, baseline));

  const failures = measurements.flatMap((measurement) => {
    const problem = problemOf(measurement);
    return problem ? [`  ${measurement.target.name}: ${problem}`] : [];
  });
  if (failures.length > 0) {
    const problem = `some requests did not succeed, so the figures above are meaningless:\n${failures.join('\n')}`;
    console.error(`\nbench failed: ${explain(problem, server)}`);
    return 1;
  }
  return 0;
}

await runBench('bench', run);
