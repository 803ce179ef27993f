import { defaultAiConfig, type CoachAiInsights, type CoachMetrics, type Conversation, type ConversationAlert, type Session } from '@coaching/contract';

/** Ids of the fixtures: `kind` tells them apart, `n` numbers them. */
export const fixtureId = (n: number, kind: number) => `00000000-0000-4000-8000-${String(kind).padStart(4, '0')}${String(n).padStart(8, '0')}`;
export const COACH_ID = fixtureId(0, 1);
export const CLIENT_ID = fixtureId(0, 2);
/** Monday 4 March 2030, 05:00 UTC: 14:00 in Tokyo, the test coach's zone (no daylight saving there). */
export const NOW = new Date('2030-03-04T05:00:00.000Z');
export const COACH_ZONE = 'Asia/Tokyo';

export function makeMetrics(overrides: Partial<CoachMetrics> = {}): CoachMetrics {
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

export function makeInsights(overrides: Partial<CoachAiInsights> = {}): CoachAiInsights {
  return { totalClientAISessions: 0, activeClients: [], conversationAlerts: [], summaryReports: [], ...overrides };
}

export const activeAiClient = (n: number) => ({ clientId: fixtureId(n, 3), clientName: `Client ${n}`, lastActivity: NOW.toISOString() });

export function makeAlert(n: number, overrides: Partial<ConversationAlert> = {}): ConversationAlert {
  return {
    _id: fixtureId(n, 4),
    conversationId: fixtureId(n, 5),
    clientId: fixtureId(n, 3),
    clientName: `Client ${n}`,
    kind: 'self_harm',
    level: 'concern',
    excerpt: `Alert message ${n}`,
    createdAt: NOW.toISOString(),
    ...overrides,
  };
}

export const makeSummary = (n: number) => ({
  conversationId: fixtureId(n, 5),
  clientId: fixtureId(n, 3),
  clientName: `Client ${n}`,
  title: `AI chat ${n}`,
  summary: `Summary of AI chat ${n}`,
  updatedAt: NOW.toISOString(),
});

/** A confirmed hour-long video session of the test coach with a client, starting at `start`. */
export function makeSession(n: number, start: string, overrides: Partial<Session> = {}): Session {
  const person = (id: string, firstName: string, lastName: string, timezone: string) => ({ _id: id, firstName, lastName, timezone });
  return {
    _id: fixtureId(n, 6),
    title: `Session ${n}`,
    status: 'confirmed',
    scheduledDate: start,
    endDate: new Date(Date.parse(start) + 3_600_000).toISOString(),
    duration: 60,
    location: { type: 'video_call', details: '' },
    locationType: 'video_call',
    clientId: CLIENT_ID,
    coachId: COACH_ID,
    client: person(CLIENT_ID, 'Jordan', 'Taylor', 'UTC'),
    coach: person(COACH_ID, 'Sarah', 'Mitchell', COACH_ZONE),
    requestedBy: 'coach',
    assessment: { clientFeedback: null },
    cancellation: null,
    lateReschedule: false,
    policy: { lateFrom: new Date(Date.parse(start) - 86_400_000).toISOString(), allowRescheduling: true },
    startedAt: null,
    completedAt: null,
    sequence: 0,
    createdAt: NOW.toISOString(),
    updatedAt: NOW.toISOString(),
    ...overrides,
  };
}

/** An active conversation of the test coach with a client. */
export function makeConversation(n: number, overrides: Partial<Conversation> = {}): Conversation {
  return {
    _id: fixtureId(n, 7),
    title: `Conversation ${n}`,
    description: '',
    status: 'active',
    tags: [],
    clientId: CLIENT_ID,
    coachId: COACH_ID,
    clientName: 'Jordan Taylor',
    coachName: 'Sarah Mitchell',
    otherName: 'Jordan Taylor',
    lastMessage: null,
    unreadCount: 0,
    analytics: { totalMessages: 0, clientSatisfactionRating: null },
    aiConfig: defaultAiConfig(),
    isAICoaching: false,
    createdAt: NOW.toISOString(),
    updatedAt: NOW.toISOString(),
    ...overrides,
  };
}
