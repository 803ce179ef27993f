import type { AccessPolicy } from '../../access/index.js';
import type { Guards } from '../../http/authenticate.js';
import type { Platform } from '../../platform.js';
import { defineModule } from '../module.js';
import type { UsersService } from '../users/users.service.js';
import { createReflectionsRepository } from './reflections.repository.js';
import { reflectionsRoutes, skillRatingsRoutes } from './reflections.routes.js';
import { createReflectionsService } from './reflections.service.js';
import { createSkillRatingsRepository } from './skill-ratings.repository.js';
import { createSkillRatingsService } from './skill-ratings.service.js';

/** /api/reflections and /api/skill-ratings: what a client keeps of their progress (issue 19). */
export const reflectionsModule = defineModule({
  name: 'reflections',
  build: (deps: Pick<Platform, 'db' | 'clock'> & { accessPolicy: AccessPolicy; guards: Guards; usersService: UsersService }) => {
    const shared = { policy: deps.accessPolicy, usersService: deps.usersService, clock: deps.clock };
    const reflectionsService = createReflectionsService({ ...shared, reflections: createReflectionsRepository(deps.db) });
    const skillRatingsService = createSkillRatingsService({ ...shared, ratings: createSkillRatingsRepository(deps.db) });
    return {
      provides: { reflectionsService, skillRatingsService },
      routes: async (api) => {
        await api.register(reflectionsRoutes, { prefix: '/reflections', reflectionsService, guards: deps.guards });
        await api.register(skillRatingsRoutes, { prefix: '/skill-ratings', skillRatingsService, guards: deps.guards });
      },
    };
  },
});
