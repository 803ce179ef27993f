/** The numbers of spec section 9 (and the limits of sections 2 and 5), named once for server and web. */

export const ROLES = ['client', 'coach', 'admin'] as const;
export const SELF_REGISTRATION_ROLES = ['client', 'coach'] as const;

/**
 * What an admin may do beyond their role (issue 20), granted per admin by another: manage users, see
 * the platform's analytics, configure the AI, oversee conversations, read the audit log.
 */
export const PERMISSIONS = ['users.manage', 'analytics.view', 'ai.configure', 'conversations.oversee', 'audit.view'] as const;

export const API_BASE_PATH = '/api';
export const API_TIMEOUT_MS = 30_000;

/**
 * Writes carry this header; the server runs a write with a key it has seen in the last 24 hours only
 * once and answers a retry with the first reply.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
/** How often the web app retries a call that met a 503 or a network failure, and its first pause. */
export const API_RETRY = { attempts: 3, firstDelayMs: 500 } as const;

export const SUCCESS_NOTIFICATION_MS = 5_000;
export const TOAST_DURATION_MS = { default: 4_000, success: 3_000, error: 5_000 } as const;
export const REFINE_IMPROVEMENTS_TOAST_MS = 5_000;
export const INSIGHT_TOAST_MS = 3_000;
export const AI_UNAVAILABLE_TOAST_MS = 5_000;

export const USER_LIST_PAGE_SIZE = 25;
export const USER_LIST_PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;
export const QUICK_FILTER_DEBOUNCE_MS = 500;
export const RESET_SUCCESS_REDIRECT_MS = 3_000;

export const USERNAME_MIN_LENGTH = 3;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_CHANGE_MIN_LENGTH = 6;
/** Upper bounds the spec leaves open; they keep a single field from filling a row or a hash. */
export const USERNAME_MAX_LENGTH = 50;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const BIO_MAX_LENGTH = 2_000;
export const PHONE_MAX_LENGTH = 40;

export const COACH_DASHBOARD = {
  activeConversations: 5,
  upcomingSessionDays: 7,
  upcomingSessionLimit: 10,
  completedSessionDays: 30,
  completedSessionLimit: 20,
} as const;
export const COACH_SCREENS = {
  sessionsLimit: 50,
  upcomingDays: 30,
  upcomingLimit: 10,
  activeConversationsLimit: 10,
} as const;

export const LIST_LIMITS = {
  adminRecentActivity: 5,
  coachUpcomingSessions: 5,
  clientUpcomingSessions: 3,
  recentConversations: 3,
  aiSummaries: 3,
  activeAiClients: 3,
  clientsPerPage: 50,
  clientConversationsPerPage: 20,
  goalsWidgetGoals: 3,
  goalsWidgetMilestones: 2,
} as const;

export const GOAL_WARNING_DAYS_LEFT = 30;
export const SAMPLE_GOAL_TARGET_DAYS = 90;
export const DEFAULT_GOAL_TARGET_MONTHS = 3;
export const RECENT_AI_SUGGESTIONS = 5;
export const GOAL_TITLE_WORDS_FROM_SPECIFIC = 5;
/** Field limits of a goal (not in the spec; chosen to keep rows and prompts bounded). */
export const GOAL_LIMITS = {
  titleMaxLength: 200,
  descriptionMaxLength: 2_000,
  criterionMaxLength: 2_000,
  milestoneTitleMaxLength: 200,
  milestonesMax: 20,
  aiSuggestionsKept: RECENT_AI_SUGGESTIONS,
} as const;
/** Copy to Clipboard shows its confirmation this long (spec section 2). */
export const COPY_CONFIRMATION_MS = 2_000;

export const SESSION_PREFERENCE_SLIDERS = {
  defaultDuration: { min: 30, max: 120, step: 15, default: 60 },
  bufferTime: { min: 0, max: 30, step: 5, default: 15 },
  maxDailyClients: { min: 1, max: 15, step: 1, default: 8 },
  cancellationNotice: { min: 0, max: 72, step: 12, default: 24 },
} as const;
/** Limits of sessions and scheduling (issue 17; the spec gives the sliders above and leaves these open). */
export const SESSION_LIMITS = {
  titleMaxLength: 200,
  notesMaxLength: 10_000,
  reasonMaxLength: 500,
  commentsMaxLength: 2_000,
  locationDetailsMaxLength: 500,
  durationMin: 15,
  durationMax: 240,
  ratingDefault: 8,
  pageDefault: 20,
  pageMax: 100,
  minimumNoticeHoursDefault: 12,
  minimumNoticeHoursMax: 168,
  bookingHorizonDaysDefault: 60,
  bookingHorizonDaysMax: 365,
  /** Bookable starts are this far apart, from the start of each working window. */
  slotStepMinutes: 30,
  /** GET /coaches/{id}/availability covers this many days when no end is given. */
  slotsDefaultDays: 14,
  overridesMax: 366,
  blocksMax: 500,
  /** Reminders go this long before a session: the participant's own reminder time (default 24 h), and 1 h. */
  reminderHoursDefault: 24,
  lastReminderHours: 1,
} as const;
export const DEFAULT_SESSION_TITLE = 'Coaching session';
export const AVAILABILITY_DEFAULT = { startTime: '09:00', endTime: '17:00', available: false } as const;
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

export const PROFILE_VISIBILITY = ['public', 'clients_only', 'private'] as const;
export const THEMES = ['light', 'dark', 'auto'] as const;
export const LANGUAGES = ['en', 'es', 'fr', 'de'] as const;
export const TIMEZONES = [
  'UTC',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'Europe/London',
  'Europe/Paris',
  'Asia/Tokyo',
] as const;
export const DEFAULT_LANGUAGE = 'en';
export const DEFAULT_THEME = 'light';
export const DEFAULT_TIMEZONE = 'UTC';

export const AI_DEFAULTS = { temperature: 0.7, maxTokens: 2_000, coachingStyle: 'solution-focused' } as const;
export const AI_CONFIG_LIMITS = {
  temperature: { min: 0, max: 2, step: 0.1 },
  maxTokens: { min: 100, max: 4_000, step: 100 },
} as const;
export const GUARDRAIL_DEFAULTS = {
  communicationStyle: 'supportive',
  responseLength: 'moderate',
  sessionGoals: ['personal growth', 'self-awareness'],
  personalityTraits: ['empathetic', 'encouraging'],
  sessionFrequency: 'weekly',
} as const;
/** The choices a coach has for each guardrail (the spec names the fields and the defaults only). */
export const GUARDRAIL_OPTIONS = {
  communicationStyles: ['supportive', 'direct', 'challenging', 'analytical'],
  responseLengths: ['brief', 'moderate', 'detailed'],
  sessionFrequencies: ['daily', 'weekly', 'biweekly', 'monthly'],
} as const;
/** The coaching methodologies the AI coach works in (section 1). */
export const COACHING_METHODOLOGIES = ['grow', 'solution-focused', 'icf', 'transformational'] as const;
/** The AI config form's coaching styles (spec section 5). */
export const COACHING_STYLES = ['directive', 'non-directive', 'solution-focused', 'cognitive-behavioral'] as const;
/**
 * The methodology the AI coach follows in each coaching style, and back: directive walks GROW's
 * structure, non-directive is ICF's, cognitive-behavioral works on beliefs and thinking patterns
 * as the transformational methodology does.
 */
export const METHODOLOGY_OF_COACHING_STYLE = {
  directive: 'grow',
  'non-directive': 'icf',
  'solution-focused': 'solution-focused',
  'cognitive-behavioral': 'transformational',
} as const satisfies Record<(typeof COACHING_STYLES)[number], (typeof COACHING_METHODOLOGIES)[number]>;
export const COACHING_STYLE_OF_METHODOLOGY = {
  grow: 'directive',
  icf: 'non-directive',
  'solution-focused': 'solution-focused',
  transformational: 'cognitive-behavioral',
} as const satisfies Record<(typeof COACHING_METHODOLOGIES)[number], (typeof COACHING_STYLES)[number]>;
export const DEFAULT_METHODOLOGY = 'solution-focused';
export const METHODOLOGY_LABELS = {
  grow: 'GROW',
  'solution-focused': 'Solution-focused',
  icf: 'ICF core competencies',
  transformational: 'Transformational',
} as const;
/** Limits of the AI chat (not in the spec; chosen to keep prompts and rows bounded). */
export const AI_CHAT_LIMITS = {
  messageMaxLength: 4_000,
  titleMaxLength: 200,
  /** Earlier turns sent to the model with each new message. */
  historyTurns: 20,
  /** Messages one user may send to the AI coach per minute. */
  messagesPerMinute: 20,
} as const;
/** Limits of conversations between a coach and a client (issue 16: messages up to 10,000 characters). */
export const CONVERSATION_LIMITS = {
  messageMaxLength: 10_000,
  titleMaxLength: 200,
  descriptionMaxLength: 2_000,
  tagsMax: 10,
  tagMaxLength: 40,
  /** Spec section 9: client conversation list 20 per page; the API's default too. */
  pageSize: 20,
  messagesPageSize: 50,
} as const;
/** Engagement from the client's messages: a score (0-1) at or above these is medium or high. */
export const ENGAGEMENT_THRESHOLDS = { medium: 0.35, high: 0.65 } as const;

export const TYPING_REPLY_DELAY_MS = 1_000;
export const SLOW_LOAD_NOTICE_MS = 10_000;
export const DURATION_TICK_MS = 1_000;
export const DEFAULT_SENTIMENT = 0.5;
export const DEFAULT_ENGAGEMENT = 'medium';
export const SENTIMENT_EMOJI_THRESHOLDS = { happy: 0.6, neutral: 0.4 } as const;
export const CHAT_INPUT_MAX_ROWS = 4;
/** Estimated tokens of a message: 0.75 times its length, rounded up. */
export const TOKENS_PER_CHARACTER = 0.75;

export const COACH_RATING_MAX = 5;
export const FEEDBACK_SCALE = { min: 1, max: 10, default: 8 } as const;
export const MOOD_SCALE = { min: 1, max: 10, default: 7 } as const;

export const FOCUS_AREAS = [
  'Career Development',
  'Leadership Skills',
  'Work-Life Balance',
  'Goal Achievement',
  'Personal Growth',
  'Relationship Building',
  'Stress Management',
  'Decision Making',
  'Communication Skills',
  'Time Management',
] as const;

export const GOAL_CATEGORIES = [
  'Career Development',
  'Leadership',
  'Communication',
  'Personal Growth',
  'Work-Life Balance',
  'Technical Skills',
  'Relationship Building',
  'Health & Wellness',
  'Financial',
  'Other',
] as const;
export const GOAL_ASSISTANT_CATEGORIES = [
  'Career Development',
  'Health & Wellness',
  'Personal Growth',
  'Financial',
  'Relationships',
  'Learning & Skills',
  'Creative Projects',
  'Life Balance',
] as const;
export const DEFAULT_GOAL_CATEGORY = 'Personal Growth';

export const ADMIN_CONVERSATIONS_BADGE = 3;
export const LANDING_SCROLL_THRESHOLD_PX = 20;

/**
 * The cookie in which the web app keeps the language and colour mode it last showed (`de.dark`), so that the
 * server sends the landing page prerendered in them.
 */
export const LANDING_PAGE_COOKIE = 'landing';
export const COLOR_MODES = ['light', 'dark'] as const;

/** Authentication limits (not in the spec; chosen for a real deployment). */
export const AUTH_LIMITS = {
  accessTokenTtlSeconds: 15 * 60,
  sessionTtlDays: 30,
  resetTokenTtlMinutes: 60,
  maxFailedLoginsPerAccount: 5,
  failedLoginWindowMinutes: 15,
  lockoutMinutes: 15,
} as const;
