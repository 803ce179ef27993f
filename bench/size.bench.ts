// Bundle-size measurement: the JavaScript a visitor's browser loads to show the landing page, gzipped, against a
// budget; the page itself; what loads once the visitor heads for sign-in; and the largest chunk of the whole build. A measurement, not a test: it exits 0 over or under the budget
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

type FirstView = { scripts: Sized[]; document: Sized; styles: Sized[]; onIntent: Sized[] };

/**
 * What '/' loads until the network is idle, with nothing clicked, hovered or focused: its scripts, the document
 * (the prerendered page) and its style sheets; then the scripts that arrive once the visitor heads for
 * 'Platform Access' (the app taking over, and the sign-in dialog it preloads).
 */
async function firstView(browser: Browser, baseUrl: string): Promise<FirstView> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    let bodies: Array<Promise<{ kind: 'script' | 'document' | 'style'; sized: Sized } | undefined>> = [];
    const failures: string[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      const kind = isJavaScript(response) ? 'script' : type === 'document' ? 'document' : type === 'stylesheet' ? 'style' : undefined;
      if (!kind) return;
      const url = new URL(response.url());
      const name = url.origin === baseUrl ? url.pathname : response.url();
      if (response.status() >= 400) failures.push(`${name}: ${response.status()}`);
      // A document Chromium asked for again with the colour-scheme hint (Critical-CH) has no body of its own.
      bodies.push(response.body().then((bytes) => ({ kind, sized: sized(name, bytes) }), () => undefined));
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle', timeout: 60_000 });
    const first = (await Promise.all(bodies)).filter((entry) => entry !== undefined);
    bodies = [];
    await page.getByRole('button', { name: 'Platform Access' }).first().hover();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    await page.waitForLoadState('networkidle');
    page.removeAllListeners('response');
    const later = (await Promise.all(bodies)).filter((entry) => entry !== undefined);
    if (failures.length > 0) throw new Error(`some files did not load: ${failures.join(', ')}`);
    const scripts = first.filter((entry) => entry.kind === 'script').map((entry) => entry.sized);
    const document = first.find((entry) => entry.kind === 'document')?.sized;
    if (scripts.length === 0 || !document) throw new Error('the page loaded no document or no JavaScript at all; is apps/web/dist built?');
    return {
      scripts,
      document,
      styles: first.filter((entry) => entry.kind === 'style').map((entry) => entry.sized),
      onIntent: later.filter((entry) => entry.kind === 'script').map((entry) => entry.sized),
    };
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

  const view = await firstView(browser, baseUrl);
  const scripts = view.scripts.sort((a, b) => b.gzip - a.gzip);
  const total = sum(`total (${scripts.length} files)`, scripts);
  console.log(`\nJavaScript loaded by '/' before any interaction (gzip -9 of each response body):\n`);
  console.log(table(scripts, total));
  const budget = BUDGET_KB * 1000;
  const verdict = total.gzip > budget ? 'OVER' : 'UNDER';
  const difference = Math.abs(total.gzip - budget);
  console.log(`\nbudget ${BUDGET_KB} kB gzip: ${verdict} (${kb(total.gzip)}, ${kb(difference)} ${verdict === 'OVER' ? 'over' : 'to spare'})`);

  console.log(`\nThe rest of the first view: the document (the prerendered page with its CSS) and the style sheets:\n`);
  console.log(table([{ ...view.document, name: `document ${view.document.name}` }, ...view.styles]));

  const intent = view.onIntent.sort((a, b) => b.gzip - a.gzip);
  console.log(`\nJavaScript loaded once the visitor heads for 'Platform Access' (the app, and the sign-in dialog it preloads):\n`);
  console.log(table(intent.slice(0, 5), sum(`total (${intent.length} files)`, intent)));

  const chunks = (await buildChunks()).sort((a, b) => b.raw - a.raw);
  const largest = chunks[0];
  console.log(`\nBuild output (apps/web/dist/assets, ${chunks.length} .js chunks):\n`);
  console.log(table(largest ? [{ ...largest, name: `largest: ${largest.name}` }] : [], sum('all chunks', chunks)));
}

await runBench('size bench', run);
