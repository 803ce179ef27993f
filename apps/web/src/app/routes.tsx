import { PATHS } from '@coaching/contract';
import type { RouteObject } from 'react-router';
import { withNamespaces } from '../i18n/i18n.js';
import { DashboardRedirect, FullPageSpinner, PublicOnly, RequireRole } from './guards.js';
import { COACH_CONVERSATION_NEW } from '../features/conversations/conversation-paths.js';

// Each lazy page brings its catalogue alongside its code, so it renders with its words in the reader's language.
// Every shell's top bar has the notification bell, whose words come with the frame.
const shell = (load: () => Promise<{ default: React.ComponentType }>) =>
  withNamespaces(['shell', 'notifications'], async () => ({ Component: (await load()).default }));

/** TanStack Query, and the cache it keeps, come with the first signed-in area rather than with the landing page. */
const queryProvider = async () => ({ Component: (await import('./query-provider.js')).QueryProvider });

/** /client/goals/new is the goals page with the create dialog open. */
const goalsPage = withNamespaces(['goals'], async () => ({ Component: (await import('../features/goals/goals-page.js')).GoalsPage }));

/** One AI coaching page for clients and coaches; /client/ai-coaching/session/:sessionId opens one conversation. */
const aiCoachingPage = withNamespaces(['ai-coaching'], async () => ({
  Component: (await import('../features/ai-coaching/ai-coaching-page.js')).AiCoachingPage,
}));

/** The conversations between a coach and a client: one set of pages for both sides. */
const conversationsPage = (load: () => Promise<React.ComponentType>) => withNamespaces(['conversations', 'templates'], async () => ({ Component: await load() }));
const conversationList = conversationsPage(async () => (await import('../features/conversations/conversations-page.js')).ConversationsPage);
const conversationScreen = conversationsPage(async () => (await import('../features/conversations/conversation-page.js')).ConversationPage);
const newConversation = conversationsPage(async () => (await import('../features/conversations/new-conversation-page.js')).NewConversationPage);

const adminRoutes: RouteObject[] = [
  {
    index: true,
    handle: { titleKey: 'adminOverview' },
    lazy: withNamespaces(['admin-dashboard'], async () => ({ Component: (await import('../features/admin-dashboard/admin-dashboard-page.js')).AdminDashboardPage })),
  },
  {
    path: PATHS.admin.users,
    handle: { titleKey: 'adminUsers' },
    lazy: withNamespaces(['admin-users'], async () => ({ Component: (await import('../features/admin-users/admin-users-page.js')).AdminUsersPage })),
  },
  {
    path: PATHS.admin.conversations,
    handle: { titleKey: 'adminConversations' },
    lazy: withNamespaces(['admin-conversations'], async () => ({
      Component: (await import('../features/admin-conversations/admin-conversations-page.js')).AdminConversationsPage,
    })),
  },
  {
    path: PATHS.admin.sessions,
    handle: { titleKey: 'adminSessions' },
    lazy: withNamespaces(['admin-sessions', 'sessions'], async () => ({ Component: (await import('../features/admin-sessions/admin-sessions-page.js')).AdminSessionsPage })),
  },
  {
    path: PATHS.admin.analytics,
    handle: { titleKey: 'adminAnalytics' },
    lazy: withNamespaces(['admin-analytics'], async () => ({ Component: (await import('../features/admin-analytics/admin-analytics-page.js')).AdminAnalyticsPage })),
  },
  {
    path: PATHS.admin.settings,
    handle: { titleKey: 'adminSettings' },
    lazy: withNamespaces(['admin-settings'], async () => ({ Component: (await import('../features/admin-settings/admin-settings-page.js')).AdminSettingsPage })),
  },
  {
    path: PATHS.admin.profile,
    handle: { titleKey: 'adminProfile' },
    lazy: withNamespaces(['admin-profile', 'password-change'], async () => ({
      Component: (await import('../features/admin-profile/admin-profile-page.js')).AdminProfilePage,
    })),
  },
  {
    path: PATHS.admin.aiSettings,
    handle: { titleKey: 'adminAiSettings' },
    lazy: withNamespaces(['admin-ai-settings', 'coach-ai-config'], async () => ({
      Component: (await import('../features/admin-ai-settings/admin-ai-settings-page.js')).AdminAiSettingsPage,
    })),
  },
];

const coachRoutes: RouteObject[] = [
  {
    index: true,
    handle: { titleKey: 'coachDashboard' },
    lazy: withNamespaces(['coach-dashboard', 'sessions', 'coach-verification'], async () => ({
      Component: (await import('../features/coach-dashboard/coach-dashboard-page.js')).CoachDashboardPage,
    })),
  },
  {
    path: PATHS.coach.clients,
    handle: { titleKey: 'coachClients' },
    lazy: withNamespaces(['coach-clients', 'sessions', 'invitations', 'coach-ai-config', 'coach-verification'], async () => ({
      Component: (await import('../features/coach-clients/coach-clients-page.js')).CoachClientsPage,
    })),
  },
  { path: PATHS.coach.conversations, handle: { titleKey: 'coachConversations' }, lazy: conversationList },
  { path: COACH_CONVERSATION_NEW, handle: { titleKey: 'clientConversationNew' }, lazy: newConversation },
  { path: PATHS.coach.conversation, handle: { titleKey: 'coachConversation' }, lazy: conversationScreen },
  {
    path: PATHS.coach.conversationEdit,
    handle: { titleKey: 'coachConversationEdit' },
    lazy: conversationsPage(async () => (await import('../features/conversations/edit-conversation-page.js')).EditConversationPage),
  },
  { path: PATHS.coach.sessions, handle: { titleKey: 'coachSessions' }, lazy: withNamespaces(['schedule', 'sessions'], async () => ({ Component: (await import('../features/schedule/sessions-page.js')).SessionsPage })) },
  { path: PATHS.coach.sessionNew, handle: { titleKey: 'coachSessionNew' }, lazy: withNamespaces(['schedule', 'sessions', 'templates'], async () => ({ Component: (await import('../features/schedule/new-session-page.js')).NewSessionPage })) },
  { path: PATHS.coach.session, handle: { titleKey: 'coachSession' }, lazy: withNamespaces(['schedule', 'sessions', 'templates'], async () => ({ Component: (await import('../features/schedule/session-page.js')).SessionPage })) },
  { path: PATHS.coach.aiCoaching, handle: { titleKey: 'coachAiAssistant' }, lazy: aiCoachingPage },
  {
    path: PATHS.coach.aiTools,
    handle: { titleKey: 'coachAiTools' },
    lazy: withNamespaces(['coach-ai-tools'], async () => ({ Component: (await import('../features/coach-ai-tools/coach-ai-tools-page.js')).CoachAiToolsPage })),
  },
  { path: PATHS.coach.templates, handle: { titleKey: 'coachTemplates' }, lazy: withNamespaces(['templates'], async () => ({ Component: (await import('../features/templates/templates-page.js')).TemplatesPage })) },
  { path: PATHS.coach.schedule, handle: { titleKey: 'coachSchedule' }, lazy: withNamespaces(['schedule', 'sessions'], async () => ({ Component: (await import('../features/schedule/schedule-page.js')).SchedulePage })) },
  {
    path: PATHS.coach.analytics,
    handle: { titleKey: 'coachAnalytics' },
    lazy: withNamespaces(['coach-analytics'], async () => ({
      Component: (await import('../features/coach-analytics/coach-analytics-page.js')).CoachAnalyticsPage,
    })),
  },
  {
    path: PATHS.coach.profile,
    handle: { titleKey: 'coachProfile' },
    lazy: withNamespaces(['coach-profile', 'coach-verification'], async () => ({ Component: (await import('../features/coach-profile/coach-profile-page.js')).CoachProfilePage })),
  },
  {
    path: PATHS.coach.settings,
    handle: { titleKey: 'coachSettings' },
    lazy: withNamespaces(['coach-settings', 'password-change'], async () => ({
      Component: (await import('../features/coach-settings/coach-settings-page.js')).CoachSettingsPage,
    })),
  },
  {
    path: PATHS.coach.aiAnalytics,
    handle: { titleKey: 'coachAiAnalytics' },
    lazy: withNamespaces(['coach-ai-oversight'], async () => ({ Component: (await import('../features/coach-ai-oversight/ai-analytics-page.js')).AiAnalyticsPage })),
  },
  {
    path: PATHS.coach.aiSettings,
    handle: { titleKey: 'coachAiSettings' },
    lazy: withNamespaces(['coach-ai-config'], async () => ({ Component: (await import('../features/coach-ai-config/coach-ai-settings-page.js')).CoachAiSettingsPage })),
  },
  {
    path: PATHS.coach.conversationAnalysis,
    handle: { titleKey: 'coachConversationAnalysis' },
    lazy: withNamespaces(['coach-ai-oversight', 'ai-coaching'], async () => ({
      Component: (await import('../features/coach-ai-oversight/conversation-analysis-page.js')).ConversationAnalysisPage,
    })),
  },
  {
    path: PATHS.coach.clientAiConversations,
    handle: { titleKey: 'coachClientAiConversations' },
    lazy: withNamespaces(['coach-ai-oversight'], async () => ({
      Component: (await import('../features/coach-ai-oversight/client-ai-conversations-page.js')).ClientAiConversationsPage,
    })),
  },
  {
    path: PATHS.coach.clientAiConfig,
    handle: { titleKey: 'coachClientAiConfig' },
    lazy: withNamespaces(['coach-ai-config'], async () => ({ Component: (await import('../features/coach-ai-config/client-ai-config-page.js')).ClientAiConfigPage })),
  },
  {
    path: PATHS.coach.clientEdit,
    handle: { titleKey: 'coachClientEdit' },
    lazy: withNamespaces(['coach-client-edit'], async () => ({
      Component: (await import('../features/coach-client-edit/coach-client-edit-page.js')).CoachClientEditPage,
    })),
  },
];

const clientRoutes: RouteObject[] = [
  {
    index: true,
    handle: { titleKey: 'clientDashboard' },
    lazy: withNamespaces(['dashboard', 'invitations'], async () => ({ Component: (await import('../features/dashboard/client-dashboard-page.js')).ClientDashboardPage })),
  },
  { path: PATHS.client.conversations, handle: { titleKey: 'clientConversations' }, lazy: conversationList },
  { path: PATHS.client.conversationNew, handle: { titleKey: 'clientConversationNew' }, lazy: newConversation },
  { path: PATHS.client.conversation, handle: { titleKey: 'clientConversation' }, lazy: conversationScreen },
  {
    path: PATHS.client.sessions,
    handle: { titleKey: 'clientSessions' },
    lazy: withNamespaces(['sessions'], async () => ({ Component: (await import('../features/sessions/client-sessions-page.js')).ClientSessionsPage })),
  },
  {
    path: PATHS.client.session,
    handle: { titleKey: 'clientSession' },
    lazy: withNamespaces(['sessions', 'templates'], async () => ({ Component: (await import('../features/sessions/client-session-page.js')).ClientSessionPage })),
  },
  {
    path: PATHS.client.progress,
    handle: { titleKey: 'clientProgress' },
    lazy: withNamespaces(['progress'], async () => ({ Component: (await import('../features/progress/progress-page.js')).ProgressPage })),
  },
  { path: PATHS.client.goals, handle: { titleKey: 'clientGoals' }, lazy: goalsPage },
  { path: PATHS.client.goalNew, handle: { titleKey: 'clientGoalNew' }, lazy: goalsPage },
  {
    path: PATHS.client.goalAssistant,
    handle: { titleKey: 'clientGoalAssistant' },
    lazy: withNamespaces(['goals'], async () => ({ Component: (await import('../features/goals/goal-assistant-page.js')).GoalAssistantPage })),
  },
  {
    path: PATHS.client.profile,
    handle: { titleKey: 'clientProfile' },
    lazy: withNamespaces(['client-profile'], async () => ({ Component: (await import('../features/client-profile/client-profile-page.js')).ClientProfilePage })),
  },
  {
    path: PATHS.client.settings,
    handle: { titleKey: 'clientSettings' },
    lazy: withNamespaces(['client-settings', 'password-change'], async () => ({
      Component: (await import('../features/client-settings/client-settings-page.js')).ClientSettingsPage,
    })),
  },
  {
    path: PATHS.client.notifications,
    handle: { titleKey: 'clientNotifications' },
    lazy: withNamespaces(['notifications'], async () => ({
      Component: (await import('../features/notifications/notifications-page.js')).NotificationsPage,
    })),
  },
  { path: PATHS.client.aiCoaching, handle: { titleKey: 'clientAiCoach', page: 'ai-coaching' }, lazy: aiCoachingPage },
  {
    path: PATHS.client.aiProgress,
    handle: { titleKey: 'clientAiProgress' },
    lazy: withNamespaces(['ai-coaching'], async () => ({ Component: (await import('../features/ai-coaching/ai-progress-page.js')).AiProgressPage })),
  },
  { path: PATHS.client.aiSession, handle: { titleKey: 'clientAiSession', page: 'ai-coaching' }, lazy: aiCoachingPage },
];

export const routes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('./root-layout.js')).RootLayout }),
    HydrateFallback: FullPageSpinner,
    children: [
      {
        element: <PublicOnly />,
        children: [
          {
            index: true,
            handle: { titleKey: 'landing' },
            lazy: withNamespaces(['landing'], async () => ({ Component: (await import('../features/landing/landing-page.js')).LandingPage }), {
              messages: false,
            }),
          },
          {
            path: PATHS.login,
            handle: { titleKey: 'signIn' },
            lazy: withNamespaces(['auth'], async () => ({ Component: (await import('../features/auth/login-page.js')).LoginPage })),
          },
          {
            // /register?invitation=TOKEN reads the coach's invitation first.
            lazy: queryProvider,
            children: [
              {
                path: PATHS.register,
                handle: { titleKey: 'register' },
                lazy: withNamespaces(['auth', 'invitations'], async () => ({ Component: (await import('../features/auth/register-page.js')).RegisterPage })),
              },
              {
                // From an admin's invitation mail: the person chooses a username and password (issue 20).
                path: PATHS.acceptInvitation,
                handle: { titleKey: 'acceptInvitation' },
                lazy: withNamespaces(['account-invitation'], async () => ({
                  Component: (await import('../features/auth/accept-invitation-page.js')).AcceptInvitationPage,
                })),
              },
            ],
          },
          {
            path: PATHS.resetPassword,
            handle: { titleKey: 'resetPassword' },
            lazy: withNamespaces(['auth'], async () => ({ Component: (await import('../features/auth/reset-password-page.js')).ResetPasswordPage })),
          },
        ],
      },
      { path: PATHS.dashboard, element: <DashboardRedirect /> },
      {
        // Open to everyone: the invited client answers here once signed in; anyone else is shown the way.
        path: PATHS.invitation,
        lazy: queryProvider,
        children: [
          {
            index: true,
            lazy: withNamespaces(['auth', 'invitations'], async () => ({ Component: (await import('../features/auth/invitation-page.js')).InvitationPage })),
          },
        ],
      },
      {
        path: PATHS.admin.home,
        element: <RequireRole roles={['admin']} />,
        children: [{ lazy: queryProvider, children: [{ lazy: shell(() => import('../layouts/admin-shell.js')), children: adminRoutes }] }],
      },
      {
        path: PATHS.coach.home,
        element: <RequireRole roles={['coach']} />,
        children: [{ lazy: queryProvider, children: [{ lazy: shell(() => import('../layouts/coach-shell.js')), children: coachRoutes }] }],
      },
      {
        path: PATHS.client.home,
        element: <RequireRole roles={['client']} />,
        children: [{ lazy: queryProvider, children: [{ lazy: shell(() => import('../layouts/client-shell.js')), children: clientRoutes }] }],
      },
      {
        path: '*',
        handle: { titleKey: 'notFound' },
        lazy: withNamespaces([], async () => ({ Component: (await import('../features/not-found/not-found-page.js')).NotFoundPage })),
      },
    ],
  },
];
