import { AssistGoalBodySchema, AssistGoalResultSchema, successEnvelope } from '@coaching/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caller, type Guards } from '../../http/authenticate.js';
import { ok } from '../../http/envelope.js';
import type { AssistGoalService } from './assist-goal.service.js';
import { clientGone } from '../../realtime/sse.js';
import { errorReplies } from '../../http/docs.js';

export type AssistGoalRoutesOptions = { assistGoalService: AssistGoalService; guards: Guards };

const Errors = errorReplies(400, 401, 403, 503);

export const assistGoalRoutes: FastifyPluginAsyncZod<AssistGoalRoutesOptions> = async (app, { assistGoalService, guards }) => {
  app.post('/assist-goal', {
    onRequest: guards.requireAuth('client', 'coach'),
    // It writes nothing and waits on the model, which must not hold a transaction open.
    config: { writeTransaction: false },
    schema: {
      tags: ['ai-coaching'],
      summary: 'Summarize, expand or refine a SMART goal with the AI coach',
      security: [{ bearerAuth: [] }],
      body: AssistGoalBodySchema,
      response: { 200: successEnvelope(AssistGoalResultSchema), ...Errors },
    },
  }, async (request, reply) =>
    ok(await assistGoalService.assistGoal(caller(request), request.body, { signal: clientGone(reply) })));
};
