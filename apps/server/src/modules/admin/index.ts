import type { AccessPolicy } from '../../access/index.js';
import type { Guards } from '../../http/authenticate.js';
import type { Platform } from '../../platform.js';
import { defineModule } from '../module.js';
import type { AuditService } from '../audit/audit.service.js';
import type { UsersService } from '../users/users.service.js';
import { createUserAdminRepository } from './user-admin.repository.js';
import { userAdminRoutes } from './user-admin.routes.js';
import { createUserAdminService } from './user-admin.service.js';

/** The admin side (issue 20): /api/users, user management under the admins' permissions. */
export const adminModule = defineModule({
  name: 'admin',
  build: (deps: Pick<Platform, 'db'> & { accessPolicy: AccessPolicy; guards: Guards; usersService: UsersService; auditService: AuditService }) => {
    const userAdminService = createUserAdminService({
      policy: deps.accessPolicy,
      usersService: deps.usersService,
      admins: createUserAdminRepository(deps.db),
      auditService: deps.auditService,
    });
    return {
      provides: { userAdminService },
      routes: async (api) => {
        await api.register(userAdminRoutes, { prefix: '/users', userAdminService, guards: deps.guards });
      },
    };
  },
});
