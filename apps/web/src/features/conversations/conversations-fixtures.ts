import { type AiConversation, type CoachingSuggestion, type Conversation, type ConversationAnalytics, type ConversationMessage, defaultAiConfig, type User } from '@coaching/contract';

export const COACH_ID = '0c0a0c0a-1111-4aaa-8bbb-000000000001';
export const CLIENT_ID = '5b0c8d4e-2f7a-4b8e-9a51-3c2d1e0f9a8b';

let clock = Date.parse('2030-01-02T09:00:00.000Z');
const tick = () => new Date((clock += 60_000)).toISOString();

export function makeMessage(conversationId: string, from: 'coach' | 'client' | 'system', content: string): ConversationMessage {
  return {
    _id: crypto.randomUUID(),
    conversationId,
    role: from,
    senderId: from === 'coach' ? COACH_ID : from === 'client' ? CLIENT_ID : null,
    content,
    timestamp: tick(),
    metadata: { messageType: from === 'system' ? 'system' : 'text' },
  };
}

/** A conversation between the test coach and the test client, as the caller `viewer` sees it. */
export function makeConversation(viewer: Pick<User, 'role'>, overrides: Partial<Conversation> = {}): Conversation {
  const at = tick();
  return {
    _id: crypto.randomUUID(),
    title: 'Leading my new team',
    description: '',
    status: 'active',
    tags: [],
    clientId: CLIENT_ID,
    coachId: COACH_ID,
    clientName: 'Jordan Taylor',
    coachName: 'Sarah Mitchell',
    otherName: viewer.role === 'coach' ? 'Jordan Taylor' : 'Sarah Mitchell',
    lastMessage: null,
    unreadCount: 0,
    analytics: { totalMessages: 0, clientSatisfactionRating: null },
    aiConfig: defaultAiConfig(),
    isAICoaching: false,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

/** Five suggestions, most urgent first, as the engine answers POST /ai/suggestions/{id}. */
export function makeSuggestions(): CoachingSuggestion[] {
  return [
    { content: 'Ask what a good first month would look like for the team.', type: 'question', priority: 'high' },
    { content: 'Reflect back the worry about delegating the report.', type: 'reflection', priority: 'medium' },
    { content: 'Agree one task to hand over before the next session.', type: 'action', priority: 'medium' },
    { content: 'Share a one-page guide on situational leadership.', type: 'resource', priority: 'low' },
    { content: 'Check how the client wants to be held accountable.', type: 'question', priority: 'low' },
  ];
}

export function makeAnalytics(overrides: Partial<ConversationAnalytics> = {}): ConversationAnalytics {
  return {
    totalMessages: 12,
    conversationLength: 45,
    averageMessageLength: 87,
    avgEngagementScore: 0.72,
    sentiment: 0.66,
    engagement: 'high',
    lastActivity: '2030-01-02T10:30:00.000Z',
    clientSatisfactionRating: null,
    ...overrides,
  };
}

/** One of the test client's AI coaching conversations, as GET /ai-coaching/conversations lists it. */
export function makeAiConversation(overrides: Partial<AiConversation> = {}): AiConversation {
  const at = tick();
  return {
    _id: crypto.randomUUID(),
    title: 'Preparing for my promotion talk',
    status: 'active',
    isAICoaching: true,
    clientId: CLIENT_ID,
    coachId: COACH_ID,
    focusAreas: ['Career Development'],
    goals: [],
    coachingContext: { focusAreas: ['Career Development'], methodology: 'solution-focused', stage: 'Preferred future' },
    aiConfig: defaultAiConfig(),
    sessionSummary: { keyInsights: [], actionItems: [], summary: '' },
    analytics: makeAnalytics({ totalMessages: 0 }),
    flagged: false,
    safetyHold: false,
    rating: null,
    nextSessionFocus: null,
    messages: [],
    transcript: 'full',
    createdAt: at,
    updatedAt: at,
    completedAt: null,
    ...overrides,
  };
}
