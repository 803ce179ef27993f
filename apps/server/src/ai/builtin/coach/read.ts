import type { CoachingRequest } from '../../model.js';
import { findCommitments, type Commitment } from './commitments.js';
import { keyPhrase, secondPerson } from './reflect.js';
import { LADDERS, scaleAnswer, stageIndex } from './stages.js';
import { relevantFocusArea, relevantGoal, touchedBoundary, unionOf } from './topics.js';

/** Everything the engine reads out of the request before it writes a word. */
export type Reading = {
  stage: string;
  isLastStage: boolean;
  /** The client's key phrase, in their words ('' when there is nothing to reflect). */
  phrase: string;
  /** The key phrase in the second person, when it turns cleanly. */
  paraphrase: string | undefined;
  /** The client's answer on a 0-10 scale, when the message is one. */
  scale: number | undefined;
  commitments: Commitment[];
  /** The client's goal the message speaks to, if any. */
  goal: string | undefined;
  focusArea: string | undefined;
  boundary: string | undefined;
  /** The client committed to something earlier in the conversation. */
  committedEarlier: boolean;
  /** Questions the coach has already asked in this conversation. */
  askedBefore: string[];
};

const PHRASE_WORDS = { brief: 8, moderate: 12, detailed: 16 } as const;

export function readRequest(request: CoachingRequest): Reading {
  const { methodology, guardrails, client, history, message } = request;
  const turns = [...history, { speaker: 'client' as const, content: message }];
  const index = stageIndex(methodology, turns);
  const ladder = LADDERS[methodology];
  const phrase = keyPhrase(message, PHRASE_WORDS[guardrails.responseLength]);
  return {
    stage: ladder[index]!.name,
    isLastStage: index === ladder.length - 1,
    phrase,
    paraphrase: phrase ? secondPerson(phrase) : undefined,
    scale: methodology === 'solution-focused' ? scaleAnswer(message) : undefined,
    // The reply only names what was said; the service dates the action items with the real clock.
    commitments: findCommitments(message, new Date(0)),
    goal: relevantGoal(message, client.goals),
    focusArea: relevantFocusArea(message, unionOf(client.focusAreas, guardrails.focusAreas)),
    boundary: touchedBoundary(message, guardrails.topicBoundaries),
    committedEarlier: history.some((turn) => turn.speaker === 'client' && findCommitments(turn.content, new Date(0)).length > 0),
    askedBefore: history.filter((turn) => turn.speaker === 'coach').map((turn) => turn.content),
  };
}
