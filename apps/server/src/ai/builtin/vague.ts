import { findReason, hasDeadline, hasNumber } from './extract.js';
import { cleanSpacing, stripEndPunctuation } from './text.js';

/**
 * Refine's rewriting rules: each finds one kind of vague language and replaces it with a
 * commitment, a figure or a deadline, and says what it did in words the user can check.
 */

export const DEFAULT_PERIOD = 'within 12 weeks';

type Context = {
  /** 'Specific', 'Measurable', ... as the stepper names them. */
  label: string;
  /** The goal's own deadline, when one was written anywhere. */
  deadline?: string;
};

type Rule = {
  /** Intent rules turn wishes and hedges into commitments: Refine's work, not Expand's. */
  intent?: true;
  pattern: RegExp;
  /** The replacement, or undefined to leave this match alone. */
  replace: (match: string, context: Context, text: string) => string | undefined;
  describe: (match: string, replacement: string, context: Context) => string;
};

const quote = (text: string) => `'${cleanSpacing(text).replace(/,$/, '')}'`;
const isPlural = (word: string) => /^[a-z]{3,}s$/i.test(word) && !/(?:ss|us|is|ys)$/i.test(word) && !NOT_PLURALS.has(word.toLowerCase());
const NOT_PLURALS = new Set(['this', 'less', 'always', 'sometimes', 'perhaps', 'across', 'unless', 'towards', 'afterwards']);
const TIME_UNITS = /^(?:hours?|minutes?)$/i;
const FREQUENCY_IN_TEXT = /\b(?:\d+\s*(?:x|times)|once|twice|daily|weekly|every\s+\w+)\b/i;

const RULES: readonly Rule[] = [
  {
    intent: true,
    pattern: /^\s*you\s+(?:really\s+)?(?:should|need\s+to|must|have\s+to|ought\s+to|could|can|will)\b/gi,
    replace: () => 'I will',
    describe: (match, _r, { label }) => `Replaced ${quote(match)} with 'I will' in ${label}`,
  },
  {
    intent: true,
    pattern: /\byour(?:self)?\b/gi,
    replace: (match) => (/self$/i.test(match) ? 'myself' : 'my'),
    describe: (_m, _r, { label }) => `Wrote ${label} in the first person`,
  },
  {
    intent: true,
    pattern: /\b(?:I\s+(?:really\s+)?(?:want|would\s+like|['’]d\s+like|wish|hope|plan|need|intend|aim)\s+to|I\s+(?:should|could|might)|(?:my|the)\s+(?:main\s+)?(?:goal|aim|objective)\s+is\s+to)\b/gi,
    replace: () => 'I will',
    describe: (match, _r, { label }) => `Replaced ${quote(match)} with 'I will' in ${label}`,
  },
  {
    intent: true,
    pattern: /\b(?:try(?:ing)?|attempt(?:ing)?|do\s+my\s+best|make\s+an\s+effort|aim)\s+(?:to|and)\s+/gi,
    replace: () => '',
    describe: (match, _r, { label }) => `Replaced ${quote(match)} with a commitment in ${label}`,
  },
  {
    intent: true,
    pattern: /,?\s*\b(?:maybe|perhaps|possibly|hopefully|probably|ideally|somehow|kind\s+of|sort\s+of|if\s+possible|if\s+I\s+can|when\s+I\s+(?:have|find)\s+(?:the\s+)?time|when\s+I\s+can)\b,?/gi,
    replace: () => ' ',
    describe: (match, _r, { label }) => `Removed the hedge ${quote(match.replace(/^,?\s*/, ''))} from ${label}`,
  },
  {
    pattern: /\b(?:as\s+soon\s+as\s+possible|asap|sooner\s+or\s+later|in\s+the\s+(?:near\s+)?future|at\s+some\s+point|some\s?day|one\s+day|eventually|sometime|soon)\b(?!\s+(?:a|per|each|every)\s)/gi,
    replace: (_m, context, text) => (hasDeadline(text) ? '' : (context.deadline ?? DEFAULT_PERIOD)),
    describe: (match, replacement, { label }) =>
      replacement === '' ? `Removed the vague ${quote(match)} from ${label}` : `Replaced ${quote(match)} with '${replacement}' in ${label}`,
  },
  {
    pattern: /\b(?:more\s+often|more\s+regularly|on\s+a\s+regular\s+basis|regularly|frequently|consistently|often)\b/gi,
    replace: (_m, _c, text) => (FREQUENCY_IN_TEXT.test(text) ? '' : '3 times a week'),
    describe: (match, replacement, { label }) =>
      replacement === '' ? `Removed the vague ${quote(match)} from ${label}` : `Replaced ${quote(match)} with '${replacement}' in ${label}`,
  },
  {
    // 'Exercise more', not 'write more blog posts': 'more' here says how often, not how many.
    pattern: /\b(?:exercise|run|walk|jog|swim|cycle|read|write|practi[sc]e|meditate|study|train|cook|journal|stretch|work\s+out)\s+more\b(?=\s*(?:$|[.,;!?]|(?:at|in|with|on|for|to|during|and|than|when|before|after)\b))/gi,
    replace: (match, _c, text) => (FREQUENCY_IN_TEXT.test(text) ? match.replace(/\s+more$/i, '') : match.replace(/\s+more$/i, ' 3 times a week')),
    describe: (match, replacement, { label }) => `Replaced ${quote(match)} with ${quote(replacement)} in ${label}`,
  },
  {
    // 'Delegate more', 'see my friends more': how much more, per the kind of action.
    pattern: /\b(delegate|hand\s+off|see|visit|meet|call)((?:\s+(?:my|our|your|the)\s+\p{L}+)?)\s+more\b(?=\s*(?:$|[.,;!?]|(?:at|in|with|on|for|to|during|and)\b))/giu,
    replace: (match) => {
      const [, verb = '', object = ''] = /^(\S+(?:\s+off)?)(.*?)\s+more$/i.exec(match) ?? [];
      if (/^(?:delegate|hand\s+off)$/i.test(verb)) return `${verb}${object} at least 2 more tasks a week`;
      return `${verb}${object} at least twice a month`;
    },
    describe: (match, replacement, { label }) => `Replaced ${quote(match)} with ${quote(replacement)} in ${label}`,
  },
  {
    // 'less money', not 'less reactive': an adjective is a quality, measured by a rating instead.
    pattern: /\b(?:less|fewer)\b(?=\s+\p{L})(?!\s+(?:than\b|\p{L}+(?:ive|ful|ous|able|ible|ic|al|ed|ent|ant)\b))/giu,
    replace: (match, _c, text) => (/\d\s*%/.test(text) ? undefined : `20% ${match.toLowerCase()}`),
    describe: (match, replacement, { label }) => `Replaced ${quote(match)} with '${replacement}' in ${label}`,
  },
  {
    pattern: /\bsleep\s+more\b/gi,
    replace: () => 'sleep at least 7 hours a night',
    describe: (match, replacement, { label }) => `Replaced ${quote(match)} with ${quote(replacement)} in ${label}`,
  },
  {
    pattern: /(?<!\d\s*%?\s)\bmore\s+(?:quality\s+)?time\b/gi,
    replace: () => 'at least 3 hours a week',
    describe: (match, replacement, { label }) => `Replaced ${quote(match)} with '${replacement}' in ${label}`,
  },
  {
    pattern: /(?<!\d\s*%?\s)\bmore\s+money\b/gi,
    replace: () => '10% more money',
    describe: (match, replacement, { label }) => `Replaced ${quote(match)} with '${replacement}' in ${label}`,
  },
  {
    pattern: /(?<!\d\s*%?\s)\bmore\s+([a-z]+)(?:\s+([a-z]+))?\b/gi,
    replace: (match) => {
      const [, noun = '', second = ''] = match.split(/\s+/);
      if (TIME_UNITS.test(noun)) return `2 more ${noun} a week${second ? ` ${second}` : ''}`;
      if (isPlural(noun)) return `at least 2 ${noun} a month${second ? ` ${second}` : ''}`;
      // 'more blog posts': a noun before the plural it counts.
      return isPlural(second) ? `at least 2 ${noun} ${second} a month` : undefined;
    },
    describe: (match, replacement, { label }) => `Replaced ${quote(match)} with '${replacement}' in ${label}`,
  },
  {
    pattern: /\b(?:a\s+lot\s+of|lots\s+of|plenty\s+of|loads\s+of|a\s+bunch\s+of|many|a\s+few|several|some)\s+(?!of\b)([a-z]+)\b/gi,
    replace: (match) => {
      const words = match.split(/\s+/);
      const noun = words.at(-1) ?? '';
      if (!isPlural(noun)) return noun;
      return /^(?:a few|several|some)\s/i.test(match) ? `at least 3 ${noun}` : `at least 10 ${noun}`;
    },
    describe: (match, replacement, { label }) => {
      const vague = match.replace(/\s+[a-z]+$/i, '');
      if (!/\s/.test(replacement)) return `Removed the vague ${quote(vague)} from ${label}`;
      return `Replaced ${quote(vague)} with '${replacement.replace(/\s+[a-z]+$/i, '')}' in ${label}`;
    },
  },
  {
    pattern: /\s*\b(?:a\s+lot|a\s+bit|somewhat|very\s+much)\b(?!\s+of\b)/gi,
    replace: () => '',
    describe: (match, _r, { label }) => `Removed the vague ${quote(match)} from ${label}`,
  },
];

const QUALITY = String.raw`[a-z]+(?:ive|ful|ous|able|ible|ic|al|ed|ent|ant)`;
// 'develop my skills' promises a change; 'junior developers' does not.
const IMPROVE_WORDS = new RegExp(
  String.raw`\b(better|improv\w*|enhanc\w*|develop(?:s|ing|ed)?|strengthen\w*|stronger|healthier|fitter|happier|calmer|more\s+[a-z]+|less\s+${QUALITY}|good\s+at)\b`,
  'i',
);
const CHANGE_WORDS = new RegExp(String.raw`\b(increas\w*|boost\w*|grow\w*|reduc\w*|decreas\w*|lower\w*|cut\s+down|(?:less|fewer)(?!\s+${QUALITY}\b))\b`, 'i');

/** Appends a measure before any 'because ...' so the reason still closes the sentence. */
function insertBeforeReason(text: string, addition: string): string {
  const body = stripEndPunctuation(text);
  const reason = findReason(body);
  if (!reason) return `${body}${addition}`;
  const at = body.toLowerCase().lastIndexOf(reason.toLowerCase());
  return `${stripEndPunctuation(body.slice(0, at))}${addition} ${body.slice(at)}`;
}

/**
 * 'improve', 'better', 'reduce' and the like promise a change without saying how much: the
 * criterion gets a measure of that change unless it already carries a figure.
 */
export type AddedMeasure = 'percent' | 'rating';

export function measureVagueChange(text: string, label: string): { text: string; change?: string; measure?: AddedMeasure } {
  if (hasNumber(text)) return { text };
  const change = CHANGE_WORDS.exec(text);
  if (change?.[1]) {
    return {
      text: insertBeforeReason(text, ' by 20% from the baseline I record in week 1'),
      change: `Added a measure to the vague ${quote(change[1])} in ${label}`,
      measure: 'percent',
    };
  }
  const improve = IMPROVE_WORDS.exec(text);
  if (improve?.[1]) {
    return {
      text: insertBeforeReason(text, ', rated at least 2 points higher on a 1-10 scale than my week-1 baseline'),
      change: `Added a measure to the vague ${quote(improve[1])} in ${label}`,
      measure: 'rating',
    };
  }
  return { text };
}

/**
 * Applies the rules to one criterion; returns the tightened text and one line per change. Without
 * `intent`, wishes and hedges stay (Expand keeps the user's voice) and only vague amounts go.
 */
export function tightenVagueLanguage(text: string, context: Context, options: { intent: boolean } = { intent: true }): { text: string; changes: string[] } {
  const changes: string[] = [];
  let result = text;
  for (const rule of RULES) {
    if (rule.intent && !options.intent) continue;
    result = result.replace(rule.pattern, (match) => {
      const replacement = rule.replace(match, context, result);
      if (replacement === undefined) return match;
      const line = rule.describe(match.trim(), replacement, context);
      if (!changes.includes(line)) changes.push(line);
      return replacement;
    });
  }
  return { text: cleanSpacing(result.replace(/\bI will will\b/gi, 'I will').replace(/\bI will I will\b/gi, 'I will')), changes };
}
