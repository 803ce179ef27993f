import { defaultAiConfig, type Conversation, type ConversationAlert, type Session } from '@coaching/contract';
import { fixtureId, makeCoachSession } from '../../test/factories.js';

export { fixtureId } from '../../test/factories.js';

export const COACH_ID = fixtureId(0, 1);
export const CLIENT_ID = fixtureId(0, 2);
/** Monday 4 March 2030, 05:00 UTC: 14:00 in Tokyo, the test coach's zone (no daylight saving there). */
export const NOW = new Date('2030-03-04T05:00:00.000Z');
export const COACH_ZONE = 'Asia/Tokyo';

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
  return makeCoachSession({
    _id: fixtureId(n, 6),
    title: `Session ${n}`,
    scheduledDate: start,
    location: { type: 'video_call', details: '' },
    clientId: CLIENT_ID,
    coachId: COACH_ID,
    client: person(CLIENT_ID, 'Jordan', 'Taylor', 'UTC'),
    coach: person(COACH_ID, 'Sarah', 'Mitchell', COACH_ZONE),
    createdAt: NOW.toISOString(),
    updatedAt: NOW.toISOString(),
    ...overrides,
  });
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
