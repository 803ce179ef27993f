import { describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema/sessions.js';
import { createJobQueue, type JobHandler } from '../../src/jobs/queue.js';
import { createTestApp } from '../support/app.js';
import { signUp } from '../support/factories.js';

// The durable job queue (src/jobs/queue.ts) on the app's database: a job runs once, with its effects
// in the same transaction; a failure leaves no effect and is tried again later.
const { app, clock } = await createTestApp();
const services = app.services;
const MINUTE = 60_000;
// This file counts the jobs it schedules: the app's own recurring ones (the weekly report's hourly sweep) are set aside.
await services.db.delete(jobs);

/** A queue of another instance over the same database (as after a restart), with the same handlers. */
function anotherQueue(handlers: Record<string, JobHandler>) {
  const queue = createJobQueue({ db: services.db, inTransaction: (work) => services.database.inTransaction(work), clock, logger: app.log });
  for (const [kind, handler] of Object.entries(handlers)) queue.handle(kind, handler);
  return queue;
}

/** A job that notifies `userId` (a real effect, kept only if the job succeeds), failing on the tries `failOn` names. */
function notifying(failOn: number[]) {
  const calls: number[] = [];
  const handler: JobHandler = async (payload) => {
    calls.push(calls.length + 1);
    await services.notificationsService.notify({
      userId: payload.userId as string,
      type: 'session.reminder',
      data: { sessionTitle: `try ${calls.length}` },
      link: '/client/sessions',
      at: clock(),
    });
    if (failOn.includes(calls.length)) throw new Error(`try ${calls.length} failed`);
  };
  return { handler, calls };
}

const notificationTitles = async (userId: string) =>
  (await services.notificationsService.list({ userId, role: 'client', sessionId: '' }, { page: 1, limit: 50, unread: false })).notifications.map((notification) => notification.data.sessionTitle);

describe('the job queue', () => {
  it('runs a due job once, leaves a failed try without effect, and tries it again after a pause', async () => {
    const user = await signUp(app);
    const { handler, calls } = notifying([1]);
    services.jobs.handle('test.flaky', handler);
    expect(await services.jobs.schedule({ kind: 'test.flaky', payload: { userId: user.user._id }, runAt: new Date(clock().getTime() + MINUTE) })).toBe(true);

    expect(await services.jobs.runDue()).toBe(0);
    expect(calls).toEqual([]);
    clock.advance(MINUTE);
    expect(await services.jobs.runDue()).toBe(0);
    expect(calls).toEqual([1]);
    expect(await notificationTitles(user.user._id)).toEqual([]);

    // Not due again at once: the first retry waits a minute.
    expect(await services.jobs.runDue()).toBe(0);
    expect(calls).toEqual([1]);
    clock.advance(MINUTE + 1_000);
    expect(await services.jobs.runDue()).toBe(1);
    expect(await services.jobs.runDue()).toBe(0);
    expect(calls).toEqual([1, 2]);
    expect(await notificationTitles(user.user._id)).toEqual(['try 2']);
  });

  it('never doubles a job scheduled twice with one key, or run by two instances at once', async () => {
    const user = await signUp(app);
    const { handler, calls } = notifying([]);
    services.jobs.handle('test.once', handler);
    const job = { kind: 'test.once', payload: { userId: user.user._id }, runAt: clock(), dedupeKey: `test.once:${user.user._id}` };
    expect(await services.jobs.schedule(job)).toBe(true);
    expect(await services.jobs.schedule(job)).toBe(false);

    const second = anotherQueue({ 'test.once': handler });
    const done = await Promise.all([services.jobs.runDue(), second.runDue(), services.jobs.runDue(), second.runDue()]);
    expect(done.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(calls).toEqual([1]);
    expect(await notificationTitles(user.user._id)).toEqual(['try 1']);
    // Once done it is never picked again, even with the same key scheduled anew.
    expect(await second.schedule(job)).toBe(false);
    clock.advance(MINUTE);
    expect(await second.runDue()).toBe(0);
  });

  it('gives up on a job that keeps failing, and keeps running the others', async () => {
    const user = await signUp(app);
    const { handler, calls } = notifying(Array.from({ length: 20 }, (_, n) => n + 1));
    services.jobs.handle('test.broken', handler);
    await services.jobs.schedule({ kind: 'test.broken', payload: { userId: user.user._id }, runAt: clock() });
    for (let hour = 0; hour < 12; hour += 1) {
      await services.jobs.runDue();
      clock.advance(60 * MINUTE);
    }
    expect(calls.length).toBe(8);
    expect(await notificationTitles(user.user._id)).toEqual([]);

    const { handler: fine, calls: fineCalls } = notifying([]);
    services.jobs.handle('test.fine', fine);
    await services.jobs.schedule({ kind: 'test.fine', payload: { userId: user.user._id }, runAt: clock() });
    expect(await services.jobs.runDue()).toBe(1);
    expect(fineCalls).toEqual([1]);
  });
});
