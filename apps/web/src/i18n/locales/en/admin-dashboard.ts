/**
 * Platform Overview, /admin (issue 20; spec section 2 'Admin dashboard'). 'Failed to load analytics data' is
 * the contract's (messages), as are the revenue and growth bases and the recent activity's titles and descriptions.
 */
export default {
  subtitle: 'The platform at a glance: revenue, people, sessions and AI coaching, its health and what happened lately.',
  tryAgain: 'Try Again',
  needsPermission: 'The platform’s figures need the analytics.view permission. Ask an admin who manages users to grant it.',
  cards: {
    label: 'Platform figures',
    totalRevenue: 'Total Revenue',
    activeUsers: 'Active Users',
    totalSessions: 'Total Sessions',
    aiConversations: 'AI Conversations',
    revenueValue: '${{amount}}k',
    growth: '{{growth}} vs last month',
    failed: 'Not loaded',
  },
  health: {
    title: 'Platform Health',
    loading: 'Loading the platform’s health',
    system: 'System status',
    healthy: 'Healthy: the database answers',
    unhealthy: 'Unhealthy: the database does not answer',
    unreachable: 'Not reachable',
    ai: 'AI service',
    builtin: 'Built-in coach engine',
    model: 'Model {{model}}',
    modelUnnamed: 'Configured model',
    aiUnknown: 'Could not be read',
    newToday: 'New registrations today',
    newTodayHidden: 'Needs analytics.view',
  },
  quickActions: {
    title: 'Quick Actions',
    users: 'Manage Users',
    analytics: 'View Analytics',
    settings: 'Platform Settings',
    ai: 'AI Configuration',
  },
  charts: {
    showTable: 'Show as table',
    loading: 'Loading the chart',
    userGrowth: {
      title: 'User Growth',
      description: 'Accounts at the end of each of the last 12 months, and those who joined in the month.',
      month: 'Month',
      total: 'Accounts',
      newUsers: 'New accounts',
      empty: 'No accounts yet.',
    },
    roles: {
      title: 'User Distribution',
      description: 'Accounts by role, and how many of them are active.',
      role: 'Role',
      count: 'Accounts',
      active: 'Active',
      empty: 'No accounts yet.',
    },
  },
  roles: { client: 'Client', coach: 'Coach', admin: 'Admin' },
  /** A role inside a sentence ('joined as coach'). */
  roleInSentence: { client: 'client', coach: 'coach', admin: 'admin' },
  activity: {
    title: 'Recent Activity',
    loading: 'Loading the recent activity',
    empty: 'Nothing has happened on the platform yet.',
    types: { user: 'User', session: 'Session', conversation: 'Conversation', goal: 'Goal' },
  },
};
