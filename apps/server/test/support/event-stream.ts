import { get as httpGet, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { bearer } from './factories.js';

/** One Server-Sent Event as a browser's reader sees it. */
export type ReceivedEvent = { id?: string; data: unknown };

export type OpenedStream = {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body of a reply that is not a stream (an error envelope). */
  json(): Promise<unknown>;
  /** The next event, or a rejection after `timeoutMs` without one. */
  next(timeoutMs?: number): Promise<ReceivedEvent>;
  /** Resolves with every event that arrives within `ms`. */
  collect(ms: number): Promise<ReceivedEvent[]>;
  /** How many heartbeat comments have arrived so far. */
  heartbeats(): number;
  /** Resolves once the stream has ended, by either side. */
  ended: Promise<void>;
  /** Hangs up, as a closing tab does. */
  close(): void;
};

/** The address an app answers on over real HTTP (streams never end, so app.inject would wait forever). */
export async function baseUrlOf(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/**
 * Opens an event stream on a connection of its own (no keep-alive pool that would hold the server
 * open) and parses it as it arrives: `id:` and `data:` lines, comments counted.
 */
export async function openStream(url: string, options: { token?: string; lastEventId?: string } = {}): Promise<OpenedStream> {
  const headers: Record<string, string> = { accept: 'text/event-stream', ...(options.token ? bearer(options.token) : {}) };
  if (options.lastEventId !== undefined) headers['last-event-id'] = options.lastEventId;
  const request = httpGet(url, { headers, agent: false });
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
  });
  request.on('error', () => undefined);

  const queue: ReceivedEvent[] = [];
  const waiters: (() => void)[] = [];
  const wake = () => waiters.splice(0).forEach((resume) => resume());
  let comments = 0;
  let pending = '';
  let finished = false;
  const isStream = response.statusCode === 200 && (response.headers['content-type'] ?? '').startsWith('text/event-stream');
  const ended = new Promise<void>((resolve) => {
    response.once('close', () => {
      finished = true;
      wake();
      resolve();
    });
  });
  const body: Buffer[] = [];

  response.on('data', (chunk: Buffer) => {
    if (!isStream) return void body.push(chunk);
    pending += chunk.toString('utf8');
    let boundary: number;
    while ((boundary = pending.indexOf('\n\n')) >= 0) {
      const block = pending.slice(0, boundary);
      pending = pending.slice(boundary + 2);
      const event: Partial<ReceivedEvent> = {};
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) comments++;
        else if (line.startsWith('id: ')) event.id = line.slice(4);
        else if (line.startsWith('data: ')) event.data = JSON.parse(line.slice(6));
      }
      if ('data' in event) queue.push(event as ReceivedEvent);
    }
    wake();
  });

  async function next(timeoutMs = 3_000): Promise<ReceivedEvent> {
    const deadline = Date.now() + timeoutMs;
    while (queue.length === 0) {
      if (finished) throw new Error('the stream ended without another event');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no event within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return queue.shift()!;
  }

  return {
    status: response.statusCode ?? 0,
    headers: response.headers,
    async json() {
      await ended;
      return JSON.parse(Buffer.concat(body).toString('utf8')) as unknown;
    },
    next,
    async collect(ms) {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return queue.splice(0);
    },
    heartbeats: () => comments,
    ended,
    close: () => request.destroy(),
  };
}

/** GET /api/events of an app, as the signed-in user with this token. */
export async function openUserEvents(app: FastifyInstance, token: string | undefined, lastEventId?: string): Promise<OpenedStream> {
  return openStream(`${await baseUrlOf(app)}/api/events`, { token, lastEventId });
}

/** The next event of `type`, skipping the others (a safety alert also brings a notification, for one). */
export async function nextOfType(stream: OpenedStream, type: string, timeoutMs?: number): Promise<ReceivedEvent> {
  for (;;) {
    const event = await stream.next(timeoutMs);
    if ((event.data as { type?: unknown } | undefined)?.type === type) return event;
  }
}
