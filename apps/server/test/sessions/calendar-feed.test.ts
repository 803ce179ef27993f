import { SESSION_MESSAGES, type Session } from '@coaching/contract';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app.js';
import type { SignedIn } from '../support/factories.js';
import { signUpCoachAndClient } from '../support/goals.js';
import { book, openHours, schedule, sessionsApi, utcAt } from './support.js';

const { app, clock } = await createTestApp();

type ParsedEvent = { uid: string; sequence: number; status: string; start: string; end: string; summary: string };

function eventsOf(text: string): ParsedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      sequence: event.sequence,
      status: String(vevent.getFirstPropertyValue('status')),
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      summary: event.summary,
    };
  });
}

const uidOf = (session: Session) => `${session._id}@coaching-platform`;

/** The feed's address as GET /calendar/feed gives it, and its path on this server. */
async function feedOf(user: SignedIn): Promise<{ url: string; path: string }> {
  const response = await sessionsApi(app, user).feed();
  expect(response.statusCode).toBe(200);
  const url = response.json().data.url as string;
  return { url, path: new URL(url).pathname };
}

/** Fetched as a calendar does: no token, no cookie. */
const fetchFeed = (path: string) => app.inject({ method: 'GET', url: path });

describe('the calendar feed', () => {
  it("serves the person's sessions without sign-in, with their UIDs, keeping a cancelled one as CANCELLED with a higher SEQUENCE", async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const others = await signUpCoachAndClient(app);
    const first = await schedule(app, coach, client, utcAt(clock(), 2, '10:00'), { title: 'Goal setting', duration: 45 });
    const second = await schedule(app, coach, client, utcAt(clock(), 4, '10:00'), { title: 'Follow-up' });
    const theirs = await schedule(app, others.coach, others.client, utcAt(clock(), 2, '10:00'));

    const { url, path } = await feedOf(client);
    expect(url.startsWith('http://coaching.test/api/calendar/')).toBe(true);
    expect((await feedOf(client)).url).toBe(url);
    const served = await fetchFeed(path);
    expect(served.statusCode, served.body).toBe(200);
    expect(served.headers['content-type']).toMatch(/^text\/calendar/);
    const events = eventsOf(served.body);
    expect(events.map(({ uid, summary, start, end, status }) => ({ uid, summary, start, end, status }))).toEqual([
      { uid: uidOf(first), summary: 'Goal setting', start: first.scheduledDate, end: first.endDate, status: 'CONFIRMED' },
      { uid: uidOf(second), summary: 'Follow-up', start: second.scheduledDate, end: second.endDate, status: 'CONFIRMED' },
    ]);
    expect(eventsOf((await fetchFeed((await feedOf(others.client)).path)).body).map((event) => event.uid)).toEqual([uidOf(theirs)]);
    // The coach's feed has the same events, under the same UIDs.
    expect(eventsOf((await fetchFeed((await feedOf(coach)).path)).body).map((event) => event.uid)).toEqual([uidOf(first), uidOf(second)]);

    await sessionsApi(app, client).cancel(first._id, { reason: 'Conference trip' });
    const after = eventsOf((await fetchFeed(path)).body);
    const cancelled = after.find((event) => event.uid === uidOf(first))!;
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.sequence).toBeGreaterThan(events[0]!.sequence);
    expect(after.find((event) => event.uid === uidOf(second))).toEqual(events[1]);
  });

  it('stops answering at the old address once rotated, and answers at the new one', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const session = await schedule(app, coach, client, utcAt(clock(), 2, '10:00'));
    const old = await feedOf(client);
    const rotated = await sessionsApi(app, client).rotateFeed();
    expect(rotated.statusCode).toBe(200);
    const fresh = rotated.json().data.url as string;
    expect(fresh).not.toBe(old.url);
    expect((await feedOf(client)).url).toBe(fresh);

    const gone = await fetchFeed(old.path);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(SESSION_MESSAGES.feedNotFound);
    const served = await fetchFeed(new URL(fresh).pathname);
    expect(served.statusCode).toBe(200);
    expect(eventsOf(served.body).map((event) => event.uid)).toEqual([uidOf(session)]);
    // The coach's address is theirs alone and still works.
    expect((await fetchFeed((await feedOf(coach)).path)).statusCode).toBe(200);
  });

  it('answers 404 to a tampered or made-up address', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    await schedule(app, coach, client, utcAt(clock(), 2, '10:00'));
    const { path } = await feedOf(client);
    const [, userId, version, mac] = /\/api\/calendar\/([^.]+)\.(\d+)\.([^.]+)\.ics$/.exec(path)!;
    const flipped = `${mac!.slice(0, -1)}${mac!.endsWith('A') ? 'B' : 'A'}`;
    const tampered = [
      `/api/calendar/${userId}.${version}.${flipped}.ics`,
      `/api/calendar/${coach.user._id}.${version}.${mac}.ics`,
      `/api/calendar/${userId}.${Number(version) + 1}.${mac}.ics`,
      `/api/calendar/${userId}.${version}.${mac}`,
      `/api/calendar/${userId}.${version}.${mac!.slice(1)}.ics`,
      `/api/calendar/not-a-feed.ics`,
    ];
    for (const address of tampered) {
      const response = await fetchFeed(address);
      expect(response.statusCode, address).toBe(404);
    }
  });
});

describe('the mails of a booking and its cancellation', () => {
  it('carry an invitation with the same UID and a growing SEQUENCE, the cancellation as METHOD:CANCEL', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    await openHours(app, coach);
    const session = await book(app, client, utcAt(clock(), 3, '10:00'));
    await sessionsApi(app, coach).confirm(session._id);
    await sessionsApi(app, coach).update(session._id, { scheduledDate: utcAt(clock(), 3, '14:00') });
    await sessionsApi(app, client).cancel(session._id, { reason: 'New job, new hours' });

    for (const user of [client, coach]) {
      const mails = (await app.services.outbox.listForRecipient(user.email)).filter((mail) => mail.kind.startsWith('session_')).reverse();
      const invitations = mails.map((mail) => {
        const attachment = mail.attachments?.find((one) => one.contentType.startsWith('text/calendar'));
        expect(attachment, mail.kind).toBeDefined();
        const calendar = new ICAL.Component(ICAL.parse(attachment!.content) as unknown[]);
        const [event] = eventsOf(attachment!.content);
        return { kind: mail.kind, method: calendar.getFirstPropertyValue('method'), ...event! };
      });
      expect(invitations.map((invitation) => invitation.kind)).toEqual(['session_requested', 'session_confirmed', 'session_rescheduled', 'session_cancelled']);
      expect(new Set(invitations.map((invitation) => invitation.uid))).toEqual(new Set([uidOf(session)]));
      const sequences = invitations.map((invitation) => invitation.sequence);
      expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
      expect(new Set(sequences).size).toBe(sequences.length);
      expect(invitations.map((invitation) => invitation.method)).toEqual(['REQUEST', 'REQUEST', 'REQUEST', 'CANCEL']);
      expect(invitations.at(-1)).toMatchObject({ status: 'CANCELLED', start: utcAt(clock(), 3, '14:00') });
      expect(invitations[0]!.start).toBe(utcAt(clock(), 3, '10:00'));
    }
    // The booking mail speaks to each in their own words: the coach is asked to confirm, the client waits.
    const requested = async (user: SignedIn) => (await app.services.outbox.listForRecipient(user.email)).find((mail) => mail.kind === 'session_requested')!.textBody;
    expect(await requested(coach)).toContain('Confirm it in the app');
    expect(await requested(client)).toContain('It waits for their confirmation');
    expect(await requested(client)).not.toContain('Confirm it in the app');
  });
});
