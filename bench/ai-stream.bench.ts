// AI streaming benchmark: how soon the coach's first words reach the client, with the built-in engine and with
// a model of known, fixed timing, so that what our server adds over the model reads on its own. See README.md.
import { AI_CHAT_LIMITS, StreamDoneEventSchema } from '@coaching/contract';
import { existsSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describeError, onCleanup, runBench } from './bench-run.js';
import { REPO_ROOT, startBuiltServer, type BuiltServer } from '../e2e/support/built-product.js';

const HOST = '127.0.0.1';
const WARMUP_REQUESTS = 3;
const REQUEST_TIMEOUT_MS = 30_000;
const DEMO_CLIENT = { email: 'client@example.com', password: 'Client123!' };
const NEW_CONVERSATION = { title: 'Benchmark conversation', focusAreas: ['communication'], goals: ['Give clearer feedback'] };
/** Each exchange stores two messages; past this many the history sent to the model is full, so later requests would carry more. */
const EXCHANGES_PER_CONVERSATION = AI_CHAT_LIMITS.historyTurns / 2;
// Far above what the bench sends, so that no request is answered 429.
const LIMITS = { AUTH_RATE_LIMIT_PER_MINUTE: '100000', AI_MESSAGES_PER_MINUTE: '100000' };
const MESSAGES = [
  'I want to get better at giving feedback to my team without sounding harsh.',
  'Last week I postponed the difficult conversation with Sam again.',
  'I could block an hour on Friday mornings to prepare for it.',
  'What usually stops me is worrying that people will be upset with me.',
  'I would like to have that conversation before the end of the month.',
];
const FAKE_REPLY = 'That sounds like an important step. What would a good outcome of that conversation look like for you and for Sam?';
/** Streamed a word at a time, as models do; the timing is the point, not the words. */
const FAKE_MODEL = { firstPieceDelayMs: 200, pieceIntervalMs: 20, pieces: FAKE_REPLY.match(/\S+\s*/g) ?? [] };

const SERVER_ENTRY = join(REPO_ROOT, 'apps', 'server', 'dist', 'server.js');

type Sample = { firstChunkMs: number; doneMs: number };
type Series = { name: string; samples: Sample[]; failures: string[] };

function requestCount(): number {
  const raw = process.env.BENCH_AI_REQUESTS;
  if (raw === undefined || raw === '') return 50;
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1) throw new Error(`BENCH_AI_REQUESTS must be a whole number, at least 1 (got "${raw}")`);
  return count;
}

/** The problem, with what the server was doing, since its own output is otherwise never shown. */
function explain(problem: string, server: BuiltServer): string {
  const state = server.exited() ? '\nthe server has exited' : '';
  const output = server.output().trimEnd();
  return `${problem}${state}${output ? `\n--- server output (tail) ---\n${output}` : ''}`;
}

function post(url: string, body: unknown, token?: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
}

async function postJson(url: string, body: unknown, token?: string): Promise<{ status: number; body: unknown }> {
  const response = await post(url, body, token);
  return { status: response.status, body: await response.json().catch(() => undefined) };
}

async function signIn(baseUrl: string): Promise<string> {
  const { status, body } = await postJson(`${baseUrl}/api/auth/login`, DEMO_CLIENT);
  const token = (body as { data?: { token?: unknown } } | undefined)?.data?.token;
  if (status !== 200 || typeof token !== 'string') throw new Error(`signing in as ${DEMO_CLIENT.email} failed: ${status} ${JSON.stringify(body)}`);
  return token;
}

/** Hands out a conversation per request, starting a new one every EXCHANGES_PER_CONVERSATION requests. */
function conversations(baseUrl: string, token: string): () => Promise<string> {
  let current: string | undefined;
  let used = 0;
  return async () => {
    if (current === undefined || used === EXCHANGES_PER_CONVERSATION) {
      const { status, body } = await postJson(`${baseUrl}/api/ai-coaching/conversations`, NEW_CONVERSATION, token);
      const id = (body as { data?: { conversation?: { _id?: unknown } } } | undefined)?.data?.conversation?._id;
      if (status !== 201 || typeof id !== 'string') throw new Error(`creating a conversation failed: ${status} ${JSON.stringify(body)}`);
      current = id;
      used = 0;
    }
    used += 1;
    return current;
  };
}

/** The `data:` payloads of a Server-Sent Events body, as they arrive. */
async function* eventData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const bytes of body) {
    buffer += decoder.decode(bytes, { stream: true });
    for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
      const lines = buffer.slice(0, end).split('\n');
      buffer = buffer.slice(end + 2);
      const data = lines.filter((line) => line.startsWith('data:')).map((line) => line.slice(5).trimStart()).join('\n');
      if (data !== '') yield data;
    }
  }
}

async function openStream(url: string, body: unknown, token?: string): Promise<{ started: number; events: AsyncGenerator<string> }> {
  const started = performance.now();
  const response = await post(url, body, token);
  if (response.status !== 200 || !response.body) throw new Error(`answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return { started, events: eventData(response.body) };
}

/** One message through POST .../stream; `expectedReply` checks that the reply is the fake model's, not another engine's. */
async function streamThroughServer(baseUrl: string, token: string, conversationId: string, content: string, expectedReply?: string): Promise<Sample> {
  const { started, events } = await openStream(`${baseUrl}/api/ai-coaching/conversations/${conversationId}/stream`, { content }, token);
  let firstChunkMs: number | undefined;
  let text = '';
  for await (const data of events) {
    const event = JSON.parse(data) as { chunk?: unknown; done?: unknown; error?: unknown };
    if (typeof event.chunk === 'string') {
      firstChunkMs ??= performance.now() - started;
      text += event.chunk;
    } else if (event.done === true) {
      const doneMs = performance.now() - started;
      if (firstChunkMs === undefined) throw new Error('the done event came without any chunk');
      const done = StreamDoneEventSchema.safeParse(event);
      if (!done.success) throw new Error(`the done event does not match the contract: ${done.error.message}`);
      const { messageType } = done.data.message.metadata;
      if (messageType !== 'ai_response') throw new Error(`the reply is a ${messageType} (e.g. the safety screen's), not the model's`);
      if (expectedReply !== undefined && text !== expectedReply) throw new Error(`the streamed text is not the fake model's: ${JSON.stringify(text)}`);
      return { firstChunkMs, doneMs };
    } else {
      throw new Error(`${event.error === undefined ? 'unexpected' : 'an error'} event: ${data.slice(0, 300)}`);
    }
  }
  throw new Error(firstChunkMs === undefined ? 'the stream ended without any chunk' : 'the stream ended without a done event');
}

/** A streaming chat completion straight from the fake model, with no server in between: the floor for the figures above. */
async function streamFromModel(modelUrl: string, content: string): Promise<Sample> {
  const body = { model: 'bench-fake', stream: true, messages: [{ role: 'user', content }] };
  const { started, events } = await openStream(`${modelUrl}/chat/completions`, body);
  let firstChunkMs: number | undefined;
  for await (const data of events) {
    if (data === '[DONE]') {
      if (firstChunkMs === undefined) throw new Error('the model finished without any piece');
      return { firstChunkMs, doneMs: performance.now() - started };
    }
    const chunk = JSON.parse(data) as { choices?: Array<{ delta?: { content?: unknown } }> };
    if (typeof chunk.choices?.[0]?.delta?.content === 'string') firstChunkMs ??= performance.now() - started;
  }
  throw new Error('the model stream ended without [DONE]');
}

/** An OpenAI-compatible streaming endpoint with fixed timing: headers at once, the first piece after a delay, then a steady pace. */
async function startFakeModel(): Promise<string> {
  const chunk = (delta: object, finishReason: string | null) => ({
    id: 'chatcmpl-bench', object: 'chat.completion.chunk', created: 1_700_000_000, model: 'bench-fake', choices: [{ index: 0, delta, finish_reason: finishReason }],
  });
  const stream = async (response: ServerResponse) => {
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    response.flushHeaders();
    // False once the client has gone; a full socket buffer (write() false) is not a reason to stop.
    const send = (data: unknown) => {
      if (response.destroyed) return false;
      response.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
      return true;
    };
    for (const [index, piece] of FAKE_MODEL.pieces.entries()) {
      await sleep(index === 0 ? FAKE_MODEL.firstPieceDelayMs : FAKE_MODEL.pieceIntervalMs);
      if (!send(chunk({ role: 'assistant', content: piece }, null))) return;
    }
    send(chunk({}, 'stop'));
    send('[DONE]');
    response.end();
  };
  const server = createServer((request, response) => {
    // Every call gets the same reply, so the body is read (the timing starts once it is in) but not looked at.
    request.resume();
    if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
      response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    request.once('end', () => void stream(response));
  });
  onCleanup('close the fake model', () => new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  }));
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  return `http://${HOST}:${(server.address() as AddressInfo).port}/v1`;
}

/** Runs `measure` sequentially: a warm-up that is thrown away (and must succeed), then `count` measured requests. */
async function measure(count: number, targets: Array<{ series: Series; request: (content: string) => Promise<Sample> }>): Promise<void> {
  for (let index = 0; index < WARMUP_REQUESTS + count; index += 1) {
    const content = MESSAGES[index % MESSAGES.length] ?? '';
    // Interleaved, so that drift on the machine falls on every target alike.
    for (const { series, request } of targets) {
      const outcome = await request(content).catch((error: unknown) => describeError(error));
      if (typeof outcome !== 'string') {
        if (index >= WARMUP_REQUESTS) series.samples.push(outcome);
      } else if (index < WARMUP_REQUESTS) {
        throw new Error(`${series.name.replace(/\s+/g, ' ')}: warm-up request failed: ${outcome}`);
      } else {
        series.failures.push(outcome);
      }
    }
  }
}

/** Nearest rank: always a measured value, so with few samples p99 is the maximum. */
function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ');
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

const ms = (value: number) => value.toFixed(1);
const PERCENTILES = [50, 90, 99];
const FIGURES = [['firstChunkMs', 'first chunk'], ['doneMs', 'done']] as const;

function report(series: Series[], direct: Series, viaServer: Series): string {
  const rows = series.flatMap(({ name, samples }) =>
    FIGURES.map(([field, label]) => {
      const values = samples.map((sample) => sample[field]);
      const figures = values.length === 0 ? ['-', '-', '-', '-'] : [...PERCENTILES.map((p) => ms(percentile(values, p))), ms(Math.max(...values))];
      return [`${name}  ${label}`, String(values.length), ...figures];
    }),
  );
  // Percentile of the one minus the same percentile of the other: the two series are not paired request by request.
  const added = FIGURES.map(([field, label]) => [
    label,
    ...PERCENTILES.map((p) => ms(percentile(viaServer.samples.map((s) => s[field]), p) - percentile(direct.samples.map((s) => s[field]), p))),
  ]);
  return [
    table(['target', 'count', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms'], rows),
    table(['added by our server (via server - direct)', 'p50 ms', 'p90 ms', 'p99 ms'], added),
  ].join('\n\n');
}

async function withServer(extraEnv: Record<string, string>, work: (server: BuiltServer) => Promise<void>): Promise<void> {
  const server = await startBuiltServer({ ...LIMITS, ...extraEnv });
  onCleanup('stop a server', () => server.stop());
  try {
    await work(server);
  } catch (error) {
    throw new Error(explain(describeError(error), server), { cause: error });
  } finally {
    // Stopped at once so that the next server has the machine to itself; stopping twice is harmless.
    await server.stop();
  }
}

async function run(): Promise<number> {
  const count = requestCount();
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing; build the server first (npm run build at the repo root)`);

  const cpus = os.cpus();
  const { firstPieceDelayMs, pieceIntervalMs, pieces } = FAKE_MODEL;
  console.log(`machine:    ${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}, ${os.platform()}/${os.arch()}, node ${process.version}`);
  console.log(`requests:   ${count} sequential per target after ${WARMUP_REQUESTS} warm-up; a new conversation every ${EXCHANGES_PER_CONVERSATION}`);
  console.log(`fake model: first piece after ${firstPieceDelayMs} ms, then ${pieces.length - 1} more ${pieceIntervalMs} ms apart\n`);

  const builtin: Series = { name: 'built-in coach  via server', samples: [], failures: [] };
  const direct: Series = { name: 'fake model      direct    ', samples: [], failures: [] };
  const viaServer: Series = { name: 'fake model      via server', samples: [], failures: [] };
  const failed: string[] = [];
  // The first few failures of each series, with the server's output while it is still at hand.
  const collect = (server: BuiltServer, series: Series[]) => {
    const lines = series.flatMap(({ name, failures }) => failures.slice(0, 5).map((failure) => `  ${name.replace(/\s+/g, ' ')}: ${failure}`));
    const total = series.reduce((sum, { failures }) => sum + failures.length, 0);
    if (total > 0) failed.push(explain(`${total} request(s) failed, e.g.:\n${lines.join('\n')}`, server));
  };

  // AI_BASE_URL emptied: the built-in engine answers even when the caller's environment names a model.
  await withServer({ AI_BASE_URL: '' }, async (server) => {
    const token = await signIn(server.baseURL);
    const next = conversations(server.baseURL, token);
    await measure(count, [{ series: builtin, request: async (content) => streamThroughServer(server.baseURL, token, await next(), content) }]);
    collect(server, [builtin]);
  });

  const modelUrl = await startFakeModel();
  await withServer({ AI_BASE_URL: modelUrl, AI_MODEL: 'bench-fake', AI_API_KEY: 'bench-key' }, async (server) => {
    const token = await signIn(server.baseURL);
    const next = conversations(server.baseURL, token);
    await measure(count, [
      { series: direct, request: (content) => streamFromModel(modelUrl, content) },
      { series: viaServer, request: async (content) => streamThroughServer(server.baseURL, token, await next(), content, FAKE_REPLY) },
    ]);
    collect(server, [direct, viaServer]);
  });

  console.log(report([builtin, direct, viaServer], direct, viaServer));
  if (failed.length > 0) {
    console.error(`\nbench failed: some requests did not succeed, so the figures above are incomplete:\n${failed.join('\n')}`);
    return 1;
  }
  return 0;
}

await runBench('ai bench', run);
