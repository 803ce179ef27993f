import {
  GoalBodySchema,
  GoalListQuerySchema,
  GoalMilestoneParamsSchema,
  GoalSchema,
  GoalStatsQuerySchema,
  GoalStatsSchema,
  GOAL_MESSAGES,
  IdParamsSchema,
  MilestoneToggleBodySchema,
  successEnvelope,
} from '@coaching/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller, type Guards } from '../../http/authenticate.js';
import { ok } from '../../http/envelope.js';
import { createSharedReplies } from '../../http/reply-once.js';
import type { GoalsService } from './goals.service.js';
import { errorReplies, signedInRoutes } from '../../http/docs.js';

const Errors = errorReplies(400, 401, 403, 404);
const GoalReply = successEnvelope(GoalSchema);
const GoalListReply = successEnvelope(z.array(GoalSchema));
const StatsReply = successEnvelope(GoalStatsSchema);
const EmptyReply = successEnvelope(z.null());
const common = signedInRoutes('goals');

export type GoalsRoutesOptions = { goalsService: GoalsService; guards: Guards };

export const goalsRoutes: FastifyPluginAsyncZod<GoalsRoutesOptions> = async (app, { goalsService, guards }) => {
  app.addHook('onRequest', guards.requireAuth());
  const sendList = createSharedReplies();

  app.get('', {
    schema: {
      ...common,
      summary: "The caller's goals, newest first; a coach passes clientId to see one of their clients' goals",
      querystring: GoalListQuerySchema,
      response: { 200: GoalListReply, ...Errors },
    },
  }, async (request, reply) => sendList(reply, await goalsService.list(caller(request), request.query)));

  app.get('/stats', {
    schema: {
      ...common,
      summary: 'Counts and progress over the goals; a coach passes clientId',
      querystring: GoalStatsQuerySchema,
      response: { 200: StatsReply, ...Errors },
    },
  }, async (request) => ok(await goalsService.stats(caller(request), request.query)));

  app.get('/:id', {
    schema: { ...common, summary: 'One goal (its client or their coach)', params: IdParamsSchema, response: { 200: GoalReply, ...Errors } },
  }, async (request) => ok(await goalsService.get(caller(request), request.params.id)));

  app.post('', {
    schema: { ...common, summary: 'Create a goal (clients)', body: GoalBodySchema, response: { 201: GoalReply, ...Errors } },
  }, async (request, reply) => {
    const goal = await goalsService.create(caller(request), request.body);
    return reply.status(201).send(ok(goal, GOAL_MESSAGES.created));
  });

  app.put('/:id', {
    schema: {
      ...common,
      summary: 'Replace a goal (its client); milestones sent with their _id keep it',
      params: IdParamsSchema,
      body: GoalBodySchema,
      response: { 200: GoalReply, ...Errors },
    },
  }, async (request) => ok(await goalsService.update(caller(request), request.params.id, request.body), GOAL_MESSAGES.updated));

  app.put('/:goalId/milestones/:milestoneId', {
    schema: {
      ...common,
      summary: 'Tick or untick a milestone (the client or their coach)',
      params: GoalMilestoneParamsSchema,
      body: MilestoneToggleBodySchema,
      response: { 200: GoalReply, ...Errors },
    },
  }, async (request) => {
    const { goalId, milestoneId } = request.params;
    return ok(await goalsService.setMilestoneCompleted(caller(request), goalId, milestoneId, request.body.completed));
  });

  app.delete('/:id', {
    schema: { ...common, summary: 'Delete a goal (its client)', params: IdParamsSchema, response: { 200: EmptyReply, ...Errors } },
  }, async (request) => {
    await goalsService.remove(caller(request), request.params.id);
    return ok(null, GOAL_MESSAGES.deleted);
  });
};
