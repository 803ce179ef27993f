import type { AccessPolicy } from '../../access/index.js';
import type { Guards } from '../../http/authenticate.js';
import type { Platform } from '../../platform.js';
import { defineModule } from '../module.js';
import { createAuditRepository } from './audit.repository.js';
import { auditRoutes } from './audit.routes.js';
import { createAuditService } from './audit.service.js';

/** The audit log of admin actions (issue 20): lends auditService to every module that acts as an admin; /api/admin/audit. */
export const auditModule = defineModule({
  name: 'audit',
  build: (deps: Pick<Platform, 'db' | 'clock'> & { accessPolicy: AccessPolicy; guards: Guards }) => {
    const auditService = createAuditService({ audit: createAuditRepository(deps.db), policy: deps.accessPolicy, clock: deps.clock });
    return {
      provides: { auditService },
      routes: async (api) => {
        await api.register(auditRoutes, { prefix: '/admin', auditService, guards: deps.guards });
      },
    };
  },
});
