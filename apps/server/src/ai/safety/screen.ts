import { assessRisk, type RiskAssessment } from './assess.js';
import { CONCERN_AT, CRISIS_AT } from './concepts.js';
import { raisedLevel, scoreMessages } from './learned/index.js';

/**
 * The whole screen: the rules, and the learned scorer beside them. The rules know the concepts; the
 * scorer has read thousands of labelled messages by many authors, through their words and through
 * the fields of meaning they touch in any language, and catches phrasings no rule names. It can only
 * raise a level, one step at a time, never lower what the rules found: an ordinary message to a
 * concern when a risk is likely, and a concern to a crisis when a crisis is likely (both thresholds
 * chosen on messages by authors it was not trained on). A statistic alone never makes a crisis of a
 * message in which the rules saw nothing: the direct question of a concern lets the client say.
 */
export function screenRisk(messages: readonly string[]): RiskAssessment {
  const rules = assessRisk(messages);
  if (rules.level === 'crisis') return rules;
  const scored = scoreMessages(messages);
  const level = raisedLevel(rules.level, scored, scored.thresholds);
  if (level === rules.level) return rules;
  if (level === 'crisis') {
    return {
      ...rules,
      level,
      // The rules name a risk more surely than a statistic does.
      category: rules.category ?? scored.crisisCategory,
      score: Math.max(rules.score, CRISIS_AT),
      signals: [...rules.signals, `scorer:crisis:${scored.crisis.toFixed(2)}`],
    };
  }
  return { ...rules, level, category: scored.category, score: Math.max(rules.score, CONCERN_AT), signals: [...rules.signals, `scorer:${scored.risk.toFixed(2)}`] };
}
