import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { SERVER_ROOT } from '../../src/paths.js';

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export type Running = { child: ChildProcess; output: () => string; url: string };

/** Starts src/server.ts as `npm start` would run the bundle, and waits for its banner. */
export async function startServer(env: Record<string, string>): Promise<Running> {
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

export async function stopServer(running: Running): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => running.child.once('exit', (code) => resolve(code)));
  running.child.kill('SIGTERM');
  return exited;
}

/** Runs src/server.ts until it exits by itself (a start that fails), with its output and exit code. */
export async function runUntilExit(env: Record<string, string>, timeoutMs = 45_000): Promise<{ code: number | null; output: string }> {
  const { DATABASE_URL: _ignored, REDIS_URL: _alsoIgnored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_ROOT,
    env: { ...inherited, PORT: String(await freePort()), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  return { code, output };
}
