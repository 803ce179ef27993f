import {
  AI_OVERSIGHT_MESSAGES,
  CoachAiAnalyticsQuerySchema,
  CoachAiAnalyticsSchema,
  ConversationAnalysisSchema,
  IdParamsSchema,
  OversightAlertListSchema,
  OversightAlertResultSchema,
  ResolveAlertBodySchema,
  successEnvelope,
} from '@coaching/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caller, type Guards } from '../../http/authenticate.js';
import { errorReplies, signedInRoutes } from '../../http/docs.js';
import { ok } from '../../http/envelope.js';
import type { AlertsService } from './alerts.service.js';
import type { OversightService } from './oversight.service.js';

export type OversightRoutesOptions = { oversightService: OversightService; alertsService: AlertsService; guards: Guards };

const Errors = errorReplies(400, 401, 403, 404);
const common = signedInRoutes('ai-coaching');

/** The coach's AI oversight screens (issue 18): trends per client, alerts to follow up, one conversation's analysis. */
export const oversightRoutes: FastifyPluginAsyncZod<OversightRoutesOptions> = async (app, { oversightService, alertsService, guards }) => {
  app.get('/coach-analytics', {
    onRequest: guards.requireAuth(),
    schema: {
      ...common,
      summary: "Per client the coach oversees (an admin: every client): AI conversations, messages, sentiment and engagement per week, last activity, alerts not resolved",
      querystring: CoachAiAnalyticsQuerySchema,
      response: { 200: successEnvelope(CoachAiAnalyticsSchema), ...Errors },
    },
  }, async (request) => ok(await oversightService.coachAnalytics(caller(request), request.query)));

  app.get('/alerts', {
    onRequest: guards.requireAuth(),
    schema: {
      ...common,
      summary: "The safety alerts not resolved yet of the coach's clients (an admin: everyone's), newest first, acknowledged or not",
      response: { 200: successEnvelope(OversightAlertListSchema), ...Errors },
    },
  }, async (request) => ok({ alerts: await oversightService.alerts(caller(request)) }));

  app.post('/alerts/:id/resolve', {
    // Clients never follow up alerts: they hear 403 before any alert is looked up; a stranger coach hears 404.
    onRequest: guards.requireAuth('coach', 'admin'),
    schema: {
      ...common,
      summary: "Resolve a safety alert with an optional note (the client's coach or an admin); it counts as reviewed and leaves the lists of alerts to follow up",
      params: IdParamsSchema,
      body: ResolveAlertBodySchema,
      response: { 200: successEnvelope(OversightAlertResultSchema), ...Errors },
    },
  }, async (request) => {
    const alert = await alertsService.resolve(caller(request), request.params.id, request.body?.note);
    return ok({ alert }, AI_OVERSIGHT_MESSAGES.alertResolved);
  });

  app.get('/conversations/:id/analysis', {
    onRequest: guards.requireAuth(),
    schema: {
      ...common,
      summary: "A conversation's course without its words: sentiment per client message, stages reached, engagement, insights, action items, alerts (the owner, their coach, admins)",
      params: IdParamsSchema,
      response: { 200: successEnvelope(ConversationAnalysisSchema), ...Errors },
    },
  }, async (request) => ok(await oversightService.analysis(caller(request), request.params.id)));
};
