import { COACH_MESSAGES, type CoachClient, type CoachMetrics, type Goal, type Guardrails, type Session } from '@coaching/contract';
import { makeCoachMetrics, makeCoachUser } from '../../test/factories.js';
import { apiFail, apiOk, type FakeReply, type FetchCall } from '../../test/fake-api.js';
import { renderWithFakeApi } from '../../test/render-with-fake-api.js';
import { CoachClientsPage } from './coach-clients-page.js';

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
  calls: FetchCall[];
};

type Options = Partial<Omit<FakeClientsServer, 'calls' | 'metrics' | 'guardrails'>> & {
  metrics?: Partial<CoachMetrics>;
  guardrails?: Record<string, Guardrails>;
  /** Answers a call before the fake server does (a failure, a slow reply). */
  override?: (call: FetchCall) => FakeReply | undefined;
};

/** Signs in as the test coach, stubs My Clients' API and renders /coach/clients. */
export function renderCoachClients(options: Options = {}) {
  const user = makeCoachUser();
  const server: FakeClientsServer = {
    clients: options.clients ?? [],
    total: options.total,
    metrics: makeCoachMetrics(options.metrics),
    sessions: options.sessions ?? [],
    goals: options.goals ?? [],
    guardrails: new Map(Object.entries(options.guardrails ?? {})),
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
