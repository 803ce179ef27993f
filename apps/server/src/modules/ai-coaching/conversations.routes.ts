import {
  AI_COACHING_MESSAGES,
  AiConversationListQuerySchema,
  AiConversationListSchema,
  AiConversationResultSchema,
  CompleteAiSessionBodySchema,
  CreateAiConversationBodySchema,
  ErrorEnvelopeSchema,
  IdParamsSchema,
  SUCCESS_MESSAGES,
  successEnvelope,
  UpdateAiContextBodySchema,
} from '@coaching/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller, type Guards } from '../../http/authenticate.js';
import { ok } from '../../http/envelope.js';
import { createSharedReplies } from '../../http/reply-once.js';
import type { ConversationsService } from './conversations.service.js';
import { errorReplies, signedInRoutes } from '../../http/docs.js';

export type ConversationsRoutesOptions = { conversationsService: ConversationsService; guards: Guards };

const Errors = errorReplies(400, 401, 403, 404);
const ConversationReply = successEnvelope(AiConversationResultSchema);
const common = signedInRoutes('ai-coaching');

export const conversationsRoutes: FastifyPluginAsyncZod<ConversationsRoutesOptions> = async (app, { conversationsService, guards }) => {
  app.addHook('onRequest', guards.requireAuth());
  const sendList = createSharedReplies();

  app.post('/conversations', {
    schema: {
      ...common,
      summary: 'Start an AI coaching conversation (clients and coaches)',
      body: CreateAiConversationBodySchema,
      response: { 201: ConversationReply, ...Errors },
    },
  }, async (request, reply) => {
    const conversation = await conversationsService.create(caller(request), request.body);
    return reply.status(201).send(ok({ conversation }, SUCCESS_MESSAGES.conversationCreated));
  });

  app.get('/conversations', {
    schema: {
      ...common,
      summary: "The caller's AI conversations, newest activity first; a coach passes clientId for a client's, an admin any",
      querystring: AiConversationListQuerySchema,
      response: { 200: successEnvelope(AiConversationListSchema), ...Errors },
    },
  }, async (request, reply) => sendList(reply, await conversationsService.list(caller(request), request.query)));

  app.get('/conversations/:id', {
    schema: {
      ...common,
      summary: 'One AI conversation with its messages, oldest first (the owner, their coach, admins)',
      params: IdParamsSchema,
      response: { 200: ConversationReply, ...Errors },
    },
  }, async (request) => ok({ conversation: await conversationsService.get(caller(request), request.params.id) }));

  app.delete('/conversations/:id', {
    schema: {
      ...common,
      summary: 'Delete an AI conversation and its messages (the owner)',
      params: IdParamsSchema,
      response: { 200: successEnvelope(z.null()), ...Errors },
    },
  }, async (request) => {
    await conversationsService.remove(caller(request), request.params.id);
    return ok(null, AI_COACHING_MESSAGES.conversationDeleted);
  });

  app.put('/conversations/:id/context', {
    schema: {
      ...common,
      summary: "Change a conversation's focus areas, goals or methodology (the owner)",
      params: IdParamsSchema,
      body: UpdateAiContextBodySchema,
      response: { 200: ConversationReply, ...Errors },
    },
  }, async (request) =>
    ok({ conversation: await conversationsService.updateContext(caller(request), request.params.id, request.body) }));

  app.post('/conversations/:id/complete', {
    schema: {
      ...common,
      summary: 'Complete the session with a rating and the next session focus (the owner)',
      params: IdParamsSchema,
      body: CompleteAiSessionBodySchema,
      response: { 200: ConversationReply, 409: ErrorEnvelopeSchema, ...Errors },
    },
  }, async (request) => {
    const conversation = await conversationsService.complete(caller(request), request.params.id, request.body);
    return ok({ conversation }, AI_COACHING_MESSAGES.sessionCompleted);
  });
};
