import { COACH_MESSAGES, ClientMetricsSchema, CoachDirectoryQuerySchema, CoachDirectorySchema, CoachClientListQuerySchema, CoachClientListSchema, CoachClientResultSchema, CoachMetricsSchema, IdParamsSchema, UpdateCoachClientBodySchema, successEnvelope } from '@coaching/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller, type Guards } from '../../http/authenticate.js';
import { errorReplies, signedInRoutes } from '../../http/docs.js';
import { ok } from '../../http/envelope.js';
import type { CoachService } from './coach.service.js';

const Errors = errorReplies(400, 401, 403, 404);
const common = signedInRoutes('coach');

export type CoachRoutesOptions = { coachService: CoachService; guards: Guards };

/** /api/coach: the coach's practice (spec section 7, Coach). */
export const coachRoutes: FastifyPluginAsyncZod<CoachRoutesOptions> = async (app, { coachService, guards }) => {
  app.addHook('onRequest', guards.requireAuth());

  app.get('/clients', {
    schema: {
      ...common,
      summary: "The coach's own clients with their counts (sessions, active conversations and goals) and last activity, most recently active first",
      querystring: CoachClientListQuerySchema,
      response: { 200: successEnvelope(CoachClientListSchema), ...Errors },
    },
  }, async (request) => ok(await coachService.listClients(caller(request), request.query)));

  app.delete('/clients/:id', {
    schema: {
      ...common,
      summary: 'End the coaching relationship: future sessions cancelled with notice, open conversations archived; the client keeps their account and history',
      params: IdParamsSchema,
      response: { 200: successEnvelope(z.null()), ...Errors },
    },
  }, async (request) => {
    await coachService.removeClient(caller(request), request.params.id);
    return ok(null, COACH_MESSAGES.clientRemoved);
  });

  app.put('/clients/:id', {
    schema: {
      ...common,
      summary: "What the coach keeps about a client: their private notes, and the goals and current challenges they keep together",
      params: IdParamsSchema,
      body: UpdateCoachClientBodySchema,
      response: { 200: successEnvelope(CoachClientResultSchema), ...Errors },
    },
  }, async (request) => ok({ client: await coachService.updateClient(caller(request), request.params.id, request.body) }));

  app.get('/clients/:id', {
    schema: {
      ...common,
      summary: 'One of the coach’s clients, as the client cards show them',
      params: IdParamsSchema,
      response: { 200: successEnvelope(CoachClientResultSchema), ...Errors },
    },
  }, async (request) => ok({ client: await coachService.getClient(caller(request), request.params.id) }));
};

/** /api/analytics/coach: a coach's metrics (spec section 7, Analytics). */
export const coachAnalyticsRoutes: FastifyPluginAsyncZod<CoachRoutesOptions> = async (app, { coachService, guards }) => {
  app.addHook('onRequest', guards.requireAuth());
  const tagged = signedInRoutes('analytics');

  app.get('/coach', {
    schema: { ...tagged, summary: "The caller's coach metrics, with 12 weeks of sessions and ratings", response: { 200: successEnvelope(CoachMetricsSchema), ...Errors } },
  }, async (request) => ok(await coachService.metrics(caller(request), caller(request).userId)));

  app.get('/client', {
    schema: { ...tagged, summary: "The signed-in client's progress: goals, sessions, conversations, AI coaching, 12 weeks", response: { 200: successEnvelope(ClientMetricsSchema), ...Errors } },
  }, async (request) => ok(await coachService.clientMetrics(caller(request), caller(request).userId)));

  app.get('/client/:id', {
    schema: {
      ...tagged,
      summary: "A client's progress: the client, their coach and admins",
      params: IdParamsSchema,
      response: { 200: successEnvelope(ClientMetricsSchema), ...Errors },
    },
  }, async (request) => ok(await coachService.clientMetrics(caller(request), request.params.id)));

  app.get('/coach/:id', {
    schema: {
      ...tagged,
      summary: "A coach's metrics: the coach themself and admins",
      params: IdParamsSchema,
      response: { 200: successEnvelope(CoachMetricsSchema), ...Errors },
    },
  }, async (request) => ok(await coachService.metrics(caller(request), request.params.id)));
};

/** /api/users/coaches: the coach directory (spec section 7, Users). */
export const coachDirectoryRoutes: FastifyPluginAsyncZod<CoachRoutesOptions> = async (app, { coachService, guards }) => {
  app.addHook('onRequest', guards.requireAuth());
  app.get('/users/coaches', {
    schema: {
      ...signedInRoutes('users'),
      summary:
        "The coach directory: every active, verified coach with their public profile (certifications, specializations, experience, rate, rating); admins with users.manage may ask for ?verification=pending, declined or all",
      querystring: CoachDirectoryQuerySchema,
      response: { 200: successEnvelope(CoachDirectorySchema), ...Errors },
    },
  }, async (request) => ok({ coaches: await coachService.directory(caller(request), request.query) }));
};
