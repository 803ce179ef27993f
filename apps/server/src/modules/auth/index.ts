import { createGuards } from '../../http/authenticate.js';
import type { Platform } from '../../platform.js';
import { defineModule } from '../module.js';
import type { PlatformSettingsStore } from '../settings/index.js';
import type { UsersService } from '../users/users.service.js';
import { createAuthRepository } from './auth.repository.js';
import { authRoutes } from './auth.routes.js';
import { createAuthService } from './auth.service.js';
import { createSessionCache } from './session-cache.js';
import { createAccessTokens } from './tokens.js';

type Needs = Pick<Platform, 'db' | 'config' | 'jwtSecret' | 'mailer' | 'realtime' | 'userEvents' | 'transaction' | 'clock' | 'logger'> & {
  usersService: UsersService;
  platformSettings: PlatformSettingsStore;
};

/** /api/auth: sign-in, sessions and passwords; lends the guards every signed-in route uses. */
export const authModule = defineModule({
  name: 'auth',
  build: (deps: Needs) => {
    const { config, clock, usersService } = deps;
    const { revocations } = deps.realtime;
    // Until this instance hears revocations, and whenever the bus is down, every request asks the database.
    let listening = false;
    const sessionCache = createSessionCache({ ttlMs: config.authCacheMs, isTrusted: () => listening && revocations.isLive() });
    const subscribed = revocations
      .listen({ revoked: (revocation) => sessionCache.drop(revocation), interrupted: () => sessionCache.clear() })
      .then(
        (unsubscribe) => {
          listening = true;
          return unsubscribe;
        },
        (error: unknown) => {
          deps.logger.warn({ reason: error instanceof Error ? error.message : String(error) }, 'session revocations unheard; the session cache stays off');
          return undefined;
        },
      );
    const authService = createAuthService({
      auth: createAuthRepository(deps.db),
      usersService,
      tokens: createAccessTokens(deps.jwtSecret, clock),
      mailer: deps.mailer,
      userEvents: deps.userEvents,
      sessionCache,
      registrationOpen: () => deps.platformSettings.current().general.registrationOpen,
      defaultLanguage: () => deps.platformSettings.current().general.defaultLanguage,
      publicUrl: config.publicUrl,
      transaction: deps.transaction,
      clock,
      logger: deps.logger,
    });
    const guards = createGuards(authService);
    return {
      provides: { authService, guards },
      // Awaited before the app listens: an instance that admits requests already hears revocations.
      routes: async (api) => {
        await subscribed;
        await api.register(authRoutes, {
          prefix: '/auth',
          authService,
          usersService,
          guards,
          secureCookies: config.publicUrl.startsWith('https://'),
          credentialRateLimit: { max: config.authRateLimitPerMinute, timeWindow: 60_000 },
        });
      },
      close: async () => {
        listening = false;
        (await subscribed)?.();
      },
    };
  },
});
