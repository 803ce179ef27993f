import { coachClientList, coachSettingsWith, makeCoachClient, makeCoachInsights, makeCoachUser } from '../../test/factories.js';
import { defaultProfile, SESSION_MESSAGES, SUCCESS_MESSAGES, type CoachAiInsights, type CoachAvailability, type CoachSettings, type Goal, type Session, type SessionStatus, type Slot } from '@coaching/contract';
import { apiFail, apiOk, type FakeReply, type FetchCall } from '../../test/fake-api.js';
import { renderWithFakeApi } from '../../test/render-with-fake-api.js';
import { NewSessionPage } from './new-session-page.js';
import { COACH_ID, makeAvailability, makeSession } from './schedule-fixtures.js';
import { SchedulePage } from './schedule-page.js';
import { SessionPage } from './session-page.js';
import { SessionsPage } from './sessions-page.js';

export * from './schedule-fixtures.js';

export type FakeScheduleServer = {
  sessions: Session[];
  availability: CoachAvailability;
  slots: Slot[];
  goals: Goal[];
  insights: CoachAiInsights;
  calls: FetchCall[];
};

type Options = {
  path: string;
  /** The coach's profile timezone. */
  timezone?: string;
  sessions?: Session[];
  availability?: CoachAvailability;
  slots?: Slot[];
  goals?: Goal[];
  insights?: Partial<CoachAiInsights>;
  override?: (call: FetchCall) => FakeReply | undefined;
  /** The coach's AI assistance switches that differ from the defaults. */
  aiAssistance?: Partial<CoachSettings['aiAssistance']>;
};

/** Signs in as the test coach, stubs an in-memory sessions API and renders the coach's session and schedule routes. */
export function renderSchedule(options: Options) {
  const profile = { ...defaultProfile('Sarah', 'Mitchell'), timezone: options.timezone ?? 'America/New_York' };
  const user = makeCoachUser({ _id: COACH_ID, profile, coachSettings: coachSettingsWith(options.aiAssistance ?? {}) });
  const server: FakeScheduleServer = {
    sessions: options.sessions ?? [],
    availability: options.availability ?? makeAvailability({ timezone: profile.timezone }),
    slots: options.slots ?? [],
    goals: options.goals ?? [],
    insights: makeCoachInsights(options.insights),
    calls: [],
  };
  const routes = [
    { path: '/coach/sessions', element: <SessionsPage /> },
    { path: '/coach/sessions/new', element: <NewSessionPage /> },
    { path: '/coach/sessions/:id', element: <SessionPage /> },
    { path: '/coach/schedule', element: <SchedulePage /> },
  ];
  return renderWithFakeApi({ user, server, handle, override: options.override, routes, path: options.path });
}

const ACTIONS: Record<string, { status: SessionStatus; message: string }> = {
  confirm: { status: 'confirmed', message: SUCCESS_MESSAGES.sessionUpdated },
  start: { status: 'in_progress', message: SUCCESS_MESSAGES.sessionStarted },
  complete: { status: 'completed', message: SUCCESS_MESSAGES.sessionCompleted },
  'no-show': { status: 'no_show', message: SUCCESS_MESSAGES.sessionUpdated },
  cancel: { status: 'cancelled', message: SUCCESS_MESSAGES.sessionCancelled },
};

function handle(server: FakeScheduleServer, call: FetchCall): Response {
  const [pathname = '', search = ''] = call.path.split('?');
  const query = new URLSearchParams(search);
  if (pathname === '/conversations') return apiOk('GET /conversations', { conversations: [], pagination: { page: 1, limit: 20, total: 0 } });
  if (pathname === '/ai-coaching/coach-insights') return apiOk('GET /ai-coaching/coach-insights', server.insights);
  if (pathname === '/coach/clients') {
    const named = new Map(server.insights.activeClients.map((client) => [client.clientId, client.clientName]));
    for (const session of server.sessions) named.set(session.clientId, `${session.client.firstName} ${session.client.lastName}`);
    const clients = [...named].map(([id, name]) => makeCoachClient(id, name.split(' ')[0] ?? name, name.split(' ').slice(1).join(' ')));
    return apiOk('GET /coach/clients', coachClientList(clients));
  }
  if (pathname === '/goals') return apiOk('GET /goals', server.goals.filter((goal) => goal.clientId === query.get('clientId')));
  if (pathname === '/coach/availability' && call.method === 'GET') return apiOk('GET /coach/availability', server.availability);
  if (pathname === '/coach/availability' && call.method === 'PUT') {
    server.availability = { ...server.availability, ...(call.body as Partial<CoachAvailability>) };
    server.availability.blocks = server.availability.blocks.map((block) => ({ ...block, _id: block._id ?? crypto.randomUUID(), reason: block.reason ?? '' }));
    return apiOk('PUT /coach/availability', server.availability, { message: SUCCESS_MESSAGES.settingsUpdated });
  }
  if (pathname.startsWith('/coaches/')) {
    const { defaultDuration } = server.availability.sessionPreferences;
    return apiOk('GET /coaches/:id/availability', { coachId: COACH_ID, timezone: server.availability.timezone, duration: defaultDuration, slots: server.slots });
  }
  if (pathname === '/sessions' && call.method === 'GET') return apiOk('GET /sessions', list(server.sessions, query));
  if (pathname === '/sessions' && call.method === 'POST') {
    const body = call.body as { clientId: string; title: string; scheduledDate: string; duration: number; location: Session['location']; notes?: string };
    const session = makeSession({ ...body, scheduledDate: new Date(body.scheduledDate).toISOString(), locationType: body.location.type, status: 'confirmed' });
    server.sessions.push(session);
    return apiOk('POST /sessions', { session }, { message: SUCCESS_MESSAGES.sessionCreated });
  }
  const [, , id, action] = pathname.split('/');
  const session = server.sessions.find((s) => s._id === id);
  if (!session) return apiFail(404, SESSION_MESSAGES.notFound, 'NOT_FOUND');
  if (action === 'analytics') {
    return apiOk('GET /sessions/:id/analytics', {
      analytics: { plannedDuration: session.duration, actualDuration: null, feedback: session.assessment.clientFeedback, previousSessionDate: null, goalProgress: [] },
    });
  }
  if (call.method === 'PUT') {
    const body = call.body as Partial<Session>;
    // Notes the coach saves are no longer the AI's draft, as on the server.
    if (body.notes !== undefined) session.notesDraft = false;
    Object.assign(session, body, body.scheduledDate ? { endDate: new Date(Date.parse(body.scheduledDate) + session.duration * 60_000).toISOString() } : {});
    return apiOk('PUT /sessions/:id', { session }, { message: SUCCESS_MESSAGES.sessionUpdated });
  }
  if (call.method === 'PATCH' && action === 'waive') {
    Object.assign(session, { lateReschedule: false, cancellation: session.cancellation && { ...session.cancellation, waived: true } });
    return apiOk('PATCH /sessions/:id/waive', { session }, { message: SUCCESS_MESSAGES.sessionUpdated });
  }
  const change = action ? ACTIONS[action] : undefined;
  if (call.method === 'PATCH' && change) {
    session.status = change.status;
    if (action === 'cancel') session.cancellation = { by: 'coach', reason: (call.body as { reason: string }).reason, at: new Date().toISOString(), late: false, waived: false };
    if (action === 'complete') session.notes = (call.body as { notes?: string }).notes ?? session.notes;
    return apiOk('PATCH /sessions/:id/confirm', { session }, { message: change.message });
  }
  return apiOk('GET /sessions/:id', { session });
}

function list(sessions: Session[], query: URLSearchParams) {
  const statuses = query.get('status')?.split(',');
  const from = query.get('dateFrom');
  const to = query.get('dateTo');
  const limit = Number(query.get('limit') ?? 20);
  const ascending = query.get('sort') === 'scheduledDate';
  const found = sessions
    .filter((s) => (!statuses || statuses.includes(s.status)) && (!from || s.scheduledDate >= from) && (!to || s.scheduledDate < to))
    .sort((a, b) => (ascending ? 1 : -1) * a.scheduledDate.localeCompare(b.scheduledDate));
  return { sessions: found.slice(0, limit), pagination: { page: 1, limit, total: found.length } };
}

