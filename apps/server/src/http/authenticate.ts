import type { Role } from '@coaching/contract';
import { AUTH_MESSAGES, GLOBAL_ERROR_MESSAGES } from '@coaching/contract';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AuthContext, AuthService } from '../modules/auth/auth.service.js';
import { forbidden, unauthorized } from './app-error.js';

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthContext;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** preHandler that admits only a live session, optionally of the given roles. */
export function createGuards(authService: Pick<AuthService, 'authenticate'>) {
  function requireAuth(...roles: Role[]): preHandlerAsyncHookHandler {
    return async (request: FastifyRequest, _reply: FastifyReply) => {
      const token = bearerToken(request);
      if (!token) throw unauthorized(AUTH_MESSAGES.authenticationRequired);
      request.auth = await authService.authenticate(token);
      if (roles.length > 0 && !roles.includes(request.auth.role)) throw forbidden(GLOBAL_ERROR_MESSAGES.forbidden);
    };
  }
  return { requireAuth };
}

export type Guards = ReturnType<typeof createGuards>;

/** The caller, for handlers behind requireAuth. */
export function caller(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized(AUTH_MESSAGES.authenticationRequired);
  return request.auth;
}
