import {
  ConversationAnalyticsSchema,
  ConversationExportQuerySchema,
  ConversationExportSchema,
  ConversationListQuerySchema,
  ConversationListSchema,
  ConversationMessagePageSchema,
  ConversationMessagesQuerySchema,
  ConversationSchema,
  ConversationTypingBodySchema,
  CreateConversationBodySchema,
  IdParamsSchema,
  MarkConversationReadBodySchema,
  SendConversationMessageBodySchema,
  SendConversationMessageResultSchema,
  SUCCESS_MESSAGES,
  successEnvelope,
  UpdateConversationBodySchema,
} from '@coaching/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller, type Guards } from '../../http/authenticate.js';
import { errorReplies, signedInRoutes } from '../../http/docs.js';
import { ok } from '../../http/envelope.js';
import type { ConversationsService } from './conversations.service.js';

const Errors = errorReplies(400, 401, 403, 404, 409);
const ConversationReply = successEnvelope(z.object({ conversation: ConversationSchema }));
const common = signedInRoutes('conversations');
/** The JSON export is the conversation with its messages, a file; the text export a plain-text transcript. */
const ExportFile = z.union([ConversationExportSchema, z.string()]);

export type ConversationsRoutesOptions = { conversationsService: ConversationsService; guards: Guards };

/** /api/conversations: a client and their coach writing to each other (spec section 7, Conversations). */
export const conversationsRoutes: FastifyPluginAsyncZod<ConversationsRoutesOptions> = async (app, { conversationsService, guards }) => {
  app.addHook('onRequest', guards.requireAuth());

  app.get('', {
    schema: {
      ...common,
      summary: "The caller's conversations with their coach or clients (an admin's: everyone's), with the last message and the caller's unread count",
      querystring: ConversationListQuerySchema,
      response: { 200: successEnvelope(ConversationListSchema), ...Errors },
    },
  }, async (request) => ok(await conversationsService.list(caller(request), request.query)));

  app.post('', {
    schema: {
      ...common,
      summary: 'Start a conversation: a coach with one of their clients (clientId), a client with their own coach',
      body: CreateConversationBodySchema,
      response: { 201: ConversationReply, ...Errors },
    },
  }, async (request, reply) => {
    const conversation = await conversationsService.create(caller(request), request.body);
    return reply.status(201).send(ok({ conversation }, SUCCESS_MESSAGES.conversationCreated));
  });

  app.get('/unread-count', {
    schema: {
      ...common,
      summary: "Unread messages over the caller's conversations that are not archived: the shells' badge",
      response: { 200: successEnvelope(z.object({ unread: z.number().int().min(0) })), ...Errors },
    },
  }, async (request) => ok({ unread: await conversationsService.unreadTotal(caller(request)) }));

  app.get('/:id', {
    schema: { ...common, summary: 'One conversation (its two people, and admins)', params: IdParamsSchema, response: { 200: ConversationReply, ...Errors } },
  }, async (request) => ok({ conversation: await conversationsService.get(caller(request), request.params.id) }));

  app.put('/:id', {
    schema: {
      ...common,
      summary: 'Change the title, tags, status or description (its two people)',
      params: IdParamsSchema,
      body: UpdateConversationBodySchema,
      response: { 200: ConversationReply, ...Errors },
    },
  }, async (request) => {
    const conversation = await conversationsService.update(caller(request), request.params.id, request.body);
    return ok({ conversation }, SUCCESS_MESSAGES.conversationUpdated);
  });

  app.delete('/:id', {
    schema: { ...common, summary: 'Archive the conversation (its two people); the messages stay', params: IdParamsSchema, response: { 200: ConversationReply, ...Errors } },
  }, async (request) => {
    const conversation = await conversationsService.archive(caller(request), request.params.id);
    return ok({ conversation }, SUCCESS_MESSAGES.conversationArchived);
  });

  app.post('/:id/messages', {
    schema: {
      ...common,
      summary: 'Write to the other person (its two people); the role comes from who sends. Send an Idempotency-Key to make a retry safe',
      params: IdParamsSchema,
      body: SendConversationMessageBodySchema,
      response: { 201: successEnvelope(SendConversationMessageResultSchema), ...Errors },
    },
  }, async (request, reply) => {
    const sent = await conversationsService.send(caller(request), request.params.id, request.body.content);
    return reply.status(201).send(ok(sent));
  });

  app.get('/:id/messages', {
    schema: {
      ...common,
      summary: 'Messages, newest first; pass nextCursor as before for older ones',
      params: IdParamsSchema,
      querystring: ConversationMessagesQuerySchema,
      response: { 200: successEnvelope(ConversationMessagePageSchema), ...Errors },
    },
  }, async (request) => ok(await conversationsService.messages(caller(request), request.params.id, request.query)));

  app.put('/:id/read', {
    schema: {
      ...common,
      summary: "Mark the conversation read up to a message (the latest when none is named); the caller's other pages are told",
      params: IdParamsSchema,
      body: MarkConversationReadBodySchema,
      response: { 200: ConversationReply, ...Errors },
    },
  }, async (request) => ok({ conversation: await conversationsService.markRead(caller(request), request.params.id, request.body.messageId) }));

  app.post('/:id/typing', {
    schema: {
      ...common,
      summary: 'Tell the other person typing started or stopped; live only, never stored',
      params: IdParamsSchema,
      body: ConversationTypingBodySchema,
      response: { 200: successEnvelope(z.null()), ...Errors },
    },
  }, async (request) => {
    await conversationsService.typing(caller(request), request.params.id, request.body.typing);
    return ok(null);
  });

  app.get('/:id/analytics', {
    schema: {
      ...common,
      summary: "Counted from the stored messages: length, the client's engagement and sentiment",
      params: IdParamsSchema,
      response: { 200: successEnvelope(z.object({ analytics: ConversationAnalyticsSchema })), ...Errors },
    },
  }, async (request) => ok({ analytics: await conversationsService.analytics(caller(request), request.params.id) }));

  app.get('/:id/export', {
    schema: {
      ...common,
      summary: 'Download the conversation: format=json (conversation-{id}.json) or text (a transcript)',
      params: IdParamsSchema,
      querystring: ConversationExportQuerySchema,
      response: { 200: ExportFile, ...Errors },
    },
  }, async (request, reply) => {
    const exported = await conversationsService.exportOf(caller(request), request.params.id, request.query.format);
    reply.header('content-disposition', `attachment; filename="${exported.filename}"`);
    if (exported.format === 'json') return reply.type('application/json; charset=utf-8').send(exported.file);
    return reply.type('text/plain; charset=utf-8').send(exported.text);
  });
};
