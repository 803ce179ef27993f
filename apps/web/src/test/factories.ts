import {
  type CoachAiInsights,
  type CoachClient,
  type CoachMetrics,
  type CoachSettings,
  defaultClientAiConfig,
  defaultCoachSettings,
  defaultProfile,
  goalProgress,
  type Goal,
  type Milestone,
  type Session,
  type User,
} from '@coaching/contract';
import { testUser } from './render.js';

const DAY = 86_400_000;
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

export function makeMilestone(title: string, completed = false): Milestone {
  return { _id: crypto.randomUUID(), title, completed, completedDate: completed ? new Date().toISOString() : null, dueDate: null };
}

/** An active goal of the signed-in test client; its progress follows its milestones, as the server's does. */
export function makeGoal(overrides: Partial<Goal> = {}): Goal {
  const now = new Date().toISOString();
  const milestones = overrides.milestones ?? [makeMilestone('Goal defined', true), makeMilestone('50% checkpoint')];
  const status = overrides.status ?? 'active';
  return {
    _id: crypto.randomUUID(),
    clientId: testUser()._id,
    title: 'Run a half marathon',
    description: 'Build up to 21 km',
    category: 'Health & Wellness',
    targetDate: daysFromNow(120),
    status,
    progress: goalProgress(status, milestones),
    completedDate: null,
    milestones,
    smartCriteria: { specific: 'Run 21 km', measurable: 'Race time', achievable: 'Three runs a week', relevant: 'Health', timeBound: 'By spring' },
    aiSuggestions: [],
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

/** One of the signed-in coach's clients as GET /coach/clients lists them. */
export function makeCoachClient(id: string, firstName: string, lastName: string): CoachClient {
  return {
    _id: id,
    email: `${firstName.toLowerCase()}@example.com`,
    isActive: true,
    profile: { firstName, lastName, phone: '', timezone: 'UTC' },
    clientSpecific: { goals: [], currentChallenges: [] },
    stats: { totalSessions: 0, completedSessions: 0, activeConversations: 0, activeGoals: 0, completedGoals: 0 },
    lastActivity: null,
    createdAt: new Date().toISOString(),
    aiConfig: defaultClientAiConfig(),
    notes: '',
  };
}

/** GET /coach/clients's reply holding these clients. */
export const coachClientList = (clients: CoachClient[]) => ({ clients, pagination: { page: 1, limit: 100, total: clients.length } });

/** Ids of fixtures: `kind` tells them apart, `n` numbers them. */
export const fixtureId = (n: number, kind: number) => `00000000-0000-4000-8000-${String(kind).padStart(4, '0')}${String(n).padStart(8, '0')}`;

export const TEST_COACH_ID = '0c0a0c0a-1111-4aaa-8bbb-000000000001';
/** The signed-in test client's id (testUser's). */
export const TEST_CLIENT_ID = testUser()._id;

/** The signed-in test coach, Sarah Mitchell. */
export function makeCoachUser(overrides: Partial<User> = {}): User {
  return testUser({ _id: TEST_COACH_ID, role: 'coach', username: 'sarah_coach', email: 'coach@example.com', profile: defaultProfile('Sarah', 'Mitchell'), ...overrides });
}

/** A coach's settings with some of their AI assistance switches changed (/coach/settings). */
export function coachSettingsWith(aiAssistance: Partial<CoachSettings['aiAssistance']>): CoachSettings {
  const settings = defaultCoachSettings();
  return { ...settings, aiAssistance: { ...settings.aiAssistance, ...aiAssistance } };
}

/** GET /analytics/coach's reply: nothing counted yet, unless told otherwise. */
export function makeCoachMetrics(overrides: Partial<CoachMetrics> = {}): CoachMetrics {
  return {
    totalClients: 0,
    activeConversations: 0,
    totalSessions: 0,
    completedSessions: 0,
    upcomingSessions: 0,
    averageSessionRating: null,
    ratedSessions: 0,
    series: { sessionsPerWeek: [], ratingsPerWeek: [] },
    ...overrides,
  };
}

/** GET /ai-coaching/coach-insights's reply: no AI activity, unless told otherwise. */
export function makeCoachInsights(overrides: Partial<CoachAiInsights> = {}): CoachAiInsights {
  return { totalClientAISessions: 0, activeClients: [], conversationAlerts: [], summaryReports: [], ...overrides };
}

/** A session of the test coach with Jordan Taylor (the test client), one hour, confirmed, without the coach's notes, unless told otherwise. */
export function makeCoachSession(overrides: Partial<Session> = {}): Session {
  const scheduledDate = overrides.scheduledDate ?? '2030-03-04T15:00:00.000Z';
  const duration = overrides.duration ?? 60;
  const now = '2030-01-02T09:00:00.000Z';
  return {
    _id: crypto.randomUUID(),
    title: 'Career check-in',
    status: 'confirmed',
    scheduledDate,
    endDate: new Date(Date.parse(scheduledDate) + duration * 60_000).toISOString(),
    duration,
    location: { type: 'video_call', details: 'https://meet.example.com/abc' },
    locationType: 'video_call',
    clientId: TEST_CLIENT_ID,
    coachId: TEST_COACH_ID,
    client: { _id: TEST_CLIENT_ID, firstName: 'Jordan', lastName: 'Taylor', timezone: 'Europe/London' },
    coach: { _id: TEST_COACH_ID, firstName: 'Sarah', lastName: 'Mitchell', timezone: 'America/New_York' },
    requestedBy: 'coach',
    assessment: { clientFeedback: null },
    cancellation: null,
    lateReschedule: false,
    policy: { lateFrom: new Date(Date.parse(scheduledDate) - 86_400_000).toISOString(), allowRescheduling: true },
    startedAt: null,
    completedAt: null,
    sequence: 0,
    plan: null,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}
