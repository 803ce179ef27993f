import { COACH_VERIFICATION_MESSAGES, CoachVerificationResultSchema, SubmitVerificationBodySchema, successEnvelope } from '@coaching/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caller, type Guards } from '../../http/authenticate.js';
import { errorReplies, signedInRoutes } from '../../http/docs.js';
import { ok } from '../../http/envelope.js';
import type { CoachVerificationService } from './verification.service.js';

const Errors = errorReplies(400, 401, 403, 409);
const Reply = { 200: successEnvelope(CoachVerificationResultSchema), ...Errors };

/** /api/coach/verification: a coach's certifications and experience for an admin to verify (issue 20). */
export const coachVerificationRoutes: FastifyPluginAsyncZod<{ verificationService: CoachVerificationService; guards: Guards }> = async (app, { verificationService, guards }) => {
  app.addHook('onRequest', guards.requireAuth());
  const common = signedInRoutes('coach');

  app.get('/verification', {
    schema: { ...common, summary: "The coach's verification: pending, verified or declined (with the admin's reason), and what they submitted", response: Reply },
  }, async (request) => ok({ verification: await verificationService.get(caller(request)) }));

  app.put('/verification', {
    schema: {
      ...common,
      summary: 'Submit certifications (name, issuer, year) and years of experience; the coach then waits for an admin. Refused once verified',
      body: SubmitVerificationBodySchema,
      response: Reply,
    },
  }, async (request) => ok({ verification: await verificationService.submit(caller(request), request.body) }, COACH_VERIFICATION_MESSAGES.submitted));
};
