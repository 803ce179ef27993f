import {
  CreateReflectionBodySchema,
  CreateSkillRatingBodySchema,
  IdParamsSchema,
  PROGRESS_MESSAGES,
  ReflectionListQuerySchema,
  ReflectionListSchema,
  ReflectionResultSchema,
  SkillRatingOverviewSchema,
  SkillRatingQuerySchema,
  SkillRatingResultSchema,
  successEnvelope,
  UpdateReflectionBodySchema,
} from '@coaching/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller, type Guards } from '../../http/authenticate.js';
import { errorReplies, signedInRoutes } from '../../http/docs.js';
import { ok } from '../../http/envelope.js';
import type { ReflectionsService } from './reflections.service.js';
import type { SkillRatingsService } from './skill-ratings.service.js';

const Errors = errorReplies(400, 401, 403, 404);
const ReflectionReply = successEnvelope(ReflectionResultSchema);
const common = signedInRoutes('reflections');

export type ReflectionsRoutesOptions = { reflectionsService: ReflectionsService; guards: Guards };

/** /api/reflections: a client's daily reflections (issue 19). */
export const reflectionsRoutes: FastifyPluginAsyncZod<ReflectionsRoutesOptions> = async (app, { reflectionsService, guards }) => {
  app.addHook('onRequest', guards.requireAuth());

  app.get('', {
    schema: {
      ...common,
      summary: "A client's reflections, newest first: the caller's own, or ?clientId= for their coach (while shared) or an admin",
      querystring: ReflectionListQuerySchema,
      response: { 200: successEnvelope(ReflectionListSchema), ...Errors },
    },
  }, async (request) => ok(await reflectionsService.list(caller(request), request.query)));

  app.post('', {
    schema: { ...common, summary: 'A new reflection of the signed-in client: text, mood and confidence (1-10, default 7)', body: CreateReflectionBodySchema, response: { 201: ReflectionReply, ...Errors } },
  }, async (request, reply) => {
    const reflection = await reflectionsService.create(caller(request), request.body);
    return reply.status(201).send(ok({ reflection }, PROGRESS_MESSAGES.reflectionSaved));
  });

  app.put('/:id', {
    schema: { ...common, summary: "Changes one of the client's reflections", params: IdParamsSchema, body: UpdateReflectionBodySchema, response: { 200: ReflectionReply, ...Errors } },
  }, async (request) => ok({ reflection: await reflectionsService.update(caller(request), request.params.id, request.body) }, PROGRESS_MESSAGES.reflectionUpdated));

  app.delete('/:id', {
    schema: { ...common, summary: "Deletes one of the client's reflections", params: IdParamsSchema, response: { 200: successEnvelope(z.null()), ...Errors } },
  }, async (request) => {
    await reflectionsService.remove(caller(request), request.params.id);
    return ok(null, PROGRESS_MESSAGES.reflectionDeleted);
  });
};

export type SkillRatingsRoutesOptions = { skillRatingsService: SkillRatingsService; guards: Guards };

/** /api/skill-ratings: a client's skills, rated by themself and by their coach (issue 19). */
export const skillRatingsRoutes: FastifyPluginAsyncZod<SkillRatingsRoutesOptions> = async (app, { skillRatingsService, guards }) => {
  app.addHook('onRequest', guards.requireAuth());
  const docs = signedInRoutes('skill-ratings');

  app.get('', {
    schema: {
      ...docs,
      summary: "A client's latest and previous skill ratings, by themself and by their coach, and the history",
      querystring: SkillRatingQuerySchema,
      response: { 200: successEnvelope(SkillRatingOverviewSchema), ...Errors },
    },
  }, async (request) => ok(await skillRatingsService.overview(caller(request), request.query.clientId)));

  app.post('', {
    schema: { ...docs, summary: 'A new rating of several skills, 1-10 each: by the client, or by their coach (clientId)', body: CreateSkillRatingBodySchema, response: { 201: successEnvelope(SkillRatingResultSchema), ...Errors } },
  }, async (request, reply) => {
    const rating = await skillRatingsService.rate(caller(request), request.body);
    return reply.status(201).send(ok({ rating }, PROGRESS_MESSAGES.skillsSaved));
  });
};
