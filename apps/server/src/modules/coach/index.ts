import type { AccessPolicy } from '../../access/index.js';
import type { Guards } from '../../http/authenticate.js';
import type { Platform } from '../../platform.js';
import { defineModule } from '../module.js';
import type { ConversationsService } from '../conversations/conversations.service.js';
import type { SessionsService } from '../sessions/sessions.service.js';
import type { UsersService } from '../users/users.service.js';
import { createCoachClientsRepository } from './coach-clients.repository.js';
import { coachAnalyticsRoutes, coachDirectoryRoutes, coachRoutes } from './coach.routes.js';
import { createCoachMetricsRepository } from './coach-metrics.repository.js';
import { createCoachService } from './coach.service.js';

/** /api/coach: the coach's practice, starting with their clients. */
export const coachModule = defineModule({
  name: 'coach',
  build: (
    deps: Pick<Platform, 'db' | 'clock'> & {
      accessPolicy: AccessPolicy;
      guards: Guards;
      usersService: UsersService;
      sessionsService: SessionsService;
      conversationsService: ConversationsService;
    },
  ) => {
    const coachService = createCoachService({
      clients: createCoachClientsRepository(deps.db),
      metrics: createCoachMetricsRepository(deps.db),
      policy: deps.accessPolicy,
      usersService: deps.usersService,
      sessionsService: deps.sessionsService,
      conversationsService: deps.conversationsService,
      clock: deps.clock,
    });
    return {
      provides: { coachService },
      routes: async (api) => {
        await api.register(coachRoutes, { prefix: '/coach', coachService, guards: deps.guards });
        await api.register(coachAnalyticsRoutes, { prefix: '/analytics', coachService, guards: deps.guards });
        await api.register(coachDirectoryRoutes, { coachService, guards: deps.guards });
      },
    };
  },
});
