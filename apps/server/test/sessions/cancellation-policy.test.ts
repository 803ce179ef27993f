import { SESSION_MESSAGES, SUCCESS_MESSAGES, type NotificationList, type Session } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app.js';
import { bearer, type SignedIn } from '../support/factories.js';
import { signUpCoachAndClient } from '../support/goals.js';
import { again, book, errorOf, HOUR, openHours, schedule, sessionsApi, utcAt } from './support.js';

// The one cancellation and rescheduling policy (issue 17): the coach's cancellationNotice (24 h by
// default) decides whether a client's cancellation or reschedule is late; the coach is never late.
const { app, clock } = await createTestApp();

/** Moves the clock to `hours` before `session` starts (the clock only moves forward). */
async function hoursBefore(session: Session, hours: number, ...users: SignedIn[]) {
  const target = new Date(session.scheduledDate).getTime() - hours * HOUR;
  expect(target).toBeGreaterThanOrEqual(clock().getTime());
  clock.advance(target - clock().getTime());
  await again(app, ...users);
}

async function notificationsOf(user: SignedIn): Promise<NotificationList> {
  return (await app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(user.token) })).json().data as NotificationList;
}

describe('PATCH /api/sessions/:id/cancel', () => {
  it('records a client cancelling inside the notice as late, outside it as not late, and the coach never as late', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const early = await schedule(app, coach, client, utcAt(clock(), 5, '09:00'));
    const late = await schedule(app, coach, client, utcAt(clock(), 5, '13:00'));
    const byCoach = await schedule(app, coach, client, utcAt(clock(), 5, '15:00'));

    await hoursBefore(early, 30, coach, client);
    const notLate = await sessionsApi(app, client).cancel(early._id, { reason: 'I have to travel' });
    expect(notLate.statusCode).toBe(200);
    expect(notLate.json().message).toBe(SUCCESS_MESSAGES.sessionCancelled);
    expect(notLate.json().data.session).toMatchObject({ status: 'cancelled', cancellation: { by: 'client', reason: 'I have to travel', late: false, waived: false } });

    await hoursBefore(late, 10, coach, client);
    const lateOne = await sessionsApi(app, client).cancel(late._id, { reason: 'Sick today' });
    expect(lateOne.json().data.session.cancellation).toMatchObject({ by: 'client', late: true, waived: false });
    // The coach sees it as late, in the session and in the notification.
    expect((await sessionsApi(app, coach).get(late._id)).json().data.session.cancellation.late).toBe(true);
    expect((await notificationsOf(coach)).notifications[0]).toMatchObject({ type: 'session.cancelled', data: { sessionId: late._id, late: true } });

    const coachCancels = await sessionsApi(app, coach).cancel(byCoach._id, { reason: 'Double-booked' });
    expect(coachCancels.json().data.session.cancellation).toMatchObject({ by: 'coach', late: false });
    expect(errorOf(await sessionsApi(app, coach).waive(byCoach._id))).toBe(SESSION_MESSAGES.notLate);
  });

  it('lets the coach waive a late cancellation, once', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const session = await schedule(app, coach, client, utcAt(clock(), 2, '12:00'), { notes: 'Prepare the 360 feedback' });
    await hoursBefore(session, 2, coach, client);
    await sessionsApi(app, client).cancel(session._id, { reason: 'Train cancelled' });

    expect((await sessionsApi(app, client).waive(session._id)).statusCode).toBe(403);
    const waived = await sessionsApi(app, coach).waive(session._id);
    expect(waived.statusCode).toBe(200);
    expect(waived.json().data.session.cancellation).toMatchObject({ late: true, waived: true });
    const twice = await sessionsApi(app, coach).waive(session._id);
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice)).toBe(SESSION_MESSAGES.notLate);
  });

  it('follows the notice the coach set (0 h: never late)', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    await openHours(app, coach, { sessionPreferences: { cancellationNotice: 0 } });
    const session = await schedule(app, coach, client, utcAt(clock(), 2, '12:00'));
    await hoursBefore(session, 1, coach, client);
    expect((await sessionsApi(app, client).cancel(session._id)).json().data.session.cancellation.late).toBe(false);
  });
});

describe('PUT /api/sessions/:id (rescheduling)', () => {
  it('lets a client move their booking to another free slot, recorded as late inside the notice, and waiting for the coach again', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    await openHours(app, coach);
    const booked = await book(app, client, utcAt(clock(), 3, '10:00'));
    await sessionsApi(app, coach).confirm(booked._id);

    const onTime = await sessionsApi(app, client).update(booked._id, { scheduledDate: utcAt(clock(), 3, '14:00') });
    expect(onTime.statusCode, onTime.body).toBe(200);
    expect(onTime.json().message).toBe(SUCCESS_MESSAGES.sessionUpdated);
    const moved = onTime.json().data.session as Session;
    expect(moved).toMatchObject({ scheduledDate: utcAt(clock(), 3, '14:00'), status: 'scheduled', lateReschedule: false });
    expect(moved.sequence).toBeGreaterThan(booked.sequence);
    // The old time is free again; a time that is not offered is refused.
    const slots = (await sessionsApi(app, client).slots(coach.user._id, { from: utcAt(clock(), 3, '00:00'), to: utcAt(clock(), 4, '00:00') })).json().data.slots as { start: string }[];
    expect(slots.map((slot) => slot.start)).toContain(utcAt(clock(), 3, '10:00'));
    expect(errorOf(await sessionsApi(app, client).update(booked._id, { scheduledDate: utcAt(clock(), 3, '20:00') }))).toBe(SESSION_MESSAGES.slotUnavailable);

    await hoursBefore(moved, 5, coach, client);
    const late = await sessionsApi(app, client).update(booked._id, { scheduledDate: utcAt(clock(), 2, '10:00') });
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json().data.session).toMatchObject({ scheduledDate: utcAt(clock(), 2, '10:00'), lateReschedule: true });
    expect((await notificationsOf(coach)).notifications[0]).toMatchObject({ type: 'session.rescheduled', data: { sessionId: booked._id, late: true } });

    const waived = await sessionsApi(app, coach).waive(booked._id);
    expect(waived.json().data.session.lateReschedule).toBe(false);
  });

  it("lets a client move a session the coach made longer than the default to a free time, keeping its length", async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    await openHours(app, coach);
    const long = await schedule(app, coach, client, utcAt(clock(), 3, '10:00'), { duration: 90 });
    const moved = await sessionsApi(app, client).update(long._id, { scheduledDate: utcAt(clock(), 4, '13:00') });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.session).toMatchObject({ scheduledDate: utcAt(clock(), 4, '13:00'), duration: 90, endDate: utcAt(clock(), 4, '14:30') });
    // 90 minutes from 16:00 would run past 17:00.
    expect(errorOf(await sessionsApi(app, client).update(long._id, { scheduledDate: utcAt(clock(), 4, '16:00') }))).toBe(SESSION_MESSAGES.slotUnavailable);
  });

  it('refuses a client changing the title or notes, and lets the coach change them and move the session anywhere free', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const session = await schedule(app, coach, client, utcAt(clock(), 2, '10:00'));
    for (const body of [{ title: 'My title' }, { notes: 'My notes' }]) {
      expect((await sessionsApi(app, client).update(session._id, body)).statusCode).toBe(403);
    }
    const changed = await sessionsApi(app, coach).update(session._id, { title: 'Career review', notes: 'Bring the offer letter', scheduledDate: utcAt(clock(), 2, '22:00') });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.session).toMatchObject({ title: 'Career review', notes: 'Bring the offer letter', scheduledDate: utcAt(clock(), 2, '22:00'), status: 'confirmed', lateReschedule: false });
    expect((await sessionsApi(app, client).get(session._id)).json().data.session.title).toBe('Career review');
  });

  it('with rescheduling off, refuses a client moving the session but lets them cancel', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    await openHours(app, coach, { sessionPreferences: { allowRescheduling: false } });
    const booked = await book(app, client, utcAt(clock(), 3, '10:00'));
    const refused = await sessionsApi(app, client).update(booked._id, { scheduledDate: utcAt(clock(), 3, '14:00') });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toBe(SESSION_MESSAGES.reschedulingOff);
    expect((await sessionsApi(app, client).get(booked._id)).json().data.session.scheduledDate).toBe(utcAt(clock(), 3, '10:00'));
    // The coach, as host, still may.
    expect((await sessionsApi(app, coach).update(booked._id, { scheduledDate: utcAt(clock(), 3, '14:00') })).statusCode).toBe(200);
    expect((await sessionsApi(app, client).cancel(booked._id)).json().data.session.status).toBe('cancelled');
  });
});
