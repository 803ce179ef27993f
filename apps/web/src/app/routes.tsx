import type { RouteObject } from 'react-router';
import { DashboardRedirect, FullPageSpinner, PublicOnly, RequireRole } from './guards.js';
import type { RouteHandle } from './route-handle.js';

/** A page whose content belongs to a later piece of work: its title and one line on what it will hold. */
function placeholder(path: string, title: string, description: string): RouteObject {
  const handle: RouteHandle = { title, description };
  return {
    ...(path === '' ? { index: true } : { path }),
    handle,
    lazy: async () => ({ Component: (await import('../features/placeholder/placeholder-page.js')).PlaceholderPage }),
  };
}

const shell = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

/** /client/goals/new is the goals page with the create dialog open. */
const goalsPage = async () => ({ Component: (await import('../features/goals/goals-page.js')).GoalsPage });

/** One AI coaching page for clients and coaches; /client/ai-coaching/session/:sessionId opens one conversation. */
const aiCoachingPage = async () => ({ Component: (await import('../features/ai-coaching/ai-coaching-page.js')).AiCoachingPage });

const adminRoutes: RouteObject[] = [
  placeholder('', 'Platform Overview', 'Revenue, active users, sessions and AI conversations at a glance, with platform health and recent activity.'),
  placeholder('users', 'User Management', 'Every account on the platform: search, edit, deactivate and reactivate users.'),
  placeholder('conversations', 'Conversations', 'Oversight of coaching conversations across the platform.'),
  placeholder('sessions', 'Sessions', 'Every coaching session on the platform, by status and date.'),
  placeholder('analytics', 'Analytics', 'Growth, engagement and revenue trends for the whole platform.'),
  placeholder('settings', 'Platform Settings', 'Platform-wide configuration.'),
  placeholder('profile', 'My Profile', 'Your administrator profile.'),
  placeholder('ai-settings', 'AI Configuration', 'The AI coach model and its defaults for the platform.'),
];

const coachRoutes: RouteObject[] = [
  placeholder('', 'Coach Dashboard', 'Your clients, upcoming sessions, recent conversations and AI coaching oversight.'),
  placeholder('clients', 'My Clients', 'Your clients with their goals, activity and AI coach configuration.'),
  placeholder('conversations', 'Conversations', 'Your conversations with clients.'),
  placeholder('conversations/:conversationId', 'Conversation', 'One conversation with a client, with coaching suggestions and analytics.'),
  placeholder('conversations/:conversationId/edit', 'Edit Conversation', 'The title, tags and status of a conversation.'),
  placeholder('sessions', 'Sessions', 'Your scheduled, running and completed coaching sessions.'),
  placeholder('sessions/new', 'New Session', 'Schedule a session with a client.'),
  placeholder('sessions/:id', 'Session', 'One session: its details, notes and feedback.'),
  { path: 'ai-coaching', handle: { title: 'AI Assistant' }, lazy: aiCoachingPage },
  placeholder('ai-tools', 'AI Tools', 'AI helpers for preparing sessions and reviewing conversations.'),
  placeholder('templates', 'Templates', 'Reusable session plans and message templates.'),
  placeholder('schedule', 'Schedule', 'Your calendar and weekly availability.'),
  placeholder('analytics', 'Analytics', 'How your practice and your clients are progressing.'),
  placeholder('profile', 'My Profile', 'Your coach profile: certifications, specializations, rates and availability.'),
  placeholder('settings', 'Settings', 'Privacy, session preferences, AI assistance, calendar, notifications and appearance.'),
  placeholder('ai-analytics', 'AI Analytics', "How your clients use their AI coach, and what it notices."),
  placeholder('ai-settings', 'AI Settings', 'Defaults for the AI coach your clients talk to.'),
  placeholder('conversation-analysis/:conversationId', 'Conversation Analysis', 'Sentiment, engagement and insights of one AI coaching conversation.'),
  placeholder('client/:clientId/ai-conversations', 'Client AI Conversations', "A client's conversations with their AI coach."),
  placeholder('clients/:id/ai-config', 'AI Coach Configuration', "How a client's AI coach works: style, guardrails and focus areas."),
  placeholder('clients/:id/edit', 'Client Settings', "A client's details and settings."),
];

const clientRoutes: RouteObject[] = [
  { index: true, handle: { title: 'Dashboard' }, lazy: async () => ({ Component: (await import('../features/dashboard/client-dashboard-page.js')).ClientDashboardPage }) },
  placeholder('conversations', 'Conversations', 'Your conversations with your coach.'),
  placeholder('conversations/new', 'New Conversation', 'Start a conversation with your coach.'),
  placeholder('conversations/:conversationId', 'Conversation', 'One conversation with your coach.'),
  placeholder('sessions', 'Coach Sessions', 'Book sessions with your coach and see the ones coming up.'),
  placeholder('sessions/:id', 'Session', 'One session with your coach.'),
  placeholder('progress', 'Progress', 'Your goals achieved, sessions completed, skills and reflections over time.'),
  { path: 'goals', handle: { title: 'My Goals' }, lazy: goalsPage },
  { path: 'goals/new', handle: { title: 'Add New Goal' }, lazy: goalsPage },
  { path: 'goals/assistant', handle: { title: 'Goal Assistant' }, lazy: async () => ({ Component: (await import('../features/goals/goal-assistant-page.js')).GoalAssistantPage }) },
  placeholder('profile', 'My Profile', 'Your personal information, coaching goals and challenges.'),
  placeholder('settings', 'Settings', 'Notifications, privacy, appearance, security and your data.'),
  placeholder('notifications', 'Notifications', 'Reminders and updates from your coach and the platform.'),
  { path: 'ai-coaching', handle: { title: 'AI Coach', page: 'ai-coaching' }, lazy: aiCoachingPage },
  { path: 'ai-coaching/progress', handle: { title: 'AI Coaching Progress' }, lazy: async () => ({ Component: (await import('../features/ai-coaching/ai-progress-page.js')).AiProgressPage }) },
  { path: 'ai-coaching/session/:sessionId', handle: { title: 'AI Coaching Session', page: 'ai-coaching' }, lazy: aiCoachingPage },
];

export const routes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('./root-layout.js')).RootLayout }),
    HydrateFallback: FullPageSpinner,
    children: [
      {
        element: <PublicOnly />,
        children: [
          { index: true, handle: { title: 'Real-time leadership coaching' }, lazy: async () => ({ Component: (await import('../features/landing/landing-page.js')).LandingPage }) },
          { path: 'login', handle: { title: 'Sign In' }, lazy: async () => ({ Component: (await import('../features/auth/login-page.js')).LoginPage }) },
          { path: 'register', handle: { title: 'Create Account' }, lazy: async () => ({ Component: (await import('../features/auth/register-page.js')).RegisterPage }) },
          { path: 'reset-password', handle: { title: 'Reset Password' }, lazy: async () => ({ Component: (await import('../features/auth/reset-password-page.js')).ResetPasswordPage }) },
        ],
      },
      { path: 'dashboard', element: <DashboardRedirect /> },
      {
        path: 'admin',
        element: <RequireRole roles={['admin']} />,
        children: [{ lazy: shell(() => import('../layouts/admin-shell.js')), children: adminRoutes }],
      },
      {
        path: 'coach',
        element: <RequireRole roles={['coach']} />,
        children: [{ lazy: shell(() => import('../layouts/coach-shell.js')), children: coachRoutes }],
      },
      {
        path: 'client',
        element: <RequireRole roles={['client']} />,
        children: [{ lazy: shell(() => import('../layouts/client-shell.js')), children: clientRoutes }],
      },
      { path: '*', handle: { title: 'Page Not Found' }, lazy: async () => ({ Component: (await import('../features/not-found/not-found-page.js')).NotFoundPage }) },
    ],
  },
];
