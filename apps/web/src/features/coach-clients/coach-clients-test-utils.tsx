import { COACH_MESSAGES, INVITATION_MESSAGES, type CoachClient, type CoachMetrics, type Goal, type Guardrails, type Invitation, type Session, type User } from '@coaching/contract';
import { makeCoachMetrics, makeCoachUser } from '../../test/factories.js';
import { apiFail, apiOk, type FakeReply, type FetchCall } from '../../test/fake-api.js';
import { renderWithFakeApi } from '../../test/render-with-fake-api.js';
import { CoachClientsPage } from './coach-clients-page.js';
import { makeInvitation } from './coach-clients-fixtures.js';

export * from './coach-clients-fixtures.js';

/** What the fake API holds; a test changes it before or while the page shows. */
export type FakeClientsServer = {
  clients: CoachClient[];
  /** How many clients the practice has in all; more than `clients` holds stands for further pages. */
  total?: number;
  metrics: CoachMetrics;
  sessions: Session[];
  goals: Goal[];
  guardrails: Map<string, Guardrails>;
  /** The coach's invitations, newest first. */
  invitations: Invitation[];
  calls: FetchCall[];
};

type Options = Partial<Omit<FakeClientsServer, 'calls' | 'metrics' | 'guardrails'>> & {
  metrics?: Partial<CoachMetrics>;
  guardrails?: Record<string, Guardrails>;
  /** Answers a call before the fake server does (a failure, a slow reply). */
  override?: (call: FetchCall) => FakeReply | undefined;
  /** The coach's verification (issue 20); none: the coach may invite. */
  verification?: User['verification'];
};

/** Signs in as the test coach, stubs My Clients' API and renders /coach/clients. */
export function renderCoachClients(options: Options = {}) {
  const user = makeCoachUser(options.verification ? { verification: options.verification } : {});
  const server: FakeClientsServer = {
    clients: options.clients ?? [],
    total: options.total,
    metrics: makeCoachMetrics(options.metrics),
    sessions: options.sessions ?? [],
    goals: options.goals ?? [],
    guardrails: new Map(Object.entries(options.guardrails ?? {})),
    invitations: options.invitations ?? [],
    calls: [],
  };
  return renderWithFakeApi({ user, server, handle, override: options.override, routes: [{ path: '/coach/clients', element: <CoachClientsPage /> }], path: '/coach/clients' });
}

function handle(server: FakeClientsServer, call: FetchCall): Response {
  const [pathname = '', search = ''] = call.path.split('?');
  const query = new URLSearchParams(search);
  const removed = /^\/coach\/clients\/(.+)$/.exec(pathname);
  if (removed?.[1] && call.method === 'DELETE') {
    server.clients = server.clients.filter((client) => client._id !== removed[1]);
    return apiOk('DELETE /coach/clients/:id', null, { message: COACH_MESSAGES.clientRemoved });
  }
  if (pathname === '/coach/clients') {
    const limit = Number(query.get('limit') ?? 50);
    const page = Number(query.get('page') ?? 1);
    return apiOk('GET /coach/clients', { clients: server.clients.slice(0, limit), pagination: { page, limit, total: server.total ?? server.clients.length } });
  }
  if (pathname === '/analytics/coach') return apiOk('GET /analytics/coach', server.metrics);
  if (pathname.startsWith('/coach/invitations')) return handleInvitations(server, call, pathname);
  const guardrails = /^\/ai-coaching\/guardrails\/(.+)$/.exec(pathname);
  if (guardrails?.[1]) {
    const id = guardrails[1];
    if (call.method === 'PUT') server.guardrails.set(id, call.body as Guardrails);
    const saved = server.guardrails.get(id) ?? server.clients.find((client) => client._id === id)?.aiConfig.guardrails;
    return saved ? apiOk('GET /ai-coaching/guardrails/:id', { guardrails: saved }) : apiFail(404, 'User not found', 'NOT_FOUND');
  }
  if (pathname === '/sessions') {
    const limit = Number(query.get('limit') ?? 20);
    const sessions = server.sessions.filter((session) => session.clientId === query.get('clientId'));
    return apiOk('GET /sessions', { sessions: sessions.slice(0, limit), pagination: { page: 1, limit, total: sessions.length } });
  }
  if (pathname === '/goals') return apiOk('GET /goals', server.goals.filter((goal) => goal.clientId === query.get('clientId')));
  return apiFail(404, 'Not found', 'NOT_FOUND');
}

/** The invitation calls, as the server answers them: a new one first in the list, resend renews it, revoke closes it. */
function handleInvitations(server: FakeClientsServer, call: FetchCall, pathname: string): Response {
  if (pathname === '/coach/invitations' && call.method === 'GET') return apiOk('GET /coach/invitations', { invitations: server.invitations });
  if (pathname === '/coach/invitations' && call.method === 'POST') {
    const body = call.body as { name: string; email: string; phone?: string; goals?: string[]; notes?: string };
    if (server.invitations.some((invitation) => invitation.email === body.email && invitation.status === 'pending')) {
      return apiFail(409, INVITATION_MESSAGES.alreadyPending, 'CONFLICT');
    }
    const invitation = makeInvitation(server.invitations.length + 100, body.name, { email: body.email, phone: body.phone ?? '', goals: body.goals ?? [], notes: body.notes ?? '' });
    server.invitations = [invitation, ...server.invitations];
    return apiOk('POST /coach/invitations', { invitation }, { message: INVITATION_MESSAGES.sent });
  }
  const [, id = '', action] = /^\/coach\/invitations\/([^/]+)(?:\/(resend))?$/.exec(pathname) ?? [];
  const found = server.invitations.find((invitation) => invitation._id === id);
  if (!found) return apiFail(404, INVITATION_MESSAGES.notFound, 'NOT_FOUND');
  const now = new Date();
  const changed: Invitation =
    action === 'resend'
      ? { ...found, status: 'pending', sentCount: found.sentCount + 1, lastSentAt: now.toISOString(), expiresAt: new Date(now.getTime() + 14 * 86_400_000).toISOString() }
      : { ...found, status: 'revoked', respondedAt: now.toISOString() };
  server.invitations = server.invitations.map((invitation) => (invitation._id === id ? changed : invitation));
  return action === 'resend'
    ? apiOk('POST /coach/invitations/:id/resend', { invitation: changed }, { message: INVITATION_MESSAGES.resent })
    : apiOk('DELETE /coach/invitations/:id', { invitation: changed }, { message: INVITATION_MESSAGES.revoked });
}
