import type { Guards } from '../../http/authenticate.js';
import type { Platform } from '../../platform.js';
import { defineModule } from '../module.js';
import type { UsersService } from '../users/users.service.js';
import { createNotificationsRepository } from './notifications.repository.js';
import { notificationsRoutes } from './notifications.routes.js';
import { createNotificationsService } from './notifications.service.js';

type Needs = Pick<Platform, 'db' | 'config' | 'userEvents' | 'mailer' | 'clock'> & { usersService: UsersService; guards: Guards };

/** /api/notifications: the notification centre, fed by the other modules (messages, safety alerts). */
export const notificationsModule = defineModule({
  name: 'notifications',
  build: (deps: Needs) => {
    const notificationsService = createNotificationsService({
      notifications: createNotificationsRepository(deps.db),
      usersService: deps.usersService,
      userEvents: deps.userEvents,
      mailer: deps.mailer,
      publicUrl: deps.config.publicUrl,
      clock: deps.clock,
    });
    return {
      provides: { notificationsService },
      routes: (api) => api.register(notificationsRoutes, { prefix: '/notifications', notificationsService, guards: deps.guards }),
    };
  },
});
