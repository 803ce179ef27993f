import { createGuards } from '../../http/authenticate.js';
import type { Platform } from '../../platform.js';
import { defineModule } from '../module.js';
import type { UsersService } from '../users/users.service.js';
import { createAuthRepository } from './auth.repository.js';
import { authRoutes } from './auth.routes.js';
import { createAuthService } from './auth.service.js';
import { createAccessTokens } from './tokens.js';

type Needs = Pick<Platform, 'db' | 'config' | 'jwtSecret' | 'mailer' | 'userEvents' | 'transaction' | 'clock' | 'logger'> & {
  usersService: UsersService;
};

/** /api/auth: sign-in, sessions and passwords; lends the guards every signed-in route uses. */
export const authModule = defineModule({
  name: 'auth',
  build: (deps: Needs) => {
    const { config, clock, usersService } = deps;
    const authService = createAuthService({
      auth: createAuthRepository(deps.db),
      usersService,
      tokens: createAccessTokens(deps.jwtSecret, clock),
      mailer: deps.mailer,
      userEvents: deps.userEvents,
      publicUrl: config.publicUrl,
      transaction: deps.transaction,
      clock,
      logger: deps.logger,
    });
    const guards = createGuards(authService);
    return {
      provides: { authService, guards },
      routes: (api) =>
        api.register(authRoutes, {
          prefix: '/auth',
          authService,
          usersService,
          guards,
          secureCookies: config.publicUrl.startsWith('https://'),
          credentialRateLimit: { max: config.authRateLimitPerMinute, timeWindow: 60_000 },
        }),
    };
  },
});
