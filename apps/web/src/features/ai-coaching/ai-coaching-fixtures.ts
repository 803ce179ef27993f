import { estimateTokens, type AiConversation, type AiMessage, type AiStats } from '@coaching/contract';
import { testUser } from '../../test/render.js';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

export function makeMessage(role: AiMessage['role'], content: string, overrides: Partial<AiMessage> = {}): AiMessage {
  return {
    _id: crypto.randomUUID(),
    role,
    content,
    timestamp: new Date().toISOString(),
    metadata: { tokens: estimateTokens(content), processingTime: 0, sentiment: 0.5, messageType: role === 'client' ? 'coaching_query' : 'ai_response' },
    ...overrides,
  };
}

export function makeConversation(overrides: Partial<AiConversation> = {}): AiConversation {
  const now = new Date().toISOString();
  return {
    _id: crypto.randomUUID(),
    title: 'Leading my new team',
    status: 'active',
    isAICoaching: true,
    clientId: testUser()._id,
    coachId: null,
    focusAreas: ['Leadership Skills'],
    goals: [],
    coachingContext: { focusAreas: ['Leadership Skills'], methodology: 'grow', stage: 'Goal' },
    aiConfig: { temperature: 0.7, maxTokens: 2000, coaching_style: 'solution-focused' },
    sessionSummary: { keyInsights: [], actionItems: [], summary: '' },
    analytics: {
      totalMessages: 0, conversationLength: 0, averageMessageLength: 0, avgEngagementScore: 0.5,
      sentiment: 0.5, engagement: 'medium', lastActivity: now, clientSatisfactionRating: null,
    },
    flagged: false,
    safetyHold: false,
    rating: null,
    nextSessionFocus: null,
    messages: [],
    transcript: 'full',
    createdAt: minutesAgo(10),
    updatedAt: now,
    completedAt: null,
    ...overrides,
  };
}

export function makeStats(overrides: Partial<AiStats> = {}): AiStats {
  return {
    totalAIConversations: 3,
    activeConversations: 2,
    totalMessages: 24,
    lastAISession: '2026-03-14T12:00:00.000Z',
    coachingGoals: ['Lead with confidence'],
    actionItems: [],
    // 64 = 40% of 50 (action items) + 30% of 62 (sentiment) + 30% of 85 (a 4.4 rating).
    progressMetrics: {
      overallScore: 64,
      averageSentiment: 0.62,
      completedActionItems: 1,
      totalActionItems: 2,
      averageRating: 4.4,
      scoreParts: [
        { part: 'actionItems', score: 50, weight: 40 },
        { part: 'sentiment', score: 62, weight: 30 },
        { part: 'rating', score: 85, weight: 30 },
      ],
    },
    ...overrides,
  };
}

