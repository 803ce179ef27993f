// Bundle-size measurement: the JavaScript a visitor's browser loads to show the landing page, gzipped, against a
// budget; and the largest chunk of the whole build. A measurement, not a test: it exits 0 over or under the budget
// (1 only when it could not measure). See README.md.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Response } from 'playwright-core';
import { onCleanup, runBench } from './bench-run.js';
import { buildProduct, CHROMIUM_ARGS, ensureChromium, REPO_ROOT, startBuiltServer } from '../e2e/support/built-product.js';

/** Gzipped JavaScript of the first view of '/', in kB of 1000 bytes (the unit Vite's build report uses). */
const BUDGET_KB = 120;

const SERVER_ENTRY = join(REPO_ROOT, 'apps', 'server', 'dist', 'server.js');
const ASSETS_DIR = join(REPO_ROOT, 'apps', 'web', 'dist', 'assets');

type Sized = { name: string; raw: number; gzip: number };

function sized(name: string, body: Buffer): Sized {
  return { name, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;

function table(rows: Sized[], total?: Sized): string {
  const header = ['file', 'raw', 'gzip'];
  const cells = (row: Sized) => [row.name, kb(row.raw), kb(row.gzip)];
  const body = rows.map(cells);
  const footer = total ? [cells(total)] : [];
  const all = [header, ...body, ...footer];
  const widths = header.map((_, column) => Math.max(...all.map((row) => row[column]?.length ?? 0)));
  const line = (row: string[]) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ');
  const rule = line(widths.map((width) => '-'.repeat(width)));
  return [line(header), rule, ...body.map(line), ...(total ? [rule, ...footer.map(line)] : [])].join('\n');
}

function sum(name: string, rows: Sized[]): Sized {
  return rows.reduce((total, row) => ({ name, raw: total.raw + row.raw, gzip: total.gzip + row.gzip }), { name, raw: 0, gzip: 0 });
}

/** `npm run build` at the root; quiet unless it fails. */
function isJavaScript(response: Response): boolean {
  const type = response.headers()['content-type'] ?? '';
  return response.request().resourceType() === 'script' || /javascript|ecmascript/.test(type);
}

/** Every JavaScript file '/' loads until the network is idle, with nothing clicked, hovered or focused. */
async function firstViewScripts(browser: Browser, baseUrl: string): Promise<Sized[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const bodies: Array<Promise<Sized>> = [];
    const failures: string[] = [];
    page.on('response', (response) => {
      if (!isJavaScript(response)) return;
      const url = new URL(response.url());
      const name = url.origin === baseUrl ? url.pathname : response.url();
      if (response.status() !== 200) failures.push(`${name}: ${response.status()}`);
      bodies.push(response.body().then((body) => sized(name, body)));
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle', timeout: 60_000 });
    if (failures.length > 0) throw new Error(`some scripts did not load: ${failures.join(', ')}`);
    const scripts = await Promise.all(bodies);
    if (scripts.length === 0) throw new Error('the page loaded no JavaScript at all; is apps/web/dist built?');
    return scripts;
  } finally {
    await context.close();
  }
}

/** Every .js chunk of the build (source maps excluded). */
async function buildChunks(): Promise<Sized[]> {
  const names = (await readdir(ASSETS_DIR)).filter((name) => name.endsWith('.js'));
  return Promise.all(names.map(async (name) => sized(name, await readFile(join(ASSETS_DIR, name)))));
}

async function run(): Promise<void> {
  if (process.env.SIZE_SKIP_BUILD !== '1') {
    console.log('building (npm run build; SIZE_SKIP_BUILD=1 measures the current build)...');
    buildProduct();
  }
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing; build first (npm run build at the repo root)`);
  if (!existsSync(ASSETS_DIR)) throw new Error(`${ASSETS_DIR} is missing; build first (npm run build at the repo root)`);

  const executablePath = await ensureChromium();
  const server = await startBuiltServer();
  onCleanup('stop the server', () => server.stop());
  const baseUrl = server.baseURL;
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  onCleanup('close Chromium', () => browser.close());

  const scripts = (await firstViewScripts(browser, baseUrl)).sort((a, b) => b.gzip - a.gzip);
  const total = sum(`total (${scripts.length} files)`, scripts);
  console.log(`\nJavaScript loaded by '/' before any interaction (gzip -9 of each response body):\n`);
  console.log(table(scripts, total));
  const budget = BUDGET_KB * 1000;
  const verdict = total.gzip > budget ? 'OVER' : 'UNDER';
  const difference = Math.abs(total.gzip - budget);
  console.log(`\nbudget ${BUDGET_KB} kB gzip: ${verdict} (${kb(total.gzip)}, ${kb(difference)} ${verdict === 'OVER' ? 'over' : 'to spare'})`);

  const chunks = (await buildChunks()).sort((a, b) => b.raw - a.raw);
  const largest = chunks[0];
  console.log(`\nBuild output (apps/web/dist/assets, ${chunks.length} .js chunks):\n`);
  console.log(table(largest ? [{ ...largest, name: `largest: ${largest.name}` }] : [], sum('all chunks', chunks)));
}

await runBench('size bench', run);
