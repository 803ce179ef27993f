import type { Writable } from 'node:stream';
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';

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

export type AppLogger = {
  /** Fastify's `logger` option. */
  options: LoggerOptions & { stream?: DestinationStream };
  /**
   * The access log's logger, on the same destination but without redaction: its lines are built field
   * by field from nothing secret (registerAccessLog), and redaction's walk over every line cost 4% of a
   * signed-in request's CPU.
   */
  access: Logger;
  /** Writes out what the asynchronous destination still holds; the app calls it when it closes. */
  flush: () => Promise<void>;
};

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
  const sonic = !writable && settings.level !== 'silent' ? pino.destination({ dest: target ?? 1, sync: false }) : undefined;
  const stream = writable ?? sonic;
  return {
    options: {
      level: settings.level,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      ...(stream ? { stream } : {}),
    },
    access: pino({ level: settings.level }, stream ?? pino.destination({ dest: '/dev/null', sync: true })),
    flush: async () => {
      if (!sonic) return;
      const destination = sonic;
      // 'drain' comes once everything written so far, the empty write included, is out (also while a
      // file is still being opened). The exit handler pino registers flushes too; this covers an app
      // closed without the process ending. A destination that is gone (EPIPE) never drains: give up.
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          destination.off('drain', done);
          destination.off('error', done);
          resolve();
        };
        const timer = setTimeout(done, FLUSH_TIMEOUT_MS);
        destination.once('drain', done);
        destination.once('error', done);
        try {
          destination.write('');
        } catch {
          done();
        }
      });
    },
  };
}
