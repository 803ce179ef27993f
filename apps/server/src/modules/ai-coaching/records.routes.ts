import {
  ActionItemParamsSchema,
  ActionItemResultSchema,
  AddActionItemBodySchema,
  ExportQuerySchema,
  IdParamsSchema,
  SessionAnalyticsSchema,
  successEnvelope,
  UpdateActionItemBodySchema,
  UpdateSessionAnalyticsBodySchema,
  AiConversationSchema,
} from '@coaching/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller, type Guards } from '../../http/authenticate.js';
import { ok } from '../../http/envelope.js';
import type { RecordsService } from './records.service.js';
import { errorReplies, signedInRoutes } from '../../http/docs.js';

export type RecordsRoutesOptions = { recordsService: RecordsService; guards: Guards };

const Errors = errorReplies(400, 401, 403, 404);
const ActionItemReply = successEnvelope(ActionItemResultSchema);
const AnalyticsReply = successEnvelope(SessionAnalyticsSchema);
const common = signedInRoutes('ai-coaching');
/** The JSON export is the conversation itself, a file; the text export is a plain-text transcript. */
const ExportFile = z.union([AiConversationSchema, z.string()]);

export const recordsRoutes: FastifyPluginAsyncZod<RecordsRoutesOptions> = async (app, { recordsService, guards }) => {
  app.addHook('onRequest', guards.requireAuth());

  app.post('/conversations/:id/action-items', {
    schema: {
      ...common,
      summary: 'Add an action item to a conversation (the owner)',
      params: IdParamsSchema,
      body: AddActionItemBodySchema,
      response: { 201: ActionItemReply, ...Errors },
    },
  }, async (request, reply) => {
    const actionItem = await recordsService.addActionItem(caller(request), request.params.id, request.body);
    return reply.status(201).send(ok({ actionItem }));
  });

  app.put('/conversations/:id/action-items/:itemId', {
    schema: {
      ...common,
      summary: "Change an action item's status (the owner)",
      params: ActionItemParamsSchema,
      body: UpdateActionItemBodySchema,
      response: { 200: ActionItemReply, ...Errors },
    },
  }, async (request) => {
    const { id, itemId } = request.params;
    return ok({ actionItem: await recordsService.setActionItemStatus(caller(request), id, itemId, request.body.status) });
  });

  app.get('/conversations/:id/analytics', {
    schema: {
      ...common,
      summary: 'Session analytics: messages, minutes, sentiment, engagement (the owner, their coach, admins)',
      params: IdParamsSchema,
      response: { 200: AnalyticsReply, ...Errors },
    },
  }, async (request) => ok(await recordsService.analytics(caller(request), request.params.id)));

  app.post('/conversations/:id/analytics', {
    schema: {
      ...common,
      summary: 'Recount the session analytics from the stored messages (the numbers sent are not trusted)',
      params: IdParamsSchema,
      body: UpdateSessionAnalyticsBodySchema.nullish(),
      response: { 200: AnalyticsReply, ...Errors },
    },
  }, async (request) => ok(await recordsService.recomputeAnalytics(caller(request), request.params.id)));

  app.get('/conversations/:id/export', {
    schema: {
      ...common,
      summary: 'Download the conversation: format=json (the conversation) or text (a transcript)',
      params: IdParamsSchema,
      querystring: ExportQuerySchema,
      response: { 200: ExportFile, ...Errors },
    },
  }, async (request, reply) => {
    const file = await recordsService.exportConversation(caller(request), request.params.id, request.query.format);
    reply.header('content-disposition', `attachment; filename="${file.filename}"`);
    if (file.format === 'json') return reply.type('application/json; charset=utf-8').send(file.conversation);
    return reply.type('text/plain; charset=utf-8').send(file.text);
  });
};
