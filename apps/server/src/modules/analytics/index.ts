import type { AccessPolicy } from '../../access/index.js';
import type { Guards } from '../../http/authenticate.js';
import type { Platform } from '../../platform.js';
import { defineModule } from '../module.js';
import type { PlatformSettingsStore } from '../settings/index.js';
import type { UsersService } from '../users/users.service.js';
import { analyticsRoutes } from './analytics.routes.js';
import { createAnalyticsService } from './analytics.service.js';
import { createOverviewRepository } from './overview.repository.js';
import { createReportsRepository } from './reports.repository.js';

/** /api/analytics/overview, /sessions and /conversations (issue 20); /analytics/coach and /client are the coach module's. */
export const analyticsModule = defineModule({
  name: 'analytics',
  build: (deps: Pick<Platform, 'db' | 'clock'> & { accessPolicy: AccessPolicy; guards: Guards; usersService: UsersService; platformSettings: PlatformSettingsStore }) => {
    const analyticsService = createAnalyticsService({
      policy: deps.accessPolicy,
      usersService: deps.usersService,
      overview: createOverviewRepository(deps.db),
      reports: createReportsRepository(deps.db),
      // The platform's day (/admin/settings, UTC by default), read at each call: an admin may change it.
      timezone: () => deps.platformSettings.current().general.timezone,
      clock: deps.clock,
    });
    return {
      provides: { analyticsService },
      routes: async (api) => {
        await api.register(analyticsRoutes, { prefix: '/analytics', analyticsService, guards: deps.guards });
      },
    };
  },
});
