// Load benchmark: the built server against a bare Fastify route, so that figures read as a share of what
// Node and Fastify manage on this machine rather than as absolute numbers. See README.md.
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { describeError, onCleanup, runBench } from './bench-run.js';
import { REPO_ROOT, startBuiltServer, type BuiltServer } from '../e2e/support/built-product.js';

const HOST = '127.0.0.1';
const CONNECTIONS = 20;
const WARMUP_SECONDS = 2;
const DEMO_CLIENT = { email: 'client@example.com', password: 'Client123!' };

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

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_CLIENT),
  });
  const body: unknown = await response.json().catch(() => undefined);
  const token = (body as { data?: { token?: unknown } } | undefined)?.data?.token;
  if (response.status !== 200 || typeof token !== 'string') {
    throw new Error(`signing in as ${DEMO_CLIENT.email} failed: ${response.status} ${JSON.stringify(body)}`);
  }
  return token;
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

function table(measurements: Measurement[], baseline: number): string {
  const header = ['target', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'vs bare'];
  const rows = measurements.map(({ target, result }) => [
    target.name,
    Math.round(result.requests.average).toString(),
    result.latency.p50.toString(),
    result.latency.p99.toString(),
    result.non2xx.toString(),
    baseline > 0 ? (result.requests.average / baseline).toFixed(2) : 'n/a',
  ]);
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
  const server = await startBuiltServer({ AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
  onCleanup('stop the server', () => server.stop());
  try {
    return await benchmark(server, server.baseURL, duration);
  } catch (error) {
    throw new Error(explain(describeError(error), server), { cause: error });
  }
}

async function benchmark(server: BuiltServer, baseUrl: string, duration: number): Promise<number> {
  const bareUrl = await startBareApp();

  const cpus = os.cpus();
  console.log(`machine: ${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}, ${os.platform()}/${os.arch()}, node ${process.version}`);
  console.log(`load:    ${CONNECTIONS} connections, ${duration} s per target after a ${WARMUP_SECONDS} s warm-up\n`);

  const measurements: Measurement[] = [];
  measurements.push(await measure({ name: 'bare fastify  GET /bare', url: bareUrl }, duration));
  measurements.push(await measure({ name: 'server  GET /api/health', url: `${baseUrl}/api/health` }, duration));
  // Signed in only now so that the earlier runs do not eat into the access token's lifetime.
  const token = await signIn(baseUrl);
  measurements.push(
    await measure(
      { name: 'server  GET /api/auth/me', url: `${baseUrl}/api/auth/me`, headers: { authorization: `Bearer ${token}` } },
      duration,
    ),
  );

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
