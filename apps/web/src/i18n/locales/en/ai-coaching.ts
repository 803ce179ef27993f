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
};
