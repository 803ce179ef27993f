import type { AiConversation, AiMessage, ClientAiTrends, CoachAiAnalytics, ConversationAnalysis, OversightAlert } from '@coaching/contract';
import { fixtureId, TEST_COACH_ID } from '../../test/factories.js';

/** Wednesday 6 March 2030, noon UTC: the present of these tests (in the week of Monday 4 March). */
export const NOW = new Date('2030-03-06T12:00:00.000Z');
export const WEEKS = ['2030-02-18', '2030-02-25', '2030-03-04'];
export const RILEY_ID = fixtureId(1, 71);
export const SAM_ID = fixtureId(2, 71);
export const CONVERSATION_ID = fixtureId(1, 72);

export function makeTrends(overrides: Partial<ClientAiTrends> & Pick<ClientAiTrends, 'clientId' | 'clientName'>): ClientAiTrends {
  return {
    conversations: 0,
    messages: 0,
    averageSentiment: null,
    averageEngagement: null,
    lastActivity: null,
    openAlerts: 0,
    weeks: WEEKS.map((week) => ({ week, conversations: 0, messages: 0, sentiment: null, engagement: null })),
    ...overrides,
  };
}

/** Riley is active with an alert; Sam wrote more but less recently; Quinn has never used the AI coach. */
export function makeAnalytics(): CoachAiAnalytics {
  return {
    weeks: WEEKS,
    clients: [
      makeTrends({
        clientId: RILEY_ID,
        clientName: 'Riley Chen',
        conversations: 2,
        messages: 5,
        averageSentiment: 0.42,
        averageEngagement: 0.7,
        lastActivity: '2030-03-06T10:00:00.000Z',
        openAlerts: 1,
        weeks: [
          { week: WEEKS[0]!, conversations: 0, messages: 0, sentiment: null, engagement: null },
          { week: WEEKS[1]!, conversations: 1, messages: 2, sentiment: 0.6, engagement: 0.5 },
          { week: WEEKS[2]!, conversations: 2, messages: 3, sentiment: 0.3, engagement: 0.8 },
        ],
      }),
      makeTrends({
        clientId: SAM_ID,
        clientName: 'Sam Ortiz',
        conversations: 1,
        messages: 9,
        averageSentiment: 0.81,
        averageEngagement: 0.55,
        lastActivity: '2030-02-26T09:00:00.000Z',
        weeks: [
          { week: WEEKS[0]!, conversations: 1, messages: 9, sentiment: 0.81, engagement: 0.55 },
          { week: WEEKS[1]!, conversations: 0, messages: 0, sentiment: null, engagement: null },
          { week: WEEKS[2]!, conversations: 0, messages: 0, sentiment: null, engagement: null },
        ],
      }),
      makeTrends({ clientId: fixtureId(3, 71), clientName: 'Quinn Park' }),
    ],
  };
}

export function makeOversightAlert(n: number, overrides: Partial<OversightAlert> = {}): OversightAlert {
  return {
    _id: fixtureId(n, 73),
    conversationId: CONVERSATION_ID,
    clientId: RILEY_ID,
    clientName: 'Riley Chen',
    kind: 'suicide',
    level: 'crisis',
    excerpt: 'I keep thinking about ending it',
    createdAt: '2030-03-06T09:30:00.000Z',
    status: 'open',
    acknowledgedAt: null,
    resolvedAt: null,
    resolutionNote: null,
    ...overrides,
  };
}

export function makeAnalysis(overrides: Partial<ConversationAnalysis> = {}): ConversationAnalysis {
  return {
    conversationId: CONVERSATION_ID,
    clientId: RILEY_ID,
    clientName: 'Riley Chen',
    title: 'Leading team meetings',
    status: 'active',
    methodology: 'grow',
    stage: 'Options',
    stages: ['Goal', 'Reality', 'Options', 'Will'],
    stagesReached: ['Goal', 'Reality', 'Options'],
    sentiment: {
      overall: 0.47,
      points: [
        { index: 1, at: '2030-03-06T09:00:00.000Z', score: 0.62 },
        { index: 2, at: '2030-03-06T09:05:00.000Z', score: 0.31 },
        { index: 3, at: '2030-03-06T09:10:00.000Z', score: 0.48 },
      ],
    },
    engagement: { level: 'high', score: 0.74 },
    messageCount: 6,
    lastActivity: '2030-03-06T09:11:00.000Z',
    summary: 'Riley explored how to shorten team meetings.',
    keyInsights: ['Meetings run long without an agenda'],
    actionItems: [
      { _id: fixtureId(1, 74), item: 'Send an agenda by Friday', status: 'in_progress', deadline: '2030-03-08T23:59:59.999Z', createdAt: '2030-03-06T09:10:00.000Z' },
      { _id: fixtureId(2, 74), item: 'Ask for feedback', status: 'completed', deadline: null, createdAt: '2030-03-06T09:10:00.000Z' },
    ],
    flagged: true,
    safetyHold: false,
    alerts: [
      {
        _id: fixtureId(1, 73),
        kind: 'self_harm',
        level: 'concern',
        status: 'resolved',
        createdAt: '2030-03-06T09:06:00.000Z',
        acknowledgedAt: '2030-03-06T09:20:00.000Z',
        resolvedAt: '2030-03-06T09:40:00.000Z',
        resolutionNote: 'Called Riley; she is safe.',
      },
    ],
    ...overrides,
  };
}

export function makeMessage(n: number, role: AiMessage['role'], content: string): AiMessage {
  return {
    _id: fixtureId(n, 75),
    role,
    content,
    timestamp: new Date(NOW.getTime() - (10 - n) * 60_000).toISOString(),
    metadata: { tokens: 10, processingTime: 0, sentiment: 0.5, messageType: role === 'client' ? 'coaching_query' : 'ai_response' },
  };
}

export function makeAiConversation(n: number, overrides: Partial<AiConversation> = {}): AiConversation {
  const at = new Date(NOW.getTime() - n * 3_600_000).toISOString();
  return {
    _id: fixtureId(n, 72),
    title: `Conversation ${n}`,
    status: 'active',
    isAICoaching: true,
    clientId: RILEY_ID,
    coachId: TEST_COACH_ID,
    focusAreas: [],
    goals: [],
    coachingContext: { focusAreas: [], methodology: 'grow', stage: 'Goal' },
    aiConfig: { temperature: 0.7, maxTokens: 2000, coaching_style: 'directive' },
    sessionSummary: { keyInsights: [], actionItems: [], summary: '' },
    analytics: {
      totalMessages: 0,
      conversationLength: 0,
      averageMessageLength: 0,
      avgEngagementScore: 0.5,
      sentiment: 0.5,
      engagement: 'medium',
      lastActivity: at,
      clientSatisfactionRating: null,
    },
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
