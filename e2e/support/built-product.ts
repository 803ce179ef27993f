// Running the built product the way `npm start` does, for the browser journeys and the benchmarks alike.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SERVER_ENTRY = join(REPO_ROOT, 'apps', 'server', 'dist', 'server.js');
const HOST = '127.0.0.1';
const STARTUP_TIMEOUT_MS = 60_000;
const KILL_GRACE_MS = 5_000;

/** Headless and quiet: without the networking flags Chromium keeps calling hosts this machine cannot reach. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** scripts/ensure-chromium.mjs is plain JavaScript (CI runs it before npm is involved); typed here. */
export async function ensureChromium(): Promise<string> {
  const script = pathToFileURL(join(REPO_ROOT, 'scripts', 'ensure-chromium.mjs')).href;
  const module = (await import(script)) as { ensureChromium: () => string };
  return module.ensureChromium();
}

/** `npm run build` at the root; quiet unless it fails, then its whole output goes to stderr. */
export function buildProduct(): void {
  try {
    execFileSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    process.stderr.write(`${failed.stdout ?? ''}\n${failed.stderr ?? ''}\n`);
    throw new Error(`npm run build failed (${failed.message.split('\n')[0]}); its output is above`, { cause: error });
  }
}

export async function freePort(): Promise<number> {
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

async function stopChild(child: ChildProcess): Promise<void> {
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

export type BuiltServer = {
  baseURL: string;
  /** The tail of what the server printed, for failure messages. */
  output(): string;
  exited(): boolean;
  /** Stops the server (SIGTERM, then SIGKILL) and removes its data directory. */
  stop(): Promise<void>;
};

/**
 * `node apps/server/dist/server.js` on a free loopback port with a fresh embedded database, ready once
 * it printed its banner and /api/health answers 200. DATABASE_URL and REDIS_URL from the environment
 * are dropped: these runs measure and drive the default installation unless `extraEnv` names them
 * (the fault bench runs on PostgreSQL).
 */
/**
 * `logFile`: where the server's standard output (its log) goes, instead of a pipe this process reads: the load
 * bench keeps the log's reader off the core that generates the load, as a production log collector is.
 */
export async function startBuiltServer(extraEnv: Record<string, string> = {}, nodeArgs: string[] = [], { logFile }: { logFile?: string } = {}): Promise<BuiltServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'coaching-built-'));
  const port = await freePort();
  const baseURL = `http://${HOST}:${port}`;
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    PORT: String(port),
    HOST,
    PUBLIC_URL: baseURL,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ...extraEnv,
  };

  const logFd = logFile ? openSync(logFile, 'w') : undefined;
  const child = spawn(process.execPath, [...nodeArgs, SERVER_ENTRY], { cwd: REPO_ROOT, env, stdio: ['ignore', logFd ?? 'pipe', 'pipe'] });
  if (logFd !== undefined) closeSync(logFd);
  // Always drained so the server never blocks on a full pipe.
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-16_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const logged = () => (logFile && existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-16_000) : '');
  const server: BuiltServer = {
    baseURL,
    output: () => (logFile ? `${logged()}\n${output}` : output),
    exited: () => hasExited(child),
    stop: async () => {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
    },
  };

  try {
    await waitUntilReady(child, baseURL, server.output);
    return server;
  } catch (error) {
    await server.stop();
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${message}\n--- server output (tail) ---\n${output.trimEnd()}`, { cause: error });
  }
}

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
