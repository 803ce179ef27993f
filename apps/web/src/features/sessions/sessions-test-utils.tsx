import { defaultProfile, SESSION_MESSAGES, SUCCESS_MESSAGES, type Session, type SessionStatus, type Slot } from '@coaching/contract';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { makeCoachSession, TEST_CLIENT_ID, TEST_COACH_ID } from '../../test/factories.js';
import { apiFail, apiOk, stubApi, type FakeReply, type FetchCall } from '../../test/fake-api.js';
import { renderRoutes, storeSession, testUser } from '../../test/render.js';
import { ClientSessionPage } from './client-session-page.js';
import { ClientSessionsPage } from './client-sessions-page.js';

export { apiFail, apiOk, callsTo } from '../../test/fake-api.js';

export const COACH_ID = TEST_COACH_ID;
export const CLIENT_ID = TEST_CLIENT_ID;
/** Monday 4 March 2030, 12:00 UTC: 7:00 in New York (still on EST; EDT starts on the 10th). */
export const NOW = new Date('2030-03-04T12:00:00.000Z');
export const VIEWER_ZONE = 'America/New_York';
export const COACH_ZONE = 'Europe/London';
const HOUR = 3_600_000;

/** Freezes the clock (only Date: timers keep running, so the screens and Testing Library wait as usual). */
export function freezeClock(): void {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
}

/** A confirmed hour-long video session between the test coach and the test client, as the client sees it. */
export function makeSession(overrides: Partial<Session> = {}): Session {
  return makeCoachSession({
    scheduledDate: '2030-03-05T15:00:00.000Z',
    location: { type: 'video_call', details: 'https://meet.example.com/career' },
    client: { _id: CLIENT_ID, firstName: 'Jordan', lastName: 'Taylor', timezone: VIEWER_ZONE },
    coach: { _id: COACH_ID, firstName: 'Sarah', lastName: 'Mitchell', timezone: COACH_ZONE },
    requestedBy: 'client',
    createdAt: '2030-02-01T10:00:00.000Z',
    updatedAt: '2030-02-01T10:00:00.000Z',
    ...overrides,
  });
}

export const slot = (start: string, minutes = 60): Slot => ({ start, end: new Date(Date.parse(start) + minutes * 60_000).toISOString() });

export type FakeSessionsServer = {
  sessions: Session[];
  slots: Slot[];
  calls: FetchCall[];
  allowRescheduling: boolean;
  /** Hours before the start inside which the client's change is late (the coach's cancellationNotice). */
  notice: number;
  feedUrl: string;
};

type Options = {
  path: string;
  sessions?: Session[];
  slots?: Slot[];
  coachId?: string | null;
  timezone?: string;
  allowRescheduling?: boolean;
  override?: (call: FetchCall) => FakeReply | undefined;
};

/** Signs in as the test client (in New York unless told), stubs a small sessions API and renders the client's session pages. */
export function renderSessions(options: Options) {
  const profile = { ...defaultProfile('Jordan', 'Taylor'), timezone: options.timezone ?? VIEWER_ZONE };
  const user = testUser({ _id: CLIENT_ID, coachId: options.coachId === undefined ? COACH_ID : options.coachId, profile });
  const server: FakeSessionsServer = {
    sessions: options.sessions ?? [],
    slots: options.slots ?? [],
    calls: [],
    allowRescheduling: options.allowRescheduling ?? true,
    notice: 24,
    feedUrl: 'https://coaching.example.com/api/calendar/feed-one.ics',
  };
  stubApi((call) => {
    if (call.path === '/auth/me') return apiOk('GET /auth/me', { user });
    server.calls.push(call);
    return options.override?.(call) ?? handle(server, call);
  });
  storeSession(user);
  const view = renderRoutes(
    [
      { path: '/client/sessions', element: <ClientSessionsPage /> },
      { path: '/client/sessions/:id', element: <ClientSessionPage /> },
    ],
    options.path,
  );
  return { ...view, server, user: userEvent.setup() };
}

const time = (session: Session) => Date.parse(session.scheduledDate);

function handle(server: FakeSessionsServer, call: FetchCall): FakeReply {
  const [pathname = '', search = ''] = call.path.split('?');
  const query = new URLSearchParams(search);
  const now = Date.now();
  if (pathname === '/sessions' && call.method === 'GET') {
    const statuses = query.get('status')?.split(',') as SessionStatus[] | undefined;
    const ascending = query.get('sort') === 'scheduledDate';
    const page = Number(query.get('page') ?? 1);
    const limit = Number(query.get('limit') ?? 20);
    const listed = server.sessions.filter((s) => !statuses || statuses.includes(s.status)).sort((a, b) => (ascending ? time(a) - time(b) : time(b) - time(a)));
    return apiOk('GET /sessions', { sessions: listed.slice((page - 1) * limit, page * limit), pagination: { page, limit, total: listed.length } });
  }
  if (pathname === '/sessions/upcoming/list') {
    const days = Number(query.get('days'));
    const limit = Number(query.get('limit'));
    const listed = server.sessions
      .filter((s) => ['scheduled', 'confirmed', 'in_progress'].includes(s.status) && Date.parse(s.endDate) > now && time(s) < now + days * 24 * HOUR)
      .sort((a, b) => time(a) - time(b));
    return apiOk('GET /sessions/upcoming/list', { sessions: listed.slice(0, limit) });
  }
  if (pathname === '/sessions' && call.method === 'POST') {
    const body = call.body as { scheduledDate: string; title?: string };
    const created = makeSession({ scheduledDate: body.scheduledDate, title: body.title ?? 'Coaching session', status: 'scheduled' });
    server.sessions.push(created);
    server.slots = server.slots.filter((s) => s.start !== body.scheduledDate);
    return apiOk('POST /sessions', { session: created }, { message: SUCCESS_MESSAGES.sessionCreated });
  }
  if (pathname.startsWith('/coaches/')) {
    const from = Date.parse(query.get('from') ?? '');
    const to = Date.parse(query.get('to') ?? '');
    const slots = server.slots.filter((s) => Date.parse(s.start) >= from && Date.parse(s.start) < to);
    return apiOk('GET /coaches/:id/availability', { coachId: COACH_ID, timezone: COACH_ZONE, duration: 60, slots });
  }
  if (pathname === '/calendar/feed') return apiOk('GET /calendar/feed', { url: server.feedUrl });
  if (pathname === '/calendar/feed/rotate') {
    server.feedUrl = 'https://coaching.example.com/api/calendar/feed-two.ics';
    return apiOk('POST /calendar/feed/rotate', { url: server.feedUrl });
  }
  const [, , id, action] = pathname.split('/');
  const session = server.sessions.find((s) => s._id === id);
  if (!session) return apiFail(404, SESSION_MESSAGES.notFound, 'NOT_FOUND');
  const late = time(session) - now < server.notice * HOUR;
  const at = new Date(now).toISOString();
  if (action === 'cancel') {
    const { reason } = call.body as { reason: string };
    Object.assign(session, { status: 'cancelled', cancellation: { by: 'client', reason, at, late, waived: false } });
    return apiOk('PATCH /sessions/:id/cancel', { session }, { message: SUCCESS_MESSAGES.sessionCancelled });
  }
  if (action === 'feedback') {
    const body = call.body as { satisfaction: number; clarity: number; actionability: number; comments: string };
    session.assessment = { clientFeedback: { ...body, submittedAt: at } };
    return apiOk('PATCH /sessions/:id/feedback', { session }, { message: SUCCESS_MESSAGES.feedbackSubmitted });
  }
  if (action === 'ics') {
    return new Response('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', { headers: { 'content-type': 'text/calendar', 'content-disposition': `attachment; filename="session-${session._id}.ics"` } });
  }
  if (call.method === 'PUT') {
    if (!server.allowRescheduling) return apiFail(409, SESSION_MESSAGES.reschedulingOff, 'CONFLICT');
    const { scheduledDate } = call.body as { scheduledDate: string };
    Object.assign(session, {
      scheduledDate,
      endDate: new Date(Date.parse(scheduledDate) + session.duration * 60_000).toISOString(),
      status: 'scheduled',
      lateReschedule: session.lateReschedule || late,
    });
    return apiOk('PUT /sessions/:id', { session }, { message: SUCCESS_MESSAGES.sessionUpdated });
  }
  return apiOk('GET /sessions/:id', { session });
}
