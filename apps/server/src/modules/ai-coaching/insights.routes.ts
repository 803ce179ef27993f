import {
  AiConversationSummarySchema,
  AiStatsSchema,
  CoachAiInsightsSchema,
  GuardrailsResultSchema,
  IdParamsSchema,
  successEnvelope,
  UpdateGuardrailsBodySchema,
  AI_COACHING_MESSAGES,
  ReviewAlertResultSchema,
} from '@coaching/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caller, type Guards } from '../../http/authenticate.js';
import { ok } from '../../http/envelope.js';
import type { AlertsService } from './alerts.service.js';
import type { GuardrailsService } from './guardrails.service.js';
import type { InsightsService } from './insights.service.js';
import { errorReplies, signedInRoutes } from '../../http/docs.js';

export type InsightsRoutesOptions = {
  insightsService: InsightsService;
  guardrailsService: GuardrailsService;
  alertsService: AlertsService;
  guards: Guards;
};

const Errors = errorReplies(400, 401, 403, 404);
const GuardrailsReply = successEnvelope(GuardrailsResultSchema);
const common = signedInRoutes('ai-coaching');

export const insightsRoutes: FastifyPluginAsyncZod<InsightsRoutesOptions> = async (app, options) => {
  const { insightsService, guardrailsService, alertsService, guards } = options;
  app.addHook('onRequest', guards.requireAuth());

  app.get('/summary/:id', {
    schema: {
      ...common,
      summary: "A conversation's summary, key insights, action items and stage (the owner, their coach, admins)",
      params: IdParamsSchema,
      response: { 200: successEnvelope(AiConversationSummarySchema), ...Errors },
    },
  }, async (request) => ok(await insightsService.summary(caller(request), request.params.id)));

  app.get('/stats', {
    schema: {
      ...common,
      summary: "The caller's AI coaching stats: conversations, goals, action items, progress score",
      response: { 200: successEnvelope(AiStatsSchema), ...Errors },
    },
  }, async (request) => ok(await insightsService.stats(caller(request))));

  app.get('/coach-insights', {
    schema: {
      ...common,
      summary: "A coach's overview of their clients' AI coaching: sessions, active clients, alerts, summaries (an admin's covers every client and every alert)",
      response: { 200: successEnvelope(CoachAiInsightsSchema), ...Errors },
    },
  }, async (request) => ok(await insightsService.coachInsights(caller(request))));

  app.get('/guardrails/:id', {
    schema: {
      ...common,
      summary: "A user's coaching guardrails, defaults when none are set (the user, their coach, admins)",
      params: IdParamsSchema,
      response: { 200: GuardrailsReply, ...Errors },
    },
  }, async (request) => ok({ guardrails: await guardrailsService.get(caller(request), request.params.id) }));

  app.put('/guardrails/:id', {
    schema: {
      ...common,
      summary: "Change a client's coaching guardrails (their coach or an admin); fields left out keep their value",
      params: IdParamsSchema,
      body: UpdateGuardrailsBodySchema,
      response: { 200: GuardrailsReply, ...Errors },
    },
  }, async (request) => {
    const guardrails = await guardrailsService.update(caller(request), request.params.id, request.body);
    return ok({ guardrails }, AI_COACHING_MESSAGES.guardrailsUpdated);
  });

  app.post('/alerts/:id/review', {
    schema: {
      ...common,
      summary: "Mark a safety alert reviewed (the client's coach or an admin); a conversation holding its coaching after a crisis resumes",
      params: IdParamsSchema,
      response: { 200: successEnvelope(ReviewAlertResultSchema), ...Errors },
    },
  }, async (request) => ok({ alert: await alertsService.review(caller(request), request.params.id) }, AI_COACHING_MESSAGES.alertReviewed));
};
