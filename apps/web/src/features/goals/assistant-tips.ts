import type { SmartCriterion } from '@coaching/contract';

/** The tips of each SMART step on the assistant page, keyed in the goals catalogue (assistant.guides.<step>.tips). */
export const CRITERION_TIPS = {
  specific: ['verb', 'people', 'vague'],
  measurable: ['number', 'often', 'start'],
  achievable: ['strengths', 'support', 'stretch'],
  relevant: ['value', 'now'],
  timeBound: ['date', 'checkpoints', 'first'],
} as const satisfies Record<SmartCriterion, readonly string[]>;
