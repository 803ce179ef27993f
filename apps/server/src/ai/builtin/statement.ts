import type { SmartCriteria } from '@coaching/contract';
import { findDeadline, hasDeadline } from './extract.js';
import { firstPerson } from './goal-shape.js';
import { asGerundPhrase, startsWithVerb } from './inflect.js';
import { asClause, capitalise, goalCore } from './text.js';

/**
 * Summarize's one SMART statement: the goal's action, then each further criterion as a clause,
 * joined with the connector that fits how the user phrased it.
 */

type ClauseKind = 'sentence' | 'verb' | 'gerund' | 'phrase';

const SUBJECTS = /^(?:I|I['’](?:m|ll|ve|d)|we|my|our|it|it['’]s|this|that|there|they|he|she)\b/i;
const BASE_VERBS = new Set([
  'run', 'finish', 'complete', 'save', 'read', 'lose', 'gain', 'track', 'log', 'reach', 'hit', 'attend', 'hold', 'have',
  'get', 'be', 'do', 'practise', 'practice', 'write', 'publish', 'launch', 'pass', 'earn', 'pay', 'spend', 'walk', 'swim',
  'lift', 'measure', 'record', 'count', 'score', 'achieve', 'deliver', 'ship', 'lead', 'meet', 'call', 'use', 'follow',
  'join', 'book', 'schedule', 'set', 'keep', 'build', 'create', 'learn', 'study', 'take', 'go', 'make', 'work', 'ask',
  'present', 'speak', 'cut', 'reduce', 'increase', 'improve', 'train', 'exercise', 'meditate', 'sleep', 'eat', 'drink',
  'transfer', 'put', 'deposit', 'invest', 'contribute', 'send', 'sell', 'buy', 'apply', 'submit', 'win', 'land', 'close',
]);
const ALREADY_CONNECTED = /^(?:because|since|as|so|to|in\s+order|for|which|given)\b/i;
const TIME_START = /^(?:by|within|in|before|until|till|on|over|at|no\s+later\s+than|during|after|end\s+of|every|each|this|next|soon|asap|someday|eventually|sometime)\b/i;
const LABEL_WORDS = /^(?:(?:this|it)\s+(?:is|['’]s)\s+|it['’]s\s+)?(?:(?:very|really)\s+)?(?:realistic|achievable|possible|doable|feasible|attainable|important|relevant|meaningful|valuable|essential|key)\b(?:\s+to\s+me)?[\s,:-]*/i;

function kindOf(clause: string): ClauseKind {
  if (SUBJECTS.test(clause)) return 'sentence';
  const first = (clause.split(/\s/)[0] ?? '').toLowerCase();
  if (BASE_VERBS.has(first)) return 'verb';
  if (/^[a-z]{2,}ing$/.test(first)) return 'gerund';
  return 'phrase';
}

const MEASURE_NOUN_START = /^(?:a|an|the|my|our|each|every|at\s+least|no\s+more|more\s+than|weekly|monthly|daily|how|whether|\d|[$£€])/i;

function measureClause(text: string): string {
  const clause = asClause(text);
  const kind = kindOf(clause);
  if (kind === 'sentence') return `and success means ${clause}`;
  if (kind === 'gerund' || MEASURE_NOUN_START.test(clause)) return `measured by ${clause}`;
  // 'transfer $420 a month' is how the goal is reached; 'finish time on race day' is what is measured,
  // a noun though 'finish' can be a verb ('run 3 times a week' is still a verb).
  const noun = /^\p{L}+\s+times?\b(?!\s+(?:with|for|to|on\s+my|a|per|each|every)\b)/iu.test(clause);
  if (!noun && (kind === 'verb' || startsWithVerb(clause))) return `by ${asGerundPhrase(clause)}`;
  return `measured by ${clause}`;
}

function achievableClause(text: string): string {
  const clause = asClause(text.replace(LABEL_WORDS, ''));
  if (clause === '') return '';
  if (ALREADY_CONNECTED.test(clause)) return `which is achievable ${clause}`;
  switch (kindOf(clause)) {
    case 'sentence':
      return `which is achievable because ${clause}`;
    case 'verb':
      return `with a plan to ${clause}`;
    case 'gerund':
      return `by ${clause}`;
    default:
      return `with ${clause}`;
  }
}

function relevantClause(text: string): string {
  const clause = asClause(text.replace(LABEL_WORDS, ''));
  if (clause === '') return '';
  if (/^because\b/i.test(clause)) return `and it matters ${clause}`;
  if (ALREADY_CONNECTED.test(clause)) return clause;
  switch (kindOf(clause)) {
    case 'sentence':
      return `and it matters because ${clause}`;
    case 'verb':
      return `to ${clause}`;
    default:
      return `which matters for ${clause}`;
  }
}

function timeClause(text: string): string {
  const clause = asClause(text);
  if (TIME_START.test(clause)) return clause;
  if (/^(?:\d+|one|two|three|four|six|twelve)\s+(?:day|week|month|year)s?\b/i.test(clause)) return `within ${clause}`;
  const deadline = findDeadline(clause);
  if (deadline) return deadline.phrase;
  return `on a timeline of ${clause}`;
}

/** 'I will run a 10k by June, measured by ..., with a plan to ..., because ...' */
export function smartStatement(criteria: SmartCriteria): string {
  const lead = firstPerson(criteria.specific !== '' ? criteria.specific : criteria.measurable);
  let action = goalCore(lead);
  // 'Spanish B1 by summer' or 'Better sleep' names an outcome, not an action.
  if (/^(?:a|an|the|my|our)\s|\b[ABC][12]\b|\blevel\b/i.test(action) && !startsWithVerb(action)) action = `reach ${action}`;
  else if (!startsWithVerb(action) && kindOf(action) !== 'sentence') action = `work on ${action}`;
  const parts = [`I will ${action}`];
  if (criteria.timeBound !== '') {
    const time = timeClause(criteria.timeBound);
    if (!hasDeadline(action)) parts[0] += ` ${time}`;
    else if (!action.toLowerCase().includes(time.toLowerCase())) parts.push(`with a final deadline ${time}`);
  }
  if (criteria.specific !== '' && criteria.measurable !== '') parts.push(measureClause(criteria.measurable));
  if (criteria.achievable !== '') parts.push(achievableClause(criteria.achievable));
  if (criteria.relevant !== '') parts.push(relevantClause(criteria.relevant));
  return `${capitalise(parts.filter(Boolean).join(', ').replace(/[.!?]+$/, ''))}.`;
}
