/** The AI coaching pages' words beyond the contract's messages: methodology stages and guardrail values. */
export default {
  /** The four stages of each methodology, in order; the server names them in English (methodology-stages.ts). */
  stages: {
    grow: { '0': 'Goal', '1': 'Reality', '2': 'Options', '3': 'Will' },
    'solution-focused': { '0': 'Preferred future', '1': 'Exceptions', '2': 'Scaling', '3': 'Next small step' },
    icf: { '0': 'Agreement', '1': 'Exploration', '2': 'Awareness', '3': 'Action' },
    transformational: { '0': 'Story', '1': 'Beliefs', '2': 'Identity', '3': 'Commitment' },
  },
  /** The guardrails' named values (GUARDRAIL_OPTIONS and GUARDRAIL_DEFAULTS); free text a coach typed stays as typed. */
  guardrailValues: {
    supportive: 'supportive',
    direct: 'direct',
    challenging: 'challenging',
    analytical: 'analytical',
    brief: 'brief',
    moderate: 'moderate',
    detailed: 'detailed',
    daily: 'daily',
    weekly: 'weekly',
    biweekly: 'every two weeks',
    monthly: 'monthly',
    'personal growth': 'personal growth',
    'self-awareness': 'self-awareness',
    empathetic: 'empathetic',
    encouraging: 'encouraging',
  },
  deleteConversationOf: '{{action}}: {{title}}',
  announcement: '{{author}}: {{content}}',
  /** The coach's AI Assistant speaks to a coach about their practice, not like a client's coach. */
  coachGuardrailBanner: 'Your AI assistant is set up to be {{style}}, with {{length}} replies.',
  coachEmptyChat:
    'How can I help with your practice today? I can help you prepare a session, review a conversation or draft a message to a client. Your first message starts a new conversation.',
  /** On a phone the page shows one part at a time. */
  panels: { label: 'Parts of the page', conversations: 'Conversations', chat: 'Chat', insights: 'Insights' },
  /** What 'Overall progress' on the AI Coaching Progress page is made of. */
  score: {
    explanation:
      'Overall progress blends up to three parts, each weighted by how much it counts: the action items you have completed, how positive your messages sound, and how you rated your completed sessions. A part counts once there is something to measure.',
    partsLabel: 'What overall progress is made of',
    parts: { actionItems: 'Action items completed', sentiment: 'Positive tone of your messages', rating: 'Your session ratings' },
    figures: {
      actionItems: '{{completed}} of {{total}} completed',
      sentiment: '{{score}} positive',
      rating: 'average {{rating}} of 5 stars',
    },
    weight: 'counts for {{weight}}',
    missing: {
      actionItems: 'Not counted yet: no action items',
      sentiment: 'Not counted yet: no messages',
      rating: 'Not counted yet: no rated sessions',
    },
  },
};
