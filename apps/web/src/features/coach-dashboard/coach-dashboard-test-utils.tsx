import { defaultProfile, type CoachAiInsights, type CoachMetrics, type CoachSettings, type Conversation, type Session, type User } from '@coaching/contract';
import { vi } from 'vitest';
import { coachClientList, coachSettingsWith, makeCoachClient, makeCoachInsights, makeCoachMetrics, makeCoachUser } from '../../test/factories.js';
import { apiFail, apiOk, type FakeReply, type FetchCall } from '../../test/fake-api.js';
import { renderWithFakeApi } from '../../test/render-with-fake-api.js';
import { CoachDashboardPage } from './coach-dashboard-page.js';
import { COACH_ID, COACH_ZONE, fixtureId, NOW } from './coach-dashboard-fixtures.js';

export * from './coach-dashboard-fixtures.js';

/** What the fake API holds; a test changes it before or while the page shows. */
export type FakeDashboardServer = {
  activeClients: number;
  metrics: CoachMetrics;
  insights: CoachAiInsights;
  sessions: Session[];
  conversations: Conversation[];
  calls: FetchCall[];
};

type Options = Partial<Omit<FakeDashboardServer, 'calls' | 'metrics' | 'insights'>> & {
  metrics?: Partial<CoachMetrics>;
  insights?: Partial<CoachAiInsights>;
  firstName?: string;
  /** The coach's profile timezone. */
  timezone?: string;
  /** The clock, frozen (only Date: timers run, so Testing Library waits as usual). */
  now?: Date;
  /** Answers a call before the fake server does (a failure, a slow reply). */
  override?: (call: FetchCall) => FakeReply | undefined;
  /** The coach's AI assistance switches that differ from the defaults. */
  aiAssistance?: Partial<CoachSettings['aiAssistance']>;
  /** The coach's verification (issue 20); none: nothing to verify. */
  verification?: User['verification'];
};

/** Signs in as the test coach, stubs the dashboard's API and renders /coach. */
export function renderCoachDashboard(options: Options = {}) {
  vi.useFakeTimers({ toFake: ['Date'], now: options.now ?? NOW });
  const profile = { ...defaultProfile(options.firstName ?? 'Sarah', 'Mitchell'), timezone: options.timezone ?? COACH_ZONE };
  const user = makeCoachUser({ _id: COACH_ID, profile, coachSettings: coachSettingsWith(options.aiAssistance ?? {}), ...(options.verification && { verification: options.verification }) });
  const server: FakeDashboardServer = {
    activeClients: options.activeClients ?? 0,
    metrics: makeCoachMetrics(options.metrics),
    insights: makeCoachInsights(options.insights),
    sessions: options.sessions ?? [],
    conversations: options.conversations ?? [],
    calls: [],
  };
  return renderWithFakeApi({ user, server, handle, override: options.override, routes: [{ path: '/coach', element: <CoachDashboardPage /> }], path: '/coach' });
}

function handle(server: FakeDashboardServer, call: FetchCall): Response {
  const [pathname = '', search = ''] = call.path.split('?');
  const query = new URLSearchParams(search);
  if (pathname === '/coach/clients') {
    const limit = Number(query.get('limit') ?? 50);
    const clients = Array.from({ length: Math.min(limit, server.activeClients) }, (_, n) => makeCoachClient(fixtureId(n, 8), `Client${n}`, 'Doe'));
    return apiOk('GET /coach/clients', { ...coachClientList(clients), pagination: { page: 1, limit, total: server.activeClients } });
  }
  if (pathname === '/analytics/coach') return apiOk('GET /analytics/coach', server.metrics);
  if (pathname === '/ai-coaching/coach-insights') return apiOk('GET /ai-coaching/coach-insights', server.insights);
  if (pathname === '/sessions/upcoming/list') return apiOk('GET /sessions/upcoming/list', { sessions: server.sessions.slice(0, Number(query.get('limit'))) });
  if (pathname === '/conversations') {
    const limit = Number(query.get('limit') ?? 20);
    const conversations = server.conversations.slice(0, limit);
    return apiOk('GET /conversations', { conversations, pagination: { page: 1, limit, total: server.conversations.length } });
  }
  return apiFail(404, 'Not found', 'NOT_FOUND');
}
