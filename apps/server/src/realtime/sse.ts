import type { FastifyReply } from 'fastify';

/** A comment line this often keeps proxies and load balancers from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000;

export type SendOptions = {
  /** The event's id; the browser sends the last one back as Last-Event-ID when it reconnects. */
  id?: string | number;
};

/**
 * A Server-Sent Events reply, the one every stream of the API uses. It opens lazily: until it is
 * opened (by open() or the first event) the reply is an ordinary one, so an error before any output
 * still answers with a status and the JSON envelope. Once open it sends a heartbeat comment every
 * `heartbeatMs`, and when it ends or the browser goes away its onClose listeners run, once.
 */
export type EventStream = {
  readonly opened: boolean;
  /** True once the stream has ended or the browser has gone. */
  readonly closed: boolean;
  /** Sends the status and headers now. */
  open(): void;
  /** Writes one `data: {json}` event (after its `id:` line, if any); false once the browser has gone. */
  send(data: unknown, options?: SendOptions): boolean;
  /** Ends the reply; one that never opened (the browser left first) is let go without an answer. */
  end(): void;
  /** Runs `listener` when the stream ends or the browser goes away; at once if that has happened. */
  onClose(listener: () => void): void;
};

export function eventStream(reply: FastifyReply, options: { heartbeatMs?: number } = {}): EventStream {
  const raw = reply.raw;
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  let opened = false;
  let closed = false;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  const listeners: (() => void)[] = [];

  const gone = () => raw.destroyed || raw.writableEnded;

  function close() {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    for (const listener of listeners.splice(0)) listener();
  }
  raw.once('close', close);

  function open() {
    if (opened || gone()) return;
    opened = true;
    reply.hijack();
    // Headers set by hooks (helmet, rate-limit counters) travel with the stream too.
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) raw.setHeader(name, value);
    }
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      'x-accel-buffering': 'no',
    });
    raw.flushHeaders();
    heartbeat = setInterval(() => {
      if (!gone()) raw.write(': heartbeat\n\n');
    }, heartbeatMs);
    heartbeat.unref();
  }

  return {
    get opened() {
      return opened;
    },
    get closed() {
      return closed || gone();
    },
    open,
    send(data, sendOptions = {}) {
      if (gone()) return false;
      open();
      const id = sendOptions.id === undefined ? '' : `id: ${String(sendOptions.id).replace(/[\r\n]/g, '')}\n`;
      return raw.write(`${id}data: ${JSON.stringify(data)}\n\n`) || !raw.destroyed;
    },
    end() {
      if (!opened) reply.hijack();
      if (!raw.writableEnded) raw.end();
      close();
    },
    onClose(listener) {
      if (closed) listener();
      else listeners.push(listener);
    },
  };
}

/** Aborts when the browser hangs up before the reply is complete, so the model is stopped rather than waited on. */
export function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
