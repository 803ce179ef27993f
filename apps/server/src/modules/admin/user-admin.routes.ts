import {
  IdParamsSchema,
  SUCCESS_MESSAGES,
  successEnvelope,
  UpdatePermissionsBodySchema,
  UpdateUserBodySchema,
  USER_ADMIN_MESSAGES,
  UserListQuerySchema,
  UserListSchema,
  UserResultSchema,
  UserSearchParamsSchema,
  UsersResultSchema,
  UserStatsSchema,
} from '@coaching/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caller, type Guards } from '../../http/authenticate.js';
import { errorReplies, signedInRoutes } from '../../http/docs.js';
import { ok } from '../../http/envelope.js';
import { actorOf } from '../audit/actor.js';
import type { UserAdminService } from './user-admin.service.js';

const Errors = errorReplies(400, 401, 403, 404, 409);
const common = signedInRoutes('users');
const UserReply = { 200: successEnvelope(UserResultSchema), ...Errors };

export type UserAdminRoutesOptions = { userAdminService: UserAdminService; guards: Guards };

/**
 * /api/users: user management for admins (spec section 7, Users; issue 20), each call under the admin's
 * permissions (users.manage; the counts analytics.view). GET /users/coaches, the coach directory, is the
 * coach module's.
 */
export const userAdminRoutes: FastifyPluginAsyncZod<UserAdminRoutesOptions> = async (app, { userAdminService, guards }) => {
  app.addHook('onRequest', guards.requireAuth());

  app.get('', {
    schema: {
      ...common,
      summary: 'A page of the accounts (erased ones left out) with the total: sorted by any column of the grid, filtered by role, status and a search',
      querystring: UserListQuerySchema,
      response: { 200: successEnvelope(UserListSchema), ...Errors },
    },
  }, async (request) => ok(await userAdminService.list(caller(request), request.query)));

  app.get('/search/:term', {
    schema: {
      ...common,
      summary: 'The newest accounts (up to 20) whose email, username, first or last name holds the term',
      params: UserSearchParamsSchema,
      response: { 200: successEnvelope(UsersResultSchema), ...Errors },
    },
  }, async (request) => ok({ users: await userAdminService.search(caller(request), request.params.term) }));

  app.get('/stats/overview', {
    schema: {
      ...common,
      summary: 'The accounts counted by state and role, and the new ones this month against last (analytics.view)',
      response: { 200: successEnvelope(UserStatsSchema), ...Errors },
    },
  }, async (request) => ok(await userAdminService.stats(caller(request))));

  app.get('/:id', {
    schema: { ...common, summary: 'One account as the admin user form shows it', params: IdParamsSchema, response: UserReply },
  }, async (request) => ok({ user: await userAdminService.get(caller(request), request.params.id) }));

  app.put('/:id', {
    schema: {
      ...common,
      summary: "The admin user form: email, role, names, phone, bio, active; the username never changes. Role changes are audited",
      params: IdParamsSchema,
      body: UpdateUserBodySchema,
      response: UserReply,
    },
  }, async (request) => ok({ user: await userAdminService.update(actorOf(request), request.params.id, request.body) }, SUCCESS_MESSAGES.userUpdated));

  app.delete('/:id', {
    schema: {
      ...common,
      summary: 'Deactivate (never erase): every session of the user ends at once and signing in is refused until reactivated. Never oneself, nor the last active admin',
      params: IdParamsSchema,
      response: UserReply,
    },
  }, async (request) => ok({ user: await userAdminService.deactivate(actorOf(request), request.params.id) }, SUCCESS_MESSAGES.userDeactivated));

  app.patch('/:id/reactivate', {
    schema: { ...common, summary: 'Let a deactivated user sign in again', params: IdParamsSchema, response: UserReply },
  }, async (request) => ok({ user: await userAdminService.reactivate(actorOf(request), request.params.id) }, SUCCESS_MESSAGES.userReactivated));

  app.patch('/:id/permissions', {
    schema: {
      ...common,
      summary: 'Grant another admin their permissions (users.manage); the set sent is the whole set they hold afterwards',
      params: IdParamsSchema,
      body: UpdatePermissionsBodySchema,
      response: UserReply,
    },
  }, async (request) => ok({ user: await userAdminService.setPermissions(actorOf(request), request.params.id, request.body) }, USER_ADMIN_MESSAGES.permissionsUpdated));
};
