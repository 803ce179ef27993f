import type { FastifyRequest } from 'fastify';
import type { Caller } from '../../access/index.js';
import { caller } from '../../http/authenticate.js';

/** Who acts, and from where: the caller of a request with its address, as the audit log records them. */
export type Actor = Caller & { ip: string | undefined };

/** The actor of a request behind requireAuth. */
export function actorOf(request: FastifyRequest): Actor {
  return { ...caller(request), ip: request.ip };
}
