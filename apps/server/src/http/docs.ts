import { ErrorEnvelopeSchema } from '@coaching/contract';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { VERSION } from '../version.js';

/** OpenAPI generated from the contract's zod schemas, browsable at /api/docs. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Coaching platform API',
        description: 'Every reply is wrapped as {success, data} or {success:false, error:{message, code}, errors?[{msg, path}]}.',
        version: VERSION,
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

/** The error replies a route documents: the envelope schema under each status. */
export function errorReplies<const Status extends number>(...statuses: Status[]): Record<Status, typeof ErrorEnvelopeSchema> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorEnvelopeSchema])) as Record<Status, typeof ErrorEnvelopeSchema>;
}

/** The tag and Bearer security shared by a signed-in module's routes. */
export function signedInRoutes(tag: string) {
  return { tags: [tag], security: [{ bearerAuth: [] }] };
}
