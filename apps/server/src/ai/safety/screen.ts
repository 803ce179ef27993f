import { assessRisk, type RiskAssessment } from './assess.js';
import { CONCERN_AT } from './concepts.js';
import { scoreMessages } from './learned/index.js';

/**
 * The whole screen: the rules, and, where they see nothing, the learned scorer. The rules know the
 * concepts; the scorer has read thousands of labelled messages and catches phrasings no rule names.
 * It can only raise an ordinary message to a concern, so the AI asks the client directly rather than
 * coaching past a risk; it never makes a crisis and never lowers what the rules found.
 */
export function screenRisk(messages: readonly string[]): RiskAssessment {
  const rules = assessRisk(messages);
  if (rules.level !== 'ordinary') return rules;
  const scored = scoreMessages(messages);
  if (!scored.raises) return rules;
  return { ...rules, level: 'concern', category: scored.category, score: Math.max(rules.score, CONCERN_AT), signals: [...rules.signals, `scorer:${scored.risk.toFixed(2)}`] };
}
