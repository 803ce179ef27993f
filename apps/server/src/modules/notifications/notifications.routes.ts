import {
  IdParamsSchema,
  NotificationChannelsSchema,
  NotificationListQuerySchema,
  NotificationListSchema,
  PushSubscriptionBodySchema,
  PushSubscriptionResultSchema,
  PushUnsubscribeBodySchema,
  successEnvelope,
} from '@coaching/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller, type Guards } from '../../http/authenticate.js';
import { errorReplies, signedInRoutes } from '../../http/docs.js';
import { ok } from '../../http/envelope.js';
import type { NotificationsService } from './notifications.service.js';
import type { PushSubscriptionsService } from './push-subscriptions.service.js';

const Errors = errorReplies(400, 401, 404);
const common = signedInRoutes('notifications');
const Done = successEnvelope(z.null());

export type NotificationsRoutesOptions = { notificationsService: NotificationsService; pushSubscriptionsService: PushSubscriptionsService; guards: Guards };

/** /api/notifications: the caller's own notifications, newest first, and marking them read; the push and SMS channels. */
export const notificationsRoutes: FastifyPluginAsyncZod<NotificationsRoutesOptions> = async (app, { notificationsService, pushSubscriptionsService, guards }) => {
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

  app.get('/channels', {
    schema: {
      ...common,
      summary: 'Which channels this platform offers beyond the app and mail: Web Push (with its VAPID public key) and text messages',
      response: { 200: successEnvelope(NotificationChannelsSchema), ...Errors },
    },
  }, async () => ok(pushSubscriptionsService.channels()));

  app.post('/push-subscriptions', {
    schema: {
      ...common,
      summary: "Subscribe this browser to Web Push for the caller: the browser's PushSubscription as JSON",
      body: PushSubscriptionBodySchema,
      response: { 201: successEnvelope(PushSubscriptionResultSchema), ...Errors },
    },
  }, async (request, reply) => {
    const subscription = await pushSubscriptionsService.subscribe(caller(request), request.body);
    return reply.status(201).send(ok({ subscription }));
  });

  app.delete('/push-subscriptions', {
    schema: {
      ...common,
      summary: "Unsubscribe one of the caller's browsers from Web Push, by its endpoint",
      body: PushUnsubscribeBodySchema,
      response: { 200: Done, ...Errors },
    },
  }, async (request) => {
    await pushSubscriptionsService.unsubscribe(caller(request), request.body.endpoint);
    return ok(null);
  });
};
