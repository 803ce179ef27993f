import { IdParamsSchema, successEnvelope, UpdatePermissionsBodySchema, USER_ADMIN_MESSAGES, UserResultSchema } from '@coaching/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Guards } from '../../http/authenticate.js';
import { errorReplies, signedInRoutes } from '../../http/docs.js';
import { ok } from '../../http/envelope.js';
import { actorOf } from '../audit/actor.js';
import type { UserAdminService } from './user-admin.service.js';

const Errors = errorReplies(400, 401, 403, 404, 409);
const common = signedInRoutes('users');

export type UserAdminRoutesOptions = { userAdminService: UserAdminService; guards: Guards };

/** /api/users: user management for admins (spec section 7, Users; issue 20). */
export const userAdminRoutes: FastifyPluginAsyncZod<UserAdminRoutesOptions> = async (app, { userAdminService, guards }) => {
  app.addHook('onRequest', guards.requireAuth());

  app.patch('/:id/permissions', {
    schema: {
      ...common,
      summary: 'Grant another admin their permissions (users.manage); the set sent is the whole set they hold afterwards',
      params: IdParamsSchema,
      body: UpdatePermissionsBodySchema,
      response: { 200: successEnvelope(UserResultSchema), ...Errors },
    },
  }, async (request) => ok({ user: await userAdminService.setPermissions(actorOf(request), request.params.id, request.body) }, USER_ADMIN_MESSAGES.permissionsUpdated));
};
