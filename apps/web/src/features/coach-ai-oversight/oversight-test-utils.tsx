import type { AiConversation, CoachAiAnalytics, CoachSettings, ConversationAnalysis, OversightAlert } from '@coaching/contract';
import { vi } from 'vitest';
import { coachSettingsWith, makeCoachClient, makeCoachUser } from '../../test/factories.js';
import { apiFail, apiOk, type FakeReply, type FetchCall } from '../../test/fake-api.js';
import { renderWithFakeApi } from '../../test/render-with-fake-api.js';
import { AiAnalyticsPage } from './ai-analytics-page.js';
import { ClientAiConversationsPage } from './client-ai-conversations-page.js';
import { ConversationAnalysisPage } from './conversation-analysis-page.js';
import { makeAnalysis, makeAnalytics, NOW, RILEY_ID } from './oversight-fixtures.js';

export * from './oversight-fixtures.js';

/** What the fake API holds; acknowledging and resolving change its alerts as the server would. */
export type FakeOversightServer = {
  analytics: CoachAiAnalytics;
  alerts: OversightAlert[];
  analysis: ConversationAnalysis;
  conversations: AiConversation[];
  calls: FetchCall[];
};

type Options = Partial<Omit<FakeOversightServer, 'calls'>> & {
  path: string;
  override?: (call: FetchCall) => FakeReply | undefined;
  /** The coach's AI assistance switches that differ from the defaults. */
  aiAssistance?: Partial<CoachSettings['aiAssistance']>;
};

const ROUTES = [
  { path: '/coach/ai-analytics', element: <AiAnalyticsPage /> },
  { path: '/coach/conversation-analysis/:conversationId', element: <ConversationAnalysisPage /> },
  { path: '/coach/client/:clientId/ai-conversations', element: <ClientAiConversationsPage /> },
];

/** Signs in as the test coach, stubs the oversight API and renders the oversight page at `path`. */
export function renderOversight({ path, override, aiAssistance = {}, ...data }: Options) {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  const server: FakeOversightServer = {
    analytics: data.analytics ?? makeAnalytics(),
    alerts: data.alerts ?? [],
    analysis: data.analysis ?? makeAnalysis(),
    conversations: data.conversations ?? [],
    calls: [],
  };
  return renderWithFakeApi({ user: makeCoachUser({ coachSettings: coachSettingsWith(aiAssistance) }), server, handle, override, routes: ROUTES, path });
}

function handle(server: FakeOversightServer, call: FetchCall): Response {
  const [pathname = ''] = call.path.split('?');
  const alertAction = /^\/ai-coaching\/alerts\/([^/]+)\/(review|resolve)$/.exec(pathname);
  if (alertAction && call.method === 'POST') return changeAlert(server, alertAction[1]!, alertAction[2] as 'review' | 'resolve', call.body);
  if (pathname === '/ai-coaching/alerts') return apiOk('GET /ai-coaching/alerts', { alerts: server.alerts });
  if (pathname === '/ai-coaching/coach-analytics') return apiOk('GET /ai-coaching/coach-analytics', server.analytics);
  if (pathname === `/ai-coaching/conversations/${server.analysis.conversationId}/analysis`) return apiOk('GET /ai-coaching/conversations/:id/analysis', server.analysis);
  if (pathname === `/coach/clients/${RILEY_ID}`) return apiOk('GET /coach/clients/:id', { client: makeCoachClient(RILEY_ID, 'Riley', 'Chen') });
  if (pathname === '/ai-coaching/conversations') {
    const conversations = server.conversations.map((conversation) => ({ ...conversation, messages: [] }));
    return apiOk('GET /ai-coaching/conversations', { conversations, pagination: { page: 1, limit: 100, total: conversations.length } });
  }
  const one = server.conversations.find((conversation) => pathname === `/ai-coaching/conversations/${conversation._id}`);
  if (one) return apiOk('GET /ai-coaching/conversations/:id', { conversation: one });
  return apiFail(404, 'Not found', 'NOT_FOUND');
}

function changeAlert(server: FakeOversightServer, alertId: string, action: 'review' | 'resolve', body: unknown): Response {
  const alert = server.alerts.find((open) => open._id === alertId);
  if (!alert) return apiFail(404, 'Alert not found', 'NOT_FOUND');
  const at = NOW.toISOString();
  if (action === 'review') {
    Object.assign(alert, { status: 'acknowledged', acknowledgedAt: at });
    return apiOk('POST /ai-coaching/alerts/:id/review', { alert: { ...alert, reviewedAt: at } });
  }
  const note = (body as { note?: string } | undefined)?.note ?? null;
  server.alerts = server.alerts.filter((open) => open._id !== alertId);
  return apiOk('POST /ai-coaching/alerts/:id/resolve', {
    alert: { ...alert, status: 'resolved', acknowledgedAt: alert.acknowledgedAt ?? at, resolvedAt: at, resolutionNote: note },
  });
}
