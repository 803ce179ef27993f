import { type ActivityItem, ANALYTICS_MESSAGES, type PlatformAnalytics, ROLES, type Role } from '@coaching/contract';
import { growthPercent } from '../admin/user-admin.service.js';
import type { ActivityRow, MonthRow } from './overview.repository.js';

/** The admin overview composed from what the overview repository grouped: a few dozen rows, never one per user. */

export const MONTHS = 12;
export const roundMoney = (value: number) => Math.round(value * 100) / 100;

const zeroRoles = (): Record<Role, number> => ({ client: 0, coach: 0, admin: 0 });
const sumOf = <Row extends { count: number }>(rows: Row[], keep: (row: Row) => boolean = () => true) => rows.filter(keep).reduce((sum, row) => sum + row.count, 0);

export type OverviewInput = {
  months: string[];
  thisMonth: string;
  lastMonth: string;
  newToday: number;
  users: MonthRow<{ role: Role; isActive: boolean; count: number }>[];
  sessions: MonthRow<{ status: string; count: number; revenue: number }>[];
  aiConversations: MonthRow<{ active: boolean; count: number }>[];
  human: { total: number; active: number };
  activity: ActivityRow[];
};

function usersPart({ users, months, thisMonth, lastMonth, newToday }: OverviewInput) {
  const byRole = zeroRoles();
  const activeByRole = zeroRoles();
  for (const row of users) {
    byRole[row.role] += row.count;
    if (row.isActive) activeByRole[row.role] += row.count;
  }
  let running = sumOf(users, (row) => row.month === null);
  const userGrowth = months.map((month) => {
    const inMonth = users.filter((row) => row.month === month);
    const roles = zeroRoles();
    for (const row of inMonth) roles[row.role] += row.count;
    const newUsers = sumOf(inMonth);
    running += newUsers;
    return { month, newUsers, total: running, byRole: roles };
  });
  return {
    summary: {
      active: sumOf(users, (row) => row.isActive),
      total: sumOf(users),
      growth: growthPercent(sumOf(users, (row) => row.month === thisMonth), sumOf(users, (row) => row.month === lastMonth)),
      newToday,
      byRole,
    },
    userGrowth,
    roleDistribution: ROLES.map((role) => ({ role, count: byRole[role], active: activeByRole[role] })),
  };
}

function sessionsPart({ sessions, months, thisMonth, lastMonth }: OverviewInput) {
  const held = (row: { status: string }) => row.status !== 'cancelled';
  const revenueIn = (month: string | undefined) => roundMoney(sessions.filter((row) => month === undefined || row.month === month).reduce((sum, row) => sum + row.revenue, 0));
  const monthly = revenueIn(thisMonth);
  return {
    financials: { totalRevenue: revenueIn(undefined), monthlyRevenue: monthly, revenueGrowth: growthPercent(monthly, revenueIn(lastMonth)) },
    summary: {
      total: sumOf(sessions, held),
      completed: sumOf(sessions, (row) => row.status === 'completed'),
      growth: growthPercent(sumOf(sessions, (row) => held(row) && row.month === thisMonth), sumOf(sessions, (row) => held(row) && row.month === lastMonth)),
    },
    sessionActivity: months.map((month) => {
      const inMonth = sessions.filter((row) => row.month === month);
      return {
        month,
        total: sumOf(inMonth, held),
        completed: sumOf(inMonth, (row) => row.status === 'completed'),
        cancelled: sumOf(inMonth, (row) => row.status === 'cancelled'),
        noShow: sumOf(inMonth, (row) => row.status === 'no_show'),
      };
    }),
    revenue: months.map((month) => ({ month, revenue: revenueIn(month) })),
  };
}

/** One line of Recent Activity, in English with what it names, for the web to say in the reader's language. */
function activityItem(row: ActivityRow): ActivityItem {
  const time = row.at.toISOString();
  switch (row.kind) {
    case 'user':
      return { type: 'user', event: 'userRegistered', title: ANALYTICS_MESSAGES.userRegistered, description: ANALYTICS_MESSAGES.userRegisteredDescription(row.a, row.b), params: { name: row.a, role: row.b }, time };
    case 'session':
      return { type: 'session', event: 'sessionCompleted', title: ANALYTICS_MESSAGES.sessionCompleted, description: ANALYTICS_MESSAGES.sessionCompletedDescription(row.a, row.b), params: { coach: row.a, client: row.b }, time };
    case 'goal':
      return { type: 'goal', event: 'goalCreated', title: ANALYTICS_MESSAGES.goalCreated, description: ANALYTICS_MESSAGES.goalCreatedDescription(row.a, row.b), params: { name: row.a, category: row.b }, time };
    case 'ai':
      return { type: 'conversation', event: 'aiConversationStarted', title: ANALYTICS_MESSAGES.aiConversationStarted, description: ANALYTICS_MESSAGES.aiConversationStartedDescription(row.a), params: { name: row.a }, time };
    case 'conversation':
      return { type: 'conversation', event: 'conversationStarted', title: ANALYTICS_MESSAGES.conversationStarted, description: ANALYTICS_MESSAGES.conversationStartedDescription(row.a, row.b), params: { coach: row.a, client: row.b }, time };
  }
}

export function composeOverview(input: OverviewInput, timezone: string): PlatformAnalytics {
  const people = usersPart(input);
  const held = sessionsPart(input);
  const ai = input.aiConversations;
  return {
    financials: held.financials,
    users: people.summary,
    sessions: held.summary,
    conversations: {
      total: sumOf(ai),
      active: sumOf(ai, (row) => row.active),
      growth: growthPercent(sumOf(ai, (row) => row.month === input.thisMonth), sumOf(ai, (row) => row.month === input.lastMonth)),
      human: input.human,
    },
    charts: { userGrowth: people.userGrowth, roleDistribution: people.roleDistribution, sessionActivity: held.sessionActivity, revenue: held.revenue },
    recentActivity: input.activity.map(activityItem),
    timezone,
  };
}
