import { accountExportFilename, AccountExportSchema, DeleteAccountBodySchema, successEnvelope, SUCCESS_MESSAGES } from '@coaching/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller, type Guards } from '../../http/authenticate.js';
import { errorReplies, signedInRoutes } from '../../http/docs.js';
import { ok } from '../../http/envelope.js';
import type { AccountService } from './account.service.js';

const Errors = errorReplies(400, 401, 403, 429);
const common = signedInRoutes('auth');

export type AccountRoutesOptions = { accountService: AccountService; guards: Guards; credentialRateLimit: { max: number; timeWindow: number } };

/** /api/auth/me/export and DELETE /api/auth/me: the signed-in client's own data (issue 19). */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, { accountService, guards, credentialRateLimit }) => {
  app.addHook('onRequest', guards.requireAuth());

  app.get('/export', {
    schema: {
      ...common,
      summary: 'Download everything stored about the signed-in client: one JSON file, coaching-data-YYYY-MM-DD.json (layout in the README)',
      response: { 200: AccountExportSchema, ...Errors },
    },
  }, async (request, reply) => {
    const exported = await accountService.exportOf(caller(request));
    reply.header('content-disposition', `attachment; filename="${accountExportFilename(new Date(exported.exportedAt))}"`);
    return exported;
  });

  // The password is asked again: as many tries as signing in allows.
  app.delete('', {
    config: { rateLimit: credentialRateLimit },
    schema: {
      ...common,
      summary: "Erase the signed-in client's account: every session ends and their personal data goes from every table",
      body: DeleteAccountBodySchema,
      response: { 200: successEnvelope(z.null()), ...Errors },
    },
  }, async (request) => {
    await accountService.deleteOwn(caller(request), request.body);
    return ok(null, SUCCESS_MESSAGES.accountDeleted);
  });
};
