import type { AccessPolicy } from '../../access/index.js';
import type { Guards } from '../../http/authenticate.js';
import type { Platform } from '../../platform.js';
import { defineModule } from '../module.js';
import { createCoachClientsRepository } from './coach-clients.repository.js';
import { coachAnalyticsRoutes, coachRoutes } from './coach.routes.js';
import { createCoachMetricsRepository } from './coach-metrics.repository.js';
import { createCoachService } from './coach.service.js';

/** /api/coach: the coach's practice, starting with their clients. */
export const coachModule = defineModule({
  name: 'coach',
  build: (deps: Pick<Platform, 'db' | 'clock'> & { accessPolicy: AccessPolicy; guards: Guards }) => {
    const coachService = createCoachService({
      clients: createCoachClientsRepository(deps.db),
      metrics: createCoachMetricsRepository(deps.db),
      policy: deps.accessPolicy,
      clock: deps.clock,
    });
    return {
      provides: { coachService },
      routes: async (api) => {
        await api.register(coachRoutes, { prefix: '/coach', coachService, guards: deps.guards });
        await api.register(coachAnalyticsRoutes, { prefix: '/analytics', coachService, guards: deps.guards });
      },
    };
  },
});
