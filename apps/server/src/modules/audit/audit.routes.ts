import { AuditListQuerySchema, AuditListSchema, successEnvelope } from '@coaching/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caller, type Guards } from '../../http/authenticate.js';
import { errorReplies, signedInRoutes } from '../../http/docs.js';
import { ok } from '../../http/envelope.js';
import type { AuditService } from './audit.service.js';

export type AuditRoutesOptions = { auditService: AuditService; guards: Guards };

/** /api/admin/audit: the audit log, for admins with audit.view (issue 20). */
export const auditRoutes: FastifyPluginAsyncZod<AuditRoutesOptions> = async (app, { auditService, guards }) => {
  app.addHook('onRequest', guards.requireAuth());

  app.get('/audit', {
    schema: {
      ...signedInRoutes('admin'),
      summary: 'The audit log, newest first: who did what to whom, when, from where, with the changed fields before and after',
      querystring: AuditListQuerySchema,
      response: { 200: successEnvelope(AuditListSchema), ...errorReplies(400, 401, 403) },
    },
  }, async (request) => ok(await auditService.list(caller(request), request.query)));
};
