import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the built server under test listens, e.g. http://127.0.0.1:41234 */
    baseURL: string;
    /** The Chromium executable the journeys drive. */
    chromiumPath: string;
  }
}

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SERVER_ENTRY = join(REPO_ROOT, 'apps', 'server', 'dist', 'server.js');
const HOST = '127.0.0.1';
const STARTUP_TIMEOUT_MS = 60_000;
const KILL_GRACE_MS = 5_000;

type EnsureChromium = { ensureChromium: () => string };

/** scripts/ensure-chromium.mjs is plain JavaScript shared with the bench; imported by URL, typed here. */
async function ensureChromium(): Promise<string> {
  const script = pathToFileURL(join(REPO_ROOT, 'scripts', 'ensure-chromium.mjs')).href;
  const module = (await import(script)) as EnsureChromium;
  return module.ensureChromium();
}

/** `npm run build` at the root; quiet unless it fails, then its whole output goes to stderr. */
function build(): void {
  try {
    execFileSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    process.stderr.write(`${failed.stdout ?? ''}\n${failed.stderr ?? ''}\n`);
    throw new Error(`e2e: npm run build failed (${failed.message.split('\n')[0]}); its output is above`, { cause: error });
  }
}

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, HOST);
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  probe.close();
  await once(probe, 'close');
  return port;
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (hasExited(child)) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const escalate = setTimeout(() => child.kill('SIGKILL'), KILL_GRACE_MS);
  try {
    await exited;
  } finally {
    clearTimeout(escalate);
  }
}

/** Ready once it printed its banner and /api/health answers 200; fails early if it exits. */
async function waitUntilReady(child: ChildProcess, baseURL: string, output: () => string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (hasExited(child)) throw new Error(`the server exited (${child.signalCode ?? `code ${child.exitCode}`}) before it was ready`);
    if (output().includes('Demo sign-ins')) {
      try {
        const response = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(2_000) });
        if (response.status === 200) return;
        lastProblem = `GET /api/health answered ${response.status}`;
      } catch (error) {
        lastProblem = error instanceof Error ? error.message : String(error);
      }
    } else {
      lastProblem = 'no startup banner yet';
    }
    await sleep(100);
  }
  throw new Error(`the server was not ready within ${STARTUP_TIMEOUT_MS / 1000} s (last: ${lastProblem})`);
}

/**
 * Once per run: Chromium, a fresh build, and the built server (`node apps/server/dist/server.js`) on a free
 * loopback port with a new embedded database. The journeys always run on PGlite: DATABASE_URL and REDIS_URL
 * are removed from the server's environment (the API tests cover PostgreSQL and Redis).
 */
export default async function setup(project: TestProject) {
  const chromiumPath = await ensureChromium();
  if (process.env.E2E_SKIP_BUILD !== '1') build();

  const dataDir = mkdtempSync(join(tmpdir(), 'coaching-e2e-'));
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
  const port = await freePort();
  const baseURL = `http://${HOST}:${port}`;

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST,
    PUBLIC_URL: baseURL,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // Every journey signs in from the same address; the per-address limit is not what they test.
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;

  const child = spawn(process.execPath, [SERVER_ENTRY], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  // Always drained so the server never blocks on a full pipe; the tail is kept for failure messages.
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-16_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  try {
    await waitUntilReady(child, baseURL, () => output);
  } catch (error) {
    await stopServer(child);
    removeDataDir();
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`e2e: ${message}\n--- server output (tail) ---\n${output.trimEnd()}`, { cause: error });
  }

  project.provide('baseURL', baseURL);
  project.provide('chromiumPath', chromiumPath);

  return async () => {
    try {
      await stopServer(child);
    } finally {
      removeDataDir();
    }
  };
}
