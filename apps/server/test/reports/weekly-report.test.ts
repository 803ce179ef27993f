import { tz, type TZDate } from '@date-fns/tz';
import { addDays, format, setHours, setMinutes, startOfWeek } from 'date-fns';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema/sessions.js';
import { createJobQueue } from '../../src/jobs/queue.js';
import { whenIn } from '../../src/modules/sessions/sessions.mails.js';
import { reportKey, sweepKey, WEEKLY_SWEEP_JOB } from '../../src/modules/reports/weekly-report.schedule.js';
import { createWeeklyReports } from '../../src/modules/reports/weekly-reports.service.js';
import { aiCoachingApi, createConversation } from '../support/ai-coaching.js';
import { createTestApp } from '../support/app.js';
import { bearer, PASSWORD, signUp, type SignedIn } from '../support/factories.js';
import { createGoal, goalBody, goalsApi } from '../support/goals.js';
import { again, HOUR, schedule, sessionsApi } from '../sessions/support.js';

// The weekly progress report (issue 19): an hourly sweep through the job queue mails each client on Monday
// at 08:00 in their own timezone about the Monday to Sunday before. Tests run due jobs themselves
// (JOBS_POLL_MS=0) at the time their clock says; the clock only moves forward, so each test takes a later Monday.
const { app, clock } = await createTestApp();
const services = app.services;

const call = (who: SignedIn, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: bearer(who.token), ...(payload ? { payload } : {}) });
async function expectOk(response: Promise<{ statusCode: number; body: string }>) {
  const settled = await response;
  expect(settled.statusCode, settled.body).toBeLessThan(300);
}

/** A client with a name of their own, in `timezone`. */
async function clientIn(timezone: string, firstName = 'Lucía'): Promise<SignedIn> {
  const client = await signUp(app, { profile: { firstName, lastName: 'García' } });
  await expectOk(call(client, 'PUT', '/auth/me', { profile: { timezone } }));
  return client;
}

/** Monday 00:00 in `zone`, `weeksAhead` weeks after the week the clock is in. */
const mondayIn = (zone: string, weeksAhead: number) => addDays(startOfWeek(clock(), { weekStartsOn: 1, in: tz(zone) }), 7 * weeksAhead);
/** `time` (HH:mm, the Monday's zone) `days` after `monday`. */
function localAt(monday: TZDate, days: number, time: string): Date {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(+setMinutes(setHours(addDays(monday, days), hours), minutes));
}

/** Moves the clock forward to `at` and signs the users in again (access tokens last minutes). */
async function moveTo(at: Date, ...users: SignedIn[]) {
  expect(at.getTime()).toBeGreaterThanOrEqual(clock().getTime());
  clock.advance(at.getTime() - clock().getTime());
  await again(app, ...users);
}

/** Runs what is due, and what that made due, as the queue's polling would. */
async function runJobs(queue = services.jobs) {
  for (let round = 0; round < 10 && (await queue.runDue(100)) > 0; round += 1);
}

const reportsTo = async (user: SignedIn) => (await services.outbox.listForRecipient(user.email)).filter((mail) => mail.kind === 'weekly_report');

/** Another instance's queue over the same database, with the weekly report's handlers as the module registers them. */
function anotherInstance() {
  const queue = createJobQueue({ db: services.db, inTransaction: (work) => services.database.inTransaction(work), clock, logger: app.log });
  const weeklyReports = createWeeklyReports({
    jobs: queue,
    usersService: services.usersService,
    coachService: services.coachService,
    goalsService: services.goalsService,
    sessionsService: services.sessionsService,
    mailer: services.mailer,
    publicUrl: services.config.publicUrl,
    clock,
  });
  return { queue, start: () => weeklyReports.start() };
}

describe('the weekly progress report', () => {
  it('starts its hourly sweep with the app; another instance starting in the same hour adds none', async () => {
    const sweeps = () => services.db.select({ key: jobs.dedupeKey, status: jobs.status }).from(jobs).where(eq(jobs.kind, WEEKLY_SWEEP_JOB));
    const thisHour = { key: sweepKey(new Date(Math.floor(clock().getTime() / HOUR) * HOUR)), status: 'pending' };
    expect(await sweeps()).toEqual([thisHour]);
    await anotherInstance().start();
    expect(await sweeps()).toEqual([thisHour]);
  });

  it("mails a client in Madrid once, at 08:00 on Monday Madrid time, with the figures of their Monday to Sunday", async () => {
    const zone = 'Europe/Madrid';
    const coach = await signUp(app, { role: 'coach', profile: { firstName: 'Sarah', lastName: 'Mitchell' } });
    const client = await clientIn(zone);
    await services.usersService.assignCoach(client.user._id, coach.user._id);
    const week = mondayIn(zone, 2);
    const before = addDays(week, -7);
    const reportDay = addDays(week, 7);

    // The week before: a lower mood, and an AI message late on its Sunday (still that week in Madrid).
    await moveTo(localAt(before, 2, '20:00'), client, coach);
    await expectOk(call(client, 'POST', '/reflections', { reflection: 'Tired after the offsite', mood: 5, confidence: 6 }));
    const goal = await createGoal(app, client.token, { milestones: [{ title: 'Ask & listen <first>' }, { title: 'Give one view a meeting' }] });
    const course = await createGoal(app, client.token, { title: 'Finish the leadership course' });
    const conversation = await createConversation(app, client.token, {});
    await moveTo(localAt(before, 6, '23:30'), client, coach);
    await expectOk(aiCoachingApi(app, client.token).send(conversation._id, { content: 'How do I prepare for Monday?' }));

    // The week itself. 00:30 on its Monday in Madrid is still Sunday in UTC: it counts here all the same.
    await moveTo(localAt(week, 0, '00:30'), client, coach);
    await expectOk(aiCoachingApi(app, client.token).send(conversation._id, { content: 'I want to speak first this week.' }));
    await moveTo(localAt(week, 1, '09:00'), client, coach);
    const session = await schedule(app, coach, client, localAt(week, 1, '10:00').toISOString(), { title: 'Leadership check-in' });
    const next = await schedule(app, coach, client, localAt(reportDay, 1, '10:00').toISOString(), { title: 'Career plan' });
    await moveTo(localAt(week, 1, '10:05'), client, coach);
    await expectOk(sessionsApi(app, coach).start(session._id));
    await expectOk(sessionsApi(app, coach).complete(session._id, { notes: 'Good progress.' }));
    await moveTo(localAt(week, 1, '20:00'), client, coach);
    await expectOk(call(client, 'POST', '/reflections', { reflection: 'Spoke up once', mood: 7, confidence: 6 }));
    await moveTo(localAt(week, 3, '12:00'), client, coach);
    await expectOk(goalsApi(app, client.token).toggle(goal._id, goal.milestones[0]!._id, { completed: true }));
    await moveTo(localAt(week, 4, '12:00'), client, coach);
    await expectOk(goalsApi(app, client.token).update(course._id, { ...goalBody({ title: 'Finish the leadership course' }), status: 'completed' }));
    await moveTo(localAt(week, 5, '20:00'), client, coach);
    await expectOk(call(client, 'POST', '/reflections', { reflection: 'A calm weekend', mood: 8, confidence: 6 }));
    await moveTo(localAt(week, 6, '20:00'), client, coach);
    await expectOk(call(client, 'POST', '/reflections', { reflection: 'Ready for the week', mood: 9, confidence: 6 }));
    // The Monday of the report, before it goes out: part of the streak, not of the week.
    await moveTo(localAt(reportDay, 0, '07:30'), client, coach);
    await expectOk(call(client, 'POST', '/reflections', { reflection: 'Early start', mood: 4, confidence: 4 }));

    await moveTo(localAt(reportDay, 0, '07:59'));
    await runJobs();
    expect(await reportsTo(client)).toEqual([]);

    await moveTo(localAt(reportDay, 0, '08:00'));
    await runJobs();
    const [mail, ...more] = await reportsTo(client);
    expect(more).toEqual([]);
    // 08:00 in Madrid is 06:00 or 07:00 UTC: well before 08:00 UTC.
    expect(clock().getUTCHours()).toBeLessThan(8);
    const lastDay = addDays(week, 6);
    expect(mail!.subject).toMatch(new RegExp(`^Your week in coaching: ${format(week, 'd')}\\b.* to ${format(lastDay, 'd MMMM yyyy')}$`));
    const lines = mail!.textBody.split('\n');
    expect(lines.slice(0, 3)).toEqual(['Hi Lucía,', '', `Here is your week, ${format(week, 'EEEE d MMMM')} to ${format(lastDay, 'EEEE d MMMM yyyy')}.`]);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Goals completed: 1',
        '  - Finish the leadership course',
        'Milestones reached: 1',
        '  - Ask & listen <first>',
        'Sessions completed: 1',
        'Reflections written: 3',
        'Mood: 8 out of 10 on average, up from 5 the week before',
        'Confidence: 6 out of 10 on average, about the same as the week before',
        'Reflection streak: 3 days in a row',
        'AI coaching messages sent: 1',
        `Your next session: Career plan with Sarah Mitchell, ${whenIn(new Date(next.scheduledDate), zone)}.`,
        'See your progress: http://coaching.test/client/progress',
        'You get this report every Monday morning. To stop it, turn off Settings › Notifications › Weekly reports.',
      ]),
    );
    expect(mail!.htmlBody).toContain('<li>Ask &#38; listen &#60;first&#62;</li>');
    expect(mail!.htmlBody).not.toContain('<first>');
    expect(mail!.htmlBody).toContain('<a href="http://coaching.test/client/progress">See your progress</a>');
  });

  it('never doubles a report: a second sweep, a second instance and later sweeps of the Monday send nothing more', async () => {
    const client = await clientIn('UTC', 'Noor');
    const reportDay = mondayIn('UTC', 2);
    await moveTo(localAt(reportDay, 0, '08:00'));
    const { queue: second } = anotherInstance();
    await services.jobs.schedule({ kind: WEEKLY_SWEEP_JOB, payload: {}, runAt: clock(), dedupeKey: 'test: a sweep run again' });
    await Promise.all([runJobs(), runJobs(second), runJobs(), runJobs(second)]);
    for (const time of ['09:00', '12:30', '23:00']) {
      await moveTo(localAt(reportDay, 0, time));
      await Promise.all([runJobs(), runJobs(second)]);
    }
    expect(await reportsTo(client)).toHaveLength(1);
  });

  it('after a week with nothing done, sends a short encouraging mail instead of a table of zeros', async () => {
    const client = await clientIn('UTC', 'Noor');
    const reportDay = mondayIn('UTC', 2);
    await moveTo(localAt(reportDay, 0, '08:00'));
    await runJobs();
    const [mail] = await reportsTo(client);
    expect(mail!.textBody).toContain('Hi Noor,');
    expect(mail!.textBody).toContain('was a quiet one, and that is all right.');
    expect(mail!.textBody).toContain('See your progress: http://coaching.test/client/progress');
    expect(mail!.textBody).toContain('Settings › Notifications › Weekly reports');
    expect(mail!.textBody).not.toMatch(/Sessions completed|Reflections written|: 0/);
    expect(mail!.htmlBody).not.toContain('<table>');
  });

  it('sends nothing to a client with weekly reports off, email off, a deleted account or a deactivated one', async () => {
    const wanting = await clientIn('UTC');
    const reportsOff = await clientIn('UTC');
    await expectOk(call(reportsOff, 'PUT', '/auth/me', { profile: { communicationPreferences: { weeklyReports: false } } }));
    const emailOff = await clientIn('UTC');
    await expectOk(call(emailOff, 'PUT', '/auth/me', { preferences: { notifications: { email: false } } }));
    const deleted = await clientIn('UTC');
    await expectOk(call(deleted, 'DELETE', '/auth/me', { password: PASSWORD }));
    const deactivated = await clientIn('UTC');
    await services.usersService.setActive(deactivated.user._id, false);

    await moveTo(localAt(mondayIn('UTC', 2), 0, '08:00'));
    await runJobs();
    expect(await reportsTo(wanting)).toHaveLength(1);
    for (const client of [reportsOff, emailOff, deleted, deactivated]) expect(await reportsTo(client)).toEqual([]);
    expect(await services.outbox.listForRecipient(`deleted-${deleted.user._id}@deleted.invalid`)).toEqual([]);
  });

  it('mails a client in New York at 08:00 New York time, not at 08:00 UTC', async () => {
    const client = await clientIn('America/New_York', 'Sam');
    const reportDay = mondayIn('America/New_York', 2);
    await moveTo(new Date(Date.UTC(reportDay.getFullYear(), reportDay.getMonth(), reportDay.getDate(), 8)));
    await runJobs();
    await moveTo(localAt(reportDay, 0, '07:59'));
    await runJobs();
    expect(await reportsTo(client)).toEqual([]);
    await moveTo(localAt(reportDay, 0, '08:00'));
    await runJobs();
    expect(await reportsTo(client)).toHaveLength(1);
  });

  it('sends nothing when the client turns weekly reports off after their report was scheduled', async () => {
    const client = await clientIn('Asia/Tokyo', 'Kenji');
    const reportDay = mondayIn('Asia/Tokyo', 2);
    await moveTo(localAt(reportDay, 0, '07:30'), client);
    await runJobs();
    const key = reportKey(client.user._id, format(addDays(reportDay, -7), 'yyyy-MM-dd'));
    expect(await services.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.dedupeKey, key))).toEqual([{ status: 'pending' }]);

    await expectOk(call(client, 'PUT', '/auth/me', { profile: { communicationPreferences: { weeklyReports: false } } }));
    await moveTo(localAt(reportDay, 0, '08:00'));
    await runJobs();
    expect(await reportsTo(client)).toEqual([]);
    // Skipped, not failed: it is not tried again.
    expect(await services.db.select({ status: jobs.status, lastError: jobs.lastError }).from(jobs).where(eq(jobs.dedupeKey, key))).toEqual([{ status: 'done', lastError: null }]);
  });
});
