/**
 * Every page of the web app (spec section 2), written once: the router, the shells' navigation, the
 * links, and the links the server puts in its mails all take their paths from here.
 */
export const PATHS = {
  landing: '/',
  /** The landing page with the sign-in form open: where a visitor without a session is sent. */
  signInPrompt: '/?show=login',
  login: '/login',
  register: '/register',
  /** Opened from the reset mail with ?token=... */
  resetPassword: '/reset-password',
  /** Opened from a coach's invitation mail with ?token=...: a client on the platform accepts or declines it there. */
  invitation: '/invitation',
  /** Opened from an admin's account invitation mail with ?token=...: the person chooses a username and password. */
  acceptInvitation: '/accept-invitation',
  /** Any signed-in user; redirects to the home of their role. */
  dashboard: '/dashboard',
  admin: {
    home: '/admin',
    users: '/admin/users',
    conversations: '/admin/conversations',
    sessions: '/admin/sessions',
    analytics: '/admin/analytics',
    settings: '/admin/settings',
    profile: '/admin/profile',
    aiSettings: '/admin/ai-settings',
  },
  coach: {
    home: '/coach',
    clients: '/coach/clients',
    conversations: '/coach/conversations',
    conversation: '/coach/conversations/:conversationId',
    conversationEdit: '/coach/conversations/:conversationId/edit',
    sessions: '/coach/sessions',
    sessionNew: '/coach/sessions/new',
    session: '/coach/sessions/:id',
    aiCoaching: '/coach/ai-coaching',
    aiTools: '/coach/ai-tools',
    templates: '/coach/templates',
    schedule: '/coach/schedule',
    analytics: '/coach/analytics',
    profile: '/coach/profile',
    settings: '/coach/settings',
    aiAnalytics: '/coach/ai-analytics',
    aiSettings: '/coach/ai-settings',
    conversationAnalysis: '/coach/conversation-analysis/:conversationId',
    clientAiConversations: '/coach/client/:clientId/ai-conversations',
    clientAiConfig: '/coach/clients/:id/ai-config',
    clientEdit: '/coach/clients/:id/edit',
  },
  client: {
    home: '/client',
    conversations: '/client/conversations',
    conversationNew: '/client/conversations/new',
    conversation: '/client/conversations/:conversationId',
    sessions: '/client/sessions',
    session: '/client/sessions/:id',
    progress: '/client/progress',
    goals: '/client/goals',
    goalNew: '/client/goals/new',
    goalAssistant: '/client/goals/assistant',
    profile: '/client/profile',
    settings: '/client/settings',
    notifications: '/client/notifications',
    aiCoaching: '/client/ai-coaching',
    aiProgress: '/client/ai-coaching/progress',
    aiSession: '/client/ai-coaching/session/:sessionId',
  },
} as const;

/** The :names a path holds. */
export type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** A path with its :names filled in, each encoded as one segment. */
export function pathTo<Path extends string>(path: Path, params: Record<PathParams<Path>, string>): string {
  const values = params as Record<string, string>;
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}
