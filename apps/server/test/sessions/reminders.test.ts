import { NotificationListSchema, type Notification, type Session } from '@coaching/contract';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { createJobQueue } from '../../src/jobs/queue.js';
import { createNotesDrafter } from '../../src/modules/sessions/notes-draft.js';
import { createSessionsRepository } from '../../src/modules/sessions/sessions.repository.js';
import { createSessionsService } from '../../src/modules/sessions/sessions.service.js';
import { createTestApp } from '../support/app.js';
import { bearer, type SignedIn } from '../support/factories.js';
import { signUpCoachAndClient } from '../support/goals.js';
import { again, book, DAY, HOUR, MINUTE, openHours, schedule, sessionsApi, utcAt } from './support.js';

// Reminders go through the durable job queue (src/jobs): 24 h and 1 h before, to both people, as a
// notification and a mail carrying the invitation. Tests run due jobs themselves (JOBS_POLL_MS=0).
const { app, clock } = await createTestApp();
const services = app.services;

/**
 * Another instance's queue over the same database, as after a restart: its own handlers, registered
 * by a sessions service of its own, exactly as the sessions module builds one.
 */
function anotherInstanceQueue() {
  const jobs = createJobQueue({ db: services.db, inTransaction: (work) => services.database.inTransaction(work), clock, logger: app.log });
  const sessions = createSessionsRepository(services.db);
  createSessionsService({
    sessions,
    policy: services.accessPolicy,
    usersService: services.usersService,
    goalsService: services.goalsService,
    templates: services.templatesService,
    notifications: services.notificationsService,
    userEvents: services.userEvents,
    mailer: services.mailer,
    jobs,
    notesDrafter: createNotesDrafter({ sessions, usersService: services.usersService, goalsService: services.goalsService, model: services.model, logger: app.log, clock }),
    transaction: services.transaction,
    feedKey: services.jwtSecret,
    publicUrl: services.config.publicUrl,
    clock,
  });
  return jobs;
}

async function remindersOf(user: SignedIn): Promise<Notification[]> {
  const response = await app.inject({ method: 'GET', url: '/api/notifications?limit=50', headers: bearer(user.token) });
  expect(response.statusCode, response.body).toBe(200);
  return NotificationListSchema.parse(response.json().data).notifications.filter((notification) => notification.type === 'session.reminder');
}

const reminderMailsTo = async (user: SignedIn) => (await services.outbox.listForRecipient(user.email)).filter((mail) => mail.kind === 'session_reminder');

/** Moves the clock to `offsetMs` from `iso` and signs the users in again. */
async function moveTo(iso: string, offsetMs: number, ...users: SignedIn[]) {
  const target = new Date(iso).getTime() + offsetMs;
  expect(target).toBeGreaterThan(clock().getTime());
  clock.advance(target - clock().getTime());
  await again(app, ...users);
}

describe('session reminders', () => {
  it('reach both people 24 h and 1 h before, once each, as a notification and a mail with the invitation', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    await openHours(app, coach, { sessionPreferences: { autoAcceptBookings: true, requireConfirmation: false } });
    const session = await book(app, client, utcAt(clock(), 3, '10:00'));

    await moveTo(session.scheduledDate, -DAY - MINUTE, coach, client);
    await services.jobs.runDue();
    expect(await remindersOf(client)).toEqual([]);

    await moveTo(session.scheduledDate, -DAY, coach, client);
    await services.jobs.runDue();
    await services.jobs.runDue();
    for (const user of [client, coach]) {
      const reminders = await remindersOf(user);
      expect(reminders).toHaveLength(1);
      expect(reminders[0]).toMatchObject({ data: { sessionId: session._id, startsAt: session.scheduledDate }, read: false });
      const mails = await reminderMailsTo(user);
      expect(mails).toHaveLength(1);
      const attachment = mails[0]!.attachments?.find((one) => one.contentType.startsWith('text/calendar'));
      expect(attachment?.content).toBeDefined();
      const event = new ICAL.Component(ICAL.parse(attachment!.content) as unknown[]).getFirstSubcomponent('vevent')!;
      expect(event.getFirstPropertyValue('uid')).toBe(`${session._id}@coaching-platform`);
      expect((event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString()).toBe(session.scheduledDate);
    }
    expect((await reminderMailsTo(client))[0]!.textBody).toContain(session.title);

    await moveTo(session.scheduledDate, -HOUR, coach, client);
    const second = anotherInstanceQueue();
    await Promise.all([services.jobs.runDue(), second.runDue(), services.jobs.runDue()]);
    await second.runDue();
    for (const user of [client, coach]) {
      expect(await remindersOf(user)).toHaveLength(2);
      expect(await reminderMailsTo(user)).toHaveLength(2);
    }
  });

  it('are not sent for a cancelled session', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const session = await schedule(app, coach, client, utcAt(clock(), 3, '10:00'));
    await sessionsApi(app, client).cancel(session._id, { reason: 'Moving house' });
    await moveTo(session.scheduledDate, -HOUR, coach, client);
    await services.jobs.runDue();
    for (const user of [client, coach]) {
      expect(await remindersOf(user)).toEqual([]);
      expect(await reminderMailsTo(user)).toEqual([]);
    }
  });

  it('of a rescheduled session come at the new time only', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const session = await schedule(app, coach, client, utcAt(clock(), 3, '10:00'));
    const moved = (await sessionsApi(app, coach).update(session._id, { scheduledDate: utcAt(clock(), 5, '15:00') })).json().data.session as Session;
    expect(moved.scheduledDate).toBe(utcAt(clock(), 5, '15:00'));

    await moveTo(session.scheduledDate, -HOUR, coach, client);
    await services.jobs.runDue();
    expect(await remindersOf(client)).toEqual([]);
    expect(await remindersOf(coach)).toEqual([]);

    await moveTo(moved.scheduledDate, -DAY, coach, client);
    await services.jobs.runDue();
    for (const user of [client, coach]) {
      const reminders = await remindersOf(user);
      expect(reminders.map((reminder) => reminder.data.startsAt)).toEqual([moved.scheduledDate]);
    }
    await moveTo(moved.scheduledDate, -HOUR, coach, client);
    await services.jobs.runDue();
    expect(await remindersOf(client)).toHaveLength(2);
  });

  it('come again for a session moved away and back to its first time, once each', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const first = utcAt(clock(), 3, '10:00');
    const session = await schedule(app, coach, client, first);
    await sessionsApi(app, coach).update(session._id, { scheduledDate: utcAt(clock(), 5, '15:00') });
    const back = (await sessionsApi(app, coach).update(session._id, { scheduledDate: first })).json().data.session as Session;
    expect(back.scheduledDate).toBe(first);

    await moveTo(first, -HOUR, coach, client);
    await services.jobs.runDue();
    for (const user of [client, coach]) {
      expect((await remindersOf(user)).map((reminder) => reminder.data.startsAt)).toEqual([first, first]);
    }
  });

  it('are not sent for a session the coach marked as a no-show', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const session = await schedule(app, coach, client, utcAt(clock(), 3, '10:00'));
    await sessionsApi(app, coach).noShow(session._id);
    await moveTo(session.scheduledDate, -HOUR, coach, client);
    await services.jobs.runDue();
    expect(await remindersOf(client)).toEqual([]);
  });
});
