import { AssistGoalBodySchema, AssistGoalResultSchema, ErrorEnvelopeSchema, successEnvelope } from '@coaching/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caller, type Guards } from '../../http/authenticate.js';
import { ok } from '../../http/envelope.js';
import type { AiCoachingService } from './ai-coaching.service.js';

export type AiCoachingRoutesOptions = { aiCoachingService: AiCoachingService; guards: Guards };

const Errors = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema, 503: ErrorEnvelopeSchema };

/** Aborts when the client hangs up before the reply is sent, so a slow model is not waited on for no one. */
function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

export const aiCoachingRoutes: FastifyPluginAsyncZod<AiCoachingRoutesOptions> = async (app, { aiCoachingService, guards }) => {
  app.post('/assist-goal', {
    preHandler: guards.requireAuth('client', 'coach'),
    schema: {
      tags: ['ai-coaching'],
      summary: 'Summarize, expand or refine a SMART goal with the AI coach',
      security: [{ bearerAuth: [] }],
      body: AssistGoalBodySchema,
      response: { 200: successEnvelope(AssistGoalResultSchema), ...Errors },
    },
  }, async (request, reply) =>
    ok(await aiCoachingService.assistGoal(caller(request), request.body, { signal: clientGone(reply) })));
};
