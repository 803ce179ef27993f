import { AnalyticsQuerySchema, ConversationsAnalyticsSchema, PlatformAnalyticsSchema, SessionsAnalyticsSchema, successEnvelope } from '@coaching/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caller, type Guards } from '../../http/authenticate.js';
import { errorReplies, signedInRoutes } from '../../http/docs.js';
import { ok } from '../../http/envelope.js';
import type { AnalyticsService } from './analytics.service.js';

const Errors = errorReplies(400, 401, 403, 404);
const common = signedInRoutes('analytics');

export type AnalyticsRoutesOptions = { analyticsService: AnalyticsService; guards: Guards };

/** /api/analytics: the platform's figures (spec section 7, Analytics: overview, conversations, sessions). */
export const analyticsRoutes: FastifyPluginAsyncZod<AnalyticsRoutesOptions> = async (app, { analyticsService, guards }) => {
  app.addHook('onRequest', guards.requireAuth());

  app.get('/overview', {
    schema: {
      ...common,
      summary: "Platform analytics (analytics.view): revenue (completed sessions' hours times the coach's hourly rate), users, sessions, AI conversations, growth this month against last, 12 months of charts, recent activity",
      response: { 200: successEnvelope(PlatformAnalyticsSchema), ...Errors },
    },
  }, async (request) => ok(await analyticsService.overview(caller(request))));

  app.get('/sessions', {
    schema: {
      ...common,
      summary: "Sessions over a period by status, place and day, week or month, with hours and revenue: the platform (analytics.view) or one coach's (the coach themself)",
      querystring: AnalyticsQuerySchema,
      response: { 200: successEnvelope(SessionsAnalyticsSchema), ...Errors },
    },
  }, async (request) => ok(await analyticsService.sessions(caller(request), request.query)));

  app.get('/conversations', {
    schema: {
      ...common,
      summary: "Conversations, AI coaching use (conversations, messages) and safety alerts over a period: the platform (analytics.view) or one coach's practice (the coach themself: their conversations, their clients' AI coaching as figures)",
      querystring: AnalyticsQuerySchema,
      response: { 200: successEnvelope(ConversationsAnalyticsSchema), ...Errors },
    },
  }, async (request) => ok(await analyticsService.conversations(caller(request), request.query)));
};
