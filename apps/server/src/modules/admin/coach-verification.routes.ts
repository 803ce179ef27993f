import { COACH_VERIFICATION_MESSAGES, IdParamsSchema, successEnvelope, UserResultSchema, VerificationDecisionBodySchema } from '@coaching/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Guards } from '../../http/authenticate.js';
import { errorReplies, signedInRoutes } from '../../http/docs.js';
import { ok } from '../../http/envelope.js';
import { actorOf } from '../audit/actor.js';
import type { CoachVerificationAdminService } from './coach-verification.service.js';

const Errors = errorReplies(400, 401, 403, 404, 409);

/** PATCH /api/users/{id}/verification: an admin's decision on a pending coach (issue 20, users.manage). */
export const coachVerificationAdminRoutes: FastifyPluginAsyncZod<{ verificationAdminService: CoachVerificationAdminService; guards: Guards }> = async (
  app,
  { verificationAdminService, guards },
) => {
  app.addHook('onRequest', guards.requireAuth());

  app.patch('/:id/verification', {
    schema: {
      ...signedInRoutes('users'),
      summary: "Approve or decline a pending coach who has submitted (a decline says why); the coach is mailed in their language. Audited",
      params: IdParamsSchema,
      body: VerificationDecisionBodySchema,
      response: { 200: successEnvelope(UserResultSchema), ...Errors },
    },
  }, async (request) => {
    const user = await verificationAdminService.decide(actorOf(request), request.params.id, request.body);
    return ok({ user }, request.body.decision === 'approve' ? COACH_VERIFICATION_MESSAGES.approved : COACH_VERIFICATION_MESSAGES.declined);
  });
};
