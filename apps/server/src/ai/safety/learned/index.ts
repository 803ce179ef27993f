import type { RiskLevel } from '../assess.js';
import { decodeModel, scoreRisk, type RiskModel, type RiskScore, type StoredRiskModel } from './model.js';
import stored from './risk-model.json' with { type: 'json' };

/** The scorer trained on the development part of the labelled set (scripts/train-safety-scorer.ts). */
const MODEL = decodeModel(stored as StoredRiskModel);

/** Below this, the newest message on its own holds too little to be raised because of what came before. */
const NEWEST_ALONE = 0.5;

/**
 * A newest message shorter than this is left to the rules: a statistic of a few words is a guess
 * ('Anyone there?', 'Everything, honestly.' scored like a risk), and the rules already read the short
 * ways a crisis is put ('I want to die').
 */
const FEWEST_WORDS = 5;
const wordsIn = (text: string) => text.split(/\s+/u).filter((word) => /\p{L}/u.test(word)).length;

export type Scored = RiskScore & {
  /** Whether the newest message can be raised at all (long enough, and carrying weight of its own). */
  eligible: boolean;
};

export type Thresholds = Pick<RiskModel, 'threshold' | 'crisisThreshold'>;

/**
 * Whether a statistic may raise the newest message at all: it must be long enough, and, after earlier
 * messages, carry weight of its own, so a concern already answered does not keep coming back on
 * every later message.
 */
export function eligible(newestAlone: RiskScore | undefined, newest: string): boolean {
  return wordsIn(newest) >= FEWEST_WORDS && (!newestAlone || newestAlone.risk >= NEWEST_ALONE);
}

/**
 * The level after the scorer, one step at most above the rules': an ordinary message becomes a
 * concern when a risk is likely enough, a concern a crisis when a crisis is; a statistic alone never
 * makes a crisis of a message in which the rules saw nothing (the concern's direct question lets the
 * client say), and never lowers what the rules found. The training script chooses the thresholds
 * with this same function.
 */
export function raisedLevel(rules: RiskLevel, score: Scored, thresholds: Thresholds): RiskLevel {
  if (!score.eligible) return rules;
  if (rules === 'ordinary' && score.risk >= thresholds.threshold) return 'concern';
  if (rules === 'concern' && score.crisis >= thresholds.crisisThreshold) return 'crisis';
  return rules;
}

/** The learned scorer's view of the messages. */
export function scoreMessages(messages: readonly string[], model: RiskModel = MODEL): Scored & { thresholds: Thresholds } {
  const score = scoreRisk(model, messages);
  const newestAlone = messages.length > 1 ? scoreRisk(model, messages.slice(-1)) : undefined;
  return { ...score, eligible: eligible(newestAlone, messages.at(-1) ?? ''), thresholds: model };
}
