import type { Platform } from '../../platform.js';
import type { CoachService } from '../coach/coach.service.js';
import type { GoalsService } from '../goals/goals.service.js';
import { defineModule } from '../module.js';
import type { SessionsService } from '../sessions/sessions.service.js';
import type { UsersService } from '../users/users.service.js';
import { createWeeklyReports } from './weekly-reports.service.js';

type Needs = Pick<Platform, 'jobs' | 'mailer' | 'clock' | 'config'> & {
  usersService: UsersService;
  coachService: CoachService;
  goalsService: GoalsService;
  sessionsService: SessionsService;
};

/** The client's weekly progress report by mail: no routes, only jobs; its first sweep is scheduled at start. */
export const reportsModule = defineModule({
  name: 'reports',
  build: (deps: Needs) => {
    const weeklyReports = createWeeklyReports({
      jobs: deps.jobs,
      usersService: deps.usersService,
      coachService: deps.coachService,
      goalsService: deps.goalsService,
      sessionsService: deps.sessionsService,
      mailer: deps.mailer,
      publicUrl: deps.config.publicUrl,
      clock: deps.clock,
    });
    return { start: () => weeklyReports.start() };
  },
});
