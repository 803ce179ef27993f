import 'i18next';
import type aiCoaching from './locales/en/ai-coaching.js';
import type auth from './locales/en/auth.js';
import type coachClients from './locales/en/coach-clients.js';
import type coachDashboard from './locales/en/coach-dashboard.js';
import type common from './locales/en/common.js';
import type conversations from './locales/en/conversations.js';
import type dashboard from './locales/en/dashboard.js';
import type goals from './locales/en/goals.js';
import type landing from './locales/en/landing.js';
import type messages from './locales/en/messages.js';
import type notifications from './locales/en/notifications.js';
import type schedule from './locales/en/schedule.js';
import type sessions from './locales/en/sessions.js';
import type shell from './locales/en/shell.js';
import type coachAnalytics from './locales/en/coach-analytics.js';
import type coachProfile from './locales/en/coach-profile.js';
import type coachSettings from './locales/en/coach-settings.js';
import type passwordChange from './locales/en/password-change.js';
import type templates from './locales/en/templates.js';
import type coachAiOversight from './locales/en/coach-ai-oversight.js';
import type coachAiTools from './locales/en/coach-ai-tools.js';
import type invitations from './locales/en/invitations.js';
import type coachAiConfig from './locales/en/coach-ai-config.js';
import type clientSettings from './locales/en/client-settings.js';
import type coachClientEdit from './locales/en/coach-client-edit.js';
import type clientProfile from './locales/en/client-profile.js';
import type progress from './locales/en/progress.js';
import type adminUsers from './locales/en/admin-users.js';
import type adminProfile from './locales/en/admin-profile.js';
import type adminConversations from './locales/en/admin-conversations.js';
import type adminSessions from './locales/en/admin-sessions.js';
import type adminSettings from './locales/en/admin-settings.js';
import type adminAiSettings from './locales/en/admin-ai-settings.js';
import type adminDashboard from './locales/en/admin-dashboard.js';

/** t() knows every key of the English catalogues: a key that does not exist fails the type check. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    returnEmptyString: false;
    resources: {
      common: typeof common;
      messages: typeof messages;
      landing: typeof landing;
      auth: typeof auth;
      shell: typeof shell;
      dashboard: typeof dashboard;
      goals: typeof goals;
      'ai-coaching': typeof aiCoaching;
      conversations: typeof conversations;
      notifications: typeof notifications;
      sessions: typeof sessions;
      schedule: typeof schedule;
      'coach-dashboard': typeof coachDashboard;
      'coach-clients': typeof coachClients;
      'coach-analytics': typeof coachAnalytics;
      'coach-profile': typeof coachProfile;
      'coach-settings': typeof coachSettings;
      'password-change': typeof passwordChange;
      templates: typeof templates;
      'coach-ai-oversight': typeof coachAiOversight;
      'coach-ai-tools': typeof coachAiTools;
      invitations: typeof invitations;
      'coach-ai-config': typeof coachAiConfig;
      'client-settings': typeof clientSettings;
      'coach-client-edit': typeof coachClientEdit;
      'client-profile': typeof clientProfile;
      progress: typeof progress;
      'admin-users': typeof adminUsers;
      'admin-profile': typeof adminProfile;
      'admin-conversations': typeof adminConversations;
      'admin-sessions': typeof adminSessions;
      'admin-settings': typeof adminSettings;
      'admin-ai-settings': typeof adminAiSettings;
      'admin-dashboard': typeof adminDashboard;
    };
  }
}
