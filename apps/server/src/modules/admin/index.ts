import type { AccessPolicy } from '../../access/index.js';
import type { Guards } from '../../http/authenticate.js';
import type { Platform } from '../../platform.js';
import { defineModule } from '../module.js';
import type { AuditService } from '../audit/audit.service.js';
import type { AuthService } from '../auth/auth.service.js';
import type { UsersService } from '../users/users.service.js';
import { createUserAdminRepository } from './user-admin.repository.js';
import { userAdminRoutes } from './user-admin.routes.js';
import { createUserAdminService } from './user-admin.service.js';

/** The admin side (issue 20): /api/users, user management under the admins' permissions. */
export const adminModule = defineModule({
  name: 'admin',
  build: (
    deps: Pick<Platform, 'db' | 'clock'> & { accessPolicy: AccessPolicy; guards: Guards; usersService: UsersService; authService: AuthService; auditService: AuditService },
  ) => {
    const userAdminService = createUserAdminService({
      policy: deps.accessPolicy,
      usersService: deps.usersService,
      admins: createUserAdminRepository(deps.db),
      authService: deps.authService,
      auditService: deps.auditService,
      clock: deps.clock,
    });
    return {
      provides: { userAdminService },
      routes: async (api) => {
        await api.register(userAdminRoutes, { prefix: '/users', userAdminService, guards: deps.guards });
      },
    };
  },
});
