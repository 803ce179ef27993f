import type { Methodology } from '@coaching/contract';
import type { CoachingTurn } from './model.js';

/**
 * What the conversation shows, whichever model replies (STUB: the engine work replaces the bodies):
 * the methodology stage, commitments turned into action items, key insights and a summary.
 */

/** The stage the conversation is in, e.g. 'Goal', 'Reality', 'Options', 'Will' for GROW. */
export function currentStage(_methodology: Methodology, _turns: readonly CoachingTurn[]): string {
  return '';
}

/** Commitments in a client message ('I will ...', '... by Friday'), as action items with a deadline when one is named. */
export function extractCommitments(_message: string, _now: Date): { item: string; deadline: Date | null }[] {
  return [];
}

/** Insights a client message states ('I realise ...', 'what matters most is ...'), in the client's words. */
export function extractInsights(_message: string): string[] {
  return [];
}

/** A few sentences on what the conversation covered, for the summary and the coach's reports. */
export function summarise(_turns: readonly CoachingTurn[], _methodology: Methodology): string {
  return '';
}
