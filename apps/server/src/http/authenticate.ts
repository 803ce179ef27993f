import type { Role } from '@coaching/contract';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Caller } from '../access/caller.js';
import type { AuthService } from '../modules/auth/auth.service.js';
import { AppError } from './app-error.js';

declare module 'fastify' {
  interface FastifyRequest {
    auth?: Caller;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * onRequest hook that admits only a live session, optionally of the given roles. It runs before the
 * body is parsed and validated: a caller without a session hears 401, whatever they sent.
 */
export function createGuards(authService: Pick<AuthService, 'authenticate'>) {
  function requireAuth(...roles: Role[]): onRequestAsyncHookHandler {
    return async (request: FastifyRequest, _reply: FastifyReply) => {
      const token = bearerToken(request);
      if (!token) throw new AppError('UNAUTHORIZED');
      request.auth = await authService.authenticate(token);
      if (roles.length > 0 && !roles.includes(request.auth.role)) throw new AppError('FORBIDDEN');
    };
  }
  return { requireAuth };
}

export type Guards = ReturnType<typeof createGuards>;

/** The caller, for handlers behind requireAuth. */
export function caller(request: FastifyRequest): Caller {
  if (!request.auth) throw new AppError('UNAUTHORIZED');
  return request.auth;
}
