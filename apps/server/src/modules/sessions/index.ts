import type { AccessPolicy } from '../../access/index.js';
import type { Guards } from '../../http/authenticate.js';
import type { Platform } from '../../platform.js';
import type { AuditService } from '../audit/audit.service.js';
import type { GoalsService } from '../goals/goals.service.js';
import { defineModule } from '../module.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { TemplatesService } from '../templates/templates.service.js';
import type { UsersService } from '../users/users.service.js';
import { createNotesDrafter } from './notes-draft.js';
import { createSessionsRepository } from './sessions.repository.js';
import { availabilityRoutes, calendarFeedRoutes, sessionsRoutes } from './sessions.routes.js';
import { createSessionsService } from './sessions.service.js';

type Needs = Pick<Platform, 'db' | 'userEvents' | 'clock' | 'mailer' | 'jobs' | 'jwtSecret' | 'config' | 'model' | 'logger' | 'transaction'> & {
  usersService: UsersService;
  goalsService: GoalsService;
  accessPolicy: AccessPolicy;
  guards: Guards;
  notificationsService: NotificationsService;
  templatesService: TemplatesService;
  auditService: AuditService;
};

/** /api/sessions, the coach's availability and slots, and calendar feeds: scheduling, with reminders through the job queue. */
export const sessionsModule = defineModule({
  name: 'sessions',
  build: (deps: Needs) => {
    const sessions = createSessionsRepository(deps.db);
    const sessionsService = createSessionsService({
      sessions,
      policy: deps.accessPolicy,
      usersService: deps.usersService,
      goalsService: deps.goalsService,
      templates: deps.templatesService,
      notifications: deps.notificationsService,
      userEvents: deps.userEvents,
      mailer: deps.mailer,
      jobs: deps.jobs,
      notesDrafter: createNotesDrafter({
        sessions,
        usersService: deps.usersService,
        goalsService: deps.goalsService,
        model: deps.model,
        logger: deps.logger,
        clock: deps.clock,
      }),
      transaction: deps.transaction,
      auditService: deps.auditService,
      feedKey: deps.jwtSecret,
      publicUrl: deps.config.publicUrl,
      clock: deps.clock,
    });
    return {
      provides: { sessionsService },
      routes: async (api) => {
        await api.register(sessionsRoutes, { prefix: '/sessions', sessionsService, guards: deps.guards });
        await api.register(availabilityRoutes, { sessionsService, guards: deps.guards });
        await api.register(calendarFeedRoutes, { sessionsService });
      },
    };
  },
});
