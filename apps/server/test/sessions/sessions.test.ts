import { CoachingSessionChangedEventSchema, SESSION_MESSAGES, SessionSchema, SUCCESS_MESSAGES, type NotificationList, type Session } from '@coaching/contract';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app.js';
import { nextOfType, openUserEvents } from '../support/event-stream.js';
import { bearer, signUp, type SignedIn } from '../support/factories.js';
import { signUpCoachAndClient } from '../support/goals.js';
import { again, book, errorOf, HOUR, openHours, schedule, sessionsApi, utcAt } from './support.js';

const { app, clock } = await createTestApp();

async function notificationsOf(user: SignedIn): Promise<NotificationList> {
  const response = await app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(user.token) });
  expect(response.statusCode).toBe(200);
  return response.json().data as NotificationList;
}

describe('POST /api/sessions by a client', () => {
  it('books a slot the coach offers, which then waits for the coach and is no longer offered', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    await openHours(app, coach);
    const start = utcAt(clock(), 3, '10:00');
    const offered = await sessionsApi(app, client).slots(coach.user._id, { from: utcAt(clock(), 3, '00:00'), to: utcAt(clock(), 4, '00:00') });
    expect(offered.statusCode, offered.body).toBe(200);
    const slots = offered.json().data.slots as { start: string; end: string }[];
    expect(slots[0]).toEqual({ start: new Date(utcAt(clock(), 3, '09:00')).toISOString(), end: new Date(utcAt(clock(), 3, '10:00')).toISOString() });
    expect(slots.map((slot) => slot.start)).toContain(start);

    const created = await sessionsApi(app, client).create({ scheduledDate: start, duration: 120 });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().message).toBe(SUCCESS_MESSAGES.sessionCreated);
    const session = SessionSchema.parse(created.json().data.session);
    // A client's booking always lasts the coach's default duration.
    expect(session).toMatchObject({ status: 'scheduled', requestedBy: 'client', scheduledDate: start, duration: 60, coachId: coach.user._id, clientId: client.user._id });
    expect((await notificationsOf(coach)).notifications[0]).toMatchObject({ type: 'session.requested', data: { sessionId: session._id } });

    const after = (await sessionsApi(app, client).slots(coach.user._id, { from: utcAt(clock(), 3, '00:00'), to: utcAt(clock(), 4, '00:00') })).json().data.slots as { start: string }[];
    expect(after.map((slot) => slot.start)).not.toContain(start);

    const confirmed = await sessionsApi(app, coach).confirm(session._id);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.session.status).toBe('confirmed');
    expect((await notificationsOf(client)).notifications[0]).toMatchObject({ type: 'session.confirmed', data: { sessionId: session._id } });
  });

  it('is confirmed at once when the coach accepts bookings automatically without confirmation', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    await openHours(app, coach, { sessionPreferences: { autoAcceptBookings: true, requireConfirmation: false } });
    const session = await book(app, client, utcAt(clock(), 2, '13:00'));
    expect(session.status).toBe('confirmed');
    // requireConfirmation still wins over autoAccept.
    await openHours(app, coach, { sessionPreferences: { requireConfirmation: true } });
    expect((await book(app, client, utcAt(clock(), 2, '15:00'))).status).toBe('scheduled');
  });

  it('refuses a time the coach does not offer, in plain words', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const client2 = await signUp(app);
    await app.services.usersService.assignCoach(client2.user._id, coach.user._id);
    const api = sessionsApi(app, client);
    expect(errorOf(await api.create({ scheduledDate: utcAt(clock(), 2, '10:00') }))).toBe(SESSION_MESSAGES.slotUnavailable); // every day off by default
    await openHours(app, coach, { sessionPreferences: { minimumNotice: 48 } });
    await book(app, client2, utcAt(clock(), 3, '10:00'));

    const refused = {
      offGrid: utcAt(clock(), 3, '13:15'),
      beforeHours: utcAt(clock(), 3, '08:00'),
      endsAfterHours: utcAt(clock(), 3, '16:30'),
      taken: utcAt(clock(), 3, '10:00'),
      overlapping: utcAt(clock(), 3, '10:30'),
      withinBufferAfter: utcAt(clock(), 3, '11:00'),
      withinBufferBefore: utcAt(clock(), 3, '09:00'),
      withinNotice: utcAt(clock(), 1, '12:00'),
      beyondHorizon: utcAt(clock(), 70, '10:00'),
    };
    for (const [why, scheduledDate] of Object.entries(refused)) {
      const response = await api.create({ scheduledDate });
      expect(response.statusCode, why).toBe(409);
      expect(errorOf(response), why).toBe(SESSION_MESSAGES.slotUnavailable);
    }
    // The buffer (15 min) leaves 11:30 free, and the offset of the request does not matter.
    expect((await book(app, client, utcAt(clock(), 3, '11:30').replace('Z', '+00:00'))).scheduledDate).toBe(utcAt(clock(), 3, '11:30'));

    const past = await api.create({ scheduledDate: new Date(clock().getTime() - HOUR).toISOString() });
    expect(past.statusCode).toBe(400);
    expect(errorOf(past)).toBe(SESSION_MESSAGES.inPast);
  });

  it("refuses another coach's client (404) and a client without a coach (409)", async () => {
    const { coach } = await signUpCoachAndClient(app);
    const { client: theirs } = await signUpCoachAndClient(app);
    const loner = await signUp(app);
    const start = utcAt(clock(), 2, '10:00');
    const notMine = await sessionsApi(app, coach).create({ clientId: theirs.user._id, scheduledDate: start });
    expect(notMine.statusCode).toBe(404);
    expect(errorOf(notMine)).toBe(SESSION_MESSAGES.clientNotYours);
    const noCoach = await sessionsApi(app, loner).create({ scheduledDate: start });
    expect(noCoach.statusCode).toBe(409);
    expect(errorOf(noCoach)).toBe(SESSION_MESSAGES.noCoach);
  });
});

describe('POST /api/sessions by a coach', () => {
  it('schedules a session with their client anywhere free, confirmed at once, and refuses an overlap', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    // No hours at all: the coach, as host, is not bound by them.
    const late = utcAt(clock(), 1, '21:45');
    const session = await schedule(app, coach, client, late, { duration: 90, title: 'Quarterly review', location: { type: 'phone', details: '+44 20 7946 0000' } });
    expect(session).toMatchObject({ status: 'confirmed', requestedBy: 'coach', duration: 90, title: 'Quarterly review', location: { type: 'phone' }, locationType: 'phone' });
    expect((await notificationsOf(client)).notifications[0]).toMatchObject({ type: 'session.confirmed', data: { sessionId: session._id } });

    const overlap = await sessionsApi(app, coach).create({ clientId: client.user._id, scheduledDate: utcAt(clock(), 1, '23:00') });
    expect(overlap.statusCode).toBe(409);
    expect(errorOf(overlap)).toBe(SESSION_MESSAGES.overlaps);
    // Back to back is free.
    await schedule(app, coach, client, utcAt(clock(), 1, '23:15'));
  });
});

describe('bad requests', () => {
  it('answer 400 with the field and its message, never 500', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const session = await schedule(app, coach, client, utcAt(clock(), 2, '10:00'));
    const coachApi = sessionsApi(app, coach);
    const cases: [string, () => Promise<LightMyRequestResponse>, string][] = [
      ['blank reason', () => coachApi.cancel(session._id, { reason: '   ' }), SESSION_MESSAGES.reasonRequired],
      ['no reason', () => coachApi.cancel(session._id, {}), SESSION_MESSAGES.reasonRequired],
      ['rating 11', () => sessionsApi(app, client).feedback(session._id, { satisfaction: 11 }), SESSION_MESSAGES.ratingInvalid],
      ['duration 7', () => coachApi.create({ clientId: client.user._id, scheduledDate: utcAt(clock(), 3, '10:00'), duration: 7 }), SESSION_MESSAGES.durationInvalid],
      ['malformed date', () => coachApi.create({ clientId: client.user._id, scheduledDate: 'next Tuesday' }), ''],
      ['unknown status filter', () => coachApi.list({ status: 'confirmed,postponed' }), SESSION_MESSAGES.statusInvalid],
      ['blank title', () => coachApi.update(session._id, { title: '  ' }), SESSION_MESSAGES.titleRequired],
      ['unknown location', () => coachApi.update(session._id, { location: { type: 'zoom' } }), SESSION_MESSAGES.locationInvalid],
      ['bad slot range', () => coachApi.slots(coach.user._id, { from: 'yesterday' }), SESSION_MESSAGES.dateInvalid],
    ];
    for (const [why, pending, message] of cases) {
      const response = await pending();
      expect(response.statusCode, `${why}: ${response.body}`).toBe(400);
      if (message) expect(errorOf(response), why).toBe(message);
    }
    // Nothing was changed by the refused calls.
    expect((await coachApi.get(session._id)).json().data.session).toMatchObject({ status: 'confirmed', sequence: session.sequence });
  });
});

describe('status transitions', () => {
  it('go confirm, start, complete, and refuse anything out of order with 409 in plain words', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    await openHours(app, coach);
    const booked = await book(app, client, utcAt(clock(), 2, '10:00'));
    const coachApi = sessionsApi(app, coach);
    const clientApi = sessionsApi(app, client);

    const early = await coachApi.complete(booked._id);
    expect(early.statusCode).toBe(409);
    expect(errorOf(early)).toBe(SESSION_MESSAGES.cannot.complete);
    expect((await clientApi.confirm(booked._id)).statusCode).toBe(403);
    expect((await clientApi.start(booked._id)).statusCode).toBe(403);
    expect((await clientApi.feedback(booked._id)).statusCode).toBe(409);
    expect(errorOf(await clientApi.feedback(booked._id))).toBe(SESSION_MESSAGES.cannot.feedback);

    expect((await coachApi.confirm(booked._id)).json().data.session.status).toBe('confirmed');
    expect(errorOf(await coachApi.confirm(booked._id))).toBe(SESSION_MESSAGES.cannot.confirm);
    const started = await coachApi.start(booked._id);
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ message: SUCCESS_MESSAGES.sessionStarted, data: { session: { status: 'in_progress' } } });
    expect(errorOf(await coachApi.start(booked._id))).toBe(SESSION_MESSAGES.cannot.start);
    expect(errorOf(await clientApi.update(booked._id, { scheduledDate: utcAt(clock(), 4, '10:00') }))).toBe(SESSION_MESSAGES.cannot.reschedule);

    clock.advance(50 * 60_000);
    await again(app, coach, client);
    const completed = await coachApi.complete(booked._id, { notes: 'Agreed on a delegation plan.' });
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toMatchObject({ message: SUCCESS_MESSAGES.sessionCompleted, data: { session: { status: 'completed', notes: 'Agreed on a delegation plan.' } } });

    const cancel = await clientApi.cancel(booked._id);
    expect(cancel.statusCode).toBe(409);
    expect(errorOf(cancel)).toBe(SESSION_MESSAGES.cannot.cancel);
    expect(errorOf(await coachApi.noShow(booked._id))).toBe(SESSION_MESSAGES.cannot.noShow);
  });

  it('take feedback from the client only, once the session is completed, only once', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const session = await schedule(app, coach, client, new Date(clock().getTime() + HOUR).toISOString());
    const coachApi = sessionsApi(app, coach);
    await coachApi.start(session._id);
    await coachApi.complete(session._id);

    const byCoach = await coachApi.feedback(session._id, { satisfaction: 10 });
    expect(byCoach.statusCode).toBe(403);
    const given = await sessionsApi(app, client).feedback(session._id, { satisfaction: 9, comments: '  Very useful  ' });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().message).toBe(SUCCESS_MESSAGES.feedbackSubmitted);
    expect(given.json().data.session.assessment.clientFeedback).toMatchObject({ satisfaction: 9, clarity: 8, actionability: 8, comments: 'Very useful' });
    const again = await sessionsApi(app, client).feedback(session._id, { satisfaction: 1 });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toBe(SESSION_MESSAGES.feedbackGiven);
    expect((await coachApi.get(session._id)).json().data.session.assessment.clientFeedback.satisfaction).toBe(9);
  });

  it('let the coach mark a no-show, after which it can no longer be cancelled', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const session = await schedule(app, coach, client, utcAt(clock(), 2, '10:00'));
    expect((await sessionsApi(app, coach).noShow(session._id)).json().data.session.status).toBe('no_show');
    expect((await sessionsApi(app, client).cancel(session._id)).statusCode).toBe(409);
  });
});

describe("the coach's notes", () => {
  it("are absent from the client's view of a session, its list and its changes", async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const session = await schedule(app, coach, client, utcAt(clock(), 2, '10:00'), { notes: 'Ask about the promotion she turned down.' });
    expect(session.notes).toBe('Ask about the promotion she turned down.');
    const clientApi = sessionsApi(app, client);
    const seen = (await clientApi.get(session._id)).json().data.session as Session;
    expect(seen).not.toHaveProperty('notes');
    expect(JSON.stringify((await clientApi.list()).json())).not.toContain('promotion');
    expect(JSON.stringify((await clientApi.cancel(session._id)).json())).not.toContain('promotion');
    expect((await sessionsApi(app, coach).get(session._id)).json().data.session.notes).toBe('Ask about the promotion she turned down.');
  });
});

describe('live updates', () => {
  it("reach the coach's open page when a client books, and the client's when the coach confirms, each as they may see it", async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    await openHours(app, coach);
    const coachStream = await openUserEvents(app, coach.token);
    const clientStream = await openUserEvents(app, client.token);
    try {
      const booked = await book(app, client, utcAt(clock(), 2, '10:00'));
      const seenByCoach = CoachingSessionChangedEventSchema.parse((await nextOfType(coachStream, 'coaching-session.changed', 5_000)).data);
      expect(seenByCoach.data.session).toMatchObject({ _id: booked._id, status: 'scheduled', notes: '' });

      await sessionsApi(app, coach).update(booked._id, { notes: 'Ask about the move' });
      await sessionsApi(app, coach).confirm(booked._id);
      const seenByClient = [];
      for (let n = 0; n < 3; n += 1) seenByClient.push(CoachingSessionChangedEventSchema.parse((await nextOfType(clientStream, 'coaching-session.changed', 5_000)).data).data.session);
      expect(seenByClient.map((session) => session.status)).toEqual(['scheduled', 'scheduled', 'confirmed']);
      for (const session of seenByClient) expect(session).not.toHaveProperty('notes');
    } finally {
      coachStream.close();
      clientStream.close();
    }
  });
});
