import { isValidTimeZone, PATHS } from '@coaching/contract';
import { jobActingFor } from '../../access/index.js';
import type { JobQueue } from '../../jobs/queue.js';
import type { Mailer } from '../../mail/mailer.js';
import type { CoachService } from '../coach/coach.service.js';
import type { GoalsService } from '../goals/goals.service.js';
import type { SessionsService } from '../sessions/sessions.service.js';
import type { Contact, UsersService } from '../users/users.service.js';
import { composeWeeklyReport } from './weekly-report.js';
import { weeklyReportMail } from './weekly-report.mails.js';
import {
  isDue,
  nextSweepAt,
  type ReportPayload,
  reportKey,
  reportSlot,
  SWEEP_EVERY_MS,
  type SweepPayload,
  sweepHourOf,
  sweepKey,
  WEEKLY_REPORT_JOB,
  WEEKLY_SWEEP_JOB,
  weekStarting,
} from './weekly-report.schedule.js';

const DAY_MS = 86_400_000;
/** The next session the report names is at most this far ahead. */
const NEXT_SESSION_DAYS = 60;
/** A report the queue could not send within a week of its week's end is dropped: it would be news of the past. */
const STALE_AFTER_MS = 7 * DAY_MS;

/** Both switches: the weekly report, and email at all (the rule of every other mail). */
const wantsReport = (client: Contact) => client.role === 'client' && client.active && client.wantsEmail && client.wantsWeeklyReports;

/**
 * The client's weekly progress report by mail (issue 19), through the job queue: an hourly sweep
 * schedules each report for its client's Monday 08:00 (weekly-report.schedule.ts), and each report job
 * asks again, when it runs, whether the client still wants it. The report reads through the services as
 * the client themself, so it holds exactly what their own progress page shows.
 */
export function createWeeklyReports(deps: {
  jobs: Pick<JobQueue, 'handle' | 'schedule'>;
  usersService: Pick<UsersService, 'activeClientTimezones' | 'activeClientContactsIn' | 'findContact'>;
  coachService: Pick<CoachService, 'clientMetrics'>;
  goalsService: Pick<GoalsService, 'goalsOfClient'>;
  sessionsService: Pick<SessionsService, 'upcoming'>;
  mailer: Pick<Mailer, 'send'>;
  publicUrl: string;
  clock: () => Date;
}) {
  const { jobs, usersService } = deps;

  const scheduleSweep = (runAt: Date, payload: SweepPayload) => jobs.schedule({ kind: WEEKLY_SWEEP_JOB, payload, runAt, dedupeKey: sweepKey(runAt) });

  jobs.handle(WEEKLY_SWEEP_JOB, async (payload, { now }) => {
    const { coveredUntil } = payload as SweepPayload;
    await scheduleSweep(nextSweepAt(now), { coveredUntil: new Date(now.getTime() + SWEEP_EVERY_MS).toISOString() });
    for (const timezone of (await usersService.activeClientTimezones()).filter(isValidTimeZone)) {
      const slot = reportSlot(now, timezone);
      if (!isDue(slot, now, coveredUntil ? new Date(coveredUntil) : undefined)) continue;
      // A client who joined during the week gets their first report after a full week.
      for (const client of await usersService.activeClientContactsIn([timezone], slot.week.from)) {
        if (!wantsReport(client)) continue;
        await jobs.schedule({
          kind: WEEKLY_REPORT_JOB,
          payload: { clientId: client.id, week: slot.week.week } satisfies ReportPayload,
          runAt: slot.sendAt,
          dedupeKey: reportKey(client.id, slot.week.week),
        });
      }
    }
  });

  jobs.handle(WEEKLY_REPORT_JOB, async (payload, { now }) => {
    const { clientId, week: monday } = payload as ReportPayload;
    const client = await usersService.findContact(clientId);
    // Turned off (or the account closed) since the sweep: nothing is sent, quietly.
    if (!client || !wantsReport(client)) return;
    const week = weekStarting(monday, client.timezone);
    if (now.getTime() > week.to.getTime() + STALE_AFTER_MS) return;
    const asClient = jobActingFor({ id: client.id, role: 'client' }, WEEKLY_REPORT_JOB);
    const [metrics, goals, [nextSession]] = await Promise.all([
      deps.coachService.clientMetrics(asClient, client.id),
      deps.goalsService.goalsOfClient(client.id),
      deps.sessionsService.upcoming(asClient, { days: NEXT_SESSION_DAYS, limit: 1 }),
    ]);
    const report = composeWeeklyReport({ progress: metrics.progress, goals, week, nextSession });
    await deps.mailer.send({
      to: client.email,
      kind: 'weekly_report',
      ...weeklyReportMail({ firstName: client.firstName, week, report, progressLink: `${deps.publicUrl}${PATHS.client.progress}` }),
    });
  });

  return {
    /** Schedules this hour's sweep (a no-op when another instance or an earlier start did): the chain of sweeps starts, or goes on. */
    async start(): Promise<void> {
      await scheduleSweep(sweepHourOf(deps.clock()), {});
    },
  };
}
