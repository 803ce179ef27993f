import { SESSION_MESSAGES, SUCCESS_MESSAGES, type BookableSlots } from '@coaching/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app.js';
import { signUp, type SignedIn } from '../support/factories.js';
import { signUpAdmin, signUpCoachAndClient } from '../support/goals.js';
import { again, book, errorOf, everyDay, openHours, sessionsApi, utcAt } from './support.js';

const { app, clock } = await createTestApp();

async function slotsOn(target: FastifyInstance, who: SignedIn, coach: SignedIn, from: string, to: string): Promise<string[]> {
  const response = await sessionsApi(target, who).slots(coach.user._id, { from, to });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as BookableSlots).slots.map((slot) => slot.start);
}

/** The day `daysAhead` days after today (UTC), as YYYY-MM-DD. */
const dateAhead = (daysAhead: number) => utcAt(clock(), daysAhead, '00:00').slice(0, 10);
const dayOf = (daysAhead: number) => ({ from: utcAt(clock(), daysAhead, '00:00'), to: utcAt(clock(), daysAhead + 1, '00:00') });

describe('GET and PUT /api/coach/availability', () => {
  it('keep the weekly hours, timezone, overrides, blocks and preferences, and change preferences one at a time', async () => {
    const { coach } = await signUpCoachAndClient(app);
    const initial = await sessionsApi(app, coach).availability();
    expect(initial.statusCode).toBe(200);
    expect(initial.json().data).toMatchObject({ weekly: { monday: { available: false, startTime: '09:00', endTime: '17:00' } }, overrides: [], blocks: [] });
    expect(initial.json().data.sessionPreferences).toEqual({
      defaultDuration: 60, bufferTime: 15, maxDailyClients: 8, autoAcceptBookings: false, requireConfirmation: true,
      allowRescheduling: true, cancellationNotice: 24, minimumNotice: 12, bookingHorizon: 60,
    });

    const body = {
      timezone: 'Europe/Paris',
      weekly: { ...everyDay('08:30', '12:00'), sunday: { available: false, startTime: '09:00', endTime: '17:00' } },
      overrides: [
        { date: '2031-05-02', available: true, startTime: '14:00', endTime: '18:00' },
        { date: '2031-05-01', available: false, startTime: '09:00', endTime: '17:00' },
      ],
      blocks: [{ start: '2031-05-05T10:00:00.000Z', end: '2031-05-05T11:00:00.000Z', reason: 'Dentist' }],
      sessionPreferences: { defaultDuration: 45, bufferTime: 0 },
    };
    const saved = await sessionsApi(app, coach).setAvailability(body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(SUCCESS_MESSAGES.settingsUpdated);
    const read = (await sessionsApi(app, coach).availability()).json().data;
    expect(read).toMatchObject({
      timezone: 'Europe/Paris',
      weekly: body.weekly,
      overrides: [body.overrides[1], body.overrides[0]],
      blocks: [{ start: body.blocks[0]!.start, end: body.blocks[0]!.end, reason: 'Dentist' }],
      sessionPreferences: { defaultDuration: 45, bufferTime: 0, maxDailyClients: 8 },
    });
    expect(read.blocks[0]._id).toEqual(expect.any(String));

    await sessionsApi(app, coach).setAvailability({ sessionPreferences: { minimumNotice: 2 } });
    const after = (await sessionsApi(app, coach).availability()).json().data;
    expect(after.sessionPreferences).toMatchObject({ defaultDuration: 45, bufferTime: 0, minimumNotice: 2 });
    expect(after).toMatchObject({ timezone: 'Europe/Paris', weekly: body.weekly, overrides: read.overrides, blocks: read.blocks });
  });

  it('replace the blocks the coach is shown (from 30 days back on) and keep older ones as history', async () => {
    const { coach } = await signUpCoachAndClient(app);
    const old = { start: utcAt(clock(), 1, '10:00'), end: utcAt(clock(), 1, '11:00'), reason: 'Old' };
    await sessionsApi(app, coach).setAvailability({ blocks: [old] });
    clock.advance(40 * 24 * 3_600_000);
    await again(app, coach);
    expect((await sessionsApi(app, coach).availability()).json().data.blocks).toEqual([]);
    const next = { start: utcAt(clock(), 2, '10:00'), end: utcAt(clock(), 2, '11:00'), reason: 'Dentist' };
    await sessionsApi(app, coach).setAvailability({ blocks: [next] });
    await sessionsApi(app, coach).setAvailability({ blocks: [next] });
    expect((await sessionsApi(app, coach).availability()).json().data.blocks).toMatchObject([{ ...next }]);
    const kept = await app.services.db.execute(sql`select count(*)::int as n from blocked_times where reason = 'Old' and coach_id = ${coach.user._id}`);
    expect((kept as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  it('refuse a block ending before it starts, two overrides of one date and an unknown timezone (400), and anyone but a coach', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const api = sessionsApi(app, coach);
    const backwards = await api.setAvailability({ blocks: [{ start: '2031-05-05T11:00:00Z', end: '2031-05-05T10:00:00Z' }] });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual([{ msg: SESSION_MESSAGES.blockInvalid, path: 'blocks.0.end' }]);
    const day = { available: false, startTime: '09:00', endTime: '17:00' };
    const twice = await api.setAvailability({ overrides: [{ date: '2031-05-01', ...day }, { date: '2031-05-01', ...day }] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors[0].path).toBe('overrides.1.date');
    expect((await api.setAvailability({ timezone: 'Mars/Olympus' })).statusCode).toBe(400);
    expect((await api.setAvailability({ overrides: [{ date: '1 May', ...day }] })).statusCode).toBe(400);
    expect((await api.setAvailability({ sessionPreferences: { bufferTime: 45 } })).statusCode).toBe(400);
    // Nothing of the refused bodies was kept.
    expect((await api.availability()).json().data).toMatchObject({ overrides: [], blocks: [], timezone: 'UTC' });
    expect((await sessionsApi(app, client).setAvailability({ timezone: 'UTC' })).statusCode).toBe(403);
    expect((await sessionsApi(app, client).availability()).statusCode).toBe(403);
  });
});

describe('GET /api/coaches/:id/availability', () => {
  it('leaves out a day off and adds the extra hours of an override', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    await openHours(app, coach, {
      overrides: [
        { date: dateAhead(3), available: false, startTime: '09:00', endTime: '17:00' },
        { date: dateAhead(4), available: true, startTime: '18:00', endTime: '20:00' },
      ],
    });
    expect(await slotsOn(app, client, coach, dayOf(3).from, dayOf(3).to)).toEqual([]);
    expect(await slotsOn(app, client, coach, dayOf(4).from, dayOf(4).to)).toEqual(['18:00', '18:30', '19:00'].map((time) => utcAt(clock(), 4, time)));
    expect(await slotsOn(app, client, coach, dayOf(5).from, dayOf(5).to)).toHaveLength(15);
    expect(errorOf(await sessionsApi(app, client).create({ scheduledDate: utcAt(clock(), 3, '10:00') }))).toBe(SESSION_MESSAGES.slotUnavailable);
    expect((await book(app, client, utcAt(clock(), 4, '19:00'))).scheduledDate).toBe(utcAt(clock(), 4, '19:00'));
  });

  it('leaves out blocked times, and offers at most maxDailyClients sessions a day', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    await openHours(app, coach, {
      blocks: [{ start: utcAt(clock(), 3, '12:00'), end: utcAt(clock(), 3, '13:30'), reason: 'Lunch with a client' }],
      sessionPreferences: { maxDailyClients: 1, bufferTime: 0 },
    });
    const day3 = await slotsOn(app, client, coach, dayOf(3).from, dayOf(3).to);
    expect(day3).toContain(utcAt(clock(), 3, '11:00'));
    for (const time of ['11:30', '12:00', '12:30', '13:00']) expect(day3).not.toContain(utcAt(clock(), 3, time));
    expect(day3).toContain(utcAt(clock(), 3, '13:30'));
    expect(errorOf(await sessionsApi(app, client).create({ scheduledDate: utcAt(clock(), 3, '12:30') }))).toBe(SESSION_MESSAGES.slotUnavailable);

    await book(app, client, utcAt(clock(), 4, '09:00'));
    expect(await slotsOn(app, client, coach, dayOf(4).from, dayOf(4).to)).toEqual([]);
    expect(errorOf(await sessionsApi(app, client).create({ scheduledDate: utcAt(clock(), 4, '15:00') }))).toBe(SESSION_MESSAGES.slotUnavailable);
    expect(await slotsOn(app, client, coach, dayOf(5).from, dayOf(5).to)).toHaveLength(15);
  });

  it('answers the coach, their clients and admins; 404 to another coach and their client; 400 for a range over 62 days', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const { coach: otherCoach, client: otherClient } = await signUpCoachAndClient(app);
    const admin = await signUpAdmin(app);
    await openHours(app, coach);
    for (const who of [coach, client, admin]) expect((await sessionsApi(app, who).slots(coach.user._id)).statusCode).toBe(200);
    for (const who of [otherCoach, otherClient]) expect((await sessionsApi(app, who).slots(coach.user._id)).statusCode).toBe(404);
    expect((await sessionsApi(app, admin).slots(client.user._id)).statusCode).toBe(404);

    const tooLong = await sessionsApi(app, client).slots(coach.user._id, { from: utcAt(clock(), 1, '00:00'), to: utcAt(clock(), 64, '00:00') });
    expect(tooLong.statusCode).toBe(400);
    expect(errorOf(tooLong)).toBe(SESSION_MESSAGES.rangeTooLong);
    const backwards = await sessionsApi(app, client).slots(coach.user._id, { from: utcAt(clock(), 3, '00:00'), to: utcAt(clock(), 2, '00:00') });
    expect(errorOf(backwards)).toBe(SESSION_MESSAGES.rangeInvalid);
    // A default range: the next 14 days, from now (the notice applies).
    const slots = (await sessionsApi(app, client).slots(coach.user._id)).json().data as BookableSlots;
    expect(slots).toMatchObject({ coachId: coach.user._id, timezone: 'UTC', duration: 60 });
    expect(new Date(slots.slots[0]!.start).getTime()).toBeGreaterThanOrEqual(clock().getTime() + 12 * 3_600_000);
    expect(new Date(slots.slots.at(-1)!.start).getTime()).toBeLessThan(clock().getTime() + 14 * 86_400_000);
  });
});

describe('slots across daylight-saving changes', async () => {
  const dst = await createTestApp();
  const moveTo = async (iso: string, ...users: SignedIn[]) => {
    const target = new Date(iso).getTime();
    expect(target).toBeGreaterThan(dst.clock().getTime());
    dst.clock.advance(target - dst.clock().getTime());
    await again(dst.app, ...users);
  };
  const startsOn = async (who: SignedIn, coach: SignedIn, from: string, to: string) => slotsOn(dst.app, who, coach, from, to);

  it('keep 09:00-17:00 in Europe/London: 09:00Z before the change of 28 March 2027, 08:00Z after it', async () => {
    const coach = await signUp(dst.app, { role: 'coach' });
    const client = await signUp(dst.app);
    await dst.app.services.usersService.assignCoach(client.user._id, coach.user._id);
    await moveTo('2027-03-20T12:00:00Z', coach, client);
    await openHours(dst.app, coach, { timezone: 'Europe/London', overrides: [{ date: '2027-03-28', available: true, startTime: '00:00', endTime: '03:00' }] });

    const friday = await startsOn(client, coach, '2027-03-26T00:00:00Z', '2027-03-27T00:00:00Z');
    expect([friday[0], friday.at(-1)]).toEqual(['2027-03-26T09:00:00.000Z', '2027-03-26T16:00:00.000Z']);
    const monday = await startsOn(client, coach, '2027-03-29T00:00:00Z', '2027-03-30T00:00:00Z');
    expect([monday[0], monday.at(-1)]).toEqual(['2027-03-29T08:00:00.000Z', '2027-03-29T15:00:00.000Z']);
    // 00:00-03:00 local on the night of the change is two hours long: 60-minute slots start 00:00, 00:30 and 01:00Z.
    const night = await startsOn(client, coach, '2027-03-27T23:00:00Z', '2027-03-28T12:00:00Z');
    expect(night).toEqual(['2027-03-28T00:00:00.000Z', '2027-03-28T00:30:00.000Z', '2027-03-28T01:00:00.000Z']);
    const straddling = await book(dst.app, client, '2027-03-28T00:30:00.000Z');
    expect(straddling).toMatchObject({ duration: 60, endDate: '2027-03-28T01:30:00.000Z' });
  });

  it('keep 09:00-17:00 in America/New_York: 13:00Z before the change of 7 November 2027, 14:00Z after it', async () => {
    const coach = await signUp(dst.app, { role: 'coach' });
    const client = await signUp(dst.app);
    await dst.app.services.usersService.assignCoach(client.user._id, coach.user._id);
    await moveTo('2027-10-30T12:00:00Z', coach, client);
    await openHours(dst.app, coach, { timezone: 'America/New_York', overrides: [{ date: '2027-11-07', available: true, startTime: '00:00', endTime: '03:00' }] });

    const friday = await startsOn(client, coach, '2027-11-05T00:00:00Z', '2027-11-06T00:00:00Z');
    expect(friday[0]).toBe('2027-11-05T13:00:00.000Z');
    const monday = await startsOn(client, coach, '2027-11-08T00:00:00Z', '2027-11-09T00:00:00Z');
    expect([monday[0], monday.at(-1)]).toEqual(['2027-11-08T14:00:00.000Z', '2027-11-08T21:00:00.000Z']);
    // 00:00-03:00 local on the night the clocks go back lasts four hours (01:00-02:00 comes twice).
    const night = await startsOn(client, coach, '2027-11-07T00:00:00Z', '2027-11-07T12:00:00Z');
    expect([night.length, night[0], night.at(-1)]).toEqual([7, '2027-11-07T04:00:00.000Z', '2027-11-07T07:00:00.000Z']);
    const straddling = await book(dst.app, client, '2027-11-07T05:30:00.000Z');
    expect(straddling).toMatchObject({ duration: 60, endDate: '2027-11-07T06:30:00.000Z' });
  });
});
