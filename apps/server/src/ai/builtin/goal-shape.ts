import { findQuantities, withoutDeadlines } from './extract.js';
import { asGerundPhrase, startsWithVerb } from './inflect.js';
import { cleanSpacing, goalCore, lowerFirst, stripEndPunctuation } from './text.js';

/**
 * What a goal is about and how it can be measured, read from the user's Specific text, so that each
 * proposed criterion names the goal in the user's own words instead of saying 'this goal'.
 */

export type Cadence =
  /** Every day, morning, evening, night or weekday. */
  | { kind: 'daily'; unit: string; perWeek: number }
  /** A named day: 'every Sunday'. */
  | { kind: 'weekday'; unit: string }
  /** 'N times a week'; `counted` when the user counts things ('2 more tasks a week'), not sessions. */
  | { kind: 'weekly'; perWeek: number; counted: boolean }
  | { kind: 'monthly' }
  /** Every two weeks, every other week: between weekly and monthly. */
  | { kind: 'sparse' };

export type MeasureKind =
  | 'cadence'
  | 'threshold'
  | 'stop'
  | 'reduce'
  | 'increase'
  | 'rating'
  | 'amount'
  | 'outcome'
  | 'money'
  | 'learning'
  | 'activity'
  | 'steps';

export type GoalShape = {
  /** The action, short, as a verb phrase: 'delegate at work', 'run a 10k race'. */
  action: string;
  /** The same as a noun phrase, to write about: 'delegating at work', 'Spanish B1'. */
  topic: string;
  /** The topic in at most five words, for the criteria that name it again: 'passing the exam'. */
  reference: string;
  /** True when the user wrote a noun phrase ('Better sleep'), not an action. */
  fragment: boolean;
  kind: MeasureKind;
  cadence?: Cadence;
  /** The figures of the goal that are not its cadence: '$5,000', '12 books'. */
  amounts: string[];
  /** For a reduction, what to record as the starting point: 'my screen time'. */
  baseline?: string;
  /** For an increase, what to count each week: 'times I see my friends', 'books I read'. */
  counted?: string;
  /** A limit the goal keeps to, and what is measured against it: 'below 130/80', 'my blood pressure'. */
  threshold?: { limit: string; measured?: string };
};

/** 'You should apply for jobs' -> 'apply for jobs'; 'your' -> 'my'. */
export function firstPerson(text: string): string {
  return text
    .replace(/^\s*you\s+(?:really\s+)?(?:should|need\s+to|must|have\s+to|ought\s+to|could|can|will|are\s+going\s+to)\s+/i, '')
    .replace(/\byourself\b/gi, 'myself')
    .replace(/\byours\b/gi, 'mine')
    .replace(/\byour\b/gi, 'my')
    .replace(/\bYour\b/g, 'My');
}

const COUNT: Record<string, number> = { once: 1, one: 1, twice: 2, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7 };
const DAYS = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)';
const FREQUENCY = new RegExp(
  String.raw`(?:\b(\d+|one|two|three|four|five|six|seven)\s*(?:times?|x)\s+|\b(once|twice)\s+)?` +
    String.raw`\b(?:a|an|per|each|every|on)\s+(?:(other|\d+|two|three|four)\s+)?(?:(?:school|work|working|week)\s+)?(day|week|month|year|night|morning|evening|weekday|weekend|quarter|fortnight|${DAYS})s?\b` +
    // 'weekly' before a noun ('the weekly report') describes the noun, not how often.
    String.raw`|\b(daily|nightly|weekly|monthly|fortnightly)\b(?=\s*(?:[.,;!?]|$)|\s+(?:and|or|for|at|in|on|with|by|until|from|so|because|to|instead)\b)`,
  'gi',
);

function cadenceOf(match: RegExpExecArray, counted: boolean): Cadence {
  const count = match[1] ?? match[2];
  const perUnit = count ? (COUNT[count.toLowerCase()] ?? Number(count)) : 1;
  const every = match[3];
  const unit = (match[4] ?? match[5] ?? '').toLowerCase().replace(/ly$/, '').replace(/^dai$/, 'day').replace(/^nigh$/, 'night');
  if (every) return { kind: 'sparse' };
  if (new RegExp(`^${DAYS}$`).test(unit)) return { kind: 'weekday', unit: unit.charAt(0).toUpperCase() + unit.slice(1) };
  if (unit === 'weekday') return { kind: 'daily', unit: 'weekday', perWeek: 5 };
  if (['day', 'morning', 'evening', 'night'].includes(unit)) return { kind: 'daily', unit, perWeek: 7 };
  if (unit === 'week' || unit === 'weekend') return { kind: 'weekly', perWeek: perUnit, counted };
  if (unit === 'month') return { kind: 'monthly' };
  return { kind: 'sparse' };
}

/** Words that make a goal vague; the topic leaves them out (Refine and Expand deal with them). */
const HEDGES = /,?\s*\b(?:maybe|perhaps|possibly|hopefully|probably|ideally|somehow|if\s+possible|if\s+I\s+can|when\s+I\s+can|as\s+much\s+as\s+possible)\b,?/gi;
const WHEN_VAGUE = /\b(?:as\s+soon\s+as\s+possible|asap|sooner\s+or\s+later|in\s+the\s+(?:near\s+)?future|at\s+some\s+point|some\s?day|one\s+day|eventually|soon)\b/gi;
const HOW_OFTEN_VAGUE = /\b(?:more\s+often|more\s+regularly|on\s+a\s+regular\s+basis|regularly|frequently|consistently|often)\b/gi;
const AMOUNT_VAGUE = /\b(?:a\s+lot\s+of|lots\s+of|plenty\s+of|a\s+bit\s+of|some|a\s+lot|a\s+bit)\b\s*/gi;

type Bare = {
  phrase: string;
  /** 'better', 'more patient', 'improve': a change of quality, measured by a rating. */
  comparative: boolean;
  /** 'less', 'fewer': a change of amount downwards. */
  reduce: boolean;
  /** 'more books', 'delegate more': a change of amount upwards; the noun counted, if one was named. */
  increase?: { noun?: string };
};

const ADJECTIVE = /^(?:\p{L}+(?:ent|ant|ive|ful|ous|able|ible|ic|al|ed|ish|less)|calm|kind|healthy|happy|fit|strong|present|patient|confident|organi[sz]ed|focused|open|honest|assertive|social|visible)$/u;
const PREPOSITION = /^(?:at|in|with|on|of|for|to|and|than|during|around)$/i;

function changeOf(text: string): Omit<Bare, 'phrase'> {
  const lessOf = /\b(?:less|fewer)\s+(\p{L}+)/iu.exec(text);
  // 'less reactive' is a quality to rate; 'less money' an amount to cut.
  if (lessOf && ADJECTIVE.test(lessOf[1] ?? '')) return { comparative: true, reduce: false };
  const reduce = /\b(?:less|fewer)\b/i.test(text);
  const improve = /\b(?:improv\w*|better|enhance|strengthen)\b/i.test(text);
  const more = /\bmore\b(?:\s+(\p{L}+))?/iu.exec(text);
  if (!more) return { comparative: improve, reduce };
  const next = more[1] ?? '';
  if (ADJECTIVE.test(next)) return { comparative: true, reduce };
  if (next === '' || PREPOSITION.test(next) || next === 'often') return { comparative: improve, reduce, increase: {} };
  return { comparative: improve, reduce, increase: { noun: next.toLowerCase() } };
}

/** The user's Specific without its hedges, vague words, deadlines, cadence and reasons. */
function bareAction(specific: string): Bare {
  let text = goalCore(firstPerson(cleanSpacing(specific)));
  text = text.split(/\s(?:because|so\s+that|so\s+I\s+can|so\s+I|in\s+order\s+to|since|as\s+I|which\s+will|to\s+help\s+me)\s|[;:(—–]|,\s+(?!and\b)(?=\p{L}+ed\b|rated\b|measured\b|tracked\b|by\b|with\b|within\b|starting\b)|\s-\s/iu)[0] ?? text;
  text = withoutDeadlines(text).replace(HEDGES, ' ').replace(WHEN_VAGUE, ' ').replace(HOW_OFTEN_VAGUE, ' ').replace(FREQUENCY, ' ');
  text = text.replace(/^(?:try|attempt)\s+(?:to|and)\s+/i, '');
  const change = changeOf(text);
  text = text
    .replace(/^(?:get|become)\s+better\s+at\s+/i, '')
    .replace(/^(?:become|get)\s+(?=(?:a\s+|an\s+)?(?:better|more)\b)/i, 'be ')
    .replace(/^start\s+(?=\w+ing\b)/i, '')
    .replace(/\bmore\s+of\s+/gi, '')
    .replace(/^be\s+less\s+(?=\p{L})/iu, 'be not ')
    .replace(/\b\d+(?:\.\d+)?\s*%\s+(?=(?:more|less|fewer)\b)/gi, '')
    .replace(/\b(?:better|more|less|fewer)\b\s*(?=(?:at|in|with|on|of|for|to|and|than)\b|[.,;]|$)/gi, '')
    .replace(/\b(?:better|more|less|fewer)\s+(?=\p{L})/giu, '')
    .replace(AMOUNT_VAGUE, '')
    // A qualified figure ('at least 3 hours') is a target for Measurable; the topic keeps what is done.
    .replace(/\b(?:at\s+least|at\s+most|up\s+to|no\s+more\s+than)\s+\d[\d,.]*\s+/gi, '')
    .replace(/\bspend\s+(?:hours|minutes)\b/gi, 'spend time');
  const phrase = stripEndPunctuation(cleanSpacing(text.replace(/\s+,/g, ',').replace(/,(?=\s*(?:,|$))/g, '')));
  return { phrase: phrase.replace(/^(?:and|or|to)\s+/i, ''), ...change };
}

const CUT_AT = new Set([
  'in', 'by', 'for', 'to', 'with', 'at', 'on', 'from', 'after', 'before', 'during', 'instead', 'while', 'within', 'without',
  'than', 'so', 'because', 'about', 'when', 'if', 'whenever', 'until',
]);
const MAX_WORDS = 10;

/** The action up to its first preposition after three words: 'run a 10k race (in under an hour)'. */
function shorten(phrase: string): string {
  const words = phrase.split(' ').filter(Boolean);
  let end = words.findIndex((word, index) => index >= 3 && CUT_AT.has(word.toLowerCase()));
  if (end < 0) end = words.length;
  let kept = words.slice(0, Math.min(end, MAX_WORDS));
  while (kept.length > 1 && /^(?:a|an|the|and|or|to|of|my|with|in|on|at|for|by|about)$/i.test(kept.at(-1) ?? '')) kept = kept.slice(0, -1);
  return stripEndPunctuation(kept.join(' '));
}

const DETERMINER = /^(?:a|an|the|my|our|her|his|their|all)$/i;

const NOUN_PHRASE_END = new Set([...CUT_AT, 'below', 'above', 'under', 'over', 'about', 'into', 'through', 'and', 'or', 'when', 'if']);
const isName = (word: string) => /^\p{Lu}/u.test(word);

/**
 * A phrase in at most `maxWords` words, cut inside its first noun phrase rather than after it:
 * 'passing the AWS Solutions Architect exam' -> 'passing the exam', 'volunteer at the local food
 * bank' -> 'volunteer at the food bank'. A name ('Google Data Analytics') goes whole or not at all.
 */
export function compact(phrase: string, maxWords = 5): string {
  const words = phrase.split(' ').filter(Boolean);
  if (words.length <= maxWords) return phrase;
  const at = words.findIndex((word, index) => index > 0 && DETERMINER.test(word));
  if (at < 0 || at >= words.length - 1) return shorten(words.slice(0, maxWords).join(' '));
  // 'let my team handle the weekly reports': a second noun phrase keeps only its noun.
  const second = words.findIndex((word, index) => index > at + 1 && DETERMINER.test(word));
  if (second > 0) {
    const before = words.slice(0, second);
    const last = words.at(-1) ?? '';
    for (const kept of [[...before, words[second] ?? '', last], [...before, last]]) if (kept.length <= maxWords) return kept.join(' ');
    return shorten(words.slice(0, maxWords).join(' '));
  }
  const head = words.slice(0, at + 1);
  const end = words.findIndex((word, index) => index > at && NOUN_PHRASE_END.has(word.toLowerCase()));
  let noun = words.slice(at + 1, end < 0 ? undefined : end);
  while (head.length + noun.length > maxWords && noun.length > 1) {
    const name = noun.findIndex((word) => !isName(word));
    noun = isName(noun[0] ?? '') && name > 0 ? noun.slice(name) : noun.slice(1);
  }
  const kept = [...head, ...noun];
  return kept.length <= maxWords ? kept.join(' ') : shorten(kept.slice(0, maxWords).join(' '));
}

const LIMIT = /\b(below|under|above|over|within|in\s+under|less\s+than|more\s+than|at\s+most)\s+([$£€]?\d(?:[\d,./:]*\d)?(?:\s*(?:%|k|km|kg|lbs?|mi|mmhg|hours?|minutes?|mins?|seconds?|days?)\b)?)/i;
/** 'get my blood pressure below 130/80': what is measured ('my blood pressure') and which way. */
const KEEP_TO_LIMIT = /^(?:get|keep|bring)\s+(.+?)\s+(below|under|down\s+to|above|over|up\s+to)\s/i;

const STOP_VERBS = /^(?:stop|quit|give\s+up|avoid)\s+(?=\w+ing\b)/i;
const REDUCE_VERBS = /^(?:reduce|cut\s+(?:down|back)\s+on|cut\s+down|cut|lower|limit|decrease|minimi[sz]e|drink\s+less|eat\s+less)\s+/i;
const OUTCOME_VERBS = /^(?:pass|finish|complete|launch|publish|win|obtain|submit|ship|sign|land|get\s+promoted|get\s+(?:a|an|the|my)|ask\s+for|apply\s+for|build|write\s+(?:a|an|my|the)|release|open|buy|sell|move|hand\s+off|hand\s+over|delegate\s+(?:the|my|a|an))\b/i;
const LEARNING_VERBS = /^(?:learn|study|master)\b/i;
const ACTIVITY_VERBS = /^(?:run|jog|walk|swim|cycle|exercise|train|work\s+out|meditate|read|write|study|practi[sc]e|journal|cook|stretch|paint|draw|play|call|visit|blog|post|attend|lift|dance|sing|volunteer|see|meet|delegate|network|speak)\b/i;
const LEVEL = /\b(?:[ABC][12]|level|fluent|fluency|conversational|grade|certificat\w*|degree|diploma)\b/i;

/** The topic names what is done, not how much: '$5,000 for an emergency fund' -> 'for an emergency fund'. */
function withoutAmounts(phrase: string): string {
  return phrase
    .replace(/^(\p{L}+)\s+[$£€]\s?\d[\d,.]*k?\s+(?=(?:for|to|into|on|in)\b)/iu, '$1 ')
    .replace(/\b\d[\d,.]*\s*\p{L}+\s+of\s+/giu, '');
}

export function goalShape(specific: string, category: string): GoalShape {
  const { phrase, comparative, reduce, increase } = bareAction(specific);
  const short = shorten(phrase) || stripEndPunctuation(cleanSpacing(specific));
  // 'Better sleep' names a thing to have, even when the noun could be a verb.
  const fragment = !startsWithVerb(short) || /^(?:better|more|less|healthier|fewer)\s/i.test(goalCore(firstPerson(specific)));
  // 'finish renovating the bedroom' is about renovating it; 'be not reactive' reads 'not being reactive'.
  const named = withoutAmounts(short).replace(/^(?:finish|keep|continue|begin)\s+(?=\p{L}+ing\b)/iu, '');
  const topic = fragment ? lowerFirst(named) : asGerundPhrase(lowerFirst(named)).replace(/^being not\b/i, 'not being');
  const action = fragment ? `work on ${lowerFirst(short)}` : lowerFirst(short).replace(/^be not\b/i, 'avoid being');

  const quantities = findQuantities(withoutDeadlines(firstPerson(specific)));
  const cadenceMatch = [...specific.matchAll(FREQUENCY)][0];
  // '2 more tasks a week' counts tasks; '3 times a week' counts sessions.
  const countsThings = quantities.some((quantity) => /^\D*\d[\d,.]*\s+(?!times?\b|x\b)\p{L}+.*\s(?:a|an|per|each|every)\s/iu.test(quantity));
  const cadence = cadenceMatch ? cadenceOf(cadenceMatch, countsThings) : undefined;
  const amounts = quantities
    .map((quantity) => stripEndPunctuation(quantity.replace(FREQUENCY, '')))
    .filter((quantity) => /\d/.test(quantity) && (/[$£€%]|\d\s*(?:k|km|kg|lbs?|mi)\b|\d\s+\p{L}/u.test(quantity)))
    .filter((quantity) => !new RegExp(`(?:within|under|below|above|over|than|most)\\s+${quantity.replace(/[.*+?^${}()|[\]\\$]/g, '\\$&')}`, 'i').test(specific));

  const shape = (kind: MeasureKind, extra: Partial<GoalShape> = {}): GoalShape => {
    const named = extra.topic ?? topic;
    return { action: compact(action), topic: named, reference: compact(named), fragment, kind, amounts, ...extra };
  };
  if (cadence) return shape('cadence', { cadence });
  const limit = LIMIT.exec(withoutDeadlines(firstPerson(specific)));
  if (limit?.[1] && limit[2]) {
    const keep = KEEP_TO_LIMIT.exec(phrase);
    const threshold = { limit: `${limit[1].toLowerCase()} ${limit[2]}`, measured: keep?.[1] };
    if (keep?.[1]) {
      const lowering = /^(?:below|under|down)/i.test(keep[2] ?? '');
      const named = `${lowering ? 'lowering' : 'raising'} ${keep[1]}`;
      return shape('threshold', { threshold, topic: named });
    }
    return shape('threshold', { threshold });
  }
  if (STOP_VERBS.test(short)) {
    // Measurable counts the habit; the other criteria name its absence.
    const habit = short.replace(STOP_VERBS, '');
    return { ...shape('stop', { topic: compact(habit) }), reference: `not ${compact(habit, 4)}` };
  }
  if (REDUCE_VERBS.test(short) || reduce) {
    const object = short.replace(REDUCE_VERBS, '');
    const baseline = REDUCE_VERBS.test(short) ? (/^(?:my|the|our|a|an)\s/i.test(object) ? compact(object) : `how much ${compact(object, 3)} I have`) : compact(topic);
    return shape('reduce', { baseline });
  }
  if (comparative) return shape('rating');
  if (increase && !fragment) {
    const [verb = '', ...rest] = action.split(' ');
    const noun = increase.noun === 'time' ? 'hours' : increase.noun;
    const object = rest.join(' ').replace(new RegExp(`^${noun ?? '\\0'}\\b\\s*`, 'i'), '');
    const counted = noun ? `${noun} I ${compact([verb, object].filter(Boolean).join(' '), 5)}` : `times I ${compact(action)}`;
    return shape('increase', { counted });
  }
  if (amounts.length > 0) return shape('amount');
  if (fragment && LEVEL.test(short)) return shape('outcome', { topic: `reaching ${topic}` });
  if (OUTCOME_VERBS.test(short) || LEVEL.test(short)) return shape('outcome');
  if (category === 'Financial') return shape('money');
  if (LEARNING_VERBS.test(short)) return shape('learning');
  if (ACTIVITY_VERBS.test(short)) return shape('activity');
  return shape('steps');
}
