import { defaultAiConfig, type AiConversation, type Conversation, type ConversationSummary, type GoalSuggestions, type PreSessionBrief } from '@coaching/contract';
import { fixtureId } from '../../test/factories.js';

export const CLIENT_ID = fixtureId(1, 18);
export const TALK_ID = fixtureId(2, 18);
export const AI_TALK_ID = fixtureId(3, 18);
const AT = '2030-01-02T09:00:00.000Z';

export function makeBrief(overrides: Partial<PreSessionBrief> = {}): PreSessionBrief {
  return {
    client: { _id: CLIENT_ID, firstName: 'Jordan', lastName: 'Lee' },
    sinceDate: '2029-12-20T10:00:00.000Z',
    sinceLastSession: true,
    goals: [{ goalId: fixtureId(4, 18), title: 'Run a half marathon', status: 'active', progress: 25, progressChange: 0, milestonesDoneSince: 0, targetDate: '2030-05-01T00:00:00.000Z' }],
    openActionItems: [{ item: 'Email my manager', source: 'ai_coaching', sourceTitle: 'Workload', deadline: null }],
    aiSummaries: [{ conversationId: AI_TALK_ID, title: 'Workload', summary: 'You talked about saying no at work.', keyInsights: ['I never say no.'], date: AT }],
    transcriptSharing: 'summary',
    lastSessionNotes: 'Agreed to track training runs.',
    suggestedQuestions: ["'Run a half marathon' is at 25% with no milestone done since your last session: what has got in the way?"],
    generatedBy: 'builtin',
    generatedAt: AT,
    ...overrides,
  };
}

export function makeSummary(overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    conversationId: TALK_ID,
    kind: 'conversation',
    title: 'Between sessions',
    summary: 'The client felt stuck this week.',
    keyPoints: ['Training slipped'],
    actionItems: ['Call the physio on Monday'],
    sentiment: 'negative',
    sentimentScore: 0.3,
    source: 'messages',
    generatedBy: 'model',
    ...overrides,
  };
}

export const SUGGESTIONS: GoalSuggestions = {
  generatedBy: 'builtin',
  suggestions: [
    {
      title: 'Learn conversational Spanish',
      specific: 'I will learn conversational Spanish.',
      measurable: 'I will hold a 10-minute conversation by June.',
      achievable: 'Two lessons a week.',
      relevant: 'My team is in Madrid.',
      timeBound: 'By June 30.',
      category: 'Learning & Skills',
      rationale: "A goal the client named in their profile: 'Learn conversational Spanish'.",
    },
  ],
};

export function makeTalk(): Conversation {
  return {
    _id: TALK_ID,
    title: 'Between sessions',
    description: '',
    status: 'active',
    tags: [],
    clientId: CLIENT_ID,
    coachId: fixtureId(9, 18),
    clientName: 'Jordan Lee',
    coachName: 'Sarah Mitchell',
    otherName: 'Jordan Lee',
    lastMessage: null,
    unreadCount: 0,
    analytics: { totalMessages: 0, clientSatisfactionRating: null },
    aiConfig: defaultAiConfig(),
    isAICoaching: false,
    createdAt: AT,
    updatedAt: AT,
  };
}

export function makeAiTalk(): AiConversation {
  return {
    _id: AI_TALK_ID,
    title: 'Workload',
    status: 'active',
    isAICoaching: true,
    clientId: CLIENT_ID,
    coachId: fixtureId(9, 18),
    focusAreas: [],
    goals: [],
    coachingContext: { focusAreas: [], methodology: 'solution-focused', stage: 'Preferred future' },
    aiConfig: defaultAiConfig(),
    sessionSummary: { keyInsights: [], actionItems: [], summary: '' },
    analytics: { totalMessages: 2, conversationLength: 1, averageMessageLength: 40, avgEngagementScore: 0.5, sentiment: 0.5, engagement: 'medium', lastActivity: AT, clientSatisfactionRating: null },
    flagged: false,
    safetyHold: false,
    rating: null,
    nextSessionFocus: null,
    messages: [],
    transcript: 'summary',
    createdAt: AT,
    updatedAt: AT,
    completedAt: null,
  };
}
