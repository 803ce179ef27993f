import {
  ClientAiConfigResultSchema,
  IdParamsSchema,
  INVITATION_MESSAGES,
  InvitationListSchema,
  InvitationPreviewResultSchema,
  InvitationResultSchema,
  InviteClientBodySchema,
  ReceivedInvitationListSchema,
  RespondInvitationBodySchema,
  UpdateClientAiConfigBodySchema,
  successEnvelope,
} from '@coaching/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller, type Guards } from '../../http/authenticate.js';
import { errorReplies, signedInRoutes } from '../../http/docs.js';
import { ok } from '../../http/envelope.js';
import type { ClientAiConfigService } from '../ai-coaching/client-ai-config.service.js';
import type { InvitationsService } from './invitations.service.js';

const Errors = errorReplies(400, 401, 403, 404, 409);

/** /api/coach/invitations and the client AI configuration: the coach's side of bringing clients in and setting up their AI coach. */
export const coachPracticeRoutes: FastifyPluginAsyncZod<{ invitationsService: InvitationsService; clientAiConfigService: ClientAiConfigService; guards: Guards }> = async (
  app,
  { invitationsService, clientAiConfigService, guards },
) => {
  app.addHook('onRequest', guards.requireAuth());
  const common = signedInRoutes('coach');

  app.get('/invitations', {
    schema: { ...common, summary: "The coach's invitations, newest first, each with its status", response: { 200: successEnvelope(InvitationListSchema), ...Errors } },
  }, async (request) => ok({ invitations: await invitationsService.list(caller(request)) }));

  app.post('/invitations', {
    schema: {
      ...common,
      summary: 'Invite a person by email: a sign-up link for someone new, an invitation to accept for a client without a coach; valid 14 days',
      body: InviteClientBodySchema,
      response: { 201: successEnvelope(InvitationResultSchema), ...Errors },
    },
  }, async (request, reply) => reply.status(201).send(ok({ invitation: await invitationsService.invite(caller(request), request.body) }, INVITATION_MESSAGES.sent)));

  app.post('/invitations/:id/resend', {
    schema: { ...common, summary: 'Send a pending or expired invitation again: a new link (the old one stops working) and 14 more days', params: IdParamsSchema, response: { 200: successEnvelope(InvitationResultSchema), ...Errors } },
  }, async (request) => ok({ invitation: await invitationsService.resend(caller(request), request.params.id) }, INVITATION_MESSAGES.resent));

  app.delete('/invitations/:id', {
    schema: { ...common, summary: 'Revoke a pending invitation: its link stops working', params: IdParamsSchema, response: { 200: successEnvelope(InvitationResultSchema), ...Errors } },
  }, async (request) => ok({ invitation: await invitationsService.revoke(caller(request), request.params.id) }, INVITATION_MESSAGES.revoked));

  app.get('/clients/:id/ai-config', {
    schema: { ...common, summary: "A client's AI configuration: the client's coach and admins", params: IdParamsSchema, response: { 200: successEnvelope(ClientAiConfigResultSchema), ...Errors } },
  }, async (request) => ok({ aiConfig: await clientAiConfigService.get(caller(request), request.params.id) }));

  app.put('/clients/:id/ai-config', {
    schema: {
      ...common,
      summary: "Change a client's AI configuration (fields left out keep their value); their open AI conversations follow at once",
      params: IdParamsSchema,
      body: UpdateClientAiConfigBodySchema,
      response: { 200: successEnvelope(ClientAiConfigResultSchema), ...Errors },
    },
  }, async (request) => ok({ aiConfig: await clientAiConfigService.update(caller(request), request.params.id, request.body.config) }));

  app.get('/ai-settings', {
    schema: { ...common, summary: "The coach's AI defaults, which each new client starts with", response: { 200: successEnvelope(ClientAiConfigResultSchema), ...Errors } },
  }, async (request) => ok({ aiConfig: await clientAiConfigService.defaults(caller(request)) }));

  app.put('/ai-settings', {
    schema: { ...common, summary: "Change the coach's AI defaults for new clients", body: UpdateClientAiConfigBodySchema, response: { 200: successEnvelope(ClientAiConfigResultSchema), ...Errors } },
  }, async (request) => ok({ aiConfig: await clientAiConfigService.saveDefaults(caller(request), request.body.config) }));
};

const TokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** /api/invitations: the invited person's side. */
export const invitationsRoutes: FastifyPluginAsyncZod<{ invitationsService: InvitationsService; guards: Guards }> = async (app, { invitationsService, guards }) => {
  const tags = { tags: ['invitations'] };

  app.get('/mine', {
    onRequest: guards.requireAuth(),
    schema: { ...signedInRoutes('invitations'), summary: 'The invitations waiting for the signed-in client', response: { 200: successEnvelope(ReceivedInvitationListSchema), ...Errors } },
  }, async (request) => ok({ invitations: await invitationsService.received(caller(request)) }));

  app.post('/:id/respond', {
    onRequest: guards.requireAuth(),
    schema: {
      ...signedInRoutes('invitations'),
      summary: 'Accept (the coach becomes yours) or decline an invitation sent to your email',
      params: IdParamsSchema,
      body: RespondInvitationBodySchema,
      response: { 200: successEnvelope(z.null()), ...Errors },
    },
  }, async (request) => {
    await invitationsService.respond(caller(request), request.params.id, request.body.accept);
    return ok(null, request.body.accept ? INVITATION_MESSAGES.accepted : INVITATION_MESSAGES.declined);
  });

  app.get('/:token', {
    schema: {
      ...tags,
      summary: "What an invitation link's holder sees before signing in or registering: the coach, the email it was sent to, and whether it is still open",
      params: TokenParamsSchema,
      response: { 200: successEnvelope(InvitationPreviewResultSchema), ...Errors },
    },
  }, async (request) => ok({ invitation: await invitationsService.preview(request.params.token) }));
};
