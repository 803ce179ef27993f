import { ERROR_TABLE, ErrorEnvelopeSchema, HealthSchema } from '@coaching/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { Platform } from '../../platform.js';
import { VERSION } from '../../version.js';
import { defineModule } from '../module.js';

const HealthyReply = z.object({ success: z.literal(true), data: HealthSchema });
const UnhealthyReply = ErrorEnvelopeSchema.extend({ data: HealthSchema });

/**
 * One database ping shared by every health check that arrives while it is in flight: under a burst of
 * checks the database is asked once per round trip, not once per check, and no answer is older than the
 * ping it waited for. `reuseHealthyMs` also lets a success answer the checks that follow it for that
 * long (failures never are): for the embedded database, which lives and dies with this process, and
 * whose ping runs on this process's own thread.
 */
export function sharedPing(ping: () => Promise<void>, options: { reuseHealthyMs?: number; now?: () => number } = {}): () => Promise<void> {
  const { reuseHealthyMs = 0, now = () => performance.now() } = options;
  let inFlight: Promise<void> | undefined;
  let healthyUntil = -Infinity;
  return () => {
    if (reuseHealthyMs > 0 && now() < healthyUntil) return Promise.resolve();
    inFlight ??= ping()
      .then(() => {
        healthyUntil = now() + reuseHealthyMs;
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };
}

/** How long a healthy ping of the embedded database answers later checks (see sharedPing). */
export const EMBEDDED_HEALTHY_REUSE_MS = 1_000;

export const healthRoutes: FastifyPluginAsyncZod<{ database: Pick<Database, 'ping' | 'kind'>; version: string }> = async (
  app,
  { database, version },
) => {
  const ping = sharedPing(() => database.ping(), { reuseHealthyMs: database.kind === 'pglite' ? EMBEDDED_HEALTHY_REUSE_MS : 0 });
  app.get('/health', {
    schema: { tags: ['health'], summary: 'Liveness and database reachability', response: { 200: HealthyReply, 503: UnhealthyReply } },
  }, async (request, reply) => {
    try {
      await ping();
      return { success: true as const, data: { status: 'healthy' as const, database: 'connected' as const, version } };
    } catch (error) {
      request.log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'health check: database unreachable');
      return reply.status(503).send({
        success: false as const,
        error: { message: ERROR_TABLE.DATABASE_UNAVAILABLE.message, code: 'DATABASE_UNAVAILABLE' as const },
        data: { status: 'unhealthy' as const, database: 'disconnected' as const, version },
      });
    }
  });
};

/** /api/health: liveness and database reachability, for load balancers and operators. */
export const healthModule = defineModule({
  name: 'health',
  build: ({ database }: Pick<Platform, 'database'>) => ({
    routes: (api) => api.register(healthRoutes, { database, version: VERSION }),
  }),
});
