import { ANALYTICS_MESSAGES, defaultPlatformSettings, type ActivityItem, type AiEngine, type Permission, type PlatformAnalytics } from '@coaching/contract';
import { apiFail, apiOk, type FakeReply, type FetchCall } from '../../test/fake-api.js';
import { renderWithFakeApi } from '../../test/render-with-fake-api.js';
import { testUser } from '../../test/render.js';
import { AdminDashboardPage } from './admin-dashboard-page.js';

const EVERY_PERMISSION: Permission[] = ['users.manage', 'analytics.view', 'ai.configure', 'conversations.oversee', 'audit.view'];
const MINUTE = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();

/** Five things that happened, newest first, as GET /analytics/overview words them in English. */
export const ACTIVITY: ActivityItem[] = [
  { type: 'user', event: 'userRegistered', title: ANALYTICS_MESSAGES.userRegistered, description: ANALYTICS_MESSAGES.userRegisteredDescription('Ann Lee', 'coach'), params: { name: 'Ann Lee', role: 'coach' }, time: ago(5) },
  { type: 'session', event: 'sessionCompleted', title: ANALYTICS_MESSAGES.sessionCompleted, description: ANALYTICS_MESSAGES.sessionCompletedDescription('Sarah Johnson', 'John Smith'), params: { coach: 'Sarah Johnson', client: 'John Smith' }, time: ago(180) },
  { type: 'conversation', event: 'aiConversationStarted', title: ANALYTICS_MESSAGES.aiConversationStarted, description: ANALYTICS_MESSAGES.aiConversationStartedDescription('John Smith'), params: { name: 'John Smith' }, time: ago(60 * 26) },
  { type: 'goal', event: 'goalCreated', title: ANALYTICS_MESSAGES.goalCreated, description: ANALYTICS_MESSAGES.goalCreatedDescription('John Smith', 'Leadership'), params: { name: 'John Smith', category: 'Leadership' }, time: ago(60 * 50) },
  { type: 'conversation', event: 'conversationStarted', title: ANALYTICS_MESSAGES.conversationStarted, description: ANALYTICS_MESSAGES.conversationStartedDescription('Sarah Johnson', 'John Smith'), params: { coach: 'Sarah Johnson', client: 'John Smith' }, time: ago(60 * 24 * 8) },
];

/** The platform's figures: revenue $12,437.50, 1,234 active users, growth this month against last. */
export function makeOverview(overrides: Partial<PlatformAnalytics> = {}): PlatformAnalytics {
  const months = Array.from({ length: 12 }, (_, index) => `2026-${String(index + 1).padStart(2, '0')}`);
  return {
    financials: { totalRevenue: 12_437.5, monthlyRevenue: 1_800, revenueGrowth: 12.5 },
    users: { active: 1_234, total: 1_300, growth: -4, newToday: 7, byRole: { client: 1_100, coach: 180, admin: 20 } },
    sessions: { total: 5_678, completed: 5_000, growth: 0 },
    conversations: { total: 321, active: 40, growth: 100, human: { total: 90, active: 12 } },
    charts: {
      userGrowth: months.map((month, index) => ({ month, newUsers: 10 + index, total: 1_000 + index * 25, byRole: { client: 8 + index, coach: 2, admin: 0 } })),
      roleDistribution: [
        { role: 'client', count: 1_100, active: 1_050 },
        { role: 'coach', count: 180, active: 170 },
        { role: 'admin', count: 20, active: 14 },
      ],
      sessionActivity: [],
      revenue: [],
    },
    recentActivity: ACTIVITY,
    timezone: 'UTC',
    ...overrides,
  };
}

export type FakeOverviewServer = { overview: PlatformAnalytics; engine: AiEngine; calls: FetchCall[] };

type Options = { permissions?: Permission[]; overview?: PlatformAnalytics; engine?: AiEngine; override?: (call: FetchCall) => FakeReply | undefined };

/** Signs in as an admin with the given permissions (all by default), stubs overview, health and AI settings, renders /admin. */
export function renderAdminDashboard(options: Options = {}) {
  const me = testUser({ _id: 'a0000000-0000-4000-8000-000000000001', role: 'admin', email: 'admin@example.com', username: 'morgan_admin', permissions: options.permissions ?? EVERY_PERMISSION });
  const server: FakeOverviewServer = { overview: options.overview ?? makeOverview(), engine: options.engine ?? { kind: 'builtin', model: null, baseUrl: null }, calls: [] };
  return renderWithFakeApi({ user: me, server, handle, override: options.override, routes: [{ path: '/admin', element: <AdminDashboardPage /> }], path: '/admin' });
}

function handle(server: FakeOverviewServer, call: FetchCall): FakeReply {
  if (call.path === '/analytics/overview') return apiOk('GET /analytics/overview', server.overview);
  if (call.path === '/health') return apiOk('GET /health', { status: 'healthy', database: 'connected', version: '1.0.0' });
  if (call.path === '/admin/ai-settings') return apiOk('GET /admin/ai-settings', { settings: defaultPlatformSettings().ai, engine: server.engine, updatedAt: null });
  return apiFail(404, 'Not found', 'NOT_FOUND');
}
