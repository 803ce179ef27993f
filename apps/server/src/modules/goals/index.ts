import type { AccessPolicy } from '../../access/index.js';
import type { Guards } from '../../http/authenticate.js';
import type { Platform } from '../../platform.js';
import { defineModule } from '../module.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { UsersService } from '../users/users.service.js';
import { createGoalsRepository } from './goals.repository.js';
import { goalsRoutes } from './goals.routes.js';
import { createGoalsService } from './goals.service.js';

/** /api/goals: a client's SMART goals and milestones, read by their coach too; changes are notifications. */
export const goalsModule = defineModule({
  name: 'goals',
  build: (
    deps: Pick<Platform, 'db' | 'transaction' | 'clock' | 'realtime'> & {
      accessPolicy: AccessPolicy;
      guards: Guards;
      notificationsService: NotificationsService;
      usersService: UsersService;
    },
  ) => {
    const goalsService = createGoalsService({
      goals: createGoalsRepository(deps.db),
      policy: deps.accessPolicy,
      transaction: deps.transaction,
      clock: deps.clock,
      lists: deps.realtime.lists,
      notifications: deps.notificationsService,
      usersService: deps.usersService,
    });
    return {
      provides: { goalsService },
      routes: (api) => api.register(goalsRoutes, { prefix: '/goals', goalsService, guards: deps.guards }),
    };
  },
});
