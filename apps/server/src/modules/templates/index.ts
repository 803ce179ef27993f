import type { AccessPolicy } from '../../access/index.js';
import type { Guards } from '../../http/authenticate.js';
import type { Platform } from '../../platform.js';
import { defineModule } from '../module.js';
import { createTemplatesRepository } from './templates.repository.js';
import { templatesRoutes } from './templates.routes.js';
import { createTemplatesService } from './templates.service.js';

/** /api/templates: the coach's session plans and message templates; sessions attach plans through templatesService. */
export const templatesModule = defineModule({
  name: 'templates',
  build: (deps: Pick<Platform, 'db' | 'clock'> & { accessPolicy: AccessPolicy; guards: Guards }) => {
    const templatesService = createTemplatesService({ templates: createTemplatesRepository(deps.db), policy: deps.accessPolicy, clock: deps.clock });
    return {
      provides: { templatesService },
      routes: async (api) => {
        await api.register(templatesRoutes, { prefix: '/templates', templatesService, guards: deps.guards });
      },
    };
  },
});
