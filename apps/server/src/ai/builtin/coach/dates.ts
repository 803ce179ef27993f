/** Deadline phrases in a client's own words ('by Friday', 'next week', 'by March 3') turned into dates. */

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const COUNTS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

const PREP = String.raw`(?:(?:by|before|until|till|on|at|over|during|no later than)\s+)?`;
const MONTH = '(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)';
const ORDINAL = String.raw`(\d{1,2})(?:st|nd|rd|th)?`;

type Day = { y: number; m: number; d: number };
type Matcher = { pattern: RegExp; resolve(match: RegExpExecArray, today: Day): Day | null };

const utc = (day: Day) => new Date(Date.UTC(day.y, day.m, day.d));
const toDay = (date: Date): Day => ({ y: date.getUTCFullYear(), m: date.getUTCMonth(), d: date.getUTCDate() });
const addDays = (day: Day, days: number) => toDay(new Date(Date.UTC(day.y, day.m, day.d + days)));
const weekday = (day: Day) => utc(day).getUTCDay();
const lastOfMonth = (day: Day, monthsAhead: number) => toDay(new Date(Date.UTC(day.y, day.m + monthsAhead + 1, 0)));
/** The Monday that starts next calendar week. */
const nextMonday = (today: Day) => addDays(today, (1 - weekday(today) + 7) % 7 || 7);
const count = (word: string) => COUNTS[word.toLowerCase()] ?? Number(word);

const MATCHERS: Matcher[] = [
  {
    pattern: new RegExp(String.raw`\b${PREP}(?:the\s+)?end\s+of\s+(?:the\s+|this\s+)?(day|week|month)\b`, 'i'),
    resolve: (m, today) => {
      const unit = m[1]!.toLowerCase();
      if (unit === 'day') return today;
      if (unit === 'month') return lastOfMonth(today, 0);
      return weekday(today) >= 5 || weekday(today) === 0 ? today : addDays(today, 5 - weekday(today));
    },
  },
  { pattern: new RegExp(String.raw`\b${PREP}(?:the\s+)?day\s+after\s+tomorrow\b`, 'i'), resolve: (_m, today) => addDays(today, 2) },
  { pattern: new RegExp(String.raw`\b${PREP}(?:today|tonight|this\s+(?:morning|afternoon|evening))\b`, 'i'), resolve: (_m, today) => today },
  { pattern: new RegExp(String.raw`\b${PREP}tomorrow(?:\s+(?:morning|afternoon|evening|night))?\b`, 'i'), resolve: (_m, today) => addDays(today, 1) },
  {
    pattern: new RegExp(String.raw`\b${PREP}(this|next|the)\s+weekend\b`, 'i'),
    resolve: (m, today) => {
      const sunday = addDays(today, (7 - weekday(today)) % 7);
      return m[1]!.toLowerCase() === 'next' ? addDays(nextMonday(today), 6) : sunday;
    },
  },
  {
    pattern: new RegExp(String.raw`\b(?:(?:by|before|until|in|during|within|over)\s+)?(this|next)\s+(week|month)\b`, 'i'),
    resolve: (m, today) => {
      const next = m[1]!.toLowerCase() === 'next';
      if (m[2]!.toLowerCase() === 'month') return lastOfMonth(today, next ? 1 : 0);
      if (next) return addDays(nextMonday(today), 4);
      return weekday(today) >= 5 || weekday(today) === 0 ? today : addDays(today, 5 - weekday(today));
    },
  },
  {
    pattern: new RegExp(String.raw`\b((?:by|before|until|till|on)\s+)?(?:(this|next|coming)\s+)?(${WEEKDAYS.join('|')})\b`, 'i'),
    resolve: (m, today) => {
      const target = WEEKDAYS.indexOf(m[3]!.toLowerCase());
      const which = (m[2] ?? '').toLowerCase();
      if (which === 'next') return addDays(nextMonday(today), (target - 1 + 7) % 7);
      const sameDayCounts = which === 'this' || /^(?:by|before|until|till)/i.test(m[1] ?? '');
      const ahead = (target - weekday(today) + 7) % 7;
      return addDays(today, ahead === 0 && !sameDayCounts ? 7 : ahead);
    },
  },
  {
    pattern: /\b(?:in|within)\s+(?:the\s+next\s+)?(a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d{1,3})\s+(day|week|month)s?\b/i,
    resolve: (m, today) => {
      const n = count(m[1]!);
      const unit = m[2]!.toLowerCase();
      if (unit === 'day') return addDays(today, n);
      if (unit === 'week') return addDays(today, 7 * n);
      return toDay(new Date(Date.UTC(today.y, today.m + n, today.d)));
    },
  },
  { pattern: new RegExp(String.raw`\b${PREP}${MONTH}\s+${ORDINAL}(?:,?\s*(\d{4}))?\b`, 'i'), resolve: (m, today) => onDate(m[1]!, m[2]!, m[3], today) },
  {
    pattern: new RegExp(String.raw`\b${PREP}(?:the\s+)?${ORDINAL}\s+(?:of\s+)?${MONTH}(?:,?\s*(\d{4}))?\b`, 'i'),
    resolve: (m, today) => onDate(m[2]!, m[1]!, m[3], today),
  },
];

function onDate(monthName: string, dayText: string, yearText: string | undefined, today: Day): Day | null {
  const m = MONTHS.indexOf(monthName.slice(0, 3).toLowerCase());
  const d = Number(dayText);
  if (m < 0 || d < 1 || d > 31) return null;
  const explicit = yearText === undefined ? undefined : Number(yearText);
  const candidate = { y: explicit ?? today.y, m, d };
  if (explicit === undefined && utc(candidate) < utc(today)) return { ...candidate, y: today.y + 1 };
  return candidate;
}

/** Words that make the date after them a start, not a deadline: 'starting Monday', 'from next week'. */
const STARTS = /\b(?:starting|beginning|from|as\s+of|after|since|commencing)\s+(?:(?:on|in)\s+)?$/i;

export type DeadlinePhrase = { phrase: string; index: number; date: Date | null };

/** Every deadline phrase in `text`, earliest first, each with its date as seen from `now`. */
export function findDeadlinePhrases(text: string, now: Date): DeadlinePhrase[] {
  const today = toDay(now);
  const found: DeadlinePhrase[] = [];
  for (const { pattern, resolve } of MATCHERS) {
    const match = pattern.exec(text);
    if (!match || found.some((f) => match.index < f.index + f.phrase.length && f.index < match.index + match[0].length)) continue;
    if (STARTS.test(text.slice(0, match.index))) continue;
    const day = resolve(match, today);
    // Noon UTC: the same calendar day whichever timezone the client reads it in.
    found.push({ phrase: match[0].trim(), index: match.index, date: day ? new Date(Date.UTC(day.y, day.m, day.d, 12)) : null });
  }
  return found.sort((a, b) => a.index - b.index);
}
