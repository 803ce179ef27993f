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
 * ping it waited for.
 */
export function sharedPing(ping: () => Promise<void>): () => Promise<void> {
  let inFlight: Promise<void> | undefined;
  return () => {
    inFlight ??= ping().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}

export const healthRoutes: FastifyPluginAsyncZod<{ database: Pick<Database, 'ping'>; version: string }> = async (
  app,
  { database, version },
) => {
  const ping = sharedPing(() => database.ping());
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
