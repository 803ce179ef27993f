import type { CoachingTurn } from '../../model.js';
import { capitalise } from '../text.js';
import { answersWhen, PAST, WHEN_ASKED } from './client-move.js';
import { findCommitments, spelledOut } from './commitments.js';
import { findDeadlinePhrases } from './dates.js';
import { floatedSteps } from './read.js';
import { sentencesOf } from './reflect.js';
import { normalise } from './words.js';

/**
 * A commitment given across turns: the client floats a step ('I could walk Priya through the
 * report'), the coach asks when, and the answer names only the day ('monday. the early shifts
 * first') or the agreement ("let's do that, tomorrow morning"). The step is the one the client named
 * last, dated from the answer.
 */

export type Step = { item: string; deadline: Date | null };

/** Agreement to the step on the table: "let's do that", "I'll go with it", 'deal', 'that works'. */
const AGREEMENT =
  /^(?:(?:yeah|yes|yep|yup|ok(?:ay)?|right|so|fine|alright|sure|great|good|perfect|cool|then|honestly)[,.!]*\s+)*(?:let'?s (?:do|try|go (?:with|for)) (?:that|it|this)|I'?ll (?:do|try|go (?:with|for)) (?:that|it|this)|I'?m (?:going to|gonna) (?:do|try) (?:that|it|this)|I can do (?:that|it)|(?:that|this)'?s (?:the one|the plan|what I'?ll do)|(?:that|this) (?:works|one)|sounds (?:good|like a plan)|deal|done|agreed|I'?m in|go(?:ing)? with (?:that|it|this)|I will|I'll|will do)(?=\s*(?:[.,!;:-]|$)|\s+(?:then|on|at|by|this|next|from|starting|first|tomorrow|tonight|today|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b)/i;
/** What takes an answer back: a doubt, a condition on the step, a question, the past. */
const TAKEN_BACK = /\?|\b(?:but|not sure|don'?t know|dunno|maybe not|think about|not yet|can'?t|won'?t|didn'?t|never|already|always|usually|normally|yesterday|last (?:week|time|night)|ago|used to)\b/i;
const DIFFICULTY_ASKED = /\b(?:hard|difficult|get in the way|stop you|obstacle|derail|tricky|worr\w*|problem|challeng\w*|go wrong|goes wrong|risk\w*|cost)\b/i;
/** A first clause that describes the day rather than naming it for the step: 'monday is a bank holiday'. */
const DESCRIBES_DAY = /\b(?:(?<!\bit\s)is|are|was|were|has|have|had|isn'?t|aren'?t|gets|goes)\b/i;
const FILLER_CLAUSE = /^(?:(?:ok(?:ay)?|yes|yeah|yep|yup|sure|right|fine|alright|so|um+|hmm+|great|good|perfect|cool)\s*)+$/i;

/** Words a bare time may hold ('next tuesday', 'Thursday, probably', 'tomorrow first thing'), and one of them a day or a clock time. */
const TIME_WORDS =
  /^(?:today|tonight|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|week|month|morning|afternoon|evening|night|lunch(?:time)?|noon|midday|first|thing|early|late|next|this|coming|on|by|at|before|after|from|starting|the|end|of|around|about|half|past|o'?clock|am|pm|work|school|standup|shift|dinner|breakfast|class|then|it|is|works|should|could|would|suits|good|probably|maybe|definitely|hopefully|latest|i|think|guess|reckon|suppose|say|let'?s|ok(?:ay)?|yeah|yes|sure|right|fine|so|um+|hmm+|\d{1,2}(?::\d\d)?(?:am|pm|st|nd|rd|th)?|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)$/i;
const TIME_ANCHOR = /\b(?:today|tonight|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|next week|\d{1,2}(?::\d\d)?\s*(?:am|pm)|\d{1,2}:\d\d|\d{1,2}(?:st|nd|rd|th))\b/i;

/** An item of only a time or punctuation (', first thing', 'Morning'): nothing anyone could do. */
export const namesNoStep = (item: string) =>
  item
    .split(/[\s,;:.!?-]+/)
    .filter(Boolean)
    .every((word) => TIME_WORDS.test(word));

/** The message's first clause past any 'ok' or 'yes': 'Yes. Tomorrow.' -> 'Tomorrow'. */
const firstClause = (message: string) =>
  message
    .split(/[.,;:!—–]|\s+-\s+/)
    .map((clause) => clause.trim())
    .find((clause) => clause !== '' && !FILLER_CLAUSE.test(clause)) ?? '';

/** The message opens with a time and nothing else in its first clause: 'next tuesday.', 'Thursday, probably'. */
function opensWithTime(message: string): boolean {
  const first = firstClause(message);
  const words = first.split(/\s+/).filter(Boolean);
  return words.length > 0 && words.length <= 6 && TIME_ANCHOR.test(first) && words.every((word) => TIME_WORDS.test(word));
}

/** An answer to 'when' that opens with its moment rather than a day: 'after the kids are in bed', 'in the morning'. */
const MOMENT_FIRST =
  /^(?:(?:ok(?:ay)?|yeah|yes|yep|right|so|sure|fine|probably|i guess|i think|honestly)[,.!]*\s+)*(?:after|before|once|as soon as|first thing|during|over the|in the|in (?:a|two|three|\d+) (?:days?|weeks?)|on (?:my|the|our)|at (?:the|my|our)|end of|by the|straight after|right after|when (?:I|we|the|my|she|he|they)(?:'m|'re)? (?:get|gets|am|are|is|finish|finishes|arrive|arrives|come|comes|wake|back))\b/i;

/** A step that points back at one named before: 'do it at the kitchen table', 'try that', "let's do that". */
const POINTS_BACK = /^(?:let'?s\s+)?(?:do|try|start|go with|go for)\s+(?:it|that|this)(?:\s+(?:one|then|first|now))?\b(?:\s*[,;:-].*|\s+(.*))?$/i;

const PAST_TENSE_KEEPS = /(?:[^aeiou]{2}|ok|ck|il|al|er|en|ow)$/i;
/** 'sorted' -> 'sort', 'tried' -> 'try', 'planned' -> 'plan', 'moved' -> 'move': the verb of a step floated as 'if I just sorted'. */
function baseForm(verb: string): string {
  if (/ied$/i.test(verb)) return verb.slice(0, -3) + 'y';
  if (/([b-df-hj-np-tv-z])\1ed$/i.test(verb)) return verb.slice(0, -3);
  if (!/ed$/i.test(verb)) return verb;
  return PAST_TENSE_KEEPS.test(verb.slice(0, -2)) ? verb.slice(0, -2) : verb.slice(0, -1);
}

/** A floated clause as an action item: 'if I just sorted the bag into months' -> 'Sort the bag into months'. */
function asStep(clause: string): string | undefined {
  let step = clause.replace(/^(?:just|only|actually|maybe|perhaps)\s+/i, '');
  const conditional = /^(?:if|when)\s+(?:I|we)\s+(?:just\s+|only\s+|actually\s+)?(\w+)\b/i.exec(step);
  if (conditional) step = `${baseForm(conditional[1]!)}${step.slice(conditional[0].length)}`;
  step = step
    .split(/,\s*(?:not|without|instead of|rather than|since|because|even)\b/i)[0]!
    .split(/\s+/)
    .slice(0, 14)
    .join(' ')
    .replace(/(?:[\s,;:.!?…-]+|\s+(?:then|and|or|so|but|to|the|a|an))+$/i, '');
  // A feeling or an outcome ('be braver', 'feel better') is not a step anyone can do on a day.
  if (step.split(/\s+/).length < 2 || /^(?:be|feel|get better|not|never|have|need|want)\b/i.test(step) || /\b(?:you|your)\b/i.test(step)) return undefined;
  return capitalise(step);
}

/** A step the client wants or ought to take ('I should ring the bank'): a plan once the coach asks when and the client names the day. */
const WANTED = /\b(?:I\s+(?:really\s+)?(?:should|need to|want to|have to|ought to)|I'?d\s+(?:like|love)\s+to|I'?m\s+thinking\s+(?:of|about))\s+([^,;?.!]+)/i;

/** The latest step a client message names: a commitment it makes, else the option it floats, else (when `wanted` counts) a step it wants. */
function stepIn(text: string, now: Date, wanted = false): Step | undefined {
  const named = findCommitments(text, now).filter((c) => !POINTS_BACK.test(c.item) && !namesNoStep(c.item));
  if (named.length > 0) return { item: named.at(-1)!.item, deadline: named.at(-1)!.deadline };
  for (const clause of floatedSteps(normalise(text))) {
    const item = asStep(clause);
    if (item) return { item, deadline: null };
  }
  if (!wanted) return undefined;
  for (const sentence of sentencesOf(normalise(text)).reverse()) {
    const clause = sentence.endsWith('?') ? undefined : WANTED.exec(sentence)?.[1]?.split(/\s+(?:but|though|except)\b/i)[0];
    const item = clause && asStep(clause);
    if (item) return { item, deadline: null };
  }
  return undefined;
}

const SUGGESTION = /\b(?:you could|you might|how about|what about|one option (?:is|would be)(?: to)?|one idea (?:is|would be)(?: to)?|why not)\s+([^.?!;]+)/gi;

/** The coach's one suggestion in a reply ('How about asking Tom to review it?'), in the client's words: 'Asking Tom to review it'. */
function coachSuggestion(reply: string): Step | undefined {
  const found = [...normalise(reply).matchAll(SUGGESTION)].map((match) => match[1]!.trim());
  if (found.length !== 1) return undefined;
  const mine = found[0]!.replace(/\byourself\b/gi, 'myself').replace(/\byour\b/gi, 'my').replace(/\byou'?re\b/gi, "I'm").replace(/\byou\b(?=\s+(?:[a-z]+)\b)(?!\s+(?:and|or|to|for|with|about|if|when|the|a|an)\b)/gi, 'I').replace(/\byou\b/gi, 'me').split(/,\s*(?:or|and|so|but)\s+/i)[0]!;
  return mine.split(/\s+/).length >= 2 ? { item: capitalise(mine.replace(/[\s,]+$/, '')), deadline: null } : undefined;
}

const clientTurns = (history: readonly CoachingTurn[], count: number) =>
  history.filter((turn) => turn.speaker === 'client').slice(-count).reverse().map((turn) => turn.content);

/**
 * The action item of a message that commits with only a time or an agreement, built from the step
 * the client named before: within the last client turn, or the last three when the coach asked when.
 * A coach's suggestion counts only when the client agrees to it and named no step of their own.
 */
export function stepAgreedAcrossTurns(message: string, history: readonly CoachingTurn[], now: Date): Step | undefined {
  const text = spelledOut(normalise(message)).trim();
  if (history.length === 0 || text.split(/\s+/).length > 18) return undefined;
  const lastCoach = history.findLast((turn) => turn.speaker === 'coach')?.content ?? '';
  const agreed = AGREEMENT.exec(text);
  const dayFirst = opensWithTime(text);
  // Asked when, the answer is the step's time however it opens ('after the kids are in bed', 'monday. the early shifts first').
  const askedWhen = (answersWhen(text, history) && !DESCRIBES_DAY.test(firstClause(text))) || (WHEN_ASKED.test(lastCoach) && MOMENT_FIRST.test(text));
  if (!agreed && !dayFirst && !askedWhen) return undefined;
  if (TAKEN_BACK.test(agreed ? text.slice(agreed[0].length) : text) || PAST.test(text.replace(/^once\b/i, 'when')) || /\b(?:I|we|he|she|they|it)\s+(?:(?!(?:need|feed|speed|proceed|succeed)\b)\w+ed|was|were|had|did)\b/i.test(text)) return undefined;
  // A day given when the coach asked what could go wrong is the trouble's day ('Tuesday. The deliveries come'), not the step's.
  if (!agreed && !askedWhen && DIFFICULTY_ASKED.test(lastCoach)) return undefined;
  const step =
    clientTurns(history, askedWhen ? 3 : 1).map((turn) => stepIn(turn, now, askedWhen)).find((found) => found !== undefined) ??
    (agreed ? coachSuggestion(lastCoach) : undefined);
  return step && { item: step.item, deadline: findDeadlinePhrases(text, now)[0]?.date ?? step.deadline };
}

/** An item that is only its time and place ('Saturdays 7 to 10am at the café', '9 to 11, 4th floor'): the schedule of a step named before. */
const SCHEDULE_ONLY =
  /^(?:(?:on|every|from|starting|at|the)\s+)?(?:today|tonight|tomorrow|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?|weekends?|mornings?|evenings?|afternoons?|nights?|lunch(?:time)?s?|\d{1,2}(?::\d\d)?(?:\s*(?:am|pm))?|first\s+thing|after|before)\b/i;
/** A step as a client names it: it opens with what they will do, not with when. */
const opensWithAction = (item: string) => !SCHEDULE_ONLY.test(item) && !namesNoStep(item) && !/^(?:the|a|an|my|our|this|that|\d)\b/i.test(item);

/** The step the client talked about before a schedule: the latest one named in the last few client turns, or the one they want. */
function scheduledStep(history: readonly CoachingTurn[], now: Date): string | undefined {
  for (const turn of clientTurns(history, 6)) {
    const step = stepIn(turn, now);
    if (step && opensWithAction(step.item)) return step.item;
  }
  // 'I want to be running 3 times a week again': the activity the client wants, without how often.
  for (const turn of clientTurns(history, 12)) {
    for (const sentence of sentencesOf(normalise(turn))) {
      const wanted = sentence.endsWith('?') ? undefined : WANTED.exec(sentence)?.[1]?.replace(/^be\s+(?=\w+ing\b)/i, '');
      const activity = wanted?.split(/\s+(?:\d+|one|two|three|four|five)\s+times?\b|\s+every\b|\s+again\b|\s+by\s+the\s+end\b/i)[0]!.trim();
      const step = activity && (/^\w+ing$/i.test(activity) ? capitalise(activity) : asStep(activity));
      if (step && opensWithAction(step)) return step;
    }
  }
  return undefined;
}

/** A step that points back ('Do it at the kitchen table') made whole with the step named before it. */
export function resolvedPointer(item: string, message: string, history: readonly CoachingTurn[], now: Date): string {
  if (SCHEDULE_ONLY.test(item) && !namesNoStep(item)) {
    const step = scheduledStep(history, now);
    const schedule = /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)/i.test(item) ? item : `${item.charAt(0).toLowerCase()}${item.slice(1)}`;
    return step ? `${step}: ${schedule}` : item;
  }
  const pointer = POINTS_BACK.exec(item);
  if (!pointer) return item;
  const before = [message.slice(0, Math.max(0, normalise(message).search(/\b(?:let'?s\s+)?(?:do|try|start|go with|go for)\s+(?:it|that|this)\b/i))), ...clientTurns(history, 1)];
  const step = before.map((text) => stepIn(text, now)).find((found) => found !== undefined && !POINTS_BACK.test(found.item));
  if (!step) return item;
  const rest = namesNoStep(pointer[1] ?? '') ? '' : pointer[1]!.split(/,/)[0]!.trim();
  return rest ? `${step.item} ${rest.split(/\s+/).slice(0, 8).join(' ')}` : step.item;
}
