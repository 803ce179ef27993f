import { cleanSpacing, stripEndPunctuation } from './text.js';

/** What the built-in engine reads out of a user's goal text: deadlines, figures, cadences, reasons. */

export type Deadline = {
  /** As the user wrote it, with a leading preposition: 'by June 30, 2026', 'within 6 months'. */
  phrase: string;
  /** The length of the period in weeks when the text gives one ('within 6 months' -> 26). */
  weeks?: number;
};

type Found = { index: number; text: string };

const MONTH =
  '(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec)';
const DAY = String.raw`\d{1,2}(?:st|nd|rd|th)?`;
const DEADLINE_PREPOSITION = '(?:by|before|until|till|on|in|no later than)';
const COUNT_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, eighteen: 18, 'twenty-four': 24,
};
const COUNT = `(?:\\d+|${Object.keys(COUNT_WORDS).join('|')})`;
const SEASON_OR_PERIOD = '(?:year|month|quarter|week|summer|spring|autumn|fall|winter|semester|term|Q[1-4])';

const DEADLINE_PATTERNS: RegExp[] = [
  new RegExp(String.raw`\b(?:${DEADLINE_PREPOSITION}\s+)?\d{4}-\d{2}-\d{2}\b`, 'gi'),
  // A month counts only beside a preposition or a number: 'may' is also a verb, 'march' too.
  new RegExp(
    String.raw`\b(?:(?:${DEADLINE_PREPOSITION}|by the end of|the end of|end of)\s+(?:the\s+)?(?:${DAY}\s+(?:of\s+)?)?${MONTH}\b\.?(?:\s+${DAY}\b)?(?:,?\s+\d{4})?|(?:${DAY}\s+(?:of\s+)?)${MONTH}\b\.?(?:,?\s+\d{4})?|${MONTH}\b\.?\s+(?:${DAY}\b(?:,?\s+\d{4})?|\d{4}))`,
    'gi',
  ),
  new RegExp(String.raw`\b(?:within|in|over|inside)\s+(?:the\s+next\s+)?(${COUNT})\s+(day|week|month|year)s?\b`, 'gi'),
  new RegExp(String.raw`\b(?:(?:by|before|until)\s+)?(?:the\s+)?end\s+of\s+(?:the\s+|this\s+|next\s+)?${SEASON_OR_PERIOD}\b(?:\s+(?:19|20)\d{2}\b)?`, 'gi'),
  new RegExp(String.raw`\b(?:by|before|until)\s+(?:next\s+|this\s+)?(?:summer|spring|autumn|fall|winter|Q[1-4])(?:\s+\d{4})?\b`, 'gi'),
  new RegExp(String.raw`\b(?:${DEADLINE_PREPOSITION}\s+)?Q[1-4]\s+\d{4}\b`, 'gi'),
  new RegExp(String.raw`\b(?:by|before|until|in)\s+(?:19|20)\d{2}\b`, 'gi'),
  /\b(?:next|this)\s+(?:month|year|quarter|summer|spring|autumn|fall|winter)\b/gi,
];

function findAll(patterns: readonly RegExp[], text: string): Found[] {
  const found: Found[] = [];
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) found.push({ index: match.index, text: match[0] });
  }
  return found.sort((a, b) => a.index - b.index || b.text.length - a.text.length);
}

function weeksOf(phrase: string): number | undefined {
  const match = new RegExp(`(${COUNT})\\s+(day|week|month|year)s?\\b`, 'i').exec(phrase);
  if (!match?.[1] || !match[2]) return undefined;
  const count = /^\d+$/.test(match[1]) ? Number(match[1]) : (COUNT_WORDS[match[1].toLowerCase()] ?? 1);
  const perUnit = { day: 1 / 7, week: 1, month: 52 / 12, year: 52 }[match[2].toLowerCase() as 'day' | 'week' | 'month' | 'year'];
  return Math.max(1, Math.round(count * perUnit));
}

/** Gives a found date a leading preposition so it reads as a deadline: 'June 2026' -> 'by June 2026'. */
function asDeadlinePhrase(text: string): string {
  const phrase = stripEndPunctuation(cleanSpacing(text));
  if (/^(?:this|next)\s/i.test(phrase)) return `by the end of ${phrase.toLowerCase()}`;
  if (/^end\s/i.test(phrase)) return `by the ${phrase}`;
  if (/^the\s+end\s/i.test(phrase)) return `by ${phrase}`;
  if (new RegExp(`^(?:${DEADLINE_PREPOSITION}|within|over|inside|by|before|until)\\s`, 'i').test(phrase)) {
    return phrase.charAt(0).toLowerCase() + phrase.slice(1);
  }
  return `by ${phrase}`;
}

/** The first deadline written anywhere in the texts, or undefined. */
export function findDeadline(...texts: string[]): Deadline | undefined {
  for (const text of texts) {
    const first = findAll(DEADLINE_PATTERNS, text)[0];
    if (first) return { phrase: asDeadlinePhrase(first.text), weeks: weeksOf(first.text) };
  }
  return undefined;
}

/** The text with its deadlines taken out: a title names the goal, not its date. */
export function withoutDeadlines(text: string): string {
  let result = text;
  for (const date of findAll(DEADLINE_PATTERNS, text)) result = result.replace(date.text, ' ');
  return cleanSpacing(result.replace(/\s+,/g, ','));
}

export function hasDeadline(text: string): boolean {
  return findAll(DEADLINE_PATTERNS, text).length > 0;
}

const PER = String.raw`(?:\s+(?:a|an|per|each|every)\s+(?:day|week|month|year|night|morning|evening|weekday|quarter))`;
const NUMBER = String.raw`(?:[$£€]\s?)?(?<![\w.,])\d+(?:[.,]\d+)*(?:\s?%|\s?(?:k|km|kg|lbs?|mi|x)\b)?`;
const UNIT = String.raw`(?:more\s+|new\s+|extra\s+|full\s+)?(?<unit>[a-z]+)`;
const QUANTITY = new RegExp(String.raw`${NUMBER}(?:\s+${UNIT})?${PER}?`, 'gi');
const FREQUENCY = new RegExp(
  String.raw`\b(?:once|twice|(?:three|four|five|six|seven)\s+times)${PER}\b|\b(?:daily|weekly|monthly|every\s+(?:single\s+)?(?:day|morning|evening|night|week|weekday|weekend|month))\b`,
  'gi',
);
/** Words after a number that are not what it counts ('3 is enough', '5 by then'). */
const NOT_UNITS = new Set([
  'a', 'an', 'and', 'or', 'the', 'to', 'by', 'in', 'on', 'at', 'for', 'of', 'with', 'from', 'is', 'was', 'are', 'as',
  'this', 'that', 'these', 'those', 'than', 'less', 'plus', 'unless', 'thus', 'so', 'but', 'if', 'when', 'then', 'per',
  'each', 'every', 'it', 'i', 'my', 'me', 'we', 'our', 'will', 'would', 'has', 'have', 'does', 'yes', 'always',
]);

/**
 * The figures a text gives, in order and as written: '$5,000', '10k', '12 books', '3 times a week'.
 * Dates are left out: '2026' in 'by June 2026' is a deadline, not a target.
 */
export function findQuantities(text: string): string[] {
  const withoutDates = withoutDeadlines(text);
  const found: Found[] = [];
  for (const match of withoutDates.matchAll(QUANTITY)) {
    const unit = match.groups?.unit;
    let phrase = match[0];
    if (unit && NOT_UNITS.has(unit.toLowerCase())) phrase = phrase.slice(0, phrase.lastIndexOf(unit)).trim();
    found.push({ index: match.index, text: phrase.trim() });
  }
  for (const match of withoutDates.matchAll(FREQUENCY)) found.push({ index: match.index, text: match[0] });
  found.sort((a, b) => a.index - b.index);
  const quantities: string[] = [];
  let end = -1;
  for (const item of found) {
    if (item.index < end) continue;
    end = item.index + item.text.length;
    const phrase = stripEndPunctuation(item.text);
    if (phrase !== '' && !quantities.includes(phrase)) quantities.push(phrase);
  }
  return quantities;
}

export function hasNumber(text: string): boolean {
  return findQuantities(text).length > 0;
}

/** 'N times a week' in a text, as N per week, for counting sessions over a period. */
export function weeklyCount(text: string): number | undefined {
  const match = /\b(\d+|once|twice|three|four|five|six|seven)(?:\s+times|\s*x)?\s+(?:a|per|each|every)\s+week\b/i.exec(text);
  if (match?.[1]) {
    const word = match[1].toLowerCase();
    return /^\d+$/.test(word) ? Number(word) : ({ once: 1, twice: 2, three: 3, four: 4, five: 5, six: 6, seven: 7 } as Record<string, number>)[word];
  }
  return /\b(?:daily|every\s+day)\b/i.test(text) ? 7 : undefined;
}

const REASON = /\b(?:because|so that|so I can|so I|in order to|since|as I want to|which will help me|to help me)\s+[^.;!?]+/i;

/** The reason a text gives for the goal, with its connector: 'because my doctor advised it'. */
export function findReason(...texts: string[]): string | undefined {
  for (const text of texts) {
    const match = REASON.exec(text);
    if (match) return stripEndPunctuation(cleanSpacing(match[0])).replace(/^\w/, (c) => c.toLowerCase());
  }
  return undefined;
}
