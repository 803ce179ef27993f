import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AccessLog } from './logger.js';

export type AccessLogSettings = {
  /** Share of successful, fast requests that get a line: 1 all, 0 none. */
  sampleRate: number;
  /** A request that took at least this long always gets a line. */
  slowMs: number;
  /** Where the lines go (logger.ts); the request's own logger when absent. */
  log?: AccessLog;
  /** Draws in [0, 1) for sampling; tests pass a fixed one. */
  random?: () => number;
};

/** Query parameters whose values are secrets (reset links carry `token`), whatever their case. */
const SECRET_PARAMETER = /token|password|secret|key|code|signature|auth/i;

/** The request's path and query with the value of every secret-looking query parameter replaced. */
export function loggableUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const pairs = url.slice(queryStart + 1).split('&');
  const kept = pairs.map((pair) => {
    const equals = pair.indexOf('=');
    const name = equals === -1 ? pair : pair.slice(0, equals);
    let decoded = name;
    try {
      decoded = decodeURIComponent(name);
    } catch {
      // A malformed name is checked as written.
    }
    return equals !== -1 && SECRET_PARAMETER.test(decoded) ? `${name}=[redacted]` : pair;
  });
  return `${url.slice(0, queryStart)}?${kept.join('&')}`;
}

/**
 * One line per request, written when the response is sent (Fastify's own two lines per request are
 * turned off with `disableRequestLogging`). Successful fast requests may be sampled to save the cost
 * of the line; every answer of 400 or more (a client's mistake or refused access is what one looks for
 * in an access log, as much as a failure) and every slow request is logged. The line carries no
 * headers, so the Authorization header and cookies never reach it.
 */
export function registerAccessLog(app: FastifyInstance, settings: AccessLogSettings): void {
  const { sampleRate, slowMs } = settings;
  const random = settings.random ?? Math.random;
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const statusCode = reply.statusCode;
    const responseTime = reply.elapsedTime;
    const slow = responseTime >= slowMs;
    const sampledOut = statusCode < 400 && !slow && sampleRate < 1 && random() >= sampleRate;
    if (!sampledOut) {
      const line = {
        reqId: request.id,
        method: request.method,
        url: loggableUrl(request.url),
        statusCode,
        responseTime: Math.round(responseTime * 10) / 10,
        ...(request.auth ? { userId: request.auth.userId } : {}),
        ...(slow ? { slow: true } : {}),
      };
      if (settings.log) {
        settings.log.write(line);
      } else {
        // The request's own logger names the request already.
        const { reqId: _named, ...fields } = line;
        request.log.info(fields, 'request completed');
      }
    }
    done();
  });
}
