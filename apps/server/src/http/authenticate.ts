import type { Role, User } from '@coaching/contract';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Caller } from '../access/caller.js';
import type { AuthService } from '../modules/auth/auth.service.js';
import { AppError } from './app-error.js';

declare module 'fastify' {
  interface FastifyRequest {
    auth?: Caller;
    /** The caller's user record, read with their session (at most the session cache's TTL ago). */
    signedInUser?: User;
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
export function createGuards(authService: Pick<AuthService, 'signedIn'>) {
  function requireAuth(...roles: Role[]): onRequestAsyncHookHandler {
    return async (request: FastifyRequest, _reply: FastifyReply) => {
      const token = bearerToken(request);
      if (!token) throw new AppError('UNAUTHORIZED');
      const { caller, user } = await authService.signedIn(token);
      request.auth = caller;
      request.signedInUser = user;
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

/** The signed-in caller's own user record, for handlers behind requireAuth. */
export function signedInUser(request: FastifyRequest): User {
  if (!request.signedInUser) throw new AppError('UNAUTHORIZED');
  return request.signedInUser;
}
