import {
  ACCOUNT_INVITATION_MESSAGES,
  AcceptAccountInvitationBodySchema,
  AccountInvitationListQuerySchema,
  AccountInvitationListSchema,
  AccountInvitationPreviewResultSchema,
  AccountInvitationResultSchema,
  AccountInvitationTokenParamsSchema,
  AuthResultSchema,
  CreateAccountInvitationBodySchema,
  IdParamsSchema,
  successEnvelope,
} from '@coaching/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caller, type Guards } from '../../http/authenticate.js';
import { errorReplies, signedInRoutes } from '../../http/docs.js';
import { ok } from '../../http/envelope.js';
import { actorOf } from '../audit/actor.js';
import { clientInfo, issueSession } from '../auth/auth.routes.js';
import type { AccountInvitationsService } from './account-invitations.service.js';

const Errors = errorReplies(400, 401, 403, 404, 409);
const InvitationReply = { 200: successEnvelope(AccountInvitationResultSchema), ...Errors };

/** /api/admin/invitations: admins who manage users invite people to accounts of any role (issue 20). */
export const accountInvitationsAdminRoutes: FastifyPluginAsyncZod<{ invitationsService: AccountInvitationsService; guards: Guards }> = async (
  app,
  { invitationsService, guards },
) => {
  app.addHook('onRequest', guards.requireAuth());
  const common = signedInRoutes('users');

  app.get('', {
    schema: {
      ...common,
      summary: 'The invitations to accounts, newest first: the open ones (pending or expired) unless ?status= says otherwise',
      querystring: AccountInvitationListQuerySchema,
      response: { 200: successEnvelope(AccountInvitationListSchema), ...Errors },
    },
  }, async (request) => ok({ invitations: await invitationsService.list(caller(request), request.query) }));

  app.post('', {
    schema: {
      ...common,
      summary: 'Invite a person to an account: email, first and last name, role (an admin with permissions), language. They are mailed a link to choose a username and password, valid 14 days. Audited',
      body: CreateAccountInvitationBodySchema,
      response: { 201: successEnvelope(AccountInvitationResultSchema), ...Errors },
    },
  }, async (request, reply) => reply.status(201).send(ok({ invitation: await invitationsService.invite(actorOf(request), request.body) }, ACCOUNT_INVITATION_MESSAGES.sent)));

  app.post('/:id/resend', {
    schema: { ...common, summary: 'Mail a pending or expired invitation again: a new link (the old one stops working) and 14 more days', params: IdParamsSchema, response: InvitationReply },
  }, async (request) => ok({ invitation: await invitationsService.resend(actorOf(request), request.params.id) }, ACCOUNT_INVITATION_MESSAGES.resent));

  app.delete('/:id', {
    schema: { ...common, summary: 'Revoke a pending invitation: its link stops working', params: IdParamsSchema, response: InvitationReply },
  }, async (request) => ok({ invitation: await invitationsService.revoke(actorOf(request), request.params.id) }, ACCOUNT_INVITATION_MESSAGES.revoked));
};

/** /api/account-invitations: the invited person's side, before they have an account. */
export const accountInvitationsPublicRoutes: FastifyPluginAsyncZod<{
  invitationsService: AccountInvitationsService;
  secureCookies: boolean;
  credentialRateLimit: { max: number; timeWindow: number };
}> = async (app, { invitationsService, secureCookies, credentialRateLimit }) => {
  const tags = ['invitations'];

  app.get('/:token', {
    schema: {
      tags,
      summary: "What an account invitation's link shows before the person chooses a username and password: their email, names, role, and whether it is still open",
      params: AccountInvitationTokenParamsSchema,
      response: { 200: successEnvelope(AccountInvitationPreviewResultSchema), ...Errors },
    },
  }, async (request) => ok({ invitation: await invitationsService.preview(request.params.token) }));

  app.post('/accept', {
    // A credential call, as registration is: its own transaction, and a reply holding tokens is never stored for a replay.
    config: { rateLimit: credentialRateLimit, writeTransaction: false as const },
    schema: {
      tags,
      summary: 'Open the invited account with the username and password chosen, and sign in (the refresh token in a cookie). The link works once',
      body: AcceptAccountInvitationBodySchema,
      response: { 201: successEnvelope(AuthResultSchema), ...Errors },
    },
  }, async (request, reply) => {
    const issued = await invitationsService.accept(request.body, clientInfo(request));
    return reply.status(201).send(ok(issueSession(reply, issued, secureCookies), ACCOUNT_INVITATION_MESSAGES.accepted));
  });
};
