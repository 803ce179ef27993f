import { createHash } from 'node:crypto';
import { HTTP_MESSAGES, IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_MAX_LENGTH } from '@coaching/contract';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { Database } from '../db/client.js';
import { AppError } from './app-error.js';
import type { IdempotencyRepository, KeyedReply } from './idempotency.repository.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false for a write that manages its own transactions and takes no Idempotency-Key: one that must
     * keep a record even when it fails (sign-in lockouts, a chat message whose model failed), waits on
     * an AI model, streams, or replies with credentials that must not be stored.
     */
    writeTransaction?: false;
  }
}

export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
const PURGE_INTERVAL_MS = 60 * 60 * 1000;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const VALID_KEY = new RegExp(`^[\\x21-\\x7e]{1,${IDEMPOTENCY_KEY_MAX_LENGTH}}$`);

const isWrite = (method: string | string[]) => [method].flat().some((m) => WRITE_METHODS.has(m.toUpperCase()));

function idempotencyKey(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !VALID_KEY.test(value)) {
    throw new AppError('VALIDATION_ERROR', {
      message: HTTP_MESSAGES.idempotencyKeyInvalid,
      errors: [{ msg: HTTP_MESSAGES.idempotencyKeyInvalid, path: 'headers.idempotency-key' }],
    });
  }
  return value;
}

function fingerprint(request: FastifyRequest): string {
  return createHash('sha256').update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`).digest('hex');
}

type Sent = { statusCode: number; payload: unknown };

/** Runs a handler with reply.send held back: what it sends (or returns) is captured, not written. */
async function capture(reply: FastifyReply, run: () => unknown): Promise<Sent> {
  let sent: { payload: unknown } | undefined;
  const held = reply as unknown as { send?: (payload?: unknown) => FastifyReply; then?: undefined };
  held.send = (payload?: unknown) => {
    sent = { payload };
    return reply;
  };
  // A reply is thenable (it settles once written); a handler that returns it would wait forever on
  // a send that is held back, so while held it is a plain object.
  held.then = undefined;
  try {
    const returned = await run();
    if (!sent && returned !== reply) sent = { payload: returned };
  } finally {
    delete held.send;
    delete held.then;
  }
  return { statusCode: reply.statusCode, payload: sent?.payload };
}

/**
 * Every write route (POST, PUT, PATCH, DELETE) runs as one unit: all its queries on one transaction,
 * and its reply sent only once that transaction has committed, so a request either happened whole or
 * not at all. A signed-in caller may send an Idempotency-Key: the key is recorded, with the reply, in
 * that same transaction, so a retry of a write that was kept is answered with the first reply and a
 * retry of one that was not is carried out. Keys last 24 hours and belong to their user.
 */
export function registerWriteRequests(
  app: FastifyInstance,
  deps: { database: Pick<Database, 'inTransaction'>; keys: IdempotencyRepository; clock: () => Date; logger: FastifyBaseLogger },
): void {
  const { database, keys, clock } = deps;

  app.addHook('onRoute', (route) => {
    if (!isWrite(route.method) || route.config?.writeTransaction === false) return;
    const handler = route.handler as (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) => unknown;

    const writeRequest: RouteHandlerMethod = async function (this: FastifyInstance, request, reply) {
      const key = idempotencyKey(request);
      const userId = key ? request.auth?.userId : undefined;
      const requestHash = userId ? fingerprint(request) : '';

      const outcome = await database.inTransaction(async (): Promise<{ replay: KeyedReply } | { sent: Sent }> => {
        if (userId && key) {
          const now = clock();
          const earlier = await keys.claim(userId, key, requestHash, now, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS));
          if (earlier) {
            if (earlier.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
            return { replay: earlier };
          }
        }
        // A run after a lost connection starts again from the default status.
        reply.code(200);
        const sent = await capture(reply, () => handler.call(this, request, reply));
        if (userId && key) await keys.keepReply(userId, key, sent.statusCode, sent.payload ?? null);
        return { sent };
      });

      if ('replay' in outcome) {
        reply.header('idempotent-replayed', 'true');
        return reply.code(outcome.replay.statusCode).send(outcome.replay.response);
      }
      return reply.code(outcome.sent.statusCode).send(outcome.sent.payload);
    };
    route.handler = writeRequest;
  });

  const purge = async () => {
    try {
      const removed = await keys.deleteOlderThan(new Date(clock().getTime() - IDEMPOTENCY_KEY_TTL_MS));
      if (removed > 0) deps.logger.info({ removed }, 'expired idempotency keys removed');
    } catch (error) {
      deps.logger.warn({ reason: error instanceof Error ? error.message : String(error) }, 'could not remove expired idempotency keys');
    }
  };
  const timer = setInterval(() => void purge(), PURGE_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
