import {
  OversightConversationListQuerySchema,
  OversightConversationListSchema,
  OversightSummarySchema,
  OversightTranscriptParamsSchema,
  OversightTranscriptSchema,
  successEnvelope,
} from '@coaching/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caller, type Guards } from '../../http/authenticate.js';
import { errorReplies, signedInRoutes } from '../../http/docs.js';
import { ok } from '../../http/envelope.js';
import { actorOf } from '../audit/actor.js';
import type { ConversationOversightService } from './conversation-oversight.service.js';

export type ConversationOversightRoutesOptions = { conversationOversightService: ConversationOversightService; guards: Guards };

/** /api/admin/conversations: every conversation for admins with conversations.oversee (issue 20). */
export const conversationOversightRoutes: FastifyPluginAsyncZod<ConversationOversightRoutesOptions> = async (app, { conversationOversightService: service, guards }) => {
  app.addHook('onRequest', guards.requireAuth());
  const common = signedInRoutes('admin');

  app.get('/conversations', {
    schema: {
      ...common,
      summary: 'Every conversation, between people and with the AI coach, latest activity first: who, when started, last activity, messages, status and safety flags',
      querystring: OversightConversationListQuerySchema,
      response: { 200: successEnvelope(OversightConversationListSchema), ...errorReplies(400, 401, 403) },
    },
  }, async (request) => ok(await service.list(caller(request), request.query)));

  app.get('/conversations/summary', {
    schema: {
      ...common,
      summary: 'The safety alerts nobody has reviewed yet and the AI conversations that need a look, platform-wide (the Conversations badge)',
      response: { 200: successEnvelope(OversightSummarySchema), ...errorReplies(401, 403) },
    },
  }, async (request) => ok(await service.summary(caller(request))));

  app.get('/conversations/:kind/:id/transcript', {
    schema: {
      ...common,
      summary: "A conversation's messages, oldest first, with its safety alerts; each opening is written to the audit log (and, for AI, to the client's log of who read their conversations)",
      params: OversightTranscriptParamsSchema,
      response: { 200: successEnvelope(OversightTranscriptSchema), ...errorReplies(400, 401, 403, 404) },
    },
  }, async (request) => ok(await service.transcript(actorOf(request), request.params.kind, request.params.id)));
};
