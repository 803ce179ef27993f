import {
  ConversationSummaryBodySchema,
  ConversationSummaryResultSchema,
  GoalSuggestionsBodySchema,
  GoalSuggestionsSchema,
  PreSessionBriefBodySchema,
  PreSessionBriefResultSchema,
  successEnvelope,
} from '@coaching/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aiBudget } from '../../http/ai-budget.js';
import { caller, type Guards } from '../../http/authenticate.js';
import { errorReplies, signedInRoutes } from '../../http/docs.js';
import { ok } from '../../http/envelope.js';
import type { AiToolsService } from './ai-tools.service.js';

const Errors = errorReplies(400, 401, 403, 404, 429);
const common = signedInRoutes('coach');

export type AiToolsRoutesOptions = { aiToolsService: AiToolsService; guards: Guards; messagesPerMinute: () => number };

/** /api/coach/ai-tools: the coach's AI tools (issue 18). Each call counts against the user's AI budget, shared with the AI chat. */
export const aiToolsRoutes: FastifyPluginAsyncZod<AiToolsRoutesOptions> = async (app, { aiToolsService, guards, messagesPerMinute }) => {
  const hooks = { onRequest: guards.requireAuth(), preHandler: aiBudget(app, messagesPerMinute) };
  // Nothing is written, and the model is not waited on inside a transaction.
  const config = { writeTransaction: false } as const;

  app.post('/brief', {
    ...hooks,
    config,
    schema: {
      ...common,
      summary: "A pre-session brief on one of the coach's clients: goals and progress since the last session, open action items, AI summaries within the client's sharing choice, suggested questions",
      body: PreSessionBriefBodySchema,
      response: { 200: successEnvelope(PreSessionBriefResultSchema), ...Errors },
    },
  }, async (request) => ok({ brief: await aiToolsService.brief(caller(request), request.body) }));

  app.post('/summary', {
    ...hooks,
    config,
    schema: {
      ...common,
      summary: "A summary of a conversation with one of the coach's clients, or of that client's AI conversation (the stored summary when they share summaries only)",
      body: ConversationSummaryBodySchema,
      response: { 200: successEnvelope(ConversationSummaryResultSchema), ...Errors },
    },
  }, async (request) => ok({ summary: await aiToolsService.summary(caller(request), request.body) }));

  app.post('/goal-suggestions', {
    ...hooks,
    config,
    schema: {
      ...common,
      summary: "SMART goal suggestions for one of the coach's clients, drawn from their stated goals, challenges, insights and conversation themes; never a duplicate of an active goal",
      body: GoalSuggestionsBodySchema,
      response: { 200: successEnvelope(GoalSuggestionsSchema), ...Errors },
    },
  }, async (request) => ok(await aiToolsService.goalSuggestions(caller(request), request.body)));
};
