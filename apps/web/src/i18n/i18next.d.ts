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
    };
  }
}
