import type { AccessPolicy } from '../../access/index.js';
import type { Guards } from '../../http/authenticate.js';
import type { Platform } from '../../platform.js';
import { defineModule } from '../module.js';
import { createGoalsRepository } from './goals.repository.js';
import { goalsRoutes } from './goals.routes.js';
import { createGoalsService } from './goals.service.js';

/** /api/goals: a client's SMART goals and milestones, read by their coach too. */
export const goalsModule = defineModule({
  name: 'goals',
  build: (deps: Pick<Platform, 'db' | 'transaction' | 'clock' | 'realtime'> & { accessPolicy: AccessPolicy; guards: Guards }) => {
    const goalsService = createGoalsService({
      goals: createGoalsRepository(deps.db),
      policy: deps.accessPolicy,
      transaction: deps.transaction,
      clock: deps.clock,
      lists: deps.realtime.lists,
    });
    return {
      provides: { goalsService },
      routes: (api) => api.register(goalsRoutes, { prefix: '/goals', goalsService, guards: deps.guards }),
    };
  },
});
