import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { type CalendarSession, sessionInvitation, sessionsFeed, sessionUid } from './calendar.js';

const MINUTE_MS = 60_000;

function aSession(overrides: Partial<CalendarSession> = {}): CalendarSession {
  const id = overrides.id ?? '0b6c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3';
  return {
    id,
    sequence: 0,
    title: 'Quarterly goals review',
    start: new Date('2025-03-10T14:30:00Z'),
    durationMinutes: 45,
    status: 'confirmed',
    location: { type: 'video_call', details: 'https://meet.example.com/abc-defg-hij' },
    coach: { name: 'Anna Coach', email: 'anna@example.com' },
    client: { name: 'Ben Client', email: 'ben@example.com' },
    url: `https://app.example.com/sessions/${id}`,
    updatedAt: new Date('2025-03-01T09:00:00Z'),
    ...overrides,
  };
}

/** What a calendar sees: the calendar component and its events. */
function parse(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const vevents = calendar.getAllSubcomponents('vevent');
  return { calendar, vevents, events: vevents.map((vevent) => new ICAL.Event(vevent)) };
}

function onlyEvent(content: string) {
  const { calendar, vevents, events } = parse(content);
  expect(events).toHaveLength(1);
  return { calendar, vevent: vevents[0]!, event: events[0]! };
}

function attendeeEmails(event: ICAL.Event): string[] {
  return event.attendees.map((attendee) => String(attendee.getFirstValue()).toLowerCase());
}

describe('sessionUid', () => {
  it('is the session id scoped to the platform', () => {
    expect(sessionUid('abc')).toBe('abc@coaching-platform');
  });
});

describe('sessionInvitation', () => {
  it('invites the client to the session on behalf of the coach', () => {
    const session = aSession({ sequence: 3 });
    const invitation = sessionInvitation(session);

    expect(invitation.filename).toBe(`session-${session.id}.ics`);
    expect(invitation.method).toBe('REQUEST');
    const { calendar, vevent, event } = onlyEvent(invitation.content);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('coaching-platform/sessions');
    expect(event.uid).toBe(`${session.id}@coaching-platform`);
    expect(event.sequence).toBe(3);
    expect(event.startDate.toJSDate()).toEqual(session.start);
    expect(event.endDate.toJSDate()).toEqual(new Date(session.start.getTime() + 45 * MINUTE_MS));
    expect(event.summary).toBe('Quarterly goals review');
    expect(event.location).toBe('Video call: https://meet.example.com/abc-defg-hij');
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(vevent.getFirstPropertyValue('url')).toBe(session.url);
    expect(String(vevent.getFirstPropertyValue('dtstamp'))).toBe('2025-03-01T09:00:00Z');
    expect(event.organizer.toLowerCase()).toBe('mailto:anna@example.com');
    expect(vevent.getFirstProperty('organizer')!.getParameter('cn')).toBe('Anna Coach');
    expect(attendeeEmails(event)).toEqual(['mailto:ben@example.com']);
    expect(event.attendees[0]!.getParameter('cn')).toBe('Ben Client');
    expect(event.description).toContain('Anna Coach');
    expect(event.description).toContain('Ben Client');
    expect(event.description).toContain(session.url);
  });

  it('writes UTC times and CRLF lines folded at 75 characters', () => {
    const longLink = `https://meet.example.com/${'x'.repeat(120)}`;
    const { content } = sessionInvitation(aSession({ location: { type: 'video_call', details: longLink } }));

    expect(content).toContain('\r\nDTSTART:20250310T143000Z\r\n');
    expect(content.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = content.split('\r\n');
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith('\t') || line.startsWith(' '))).toBe(true);
    expect(onlyEvent(content).event.location).toBe(`Video call: ${longLink}`);
  });

  it('keeps the UID and raises the SEQUENCE when the session moves', () => {
    const first = aSession({ sequence: 1 });
    const moved = aSession({ sequence: 2, start: new Date('2025-03-12T08:00:00Z'), updatedAt: new Date('2025-03-02T10:00:00Z') });

    const before = onlyEvent(sessionInvitation(first).content).event;
    const after = onlyEvent(sessionInvitation(moved).content).event;
    expect(after.uid).toBe(before.uid);
    expect(after.sequence).toBeGreaterThan(before.sequence);
    expect(after.startDate.toJSDate()).toEqual(moved.start);
  });

  it.each(['cancelled', 'no_show'] as const)('cancels the event with METHOD:CANCEL and STATUS:CANCELLED when the session is %s', (status) => {
    const session = aSession({ status, sequence: 4 });
    const invitation = sessionInvitation(session);

    expect(invitation.method).toBe('CANCEL');
    const { calendar, vevent, event } = onlyEvent(invitation.content);
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(event.uid).toBe(sessionUid(session.id));
    expect(event.sequence).toBe(4);
    expect(attendeeEmails(event)).toEqual(['mailto:ben@example.com']);
  });

  it.each([
    ['scheduled', 'TENTATIVE'],
    ['confirmed', 'CONFIRMED'],
    ['in_progress', 'CONFIRMED'],
    ['completed', 'CONFIRMED'],
  ] as const)('requests a %s session as %s', (status, expected) => {
    const invitation = sessionInvitation(aSession({ status }));

    expect(invitation.method).toBe('REQUEST');
    expect(onlyEvent(invitation.content).vevent.getFirstPropertyValue('status')).toBe(expected);
  });

  it.each([
    [{ type: 'in_person', details: 'Room 4, Main Street 1' }, 'Room 4, Main Street 1'],
    [{ type: 'video_call', details: 'https://meet.example.com/x' }, 'Video call: https://meet.example.com/x'],
    [{ type: 'phone', details: '+49 30 1234567' }, 'Phone: +49 30 1234567'],
    [{ type: 'video_call', details: ' ' }, 'Video call'],
    [{ type: 'phone', details: '' }, 'Phone'],
    [{ type: 'in_person', details: '' }, null],
  ] as const)('places the session at %j as %j', (location, expected) => {
    const { event } = onlyEvent(sessionInvitation(aSession({ location })).content);

    expect(event.location).toBe(expected);
  });

  it('escapes a title that tries to add an attendee', () => {
    const title = 'Review\r\nATTENDEE:mailto:evil@example.com';
    const { event } = onlyEvent(sessionInvitation(aSession({ title })).content);

    expect(attendeeEmails(event)).toEqual(['mailto:ben@example.com']);
    // iCalendar text carries line breaks as LF only.
    expect(event.summary).toBe('Review\nATTENDEE:mailto:evil@example.com');
  });

  it('escapes a lone carriage return, commas and semicolons in the location', () => {
    const details = 'Room 4; Main St.\rATTENDEE:mailto:evil@example.com, 2nd floor';
    const { event } = onlyEvent(sessionInvitation(aSession({ location: { type: 'in_person', details } })).content);

    expect(attendeeEmails(event)).toEqual(['mailto:ben@example.com']);
    expect(event.location).toBe('Room 4; Main St.\nATTENDEE:mailto:evil@example.com, 2nd floor');
  });

  it('keeps names with quotes and line breaks inside their CN parameter', () => {
    const coach = { name: 'Anna "The Coach"\r\nATTENDEE:mailto:evil@example.com', email: 'anna@example.com' };
    const client = { name: 'Ben, Jr.; "B"', email: 'ben@example.com' };
    const { vevent, event } = onlyEvent(sessionInvitation(aSession({ coach, client })).content);

    expect(attendeeEmails(event)).toEqual(['mailto:ben@example.com']);
    expect(event.organizer.toLowerCase()).toBe('mailto:anna@example.com');
    expect(vevent.getFirstProperty('organizer')!.getParameter('cn')).toBe('Anna "The Coach" ATTENDEE:mailto:evil@example.com');
    expect(event.attendees[0]!.getParameter('cn')).toBe('Ben, Jr.; "B"');
  });

  it('keeps non-ASCII text intact', () => {
    const title = 'Séance de coaching – Über Ziele 🎯';
    const coach = { name: 'Zoë Łukasiewicz', email: 'zoe@example.com' };
    const { vevent, event } = onlyEvent(sessionInvitation(aSession({ title, coach })).content);

    expect(event.summary).toBe(title);
    expect(vevent.getFirstProperty('organizer')!.getParameter('cn')).toBe('Zoë Łukasiewicz');
  });

  it('refuses a session the generator rejects instead of writing a broken file', () => {
    expect(() => sessionInvitation(aSession({ coach: { name: 'Anna', email: 'not an email' } }))).toThrow(/invitation/);
  });
});

describe('sessionsFeed', () => {
  const sessions = [
    aSession({ id: '11111111-1111-4111-8111-111111111111', start: new Date('2025-03-10T09:00:00Z') }),
    aSession({ id: '22222222-2222-4222-8222-222222222222', start: new Date('2025-03-11T15:30:00Z'), durationMinutes: 60 }),
    aSession({ id: '33333333-3333-4333-8333-333333333333', start: new Date('2025-03-12T07:15:00Z'), status: 'cancelled', sequence: 5 }),
  ];

  it('publishes every session as its own event under the calendar name', () => {
    const { calendar, vevents, events } = parse(sessionsFeed(sessions, 'Coaching – Anna Coach'));

    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Coaching – Anna Coach');
    expect(events.map((event) => event.uid)).toEqual(sessions.map((session) => sessionUid(session.id)));
    expect(events.map((event) => event.startDate.toJSDate())).toEqual(sessions.map((session) => session.start));
    expect(events[1]!.endDate.toJSDate()).toEqual(new Date('2025-03-11T16:30:00Z'));
    expect(vevents.map((vevent) => vevent.getFirstPropertyValue('status'))).toEqual(['CONFIRMED', 'CONFIRMED', 'CANCELLED']);
    expect(events[2]!.sequence).toBe(5);
  });

  it('is a valid, empty calendar when there are no sessions', () => {
    const content = sessionsFeed([], 'Coaching – Ben Client');
    const { calendar, events } = parse(content);

    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('coaching-platform/sessions');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Coaching – Ben Client');
    expect(events).toEqual([]);
    expect(content.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('keeps a calendar name on one line', () => {
    const { calendar } = parse(sessionsFeed([], 'Anna\r\nMETHOD:CANCEL'));

    expect(calendar.getAllProperties('method').map((method) => method.getFirstValue())).toEqual(['PUBLISH']);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Anna METHOD:CANCEL');
  });

  it('is the same text until a session changes', () => {
    expect(sessionsFeed(sessions, 'Coaching')).toBe(sessionsFeed(sessions, 'Coaching'));
  });
});
