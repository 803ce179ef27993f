import {
  AuthResultSchema,
  AUTH_LIMITS,
  AUTH_MESSAGES,
  AuthSessionListSchema,
  ChangePasswordBodySchema,
  ErrorEnvelopeSchema,
  ForgotPasswordBodySchema,
  IdParamsSchema,
  LoginBodySchema,
  RefreshTokenBodySchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  RevokeOtherSessionsResultSchema,
  SUCCESS_MESSAGES,
  successEnvelope,
  UpdateMeBodySchema,
  UserResultSchema,
} from '@coaching/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken, caller, type Guards, signedInUser } from '../../http/authenticate.js';
import { ok } from '../../http/envelope.js';
import type { UsersService } from '../users/users.service.js';
import type { AuthService, ClientInfo, IssuedSession } from './auth.service.js';
import { errorReplies } from '../../http/docs.js';

export const REFRESH_COOKIE = 'refreshToken';
const REFRESH_COOKIE_PATH = '/api/auth';

const Errors = errorReplies(400, 401, 429);
const AuthReply = successEnvelope(AuthResultSchema);
const UserReply = successEnvelope(UserResultSchema);
const EmptyReply = successEnvelope(z.null());

export type AuthRoutesOptions = {
  authService: AuthService;
  usersService: UsersService;
  guards: Guards;
  secureCookies: boolean;
  credentialRateLimit: { max: number; timeWindow: number };
};

export function clientInfo(request: FastifyRequest): ClientInfo {
  return { userAgent: request.headers['user-agent'], ipAddress: request.ip };
}

/** A new session handed to the browser: the refresh token in its cookie, the rest as the reply's data. Also for an invitation's acceptance (issue 20). */
export function issueSession(reply: FastifyReply, issued: IssuedSession, secureCookies: boolean) {
  reply.setCookie(REFRESH_COOKIE, issued.refreshToken, {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: secureCookies,
    maxAge: AUTH_LIMITS.sessionTtlDays * 24 * 60 * 60,
  });
  return issued.result;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { authService, usersService, guards } = options;
  // Credential calls keep their own transactions: a failed sign-in must still count towards the
  // lockout, and their replies hold tokens that must not be stored for a replay.
  const limited = { rateLimit: options.credentialRateLimit, writeTransaction: false as const };

  const issue = (reply: FastifyReply, issued: IssuedSession) => issueSession(reply, issued, options.secureCookies);

  app.post('/login', {
    config: limited,
    schema: { tags: ['auth'], summary: 'Sign in', body: LoginBodySchema, response: { 200: AuthReply, 403: ErrorEnvelopeSchema, ...Errors } },
  }, async (request, reply) => ok(issue(reply, await authService.login(request.body, clientInfo(request))), SUCCESS_MESSAGES.loginSuccessful));

  app.post('/register', {
    config: limited,
    schema: { tags: ['auth'], summary: 'Create a client or coach account', body: RegisterBodySchema, response: { 201: AuthReply, 409: ErrorEnvelopeSchema, ...Errors } },
  }, async (request, reply) => {
    const issued = await authService.register(request.body, clientInfo(request));
    return reply.status(201).send(ok(issue(reply, issued), SUCCESS_MESSAGES.accountCreated));
  });

  app.post('/refresh-token', {
    config: limited,
    schema: {
      tags: ['auth'],
      summary: 'Rotate the refresh token (cookie) and get a new access token',
      body: RefreshTokenBodySchema,
      response: { 200: AuthReply, ...Errors },
    },
  }, async (request, reply) => {
    const presented = request.cookies[REFRESH_COOKIE] ?? request.body?.refreshToken;
    try {
      return ok(issue(reply, await authService.refresh(presented)));
    } catch (error) {
      reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH });
      throw error;
    }
  });

  app.post('/logout', {
    config: { writeTransaction: false },
    schema: { tags: ['auth'], summary: 'End this session', response: { 200: EmptyReply } },
  }, async (request, reply) => {
    await authService.logout({ accessToken: bearerToken(request), refreshToken: request.cookies[REFRESH_COOKIE] });
    reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH });
    return ok(null, AUTH_MESSAGES.loggedOut);
  });

  app.get('/me', {
    onRequest: guards.requireAuth(),
    schema: { tags: ['auth'], summary: 'The signed-in user', security: [{ bearerAuth: [] }], response: { 200: UserReply, 401: ErrorEnvelopeSchema } },
  }, async (request) => ok({ user: signedInUser(request) }));

  app.put('/me', {
    onRequest: guards.requireAuth(),
    schema: {
      tags: ['auth'],
      summary: "Update the signed-in user's profile and preferences",
      security: [{ bearerAuth: [] }],
      body: UpdateMeBodySchema,
      response: { 200: UserReply, 403: ErrorEnvelopeSchema, ...Errors },
    },
  }, async (request) =>
    ok({ user: await usersService.updateSelf(caller(request).userId, request.body) }, SUCCESS_MESSAGES.profileUpdated));

  app.put('/change-password', {
    config: limited,
    onRequest: guards.requireAuth(),
    schema: {
      tags: ['auth'],
      summary: 'Change the password; every other session ends',
      security: [{ bearerAuth: [] }],
      body: ChangePasswordBodySchema,
      response: { 200: AuthReply, ...Errors },
    },
  }, async (request, reply) =>
    ok(issue(reply, await authService.changePassword(caller(request), request.body, clientInfo(request))), SUCCESS_MESSAGES.passwordChanged));

  // The caller's signed-in devices (their session rows): listed, and signed out one by one or all but this one.
  const signedInDevices = { tags: ['auth'], security: [{ bearerAuth: [] }] };

  app.get('/sessions', {
    onRequest: guards.requireAuth(),
    schema: {
      ...signedInDevices,
      summary: "The caller's signed-in devices, the most recently used first; `current` marks the one asking",
      response: { 200: successEnvelope(AuthSessionListSchema), 401: ErrorEnvelopeSchema },
    },
  }, async (request) => ok({ sessions: await authService.listSessions(caller(request)) }));

  app.delete('/sessions/:id', {
    onRequest: guards.requireAuth(),
    schema: {
      ...signedInDevices,
      summary: "Sign one of the caller's devices out: its tokens stop working at once",
      params: IdParamsSchema,
      response: { 200: EmptyReply, 404: ErrorEnvelopeSchema, ...Errors },
    },
  }, async (request) => {
    await authService.endOwnSession(caller(request), request.params.id);
    return ok(null);
  });

  app.post('/sessions/revoke-others', {
    onRequest: guards.requireAuth(),
    schema: {
      ...signedInDevices,
      summary: 'Sign out every device of the caller but this one',
      response: { 200: successEnvelope(RevokeOtherSessionsResultSchema), ...Errors },
    },
  }, async (request) => ok({ ended: await authService.endOtherSessions(caller(request)) }));

  app.post('/forgot-password', {
    config: limited,
    schema: { tags: ['auth'], summary: 'Mail a password reset link', body: ForgotPasswordBodySchema, response: { 200: EmptyReply, ...Errors } },
  }, async (request) => {
    await authService.forgotPassword(request.body.email);
    return ok(null, AUTH_MESSAGES.forgotPasswordSent);
  });

  app.post('/reset-password', {
    config: limited,
    schema: { tags: ['auth'], summary: 'Set a new password with a mailed token', body: ResetPasswordBodySchema, response: { 200: EmptyReply, ...Errors } },
  }, async (request) => {
    await authService.resetPassword(request.body);
    return ok(null, SUCCESS_MESSAGES.passwordReset);
  });
};
