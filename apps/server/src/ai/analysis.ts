import { METHODOLOGY_LABELS, type Methodology } from '@coaching/contract';
import { readMove } from './builtin/coach/client-move.js';
import { commitmentFromWhole, findCommitments } from './builtin/coach/commitments.js';
import { namesNoStep, resolvedPointer, stepAgreedAcrossTurns } from './builtin/coach/earlier-step.js';
import { keyPhrase, secondPerson, sentencesOf } from './builtin/coach/reflect.js';
import { stageNames, stageOf } from './builtin/coach/stages.js';
import { joinList } from './builtin/text.js';
import type { CoachingTurn } from './model.js';

/**
 * What the conversation shows, whichever model replies: the methodology stage, commitments turned
 * into action items, key insights and a summary. It reads the client's own words with the same
 * readers the built-in engine uses, so both engines are analysed alike.
 */

/**
 * The stage the conversation is in: GROW 'Goal' | 'Reality' | 'Options' | 'Will'; solution-focused
 * 'Preferred future' | 'Exceptions' | 'Scaling' | 'Next small step'; ICF 'Agreement' |
 * 'Exploration' | 'Awareness' | 'Action'; transformational 'Story' | 'Beliefs' | 'Identity' | 'Commitment'.
 */
export function currentStage(methodology: Methodology, turns: readonly CoachingTurn[]): string {
  return stageOf(methodology, turns);
}

/** The methodology's four stages in order, e.g. to show where the conversation stands. */
export function methodologyStages(methodology: Methodology): string[] {
  return stageNames(methodology);
}

/**
 * Commitments in a client message ('I will call my manager by Friday' -> {item: 'Call my manager',
 * deadline: the coming Friday}), dated from `now` at noon UTC so the day reads the same in any timezone.
 * `history` is the conversation before the message: with it, an answer that gives only the day or the
 * agreement ('Thursday, probably', "let's do that") commits to the step the client floated before.
 */
export function extractCommitments(message: string, now: Date, history: readonly CoachingTurn[] = []): { item: string; deadline: Date | null }[] {
  const found = findCommitments(message, now).map(({ item, deadline }) => ({ item: resolvedPointer(item, message, history, now), deadline }));
  // Only a day or an agreement ('Thursday, probably', "let's do that"): the step is the one floated before.
  const stepless = found.every(({ item }) => namesNoStep(item));
  const agreed = stepless ? stepAgreedAcrossTurns(message, history, now) : undefined;
  if (agreed) return [agreed];
  if (found.length > 0) return found;
  // A commitment said in words no phrasing names ('Locker booked.', 'calendar invite sent for 9am'): the move reader knows it.
  const whole = readMove(message, []).move === 'commitment' ? commitmentFromWhole(message, now) : undefined;
  return whole ? [{ item: whole.item, deadline: whole.deadline }] : [];
}

const INSIGHT =
  /\b(?:I(?:'ve|\s+have)?\s+(?:just\s+|finally\s+|now\s+)?(?:realis|realiz|notic|learn|discover|understand|figured\s+out|come\s+to\s+see)\w*|I\s+(?:now\s+)?see\s+(?:now|that)|now\s+I\s+see|it\s+turns\s+out|what\s+matters\s+(?:most\s+)?(?:to\s+me\s+)?is|the\s+real\s+(?:issue|problem|question|reason|thing)\s+is|the\s+key\s+is|it'?s\s+really\s+about|it'?s\s+not\s+(?:really\s+)?about\s+[^,.]+,\s*it'?s|what\s+I\s+(?:really\s+)?need\s+is|I\s+think\s+it'?s\s+because|that'?s\s+(?:why|the\s+reason)|the\s+(?:only|one)\s+time\s+(?:it|I)\s+\w+\s+was|I\s+work\s+best\s+when|what\s+(?:worked|helped)\s+was)\b/i;

/** Insights a client message states ('I realise ...', 'what matters most is ...'), in the client's words. */
export function extractInsights(message: string): string[] {
  return sentencesOf(message)
    .map((sentence) => sentence.replace(/[’‘]/g, "'"))
    .filter((sentence) => !sentence.endsWith('?'))
    .flatMap((sentence) => {
      const match = INSIGHT.exec(sentence);
      if (!match) return [];
      const insight = sentence.slice(match.index).replace(/[\s,;:.!…]+$/u, '');
      return insight.split(/\s+/).length >= 3 ? [`${insight.charAt(0).toUpperCase()}${insight.slice(1)}.`] : [];
    });
}

/** A few sentences on what the conversation covered, for the summary and the coach's reports: the topic, the stage, the commitments and the insights. */
export function summarise(turns: readonly CoachingTurn[], methodology: Methodology): string {
  const clientTurns = turns.filter((turn) => turn.speaker === 'client');
  if (clientTurns.length === 0) return 'No messages yet.';
  const topic = clientTurns
    .map((turn) => keyPhrase(turn.content, 16))
    .map((phrase) => (phrase ? secondPerson(phrase) : undefined))
    .find((phrase): phrase is string => phrase !== undefined);
  const label = METHODOLOGY_LABELS[methodology];
  const sentences = [
    topic ? `You talked about how ${topic}.` : 'You started a conversation.',
    `The conversation reached the ${currentStage(methodology, turns)} stage of ${label} over ${clientTurns.length} client ${clientTurns.length === 1 ? 'message' : 'messages'}.`,
  ];
  const commitments = clientTurns.flatMap((turn) => findCommitments(turn.content, new Date(0)).map((c) => c.said));
  sentences.push(commitments.length > 0 ? `Commitments: ${joinList(commitments)}.` : 'No commitments yet.');
  const insights = clientTurns.flatMap((turn) => extractInsights(turn.content));
  if (insights.length > 0) sentences.push(`Key ${insights.length === 1 ? 'insight' : 'insights'}: ${insights.slice(0, 3).join(' ')}`);
  return sentences.join(' ');
}
