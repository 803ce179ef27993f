import { AI_TOOLS_LIMITS, DEFAULT_SENTIMENT, METHODOLOGY_LABELS, type Methodology } from '@coaching/contract';
import { extractInsights } from '../analysis.js';
import type { CoachingTurn } from '../model.js';
import { sentimentScore } from '../sentiment.js';
import { findCommitments } from './coach/commitments.js';
import { stageOf } from './coach/stages.js';
import { summariseNotes } from './practice/notes.js';
import { capitalise, joinList, stripEndPunctuation } from './text.js';

/**
 * The built-in engine's summary of a conversation for the coach: extractive (the client's and coach's
 * own sentences, never invented), with the commitments as action items and the client's sentiment as
 * the AFINN scorer reads it.
 */

export type SummarySentiment = { sentiment: 'positive' | 'neutral' | 'negative'; sentimentScore: number };
export type SummaryParts = { summary: string; keyPoints: string[]; actionItems: string[] } & SummarySentiment;

/** The spec's reading of a sentiment score (the chat's emoji): above 0.6 positive, above 0.4 neutral. */
export function sentimentOf(score: number): SummarySentiment {
  const rounded = Math.round(score * 1_000) / 1_000;
  return { sentimentScore: rounded, sentiment: rounded > 0.6 ? 'positive' : rounded > 0.4 ? 'neutral' : 'negative' };
}

/** The mean sentiment of the client's messages; neutral when they wrote nothing. */
export function clientSentiment(turns: readonly CoachingTurn[]): SummarySentiment {
  const scores = turns.filter((turn) => turn.speaker === 'client').map((turn) => sentimentScore(turn.content));
  return sentimentOf(scores.length ? scores.reduce((sum, score) => sum + score, 0) / scores.length : DEFAULT_SENTIMENT);
}

/** What the client committed to, each once, with its deadline as they said it: 'Call my manager by Friday'. */
export function actionItemsOf(turns: readonly CoachingTurn[], now: Date): string[] {
  const items = turns
    .filter((turn) => turn.speaker === 'client')
    .flatMap((turn) => findCommitments(turn.content, now))
    .map((commitment) => capitalise(stripEndPunctuation(commitment.deadlinePhrase ? `${commitment.item} ${commitment.deadlinePhrase}` : commitment.item)));
  return [...new Set(items)].slice(0, AI_TOOLS_LIMITS.summaryPoints);
}

export function summariseConversation(input: { turns: readonly CoachingTurn[]; methodology: Methodology; now: Date }): SummaryParts {
  const { turns, methodology, now } = input;
  const sentiment = clientSentiment(turns);
  const clientTurns = turns.filter((turn) => turn.speaker === 'client');
  if (turns.length === 0) return { summary: 'No messages yet.', keyPoints: [], actionItems: [], ...sentiment };

  const clientText = clientTurns.map((turn) => turn.content).join('\n');
  const notes = summariseNotes(clientText, 3);
  const insights = clientTurns.flatMap((turn) => extractInsights(turn.content));
  const coachAgreed = summariseNotes(turns.filter((turn) => turn.speaker === 'coach').map((turn) => turn.content).join('\n'), 2).agreed;
  const actionItems = actionItemsOf(turns, now);
  const keyPoints = [...new Set([...notes.points, ...insights.map(stripEndPunctuation), ...notes.concerns.map((concern) => `Concern: ${concern}`), ...coachAgreed])].slice(
    0,
    AI_TOOLS_LIMITS.summaryPoints,
  );

  const sentences = [
    `${turns.length} ${turns.length === 1 ? 'message' : 'messages'}, ${clientTurns.length} from the client, at the ${stageOf(methodology, turns)} stage of ${METHODOLOGY_LABELS[methodology]}.`,
  ];
  if (notes.points[0]) sentences.push(`The client talked about: "${stripEndPunctuation(notes.points[0])}".`);
  if (notes.concerns[0]) sentences.push(`A concern to follow up: "${stripEndPunctuation(notes.concerns[0])}".`);
  sentences.push(actionItems.length > 0 ? `Agreed next steps: ${joinList(actionItems)}.` : 'No next steps agreed yet.');
  sentences.push(`The client's tone is ${sentiment.sentiment} overall.`);
  return { summary: sentences.join(' '), keyPoints, actionItems, ...sentiment };
}
