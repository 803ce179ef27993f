// The admin side at 100,000 users (issue 20): the built server on a platform of that size, the demo admin
// calling the platform analytics and the user list one request at a time. See README.md ("Admin at scale").
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../apps/server/src/db/client.js';
import { migrateDatabase } from '../apps/server/src/db/migrate.js';
import { MIGRATIONS_FOLDER } from '../apps/server/src/paths.js';
import { seedDemoData } from '../apps/server/src/seed.js';
import { REPO_ROOT, startBuiltServer } from '../e2e/support/built-product.js';
import { onCleanup, runBench } from './bench-run.js';
import { freshDatabase } from './fresh-database.js';
import { DEFAULT_SCALE, seedPlatformAtScale } from './platform-at-scale.js';

const SERVER_ENTRY = join(REPO_ROOT, 'apps', 'server', 'dist', 'server.js');
const REQUESTS = Number(process.env.BENCH_ADMIN_REQUESTS ?? 100);
const WARMUP = 5;
const USERS = Number(process.env.BENCH_ADMIN_USERS ?? DEFAULT_SCALE.users);

/** What an admin's screens ask for: the dashboard, the analytics page, the user grid (first page, a far page, a sort, a filter, a search). */
const TARGETS = [
  '/analytics/overview',
  '/analytics/sessions?period=12m',
  '/analytics/conversations?period=30d',
  '/users',
  '/users?page=2000',
  '/users?sortBy=name&sortOrder=asc',
  '/users?role=coach',
  '/users?q=garc',
];

type Figures = { target: string; p50: number; p95: number; p99: number; max: number };

/** Nearest rank: always a measured value. */
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function prepare(kind: 'pglite' | 'postgres'): Promise<Record<string, string>> {
  const dataDir = mkdtempSync(join(os.tmpdir(), 'coaching-admin-bench-'));
  onCleanup('remove the bench data', async () => rmSync(dataDir, { recursive: true, force: true }));
  const databaseUrl = kind === 'postgres' ? await freshDatabase('coaching_admin_bench') : undefined;
  const database = await openDatabase({ databaseUrl, dataDir });
  const started = performance.now();
  await migrateDatabase(database, MIGRATIONS_FOLDER);
  await seedDemoData(database);
  await seedPlatformAtScale(database, { ...DEFAULT_SCALE, users: USERS });
  await database.close();
  console.log(`${kind}: ${USERS.toLocaleString('en')} users, ${DEFAULT_SCALE.sessions.toLocaleString('en')} sessions, ${DEFAULT_SCALE.aiConversations.toLocaleString('en')} AI conversations, ${DEFAULT_SCALE.goals.toLocaleString('en')} goals seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir };
}

async function measure(baseUrl: string, token: string, target: string): Promise<Figures> {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api${target}`, { headers: { authorization: `Bearer ${token}` } });
    const body = await response.text();
    if (!response.ok) throw new Error(`GET /api${target} answered ${response.status}: ${body.slice(0, 300)}`);
    return performance.now() - started;
  };
  for (let n = 0; n < WARMUP; n++) await once();
  const times: number[] = [];
  for (let n = 0; n < REQUESTS; n++) times.push(await once());
  times.sort((a, b) => a - b);
  return { target, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), max: times.at(-1)! };
}

async function benchOn(kind: 'pglite' | 'postgres'): Promise<Figures[]> {
  const server = await startBuiltServer({ AUTH_RATE_LIMIT_PER_MINUTE: '100000', ...(await prepare(kind)) });
  onCleanup(`stop the ${kind} server`, () => server.stop());
  const login = await fetch(`${server.baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'Admin123!' }),
  });
  if (!login.ok) throw new Error(`signing in as the demo admin answered ${login.status}`);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const figures: Figures[] = [];
  for (const target of TARGETS) figures.push(await measure(server.baseURL, token, target));
  await server.stop();
  return figures;
}

function table(kind: string, figures: Figures[]): string {
  const rows = figures.map((row) => [`${kind}  GET /api${row.target}`, ...[row.p50, row.p95, row.p99, row.max].map((ms) => ms.toFixed(1))]);
  const header = ['target', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

await runBench('admin bench', async () => {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing; build the server first (npm run build at the repo root)`);
  const kinds = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((kind) => kind.trim()) as ('pglite' | 'postgres')[];
  const cpus = os.cpus();
  console.log(`machine: ${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}, node ${process.version}; ${REQUESTS} sequential requests per target after ${WARMUP} warm-up\n`);
  const tables: string[] = [];
  for (const kind of kinds) tables.push(table(kind, await benchOn(kind)));
  console.log(`\n${tables.join('\n\n')}`);
});
