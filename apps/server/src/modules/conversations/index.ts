import type { AccessPolicy } from '../../access/index.js';
import type { Guards } from '../../http/authenticate.js';
import type { Platform } from '../../platform.js';
import { defineModule } from '../module.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { UsersService } from '../users/users.service.js';
import { createConversationsRepository } from './conversations.repository.js';
import { conversationsRoutes } from './conversations.routes.js';
import { createConversationsService } from './conversations.service.js';

type Needs = Pick<Platform, 'db' | 'userEvents' | 'clock'> & {
  usersService: UsersService;
  accessPolicy: AccessPolicy;
  guards: Guards;
  notificationsService: NotificationsService;
};

/** /api/conversations: a client and their coach writing to each other, delivered live on the event stream. */
export const conversationsModule = defineModule({
  name: 'conversations',
  build: (deps: Needs) => {
    const conversationsService = createConversationsService({
      conversations: createConversationsRepository(deps.db),
      policy: deps.accessPolicy,
      usersService: deps.usersService,
      userEvents: deps.userEvents,
      notifications: deps.notificationsService,
      clock: deps.clock,
    });
    return {
      provides: { conversationsService },
      routes: (api) => api.register(conversationsRoutes, { prefix: '/conversations', conversationsService, guards: deps.guards }),
    };
  },
});
