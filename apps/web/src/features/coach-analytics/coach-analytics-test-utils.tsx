import { defaultPreferences, defaultProfile, type CoachAiInsights, type CoachClient, type CoachMetrics } from '@coaching/contract';
import { vi } from 'vitest';
import { coachClientList, makeCoachInsights, makeCoachUser } from '../../test/factories.js';
import { apiFail, apiOk, type FakeReply, type FetchCall } from '../../test/fake-api.js';
import { renderWithFakeApi } from '../../test/render-with-fake-api.js';
import { CoachAnalyticsPage } from './coach-analytics-page.js';
import { COACH_ID, COACH_ZONE, makeMetrics, NOW } from './coach-analytics-fixtures.js';

export * from './coach-analytics-fixtures.js';

/** What the fake API holds. */
export type FakeAnalyticsServer = { metrics: CoachMetrics; insights: CoachAiInsights; clients: CoachClient[]; totalClients?: number; calls: FetchCall[] };

type Options = {
  metrics?: Partial<CoachMetrics>;
  insights?: Partial<CoachAiInsights>;
  clients?: CoachClient[];
  /** What pagination.total says, when the coach has more clients than one page. */
  totalClients?: number;
  language?: string;
  /** Answers a call before the fake server does (a failure). */
  override?: (call: FetchCall) => FakeReply | undefined;
};

/** Signs in as the test coach (in Los Angeles), stubs the analytics API and renders /coach/analytics. */
export function renderCoachAnalytics(options: Options = {}) {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  const profile = { ...defaultProfile('Sarah', 'Mitchell'), timezone: COACH_ZONE };
  const preferences = { ...defaultPreferences(), language: options.language ?? 'en' };
  const user = makeCoachUser({ _id: COACH_ID, profile, preferences });
  const server: FakeAnalyticsServer = {
    metrics: makeMetrics(options.metrics),
    insights: makeCoachInsights(options.insights),
    clients: options.clients ?? [],
    totalClients: options.totalClients,
    calls: [],
  };
  return renderWithFakeApi({ user, server, handle, override: options.override, routes: [{ path: '/coach/analytics', element: <CoachAnalyticsPage /> }], path: '/coach/analytics' });
}

function handle(server: FakeAnalyticsServer, call: FetchCall): Response {
  const [pathname = ''] = call.path.split('?');
  if (pathname === '/analytics/coach') return apiOk('GET /analytics/coach', server.metrics);
  if (pathname === '/ai-coaching/coach-insights') return apiOk('GET /ai-coaching/coach-insights', server.insights);
  if (pathname === '/coach/clients') {
    const list = coachClientList(server.clients);
    return apiOk('GET /coach/clients', { ...list, pagination: { ...list.pagination, total: server.totalClients ?? server.clients.length } });
  }
  return apiFail(404, 'Not found', 'NOT_FOUND');
}
