import {
  AiConversationStatusSchema,
  CONVERSATION_STATUSES,
  SESSION_LOCATION_TYPES,
  SESSION_STATUSES,
  type AnalyticsInterval,
  type ConversationsAnalytics,
  type Permission,
  type PlatformAnalytics,
  type SessionsAnalytics,
} from '@coaching/contract';
import { apiFail, apiOk, type FakeReply, type FetchCall } from '../../test/fake-api.js';
import { renderWithFakeApi } from '../../test/render-with-fake-api.js';
import { testUser } from '../../test/render.js';
import { AdminAnalyticsPage } from './admin-analytics-page.js';

const zeros = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

/** Three months of the overview, with a thousand clients in the last so that its figures hold a comma in English. */
export function makeOverview(): PlatformAnalytics {
  const months = [
    { month: '2030-01', byRole: { client: 12, coach: 3, admin: 1 }, total: 40 },
    { month: '2030-02', byRole: { client: 20, coach: 2, admin: 0 }, total: 62 },
    { month: '2030-03', byRole: { client: 1200, coach: 5, admin: 0 }, total: 1267 },
  ];
  return {
    financials: { totalRevenue: 4200, monthlyRevenue: 900, revenueGrowth: 12 },
    users: { active: 1250, total: 1267, growth: 5, newToday: 4, byRole: { client: 1240, coach: 22, admin: 5 } },
    sessions: { total: 300, completed: 210, growth: 3 },
    conversations: { total: 80, active: 12, growth: 0, human: { total: 30, active: 9 } },
    charts: {
      userGrowth: months.map(({ month, byRole, total }) => ({ month, byRole, total, newUsers: byRole.client + byRole.coach + byRole.admin })),
      roleDistribution: [
        { role: 'client', count: 1240, active: 1230 },
        { role: 'coach', count: 22, active: 16 },
        { role: 'admin', count: 5, active: 4 },
      ],
      sessionActivity: [],
      revenue: [],
    },
    recentActivity: [],
    timezone: 'UTC',
  };
}

const DAYS = ['2030-03-02', '2030-03-03', '2030-03-04'];
const period = (interval: AnalyticsInterval) => ({ from: DAYS[0] ?? '', to: DAYS[2] ?? '', interval, timezone: 'UTC' });

export function makeSessions(interval: AnalyticsInterval = 'day'): SessionsAnalytics {
  return {
    period: period(interval),
    scope: { coachId: null },
    totals: {
      total: 14,
      byStatus: { ...zeros(SESSION_STATUSES), completed: 9, cancelled: 3, no_show: 2 },
      byLocation: zeros(SESSION_LOCATION_TYPES),
      completionRate: 64,
      hoursCompleted: 9,
      revenue: 1390.5,
      averageDuration: 60,
      averageSatisfaction: 8,
      rated: 5,
    },
    series: [
      { bucket: DAYS[0] ?? '', total: 4, completed: 2, cancelled: 1, noShow: 1, revenue: 150 },
      { bucket: DAYS[1] ?? '', total: 0, completed: 0, cancelled: 0, noShow: 0, revenue: 0 },
      { bucket: DAYS[2] ?? '', total: 10, completed: 7, cancelled: 2, noShow: 1, revenue: 1240.5 },
    ],
  };
}

export function makeConversations(interval: AnalyticsInterval = 'day'): ConversationsAnalytics {
  return {
    period: period(interval),
    scope: { coachId: null },
    human: { started: 2, messages: 10, byStatus: zeros(CONVERSATION_STATUSES), activeNow: 1 },
    ai: { started: 6, messages: 40, userMessages: 20, people: 4, completed: 2, byStatus: zeros(AiConversationStatusSchema.options), averageSentiment: 0.6, averageRating: 4 },
    safety: { alerts: 3, crisis: 1, concern: 2, open: 1 },
    series: [
      { bucket: DAYS[0] ?? '', humanConversations: 1, humanMessages: 4, aiConversations: 2, aiMessages: 12, safetyAlerts: 1 },
      { bucket: DAYS[1] ?? '', humanConversations: 0, humanMessages: 0, aiConversations: 0, aiMessages: 0, safetyAlerts: 0 },
      { bucket: DAYS[2] ?? '', humanConversations: 1, humanMessages: 6, aiConversations: 4, aiMessages: 1028, safetyAlerts: 2 },
    ],
  };
}

type Server = { calls: FetchCall[] };

type Options = {
  /** The analytics admin's permissions; analytics.view by default. */
  permissions?: Permission[];
  /** Where the page opens, its query string included. */
  path?: string;
  override?: (call: FetchCall) => FakeReply | undefined;
};

/** Signs in as an admin, stubs the three analytics calls and renders /admin/analytics. */
export function renderAdminAnalytics({ permissions = ['analytics.view'], path = '/admin/analytics', override }: Options = {}) {
  return renderWithFakeApi({
    user: testUser({ role: 'admin', permissions }),
    server: { calls: [] } as Server,
    override,
    routes: [{ path: '/admin/analytics', element: <AdminAnalyticsPage /> }],
    path,
    handle: (_server, call) => {
      const [pathname = '', search = ''] = call.path.split('?');
      const interval = (new URLSearchParams(search).get('interval') ?? 'day') as AnalyticsInterval;
      if (pathname === '/analytics/overview') return apiOk('GET /analytics/overview', makeOverview());
      if (pathname === '/analytics/sessions') return apiOk('GET /analytics/sessions', makeSessions(interval));
      if (pathname === '/analytics/conversations') return apiOk('GET /analytics/conversations', makeConversations(interval));
      return apiFail(404, 'Not found', 'NOT_FOUND');
    },
  });
}

/** The paths of the calls to one report, in order. */
export const reportCalls = (calls: FetchCall[], report: 'sessions' | 'conversations') =>
  calls.filter((call) => call.method === 'GET' && call.path.startsWith(`/analytics/${report}`)).map((call) => call.path);
