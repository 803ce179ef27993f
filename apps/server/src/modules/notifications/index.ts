import type { Guards } from '../../http/authenticate.js';
import type { Platform } from '../../platform.js';
import { defineModule } from '../module.js';
import type { UsersService } from '../users/users.service.js';
import { createSmsSender } from './channels/sms.js';
import { createWebPushSender } from './channels/web-push.js';
import { createDeliveriesRepository } from './deliveries.repository.js';
import { createNotificationDeliveries } from './notification-deliveries.js';
import { createNotificationsRepository } from './notifications.repository.js';
import { notificationsRoutes } from './notifications.routes.js';
import { createNotificationsService } from './notifications.service.js';
import { createPushSubscriptionsRepository } from './push-subscriptions.repository.js';
import { createPushSubscriptionsService } from './push-subscriptions.service.js';

type Needs = Pick<Platform, 'db' | 'config' | 'userEvents' | 'mailer' | 'clock' | 'jobs' | 'logger'> & { usersService: UsersService; guards: Guards };

/**
 * /api/notifications: the notification centre, fed by the other modules (messages, safety alerts), and its
 * channels beyond the app and mail: Web Push when VAPID keys are configured, text messages when an SMS API is.
 */
export const notificationsModule = defineModule({
  name: 'notifications',
  build: (deps: Needs) => {
    const { config } = deps;
    const notifications = createNotificationsRepository(deps.db);
    const subscriptions = createPushSubscriptionsRepository(deps.db);
    const deliveries = createNotificationDeliveries({
      deliveries: createDeliveriesRepository(deps.db),
      subscriptions,
      notifications,
      usersService: deps.usersService,
      jobs: deps.jobs,
      webPush: config.webPush ? createWebPushSender(config.webPush) : undefined,
      sms: config.sms ? createSmsSender(config.sms) : undefined,
      publicUrl: config.publicUrl,
      clock: deps.clock,
      logger: deps.logger,
    });
    const notificationsService = createNotificationsService({
      notifications,
      usersService: deps.usersService,
      userEvents: deps.userEvents,
      mailer: deps.mailer,
      deliveries,
      publicUrl: config.publicUrl,
      clock: deps.clock,
    });
    const pushSubscriptionsService = createPushSubscriptionsService({
      subscriptions,
      configured: deliveries.configured,
      vapidPublicKey: config.webPush?.publicKey,
      env: config.env,
      clock: deps.clock,
    });
    return {
      provides: { notificationsService, notificationDeliveries: deliveries },
      routes: (api) => api.register(notificationsRoutes, { prefix: '/notifications', notificationsService, pushSubscriptionsService, guards: deps.guards }),
      start: () => deliveries.resume(),
      close: () => deliveries.idle(),
    };
  },
});
