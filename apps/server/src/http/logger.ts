import { hostname } from 'node:os';
import type { Writable } from 'node:stream';
import pino, { type DestinationStream, type LoggerOptions } from 'pino';

const FLUSH_TIMEOUT_MS = 2_000;

/** Never written to the logs, wherever they appear. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.passwordHash',
  '*.token',
  '*.refreshToken',
];

/** One access log line's fields (registerAccessLog), each built from nothing secret. */
export type AccessLine = {
  reqId: string;
  method: string;
  url: string;
  statusCode: number;
  responseTime: number;
  userId?: string;
  slow?: boolean;
};

export type AccessLog = { write(line: AccessLine): void };

const INFO = pino.levels.values.info ?? 30;

/**
 * The access log writes its lines itself, in the format pino gives every other line (level, time, pid,
 * hostname, the fields, msg), straight to the destination: pino's general path (bindings, serializers,
 * redaction) cost about a quarter of a signed-in request's throughput for a line whose shape never changes.
 * Nothing is written below info.
 */
export function createAccessLog(level: string, stream: { write(chunk: string): unknown } | undefined): AccessLog {
  const enabled = (pino.levels.values[level] ?? Number.POSITIVE_INFINITY) <= INFO;
  if (!stream || !enabled) return { write: () => undefined };
  const base = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;
  const text = JSON.stringify;
  return {
    write(line) {
      stream.write(
        `{"level":${INFO},"time":${Date.now()}${base},"reqId":${text(line.reqId)},"method":${text(line.method)},"url":${text(line.url)},` +
          `"statusCode":${line.statusCode},"responseTime":${line.responseTime}` +
          `${line.userId === undefined ? '' : `,"userId":${text(line.userId)}`}${line.slow ? ',"slow":true' : ''},"msg":"request completed"}\n`,
      );
    },
  };
}

export type AppLogger = {
  /** Fastify's `logger` option. */
  options: LoggerOptions & { stream?: DestinationStream };
  /** The access log, on the same destination (registerAccessLog). */
  access: AccessLog;
  /** Writes out what the asynchronous destination still holds; the app calls it when it closes. */
  flush: () => Promise<void>;
};

/** The access log's batching: a line waits for this many bytes of others, or this long at most. */
const BATCH_BYTES = 4096;
const FLUSH_MS = 200;

/** Hands what the destination holds to the file or pipe; a destination that is busy or gone is left alone. */
function flushQuietly(destination: { flush(callback?: (error?: Error) => void): void }): void {
  try {
    destination.flush(() => undefined);
  } catch {
    // Not ready yet (a file still opening) or already closed: the next tick or the exit handler writes it.
  }
}

/**
 * JSON lines, no pretty-printing anywhere: a pretty printer costs more than the request it describes.
 * Written asynchronously (pino's sonic-boom destination) so that a request never waits for the
 * terminal or the disk; `destination` is a file descriptor or path, stdout when absent. A Writable
 * (tests read what was logged) is written to as it is.
 */
export function createAppLogger(settings: { level: string; destination?: Writable | number | string }): AppLogger {
  const given = settings.destination;
  const writable = typeof given === 'object' ? given : undefined;
  const target = typeof given === 'object' ? undefined : given;
  // Silent (as most tests run) needs no destination of its own.
  // Lines are written in batches of at least BATCH_BYTES, and at least every FLUSH_MS: one write per
  // line cost about a tenth of a signed-in request's CPU under load.
  const sonic = !writable && settings.level !== 'silent' ? pino.destination({ dest: target ?? 1, sync: false, minLength: BATCH_BYTES }) : undefined;
  const flusher = sonic ? setInterval(() => flushQuietly(sonic), FLUSH_MS).unref() : undefined;
  const stream = writable ?? sonic;
  return {
    options: {
      level: settings.level,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      ...(stream ? { stream } : {}),
    },
    access: createAccessLog(settings.level, stream),
    flush: async () => {
      clearInterval(flusher);
      if (!sonic) return;
      const destination = sonic;
      // The batch still held is written out; the callback comes once it is (also while a file is still
      // being opened). The exit handler pino registers flushes too; this covers an app closed without the
      // process ending. A destination that is gone (EPIPE) never finishes: give up after a while.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, FLUSH_TIMEOUT_MS);
        const done = () => {
          clearTimeout(timer);
          resolve();
        };
        try {
          destination.flush(done);
        } catch {
          done();
        }
      });
    },
  };
}
