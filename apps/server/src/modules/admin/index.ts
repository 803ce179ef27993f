import type { AccessPolicy } from '../../access/index.js';
import type { Guards } from '../../http/authenticate.js';
import type { Platform } from '../../platform.js';
import { defineModule } from '../module.js';
import type { AuditService } from '../audit/audit.service.js';
import type { AuthService } from '../auth/auth.service.js';
import type { PlatformSettingsStore } from '../settings/index.js';
import type { UsersService } from '../users/users.service.js';
import { settingsRoutes } from './settings.routes.js';
import { type CrisisResourcesAdmin, createSettingsAdminService } from './settings.service.js';
import { createAccountInvitationsRepository } from './account-invitations.repository.js';
import { accountInvitationsAdminRoutes, accountInvitationsPublicRoutes } from './account-invitations.routes.js';
import { createAccountInvitationsService } from './account-invitations.service.js';
import { coachVerificationAdminRoutes } from './coach-verification.routes.js';
import { createCoachVerificationAdminService } from './coach-verification.service.js';
import { createUserAdminRepository } from './user-admin.repository.js';
import { userAdminRoutes } from './user-admin.routes.js';
import { createUserAdminService } from './user-admin.service.js';

/** The admin side (issue 20): /api/users, user management under the admins' permissions; coach verification; accounts by invitation. */
export const adminModule = defineModule({
  name: 'admin',
  build: (
    deps: Pick<Platform, 'db' | 'clock' | 'mailer' | 'model' | 'config'> & {
      accessPolicy: AccessPolicy;
      guards: Guards;
      usersService: UsersService;
      authService: AuthService;
      auditService: AuditService;
      platformSettings: PlatformSettingsStore;
      crisisResources: CrisisResourcesAdmin;
    },
  ) => {
    const userAdminService = createUserAdminService({
      policy: deps.accessPolicy,
      usersService: deps.usersService,
      admins: createUserAdminRepository(deps.db),
      authService: deps.authService,
      auditService: deps.auditService,
      clock: deps.clock,
    });
    const settingsAdminService = createSettingsAdminService({
      policy: deps.accessPolicy,
      settings: deps.platformSettings,
      auditService: deps.auditService,
      crisisResources: deps.crisisResources,
      model: deps.model,
      config: deps.config.ai,
    });
    const verificationAdminService = createCoachVerificationAdminService({
      policy: deps.accessPolicy,
      usersService: deps.usersService,
      auditService: deps.auditService,
      mailer: deps.mailer,
      publicUrl: deps.config.publicUrl,
      clock: deps.clock,
    });
    const accountInvitationsService = createAccountInvitationsService({
      invitations: createAccountInvitationsRepository(deps.db),
      policy: deps.accessPolicy,
      usersService: deps.usersService,
      authService: deps.authService,
      auditService: deps.auditService,
      mailer: deps.mailer,
      publicUrl: deps.config.publicUrl,
      clock: deps.clock,
      defaultLanguage: () => deps.platformSettings.current().general.defaultLanguage,
    });
    return {
      provides: { userAdminService, verificationAdminService, accountInvitationsService, settingsAdminService },
      routes: async (api) => {
        await api.register(settingsRoutes, {
          prefix: '/admin',
          settingsAdminService,
          guards: deps.guards,
          messagesPerMinute: () => deps.platformSettings.current().ai.messagesPerMinute,
        });
        await api.register(userAdminRoutes, { prefix: '/users', userAdminService, guards: deps.guards });
        await api.register(coachVerificationAdminRoutes, { prefix: '/users', verificationAdminService, guards: deps.guards });
        await api.register(accountInvitationsAdminRoutes, { prefix: '/admin/invitations', invitationsService: accountInvitationsService, guards: deps.guards });
        await api.register(accountInvitationsPublicRoutes, {
          prefix: '/account-invitations',
          invitationsService: accountInvitationsService,
          secureCookies: deps.config.publicUrl.startsWith('https://'),
          credentialRateLimit: { max: deps.config.authRateLimitPerMinute, timeWindow: 60_000 },
        });
      },
    };
  },
});
