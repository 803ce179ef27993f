import { decodeModel, scoreRisk, type RiskScore, type StoredRiskModel } from './model.js';
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

/**
 * The learned scorer's view of the messages, and whether it is sure enough to raise a concern: the
 * conversation must score above the trained threshold and the newest message must carry weight of
 * its own, so a concern already answered does not keep coming back on every later message.
 */
export function scoreMessages(messages: readonly string[]): RiskScore & { raises: boolean } {
  const score = scoreRisk(MODEL, messages);
  const newest = messages.at(-1) ?? '';
  const raises =
    score.risk >= MODEL.threshold &&
    wordsIn(newest) >= FEWEST_WORDS &&
    (messages.length === 1 || scoreRisk(MODEL, messages.slice(-1)).risk >= NEWEST_ALONE);
  return { ...score, raises };
}
