import { IdParamsSchema, NotificationListQuerySchema, NotificationListSchema, successEnvelope } from '@coaching/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller, type Guards } from '../../http/authenticate.js';
import { errorReplies, signedInRoutes } from '../../http/docs.js';
import { ok } from '../../http/envelope.js';
import type { NotificationsService } from './notifications.service.js';

const Errors = errorReplies(400, 401, 404);
const common = signedInRoutes('notifications');
const Done = successEnvelope(z.null());

export type NotificationsRoutesOptions = { notificationsService: NotificationsService; guards: Guards };

/** /api/notifications: the caller's own notifications, newest first, and marking them read. */
export const notificationsRoutes: FastifyPluginAsyncZod<NotificationsRoutesOptions> = async (app, { notificationsService, guards }) => {
  app.addHook('onRequest', guards.requireAuth());

  app.get('', {
    schema: {
      ...common,
      summary: "The caller's notifications, newest first (unread=true: only unread), with the unread count",
      querystring: NotificationListQuerySchema,
      response: { 200: successEnvelope(NotificationListSchema), ...Errors },
    },
  }, async (request) => ok(await notificationsService.list(caller(request), request.query)));

  app.put('/read-all', {
    schema: { ...common, summary: "Mark all the caller's notifications read", response: { 200: Done, ...Errors } },
  }, async (request) => {
    await notificationsService.markAllRead(caller(request));
    return ok(null);
  });

  app.put('/:id/read', {
    schema: { ...common, summary: 'Mark one notification read', params: IdParamsSchema, response: { 200: Done, ...Errors } },
  }, async (request) => {
    await notificationsService.markRead(caller(request), request.params.id);
    return ok(null);
  });
};
