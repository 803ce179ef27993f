import type { AccessPolicy } from '../../access/index.js';
import type { Guards } from '../../http/authenticate.js';
import type { Platform } from '../../platform.js';
import { defineModule } from '../module.js';
import type { UsersService } from '../users/users.service.js';
import { createAccountErasureRepository } from './account-erasure.repository.js';
import { createAccountExportRepository } from './account-export.repository.js';
import { accountRoutes } from './account.routes.js';
import { createAccountService } from './account.service.js';

/** The signed-in client's own data (issue 19): its export and its erasure, under /api/auth/me. Built last: it reads every domain's tables. */
export const accountModule = defineModule({
  name: 'account',
  build: (deps: Pick<Platform, 'db' | 'clock' | 'config' | 'userEvents'> & { accessPolicy: AccessPolicy; guards: Guards; usersService: UsersService }) => {
    const accountService = createAccountService({
      exports: createAccountExportRepository(deps.db),
      erasure: createAccountErasureRepository(deps.db),
      policy: deps.accessPolicy,
      usersService: deps.usersService,
      userEvents: deps.userEvents,
      clock: deps.clock,
    });
    return {
      provides: { accountService },
      routes: async (api) => {
        await api.register(accountRoutes, {
          prefix: '/auth/me',
          accountService,
          guards: deps.guards,
          credentialRateLimit: { max: deps.config.authRateLimitPerMinute, timeWindow: 60_000 },
        });
      },
    };
  },
});
