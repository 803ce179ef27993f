import type { AccessPolicy } from '../../access/index.js';
import type { Guards } from '../../http/authenticate.js';
import type { Platform } from '../../platform.js';
import type { PlatformSettingsStore } from '../settings/index.js';
import { defineModule } from '../module.js';
import type { ConversationsService } from '../conversations/conversations.service.js';
import type { SessionsService } from '../sessions/sessions.service.js';
import type { AuthService } from '../auth/auth.service.js';
import type { ClientAiConfigService } from '../ai-coaching/client-ai-config.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { UsersService } from '../users/users.service.js';
import type { AiCoachingServices } from '../ai-coaching/index.js';
import type { GoalsService } from '../goals/goals.service.js';
import { aiToolsRoutes } from './ai-tools.routes.js';
import { createAiToolsService } from './ai-tools.service.js';
import { createCoachClientsRepository } from './coach-clients.repository.js';
import { coachAnalyticsRoutes, coachDirectoryRoutes, coachRoutes } from './coach.routes.js';
import { createClientProgressRepository } from './client-progress.repository.js';
import { createCoachMetricsRepository } from './coach-metrics.repository.js';
import { createCoachService } from './coach.service.js';
import { createInvitationsRepository } from './invitations.repository.js';
import { coachPracticeRoutes, invitationsRoutes } from './invitations.routes.js';
import { createInvitationsService } from './invitations.service.js';
import { coachVerificationRoutes } from './verification.routes.js';
import { createCoachVerificationService } from './verification.service.js';

/** /api/coach: the coach's practice, starting with their clients. */
export const coachModule = defineModule({
  name: 'coach',
  build: (
    deps: Pick<Platform, 'db' | 'clock' | 'mailer' | 'config' | 'model' | 'logger'> & {
      accessPolicy: AccessPolicy;
      guards: Guards;
      usersService: UsersService;
      sessionsService: SessionsService;
      conversationsService: ConversationsService;
      notificationsService: NotificationsService;
      clientAiConfigService: ClientAiConfigService;
      authService: Pick<AuthService, 'addRegistrationStep'>;
      goalsService: GoalsService;
      aiConversationsService: AiCoachingServices['conversationsService'];
      platformSettings: PlatformSettingsStore;
    },
  ) => {
    const clients = createCoachClientsRepository(deps.db);
    const invitationsService = createInvitationsService({
      invitations: createInvitationsRepository(deps.db),
      notes: clients,
      policy: deps.accessPolicy,
      usersService: deps.usersService,
      notificationsService: deps.notificationsService,
      onboarding: deps.clientAiConfigService,
      mailer: deps.mailer,
      publicUrl: deps.config.publicUrl,
      clock: deps.clock,
    });
    // Registering through an invitation link makes the new account the inviting coach's client, in the registration's transaction.
    deps.authService.addRegistrationStep(async (account, body) => {
      if (body.invitationToken) await invitationsService.acceptOnRegistration(account, body.invitationToken);
    });
    // Whether a coach who joins waits for an admin's verification is the platform settings' (issue 20).
    deps.usersService.useCoachVerificationRequirement(() => deps.platformSettings.current().general.coachVerificationRequired);
    const verificationService = createCoachVerificationService({ policy: deps.accessPolicy, usersService: deps.usersService, clock: deps.clock });
    const coachService = createCoachService({
      clients,
      metrics: createCoachMetricsRepository(deps.db),
      progress: createClientProgressRepository(deps.db),
      policy: deps.accessPolicy,
      usersService: deps.usersService,
      sessionsService: deps.sessionsService,
      conversationsService: deps.conversationsService,
      clock: deps.clock,
    });
    const aiToolsService = createAiToolsService({
      policy: deps.accessPolicy,
      usersService: deps.usersService,
      goalsService: deps.goalsService,
      sessionsService: deps.sessionsService,
      conversationsService: deps.conversationsService,
      aiConversationsService: deps.aiConversationsService,
      model: deps.model,
      logger: deps.logger,
      clock: deps.clock,
    });
    return {
      provides: { coachService },
      routes: async (api) => {
        await api.register(coachRoutes, { prefix: '/coach', coachService, guards: deps.guards });
        await api.register(coachAnalyticsRoutes, { prefix: '/analytics', coachService, guards: deps.guards });
        await api.register(coachDirectoryRoutes, { coachService, guards: deps.guards });
        await api.register(coachPracticeRoutes, { prefix: '/coach', invitationsService, clientAiConfigService: deps.clientAiConfigService, guards: deps.guards });
        await api.register(invitationsRoutes, { prefix: '/invitations', invitationsService, guards: deps.guards });
        await api.register(coachVerificationRoutes, { prefix: '/coach', verificationService, guards: deps.guards });
        await api.register(aiToolsRoutes, { prefix: '/coach/ai-tools', aiToolsService, guards: deps.guards, messagesPerMinute: () => deps.platformSettings.current().ai.messagesPerMinute });
      },
    };
  },
});
