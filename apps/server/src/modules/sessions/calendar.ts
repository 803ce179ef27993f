import { createEvent, createEvents, type EventAttributes, type EventStatus, type ReturnObject } from 'ics';

export type CalendarSession = {
  id: string;
  /** Raised with every change of the session, so calendars update the event instead of adding a copy. */
  sequence: number;
  title: string;
  start: Date;
  durationMinutes: number;
  status: 'scheduled' | 'confirmed' | 'in_progress' | 'completed' | 'cancelled' | 'no_show';
  location: { type: 'video_call' | 'phone' | 'in_person'; details: string };
  coach: { name: string; email: string };
  client: { name: string; email: string };
  /** A link to the session in the app. */
  url: string;
  updatedAt: Date;
};

const PRODUCT_ID = 'coaching-platform/sessions';
const MINUTE_MS = 60_000;

// A no-show is over and did not happen: calendars should drop it like a cancelled session.
const EVENT_STATUS: Record<CalendarSession['status'], EventStatus> = {
  scheduled: 'TENTATIVE',
  confirmed: 'CONFIRMED',
  in_progress: 'CONFIRMED',
  completed: 'CONFIRMED',
  cancelled: 'CANCELLED',
  no_show: 'CANCELLED',
};

const LOCATION_WORD = { video_call: 'Video call', phone: 'Phone' } as const;

// ics writes DTSTAMP from `timestamp` (its schema accepts it) but its typings leave it out.
type SessionEvent = EventAttributes & { timestamp: number };

/** The event's UID: the same for every version of one session (`${id}@coaching-platform`). */
export function sessionUid(sessionId: string): string {
  return `${sessionId}@coaching-platform`;
}

/** An invitation to attach to a booking, change or cancellation mail: METHOD:REQUEST, or METHOD:CANCEL (STATUS:CANCELLED) for a cancelled session. */
export function sessionInvitation(session: CalendarSession): { filename: string; content: string; method: 'REQUEST' | 'CANCEL' } {
  const event = toEvent(session);
  // A REQUEST carrying STATUS:CANCELLED is ignored by several clients; only CANCEL removes the event.
  const method = event.status === 'CANCELLED' ? 'CANCEL' : 'REQUEST';
  const content = unwrap(createEvent({ ...event, productId: PRODUCT_ID, method }), `the invitation for session ${session.id}`);
  return { filename: `session-${session.id}.ics`, content, method };
}

/** A subscribable feed of one person's sessions (X-WR-CALNAME = calendarName); cancelled sessions stay in it with STATUS:CANCELLED so subscribed calendars drop them. */
export function sessionsFeed(sessions: readonly CalendarSession[], calendarName: string): string {
  const header = { productId: PRODUCT_ID, method: 'PUBLISH', calName: singleLine(calendarName) };
  return unwrap(createEvents(sessions.map(toEvent), header), 'the sessions feed');
}

function toEvent(session: CalendarSession): SessionEvent {
  const start = session.start.getTime();
  return {
    uid: sessionUid(session.id),
    sequence: session.sequence,
    // DTSTAMP from the data, not the clock: a feed stays byte-identical until a session changes.
    timestamp: session.updatedAt.getTime(),
    lastModified: session.updatedAt.getTime(),
    start,
    end: start + session.durationMinutes * MINUTE_MS,
    startInputType: 'utc',
    startOutputType: 'utc',
    endInputType: 'utc',
    endOutputType: 'utc',
    title: text(session.title),
    description: text(`Coach: ${singleLine(session.coach.name)}\nClient: ${singleLine(session.client.name)}\n\nOpen in the app: ${session.url}`),
    location: location(session.location),
    url: session.url,
    status: EVENT_STATUS[session.status],
    organizer: { name: paramText(session.coach.name), email: session.coach.email },
    attendees: [{ name: paramText(session.client.name), email: session.client.email, role: 'REQ-PARTICIPANT' }],
  };
}

function location({ type, details }: CalendarSession['location']): string | undefined {
  const given = text(details).trim();
  if (type === 'in_person') return given || undefined;
  return given ? `${LOCATION_WORD[type]}: ${given}` : LOCATION_WORD[type];
}

/**
 * iCalendar text may not hold control characters. ics escapes CRLF and LF (as \n) but passes a
 * lone CR through, which some parsers take for a line end: every line break becomes LF here.
 */
function text(value: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  return value.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '');
}

function singleLine(value: string): string {
  return text(value).replace(/\n/g, ' ');
}

/**
 * Names go into quoted CN parameters, where ics leaves line breaks raw (ORGANIZER) and escapes a
 * quote as \" (which ends the parameter early): flatten the name and encode quotes per RFC 6868.
 */
function paramText(value: string): string {
  return singleLine(value).replace(/\^/g, '^^').replace(/"/g, "^'");
}

function unwrap({ error, value }: ReturnObject, what: string): string {
  if (error || value === null) throw new Error(`Could not build ${what} as iCalendar`, { cause: error });
  return value;
}
