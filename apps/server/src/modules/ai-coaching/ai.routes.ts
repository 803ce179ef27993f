import {
  AI_COACHING_MESSAGES,
  AiConfigResultSchema,
  CoachingSuggestionsBodySchema,
  CoachingSuggestionsResultSchema,
  IdParamsSchema,
  SentimentAnalysisSchema,
  successEnvelope,
  UpdateAiConfigBodySchema,
} from '@coaching/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caller, type Guards } from '../../http/authenticate.js';
import { ok } from '../../http/envelope.js';
import type { ConversationsService } from './conversations.service.js';
import type { InsightsService } from './insights.service.js';
import { errorReplies, signedInRoutes } from '../../http/docs.js';

export type AiRoutesOptions = { insightsService: InsightsService; conversationsService: ConversationsService; guards: Guards };

const Errors = errorReplies(400, 401, 403, 404);
const common = signedInRoutes('ai');

/** /api/ai: coaching helpers over one AI conversation, for its owner, the owner's coach and admins. */
export const aiRoutes: FastifyPluginAsyncZod<AiRoutesOptions> = async (app, { insightsService, conversationsService, guards }) => {
  app.addHook('onRequest', guards.requireAuth());

  app.post('/suggestions/:id', {
    schema: {
      ...common,
      summary: 'Coaching suggestions for an AI conversation: safety, feelings, commitments, the next question',
      params: IdParamsSchema,
      body: CoachingSuggestionsBodySchema,
      response: { 200: successEnvelope(CoachingSuggestionsResultSchema), ...Errors },
    },
  }, async (request) => ok({ suggestions: await insightsService.suggestions(caller(request), request.params.id) }));

  app.get('/analyze/:id/sentiment', {
    schema: {
      ...common,
      summary: "The sentiment of the client's messages in an AI conversation: overall, label, trend, engagement",
      params: IdParamsSchema,
      response: { 200: successEnvelope(SentimentAnalysisSchema), ...Errors },
    },
  }, async (request) => ok(await insightsService.sentiment(caller(request), request.params.id)));

  app.put('/config/:id', {
    schema: {
      ...common,
      summary:
        "Change the AI settings of a conversation, fields left out keeping their value. An AI conversation's: the client's coach or an admin any of them, the owner coaching_style only. A conversation between a coach and a client (its coach's suggestions assistant): the coach or an admin",
      params: IdParamsSchema,
      body: UpdateAiConfigBodySchema,
      response: { 200: successEnvelope(AiConfigResultSchema), ...Errors },
    },
  }, async (request) => {
    const conversation = await conversationsService.updateAiConfig(caller(request), request.params.id, request.body.config);
    return ok({ conversation }, AI_COACHING_MESSAGES.aiConfigUpdated);
  });
};
