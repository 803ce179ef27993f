import { TranscriptReadListSchema, successEnvelope } from '@coaching/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caller, type Guards } from '../../http/authenticate.js';
import { errorReplies, signedInRoutes } from '../../http/docs.js';
import { ok } from '../../http/envelope.js';
import type { TranscriptTransparency } from './transparency.js';

/** /api/ai-coaching/transcript-reads: who read the client's AI transcripts. */
export const transparencyRoutes: FastifyPluginAsyncZod<{ transparency: TranscriptTransparency; guards: Guards }> = async (app, { transparency, guards }) => {
  app.addHook('onRequest', guards.requireAuth());
  app.get('/transcript-reads', {
    schema: {
      ...signedInRoutes('ai-coaching'),
      summary: "Who read the caller's AI coaching transcripts (their coach while they share them, admins), which and when; newest first, the latest 200",
      response: { 200: successEnvelope(TranscriptReadListSchema), ...errorReplies(401, 403) },
    },
  }, async (request) => ok({ reads: await transparency.log(caller(request)) }));
};
