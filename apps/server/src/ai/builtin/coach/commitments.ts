import { capitalise } from '../text.js';
import { findDeadlinePhrases } from './dates.js';
import { sentencesOf } from './reflect.js';

/** Commitments a client states ('I will call my manager by Friday') read out of their message. */

export type Commitment = {
  /** The action as an item: 'Call my manager'. */
  item: string;
  /** What the client committed to, as written after 'I will': 'call my manager by Friday'. */
  said: string;
  /** The deadline as written ('by Friday'), when one is named. */
  deadlinePhrase: string | null;
  deadline: Date | null;
};

const OPENER =
  /\b(?:I\s+will|I'll|I\s+am\s+going\s+to|I'm\s+going\s+to|I'm\s+gonna|I\s+commit\s+to|I'm\s+committing\s+to|I've\s+committed\s+to|I\s+promise\s+to|I\s+plan\s+to|I'm\s+planning\s+to|I've\s+decided\s+to|I\s+decided\s+to|I've\s+decided\s+I'll|I'm\s+determined\s+to|my\s+(?:next\s+)?(?:step|plan)\s+is\s+to|(?:(?:my|the)\s+)?(?:next|first)\s+(?:step|move)(?:\s+for\s+(?:me|us))?\s+(?:is|will\s+be)(?:\s+to)?|the\s+plan\s+is\s+to|(?<=^|[.!;:]\s*)(?:let\s+me|going\s+to|gonna)|I\s+(?:will|shall)\s+definitely|I\s+intend\s+to|I'm\s+aiming\s+to|I'm\s+setting\s+myself\s+to|we\s+will|we'll|we\s+are\s+going\s+to|we're\s+going\s+to|we're\s+gonna|(?:me|I)\s+and\s+[A-Za-z][a-z]+\s+(?:will|are\s+going\s+to)|[A-Z][a-z]+\s+and\s+(?:I|me)\s+(?:will|are\s+going\s+to)|[A-Za-z][a-z]+\s+and\s+I'll)\s+/gi;
/**
 * Tentative openers ('I could', 'I should', 'I'm meeting') that make a commitment only with a day or a
 * time: 'I could sit down with Priya for 20 minutes on Monday' is a plan, 'I could delegate more' an idea.
 */
const TENTATIVE =
  /\b(?:I\s+could(?!n)|I\s+can(?!n|'t|t\b)|I\s+should(?!n)|I\s+need\s+to|I\s+have\s+to|I\s+want\s+to|I'd\s+like\s+to|I\s+think\s+I(?:'ll|\s+will)|I'm\s+(?=\w+ing\b))\s*/gi;
const WHEN =
  /\b(?:today|tonight|tomorrow|this\s+(?:morning|afternoon|evening|week|weekend|month)|next\s+(?:week|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:on\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|by\s+(?:the\s+end|friday|monday|tomorrow)|at\s+\d{1,2}(?::\d{2})?\s*(?:am|pm)?|before\s+(?:lunch|the\s+meeting|friday|monday)|after\s+(?:lunch|work|the\s+meeting|standup)|first\s+thing|now|end\s+of\s+(?:day|the\s+week)|before\s+I\s+\w+|after\s+I\s+\w+|starting\s+(?:this|next|today|tomorrow|on|from)|from\s+now\s+on|this\s+sprint|next\s+sprint|every\s+(?:day|morning|evening|week|monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b/i;
/** A decision said outright ('I've decided.', 'new rule:'), with the step in the rest of the message. */
const DECISION =
  /(?:(?<=^|[.!?:;]\s*|\b(?:ok|okay|so|right|fine|then|it)[,.]?\s+)(?:new\s+(?:rota|routine|schedule|system|process|regime|setup))\b(?=\s+(?:from|starting|as\s+of|for|is|:))|\b(?:I've\s+decided|I\s+decided|I'm\s+deciding|new\s+rule|that's\s+what\s+I'll\s+do|that's\s+the\s+plan|done\s+deal|I'm\s+doing\s+(?:it|that)|(?:it'?s|that'?s)\s+settled|consider\s+it\s+done|it\s+is\s+then|(?:(?<=^|[.!:;,]\s*)|\b(?:it'?s|that'?s|all|we'?re|I'?m)\s+)locked\s+in(?!\s+(?:my|the|a|an|his|her|their|our|your)\b))\b|\b(?:this\s+is\s+)?(?:my|so\s+the|the)\s+plan(?:\s+is)?\s*:|(?:^|[.!]\s*)(?:ok\s+|right\s+)?(?:doing\s+(?:it|that)|deal|done|sorted|locked|booked(?:\s+it)?|settled)\s*(?:[.!:]|$))\s*[:.,!-]*\s*/i;
/** A tentative opener that is a question to oneself or a condition, never a plan. */
const NOT_TENTATIVE_PLAN = /\b(?:panick\w*|worr\w*|nervous|anxious|scared|afraid|terrified|angry|stress\w*|feeling|struggl\w*|dread\w*|keep|always|usually|end up|better at|wonder|wish\w*|if only|not sure|don't know|do not know|or should|maybe|perhaps|guess|suppose|might|try|trying|what if|shake)\b|\bevery\b(?!.*\b(?:starting|from now on)\b)/i;
/** A time or a deed already past before the opener ('Back in April I emailed Raj the Friday before ... I'm doing'): the sentence tells a story. */
const TOLD_BEFORE = /\b(?:back\s+in|ago|last\s+(?:week|month|year|time|night)|yesterday|used\s+to)\b|\b(?:I|we)\s+(?:(?:already|just|finally|actually|even|also|never)\s+)?(?:(?!need|feed|proceed|succeed)\w+ed|sent|wrote|told|said|went|met|got|had|did|made|took|spoke|saw|gave|left|kept|thought|felt|ran|rang|sat)\b/i;
/** A day this week or next, as a wish needs to become a plan: 'I want to call her tomorrow'. */
const NEAR_DAY =
  /\b(?:today|tonight|tomorrow|this\s+(?:morning|afternoon|evening|weekend|week)|next\s+(?:week|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:on\s+|by\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|first\s+thing)\b/i;
/** A condition before the opener ('if I could ... on Monday'): a thought, not a plan. After it, 'to ask if she'll...' is part of the step. */
const CONDITION_BEFORE = /\b(?:if|whether|unless)\b/i;

/** Words before 'I will' that make it a thought, not a commitment: 'maybe I'll', 'not sure if I will'. */
const HEDGE = /\b(?:maybe|perhaps|might|if|whether|unless|not sure|don't know|do not know|wonder|hope|afraid|worried|scared|terrified|nervous|anxious|dread\w*|fear\w*|think|saying|says|said|tells? me|telling me|tell(?:ing|s)?\s+myself|told\s+myself|keep\s+(?:saying|telling|promising)|voice|probably|feeling|shake|(?:I'd|I\s+would)\s+(?:like|love)|I\s+(?:want|wish|need)\s+to|wanna)\b/i;
/** Things people say they 'will' do that are predictions or fears, not actions. */
const NOT_AN_ACTION =
  /^(?:never|not|fail|lose|die|cry|mess|screw|get fired|be fired|be\s+(?!on time|there|ready|in touch|back|done|at|in|on)\w+|have changed|have \w+ed|make a mistake|mess (?:it )?up|forget|sound|look|seem|feel|get laughed|think about it|see|need|have to|probably|end up|always|keep failing|let you know|bed|sleep now)\b/i;
const TRAILING = /(?:[\s,;:.!?…-]+|\s+(?:and|then|and then|also|so|but|or))+$/i;

const DAY_LIST = /^\s*(?:,|and|&|\/|-|–|to|or)\s*(?:on\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)/i;

function asItem(said: string, deadlinePhrases: readonly string[]): string {
  let item = said;
  // 'before Monday's design review' names the review, so its day stays in the item.
  // 'run Tuesday and Thursday', 'Mon-Thu 7 to 9pm': days said as a list stay in the item, the deadline being only the first of them.
  for (const phrase of deadlinePhrases) {
    const at = item.indexOf(phrase);
    if (at < 0 || item.includes(`${phrase}'s`) || DAY_LIST.test(item.slice(at + phrase.length)) || /\bevery\s+(?:\w+\s+)?$/i.test(item.slice(0, at))) continue;
    item = `${item.slice(0, at)} ${item.slice(at + phrase.length).replace(/^\s+(?:morning|afternoon|evening|night)\b/i, '')}`;
  }
  item = item.replace(/\s+/g, ' ').replace(/\s+([,;])/g, '$1').replace(/([,;])(?:\s*[,;])+/g, '$1').replace(/^(?:also|then|definitely|really|actually)\s+/i, '').trim();
  item = item.replace(/^[\s,;:.-]+/, '');
  for (let previous = ''; previous !== item; ) {
    previous = item;
    item = item.replace(TRAILING, '').replace(/\s+(?:at|on|by|before|in|for|until)$/i, '');
  }
  return capitalise(item);
}

/**
 * The message with the forms people type in a hurry spelled out: 'ill text him tonite' -> "I'll text
 * him tonight", 'im booking' -> "I'm booking", 'mon wed fri' -> 'Monday Wednesday Friday'.
 */
export function spelledOut(message: string): string {
  return message
    .replace(/(^|[.!?,;:]\s*|\b(?:yeah|yes|ok(?:ay)?|so|then|and|fine|right|but|sure|alright)\s+)(ill|il)\s+(?=(?!be\b)[a-z]+\b)/gi, "$1I'll ")
    .replace(/(?<!\b(?:feel|feels|felt|feeling|am|was|is|are|be|been|being|fall|fell|falls|look|looks|looked|seem|seems|get|gets|got|very|really|so|quite|bit|too|terminally|mentally|critically|chronically)\s)\bill\s+(?!(?:health|at|effects?|will|feeling|advised|equipped|prepared|informed|treated|tempered|fated|suited|with|in|and|or|for|from|so|but|because|since|today|now|lately|again|all|last|this|after|of|to|on|enough|person|people|patients?|child|kids?|mother|father|mum|dad)\b)(?=[a-z]+\b)/g, "I'll ")
    .replace(/(^|[.!?,;:]\s*|\b(?:yeah|yes|ok(?:ay)?|so|then|and|fine|right|but|sure|alright)\s+)im\s+(?=[a-z]+ing\b|going\b|gonna\b)/gi, "$1I'm ")
    .replace(/\btonite\b/gi, 'tonight')
    .replace(/\b(?:tmrw|tmr|tmrow|tomoz|2moro|2morrow)\b/gi, 'tomorrow')
    .replace(/\b(mon|tues?|wed|weds|thur?s?|fri|sat|sun)((?:\s*(?:,|and|&|\/|-|–|to)?\s*(?:mon|tues?|wed|weds|thur?s?|fri|sat|sun)\b)+)/gi, (all) =>
      all.replace(/\b(mon|tues?|wed|weds|thur?s?|fri|sat|sun)\b/gi, (day) => DAY_NAMES[day.toLowerCase().slice(0, 3)]!),
    )
    .replace(/\b(on|next|this|by|every|before|until)\s+(mon|tues?|wed|weds|thur?s?|fri|sat|sun)\b/gi, (_all, lead: string, day: string) => `${lead} ${DAY_NAMES[day.toLowerCase().slice(0, 3)]}`);
}
const DAY_NAMES: Record<string, string> = { mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday' };

/**
 * A plan put as a question only by the check at its end ('so governmental first, Mon-Thu 7 to 9pm.
 * that's realistic, right?', "I'll email Tom tomorrow, ok?", 'I could ask Jo on Friday, does that
 * sound ok?'): the plan stands; the check is answered in the reply.
 */
const CHECK =
  /(?:^|,\s*|\s+-\s+|\s+)(?:(?:does|would|will|is|do you think)\s+(?:that|this|it)(?:'s)?\s+(?:sound|seem|look|feel|work|be)?\s*(?:ok(?:ay)?|good|right|realistic|reasonable|enough|too much|fine|doable|like a plan|sensible)?|(?:do you think\s+)?(?:that'?s|this is|it'?s)\s+(?:realistic|reasonable|enough|ok(?:ay)?|fine|doable|too much|sensible|a good plan)(?:,?\s*(?:right|yeah|no))?|right|ok(?:ay)?|yeah|sound good|sounds? (?:ok(?:ay)?|good|right)|makes? sense|good plan|is that (?:realistic|enough|ok(?:ay)?|too much|reasonable|doable|silly|crazy|dumb|a plan))\s*\?+\s*$/i;
function withoutCheck(message: string): string {
  const sentences = sentencesOf(message);
  const last = sentences.at(-1);
  if (!last || !last.endsWith('?')) return message;
  const check = CHECK.exec(last);
  if (!check) return message;
  const rest = last.slice(0, check.index).trim();
  // A question of its own before the check ('Should I ask Jo on Friday, right?', 'Maybe I'll call?') stays a question.
  if (/^(?:should|can|could|would|do|does|is|am|will|shall|maybe|perhaps)\b/i.test(rest)) return message;
  const kept = [...sentences.slice(0, -1), rest].filter(Boolean);
  if (kept.length === 0) return message;
  return `${kept.join(' ')}${/[.!]$/.test(kept.at(-1)!) ? '' : '.'}`;
}

/** Agreeing to the step just floated: 'Yeah, let's try that.', "I'll do that.", 'Deal.' */
const AGREED = /^(?:(?:yeah|yes|yep|ok(?:ay)?|right|so|fine|alright|sure|actually)[,.!]?\s+)*(?:let'?s (?:try|do|go with) (?:that|it|this)|I'?ll (?:do|try) (?:that|it|this)|that'?s what I'?ll do|I'?m (?:going to|gonna) (?:do|try) (?:that|it|this)|deal|done|I'?m in)(?:\s+(?:then|first|now))?\s*[.!]*$/i;
/** A step floated tentatively, for agreement to make it a plan: 'I suppose I could prep three points'. */
const FLOATED = /\b(?:I\s+(?:suppose|guess|think)\s+I\s+(?:could|can|should)|I\s+could|I\s+can|maybe\s+I\s+(?:could|can|should)|I\s+might)\s+(.+)$/i;
/** A step said in the present with a day before it: 'first thing tomorrow I write 500 words'. */
const DAY_THEN_STEP =
  /(?:^|[:;,.]\s*)((?:first\s+thing\s+)?(?:tomorrow|tonight|today|this\s+(?:morning|afternoon|evening|weekend)|next\s+\w+|(?:on\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))(?:\s+(?:morning|afternoon|evening|night))?)\s*,?\s+I\s+(?!(?:was|were|had|did|used|always|usually|never|think|feel|know|hope|wish|guess|worry|am|have|need|want|might|could|should|may|must|can|went|got|sat|said|told|made|took|came|ran|saw|left|felt|thought|kept|lost|forgot|\w+ed)\b)([a-z]+)\b\s*(.*)$/i;

/** Each commitment in the message, with its deadline resolved from `now` (noon UTC of that day). */
export function findCommitments(message: string, now: Date): Commitment[] {
  message = withoutCheck(spelledOut(message));
  const commitments: Commitment[] = [];
  const sentences = withStartJoined(withPeopleNamed(sentencesOf(message).flatMap(listItems)));
  const agreed = sentences.findIndex((sentence, index) => index > 0 && AGREED.test(sentence));
  if (agreed > 0 && !sentences[agreed - 1]!.endsWith('?')) {
    const floated = FLOATED.exec(sentences[agreed - 1]!);
    const said = floated?.[1]?.replace(TRAILING, '').trim();
    if (said && said.split(/\s+/).length >= 2 && !NOT_AN_ACTION.test(said)) pushCommitment(commitments, said, '', now);
  }
  // 'I could do a 1:1 with each of them. Ask what they need.': beside a step floated, a bare one spells it out, still floated.
  const stepFloated = FLOATING.test(message);
  const produced = new Set<number>();
  for (const [index, sentence] of sentences.entries()) {
    if (index === agreed && commitments.length > 0) continue;
    const before = commitments.length;
    findInSentence(sentence, commitments, now, stepFloated);
    if (commitments.length > before) produced.add(index);
  }
  // Beside a step said with 'I'll', the other steps of the plan said plainly with their day ("'Low Tide' goes in the second set this friday").
  if (commitments.length > 0 && !PAST_MESSAGE.test(message)) {
    for (const [index, sentence] of sentences.entries()) {
      if (produced.has(index) || index === agreed) continue;
      pushTimedPlan(commitments, sentence, now);
    }
  }
  // 'I'll do it. Wednesday after work.': a day said on its own is the day of the step before it.
  for (const [index, sentence] of sentences.entries()) {
    const step = commitments.at(-1);
    if (index === 0 || !step || step.deadline !== null || sentence.split(/\s+/).length > 5 || produced.has(index)) continue;
    const [day] = findDeadlinePhrases(sentence, now);
    if (day && PLAN_WHEN.test(sentence)) Object.assign(step, { said: `${step.said} ${day.phrase}`, deadlinePhrase: day.phrase, deadline: day.date });
  }
  // "Thursday's the night. him on pasta, me on washing up, phones in the fruit bowl": the day settled, then the plan for it.
  for (const [index, sentence] of sentences.entries()) {
    const settled = DAY_SETTLED.exec(sentence);
    const day = settled?.[1] ?? settled?.[2];
    const plan = sentences[index + 1]?.replace(STEP_LEAD, '');
    if (!day || !plan || produced.has(index + 1) || plan.endsWith('?') || plan.split(/\s+/).length < 3 || PAST_MESSAGE.test(plan) || SETTLED_HEDGE.test(plan)) continue;
    pushCommitment(commitments, plan.replace(TRAILING, '').split(/\s+/).slice(0, 18).join(' '), day, now);
    produced.add(index + 1);
  }
  // 'And I send Carmen a chapter before every first Monday. That's my deadline.': a step said in the present, then settled.
  for (const [index, sentence] of sentences.entries()) {
    if (index === 0 || !SETTLES.test(sentence) || produced.has(index - 1)) continue;
    const step = sentences[index - 1]!.replace(STEP_LEAD, '');
    if (step.endsWith('?') || PAST_MESSAGE.test(step) || SOMEONE_ELSE.test(step) || SETTLED_HEDGE.test(step) || /\b(?:I|we)\s+(?:\w+ed|was|were|had|did|went|got|sent|wrote|told|said)\b/i.test(step)) continue;
    // "That's it" settles a step ahead ('at the next one'), not a habit told ('I go to the gym on Mondays. That's it.').
    if (!STRONG_SETTLES.test(sentence) && !/\b(?:next|tomorrow|tonight|this\s+(?:week|weekend|morning|afternoon|evening)|from\s+now\s+on|starting)\b/i.test(step)) continue;
    const said = secondToFirst(step).replace(TRAILING, '').split(/\s+/).slice(0, 22).join(' ');
    if (said.split(/\s+/).length < 3) continue;
    pushCommitment(commitments, said, '', now);
    produced.add(index - 1);
  }
  const found = findRest(message, commitments, now);
  // 'Tomorrow 9 to 11, phone in the locker. Only the methods section, not the results.': what narrows the step is part of it.
  const narrowing = sentences.length > 1 ? sentences.at(-1)! : '';
  const last = found.at(-1);
  if (last && NARROWS.test(narrowing) && !found.some((c) => narrowing.toLowerCase().includes(c.item.toLowerCase()))) {
    const only = narrowing.split(/,\s*(?:not|but|and not)\b/i)[0]!.replace(TRAILING, '').toLowerCase();
    Object.assign(last, { item: `${last.item}, ${only}`, said: `${last.said}, ${only}` });
  }
  return found;
}

/** A day named as the one: "Thursday's the night.", 'Saturday is the day.', 'Tomorrow it is.' */
const DAY_SETTLED = new RegExp(String.raw`^(?:(?:ok(?:ay)?|right|so|then)[,.]?\s+)?((?:this\s+|next\s+)?(?:DAY|tomorrow|tonight))(?:'s|\s+is)\s+(?:the|our|my)\s+(?:night|day|one|morning|evening|date)\b|^(?:(?:ok(?:ay)?|right|so)[,.]?\s+)?((?:this\s+|next\s+)?DAY)\s+it\s+is\b`.replaceAll('DAY', 'monday|tuesday|wednesday|thursday|friday|saturday|sunday'), 'i');

/** A sentence that settles the step said just before it: "That's it.", "That's my deadline.", 'No more than that.' */
const SETTLES =
  /^(?:(?:ok(?:ay)?|right|so|and)[,.]?\s+)?(?:that'?s\s+(?:it|all|the\s+(?:plan|deal|rule|commitment)|my\s+(?:deadline|plan|commitment|rule|promise|deal))|(?:this|that)\s+is\s+(?:my|the)\s+(?:deadline|plan|commitment|rule)|no\s+more\s+than\s+that|deal|done|settled|final\s+answer)\b/i;
const STRONG_SETTLES = /\b(?:plan|deal|rule|commitment|deadline|promise|final\s+answer|settled)\b/i;
/** A hedge that keeps a step said in the present a thought: 'maybe I ask her', 'if she's around'. */
const SETTLED_HEDGE = /\b(?:maybe|perhaps|might|not sure|wonder|hope|probably|could|should|would|usually|always|normally|sometimes)\b|^if\b|,\s*if\b/i;
/** A plan said as its time, once settled: "ok let's say tomorrow, 9 to 11, 4th floor", 'Decided. Saturdays 7 to 10am at the café'. */
const SETTLED_SCHEDULE =
  /^(?:(?:ok(?:ay)?|right|so|fine|yeah|yes|alright|then)[,.!]?\s+)*(?:let'?s\s+say|say|let'?s\s+make\s+it|make\s+it|let'?s\s+go\s+with|decided|settled|final\s+answer|deal)[,.:!]?\s+((?:(?:on|this|next|every|from|starting|the)\s+)?(?:today|tonight|tomorrow|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?|weekends?|mornings?|evenings?|\d{1,2}(?::\d\d)?\s*(?:am|pm)?)\b.*)$/i;
/** A short sentence narrowing the step before it: 'Only the methods section.', 'Just the first two pages.' */
const NARROWS = /^(?:only|just)\s+(?:the|a|an|my|one|two|three|\d)\b[^.?!]{0,60}[.!]?$/i;

/** A plan written as a numbered list ('tasks this week: 1) write the stories 2) ask Lukas for a mock'): each item a sentence. */
function listItems(sentence: string): string[] {
  const items = sentence.split(/(?:^|\s+)\(?\d{1,2}[).]\s+/);
  if (items.length < 3) return [sentence];
  return items.filter((item, index) => item.trim() !== '' && !(index === 0 && /:\s*$/.test(item))).map((item) => item.trim());
}

/** A start said on its own ('mornings at the library, 9 to 12. starting monday'): it starts the routine before it. */
const START_ONLY = /^(?:(?:and|so)\s+)?(?:starting|from|beginning|as\s+of)\s+(?:this\s+|next\s+)?[\w-]+(?:\s+[\w-]+)?[.!]?$/i;
function withStartJoined(sentences: string[]): string[] {
  const joined: string[] = [];
  for (const sentence of sentences) {
    const previous = joined.at(-1);
    if (previous && !previous.endsWith('?') && START_ONLY.test(sentence)) joined[joined.length - 1] = `${previous.replace(/[.!]+$/, '')}, ${sentence}`;
    else joined.push(sentence);
  }
  return joined;
}

/**
 * People named in a sentence of their own, then pointed to ('Paulo at Transportes Silva and Rui from the
 * cold storage place. I'll call them both.'): the step names them.
 */
function withPeopleNamed(sentences: string[]): string[] {
  return sentences.map((sentence, index) => {
    const before = sentences[index - 1]?.replace(STEP_LEAD, '').replace(/[.!]+$/, '');
    if (!before || !/\b(?:them\s+both|both\s+of\s+them|them\s+all|all\s+of\s+them|them)\b/i.test(sentence)) return sentence;
    const names = before.match(/\b[A-Z][a-z]+\b/g) ?? [];
    if (names.length < 2 || before.split(/\s+/).length > 14 || !/\band\b/i.test(before) || /\b(?:I|we|is|are|was|were|will|'ll|has|have|had|do|does|did|said|says)\b|\?/.test(before)) return sentence;
    return sentence.replace(/\b(?:them\s+both|both\s+of\s+them|them\s+all|all\s+of\s+them|them)\b/i, before);
  });
}

/** A step floated, not settled, somewhere in the message. */
const FLOATING = /\b(?:I\s+could|we\s+could|maybe|perhaps|might|I\s+was\s+thinking|I'm\s+thinking|what\s+if)\b/i;

/** The commitments of one sentence: said with 'I'll', with a day before 'I', announced as a plan, or said without its subject. */
function findInSentence(sentence: string, commitments: Commitment[], now: Date, floated = false) {
  const dayFirst = DAY_THEN_STEP.exec(sentence);
  if (dayFirst && !sentence.endsWith('?') && !OPENER.test(sentence)) {
    OPENER.lastIndex = 0;
    pushCommitment(commitments, `${dayFirst[2]} ${dayFirst[3]}`.replace(TRAILING, '').trim(), dayFirst[1]!, now);
    return;
  }
  OPENER.lastIndex = 0;
  // 'So: dry run with Kasia on 7 October.' A plan announced as such stands beside any 'I'll' that follows.
  const announced = /^(?:so|ok(?:ay)?|right|plan|the plan|then|concrete(?:ly)?)\s*:\s*(.+)$/i.exec(sentence);
  const announcedBare = announced && !floated && !OPENER.test(announced[1]!) ? bareStep(announced[1]!) : undefined;
  OPENER.lastIndex = 0;
  if (announcedBare && !TIMED_PLAN.test(announced![1]!)) {
    pushCommitment(commitments, announcedBare, '', now);
    return;
  }
  if (announced && TIMED_PLAN.test(announced[1]!) && !OPENER.test(announced[1]!)) {
    OPENER.lastIndex = 0;
    const said = announced[1]!.split(/,\s*(?:and|but)\s+|;/i)[0]!.replace(TRAILING, '').split(/\s+/).slice(0, 18).join(' ');
    if (said.split(/\s+/).length >= 3) {
      pushCommitment(commitments, secondToFirst(said), '', now);
      return;
    }
  }
  OPENER.lastIndex = 0;
  if (sentence.endsWith('?')) return;
  let openers = [...sentence.matchAll(OPENER)];
  if (openers.length === 0 && WHEN.test(sentence) && !NOT_TENTATIVE_PLAN.test(sentence)) {
    openers = [...sentence.matchAll(TENTATIVE)].slice(0, 1);
    if (openers.length > 0) {
      const [opener] = openers;
      const said = sentence.slice(opener!.index + opener![0].length).replace(TRAILING, '').trim();
      const lead = sentence.slice(0, opener!.index);
      if (CONDITION_BEFORE.test(lead) || TOLD_BEFORE.test(lead)) return;
      // 'so now I'm managing the guys': 'now' with 'I'm ...ing' is how things are, not a plan.
      if (/^I'm\s/i.test(opener![0]) && !WHEN.test(sentence.replace(/\b(?:right\s+)?now\b/gi, ''))) return;
      // 'I want to go back as someone who leaves at 4:30', 'I want to finish the draft by the end of the year': a wish becomes a plan only with a day this week or next.
      // So does an obligation: 'I have to answer by the end of the month' is a deadline set by others.
      if (/\b(?:want|like|have|need)\s+to\s*$/i.test(opener![0]) && !NEAR_DAY.test(sentence)) return;
      if (said === '' || NOT_AN_ACTION.test(said) || !WHEN.test(`${lead} ${said}`)) return;
      // 'first gen society wednesday at 6, I'm going': the step is what was said before 'I'm going'.
      const named = lead.replace(PLAN_LEAD, '').replace(/[\s,;:-]+$/, '');
      const fronted = frontedStep(said, lead);
      if (fronted) pushCommitment(commitments, fronted, '', now);
      else if (said.split(/\s+/).length === 1 && named.split(/\s+/).length >= 2) pushCommitment(commitments, named, '', now);
      else pushCommitment(commitments, said, lead, now);
      return;
    }
  }
  if (openers.length === 0) {
    const bare = floated ? undefined : bareStep(sentence);
    if (bare) pushCommitment(commitments, bare, '', now);
    return;
  }
  // A step with its day said before the 'I'll' of another: 'Low Tide goes in the second set this friday, I'll tell Sam'.
  if (openers.length > 0) {
    const lead = sentence.slice(0, openers[0]!.index).replace(/[\s,;:-]+$/, '');
    if (lead.split(/\s+/).length >= 4 && TIMED_PLAN.test(lead) && !HEDGE.test(lead)) pushTimedPlan(commitments, lead, now);
  }
  openers.forEach((opener, position) => {
    const start = opener.index + opener[0].length;
    const end = openers[position + 1]?.index ?? sentence.length;
    const before = sentence.slice(position === 0 ? 0 : (openers[position - 1]!.index ?? 0), opener.index);
    // A condition that opens the clause ('if my shift doesn't change I'll go') leaves the step a plan; any other hedge does not.
    // 'I think I'll grab Priya after standup': a tentative commitment is still one; what follows is checked below.
    const lastClause = (before.split(/[,;]/).at(-1) ?? '').replace(/\b(?:(?:so|yeah|ok)\s+)?I\s+(?:think|guess|reckon|suppose)\s*$/i, '');
    const condition = /^\s*(?:(?:and|but|so|ok(?:ay)?)\s+)?(?:if|as long as|unless|provided|assuming|once|as soon as)\b/i.test(lastClause);
    if (HEDGE.test(condition ? lastClause.replace(/\b(?:if|unless)\b/gi, '') : lastClause)) return;
    // 'Everyone asks what I'm going to do', 'no idea how I'll pay': a question told, not a step; 'What I'll do is call her' names one.
    if (/\b(?:what|how|whether|where|why|when)\s*$/i.test(lastClause) && !/^do\s+is\b/i.test(sentence.slice(start))) return;
    // A deadline may stand before the opener too: 'Tomorrow I will ...', 'By Friday, I'll ...'.
    const lead = position === 0 ? sentence.slice(0, opener.index) : '';
    let said = sentence.slice(start, end).replace(TRAILING, '').trim().replace(/^do\s+is\s+/i, '');
    // "I'll probably call her Thursday": with a day named, 'probably' hedges the wording, not the step.
    if (/^probably\s+/i.test(said) && PLAN_WHEN.test(sentence)) said = said.replace(/^probably\s+/i, '');
    if (said === '' || NOT_AN_ACTION.test(said)) return;
    // 'I'm going to a conference next month and I want to come back with contacts', '... and I always end up hiding': a place, and the goal or the pattern is the point.
    if (/going\s+to\s*$/i.test(opener[0]) && /^(?:a|an|the|my|our|this|that)\b/i.test(said) && /\b(?:want|hope|would like|'d like|wish|always|usually|every\s+time|end\s+up|tend\s+to)\b/i.test(sentence)) return;
    const fronted = position === 0 ? frontedStep(said, lead) : undefined;
    if (fronted) pushCommitment(commitments, fronted, '', now);
    else pushCommitment(commitments, said, lead, now);
  });
}

/** Verbs of a concrete step, for a step said without its subject. */
const ACTION_VERBS =
  'ask|call|ring|phone|text|email|e-mail|message|ping|dm|send|book|schedule|block|write|draft|prepare|prep|finish|set\\s+up|sign\\s+up|talk|speak|meet|tell|check|review|read|buy|pay|apply|clear|practi[cs]e|rehearse|cancel|decline|delegate|share|update|list|lay|find|join|register|visit|bring|follow\\s+up|reach\\s+out|contact|invite|order|pack|cook|print|record|submit|chase|grab|walk|run|pick|move|hand\\s+over|sit\\s+down';
/**
 * A step said with no subject, as people write notes to themselves: 'ask Jen what practice tests she
 * used', 'prepare 2 questions, write them in my phone before I fly', 'will ping sam tomorrow'. The verb
 * opens the sentence; a request to the coach ('tell me how', 'send me some') is none, and neither is a
 * hedge ('maybe ask her'), a story ('ran out of time last week') or a noun ('book club is on Friday').
 */
const BARE_STEP = new RegExp(String.raw`^(?:(?:and|also|then|plus|ok(?:ay)?|so|right|yes|yeah)[,.:]?\s+)*(?:(?:will|gonna|going\s+to)\s+)?((?:${ACTION_VERBS})\b(?![-'])(?!\s+(?:me|us|you|of|is|are|was|were|has|had|club|group|list|order)\b)\s+\S.*)$`, 'i');
function bareStep(sentence: string): string | undefined {
  const step = BARE_STEP.exec(sentence.replace(/[.!]+$/, ''))?.[1];
  if (!step || SETTLED_HEDGE.test(sentence) || HEDGE.test(sentence) || /\b(?:guess|suppose|reckon|dunno|idk|no idea)\b/i.test(sentence) || PAST_MESSAGE.test(sentence) || /\b(?:I|we)\s+(?:\w+ed|was|were|had|did|went|got)\b/i.test(step)) return undefined;
  // 'walk the dog, cook, bed, every evening' is a habit told; 'finish line is in sight' a noun.
  if (/\bevery\b(?!.*\b(?:starting|from now on)\b)/i.test(sentence) || /^\S+(?:\s+\S+){0,2}\s+(?:is|are|was|were|'s)\b/i.test(step)) return undefined;
  const said = step.replace(TRAILING, '').split(/\s+/).slice(0, 18).join(' ');
  return said.split(/\s+/).length >= 2 && !NOT_AN_ACTION.test(said) ? said : undefined;
}

/** When no sentence named a step with an opener: a decision said outright, or a plan said plainly with its day. */
function findRest(message: string, commitments: Commitment[], now: Date): Commitment[] {
  if (commitments.length === 0) {
    // 'Ok I've decided. max 10% a week...', 'fine, new rule: I don't pick up...': the rest of the message is the step.
    const decision = new RegExp(DECISION.source, 'i').exec(message);
    if (decision && !/\?\s*$/.test(message) && !/\b(?:haven't|not|can't|undecided|if)\s+(?:yet\s+)?decided\b/i.test(message)) {
      // 'new rota from monday: fixed sections': the new arrangement is itself the step.
      const rest = message.slice(decision.index + (/^new\s/i.test(decision[0]) ? 0 : decision[0].length)).replace(/^[\s.,:;!-]+/, '');
      let said = (sentencesOf(rest)[0] ?? '').split(/\s+/).slice(0, 16).join(' ').replace(TRAILING, '').trim();
      let before = message.slice(0, decision.index);
      // 'the watch comes off for easy runs. done. from tomorrow': after 'done' comes only the day; the step came before.
      const step = sentencesOf(before).at(-1)?.replace(PLAN_LEAD, '').replace(TRAILING, '') ?? '';
      if ((PLAN_WHEN.test(said) || findDeadlinePhrases(said, now).length > 0) && said.split(/\s+/).length <= 3 && step.split(/\s+/).length >= 3 && !NOT_A_PLAN.test(step)) {
        [said, before] = [step, said];
      }
      if (said.split(/\s+/).length >= 2) pushCommitment(commitments, secondToFirst(said), before, now);
    }
  }
  if (commitments.length === 0 && !PAST_MESSAGE.test(message)) {
    // Settled as a time ('let's say Saturday and Tuesday at 8:30pm'): the schedule is the item, the step the one talked about.
    const schedule = SETTLED_SCHEDULE.exec(sentencesOf(message).slice(0, 2).join(' '));
    const when = schedule?.[1] && sentencesOf(schedule[1])[0]!.replace(CIRCUMSTANCE, '').replace(TRAILING, '');
    if (when && !NOT_A_PLAN.test(when.replace(/\b(?:every|usually)\b/gi, '')) && !SOMEONE_ELSE.test(when)) {
      // The time is the item here: 'Thursday at 6, gym by the office' keeps its day.
      const [first] = findDeadlinePhrases(when, now);
      commitments.push({ item: capitalise(when), said: when, deadlinePhrase: first?.phrase ?? null, deadline: first?.date ?? null });
      return commitments;
    }
    // A step with its day, said plainly: 'Thursday it is then: puzzle on every desk', 'ringing the day centre monday'.
    for (const sentence of withStartJoined(sentencesOf(message))) pushTimedPlan(commitments, sentence, now);
  }
  return commitments;
}

const PAST_MESSAGE = /\b(?:last (?:week|time|month|year|night)|yesterday|ago|used to)\b/i;


/** A sentence that is a step with its day, said plainly, as a commitment. */
function pushTimedPlan(commitments: Commitment[], sentence: string, now: Date) {
  if (!TIMED_PLAN.test(sentence)) return;
  const said = planClause(sentence).replace(PLAN_LEAD, '').replace(TRAILING, '').split(/\s+/).slice(0, 18).join(' ');
  if (said.split(/\s+/).length >= 3) pushCommitment(commitments, secondToFirst(said), '', now);
}

/** What the client is not deciding: a question, a doubt, a fear, or the past. */
const NOT_A_PLAN =
  /\?|^(?:(?:so|ok(?:ay)?|and|but)[,]?\s+)?(?:should|can|could|shall|would|do|must)\s+(?:I|we)\b|\bevery\b(?!.*\b(?:starting|from now on)\b)|\b(?:I|we)\s+(?:already|just|finally|actually|even|also|never)\s+(?:\w+ed|sent|wrote|told|said|went|met|got|had|did|made|took|spoke|saw|gave|left|kept|paid|bought|brought|put|found|heard|began|came|rang|ran)\b|\b(?:already|back\s+in)\b|(?<!\bend\s)\bof\s+(?:the|each|every)\s+(?:month|week)\b|\b(?:i|she|he|they|we|it) (?:\w+ed|cried|told|said|laughed|tried|ran|ate|fell|felt|left)\b|\b(?:I'?ve|I\s+have|I'?d|I\s+had)\s+been\b|\b(?:is|are)\s+(?:my|the|a|an|our|his|her|their)\b|\b(?:not|invited|asked\s+to)\b|\b(?:panick\w*|worr\w*|angry|stress\w*|feel|feels|feeling|keep|thanks?(?!-)|thank you|I have|I (?:run|work|teach|play|do|go|usually)\b|currently|right now|usually|normally|always|lately|since|most (?:days|weeks|nights)|I work|thought|know|think|don'?t|doesn'?t|haven'?t|nobody|have to|has to|want|wanted|need|needs|maybe|might|could|if|whether|not sure|perhaps|probably|hope|wish|wonder|worr\w*|afraid|scared|terrified|nervous|dread\w*|yesterday|last|ago|used to|was|were|did|had|went|got|have (?:a|an|my|the)|has|is (?:on|at|in|off|away|out|back)|are (?:on|at|in|off|away|out|back))\b/i;
/**
 * Someone acts: the client, 'we', a named helper, a verb in the -ing form ('ringing the day centre monday'),
 * or days settled as the schedule, the time before the step ('tue and thu straight after work then, bag in the car').
 */
const ACTOR = /^(?:(?:so|ok(?:ay)?|then|right)[,]?\s+)?(?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?(?:\s*(?:,|and|&|\/)\s*(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?)+|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?:\s+[\w-]+){0,3}\s+then)\b|\b(?:I|I'm|I'll|me|my|we|we'll|us|our)\b|^(?:weekday\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?(?:\s*(?:,|and|&|\/|-)\s*(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?)*(?:\s+(?:mornings?|evenings?|afternoons?|nights?|lunchtimes?))?\b.*\b(?:from|starting)\s+(?:next\s+week|tomorrow|today|now\s+on|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b|^(?:(?:so|ok(?:ay)?|then|right)[,]?\s+)?[\w-]+(?:\s+[\w-]+)?\s+first\b|^[A-Z][a-z]+\s+(?:on|does|takes|runs|covers|handles|leads|starts|gets)\s|\bwith\s+[A-Z][a-z]+\b|\b(?:goes|comes|drops|starts|begins|moves|lands|happens)\s+(?:in|on|off|out|up|live|back|ahead)\b|\b\w+ing\b|^(?:[a-z]+)\s+(?:the|my|a|an|it|him|her|them)\b/i;
/** A day ahead, for a plan said without 'I will': not a habit ('every friday') or a clock time alone ('in bed at 11'). */
const PLAN_WHEN =
  /\b(?:today|tonight|tomorrow|this\s+(?:morning|afternoon|evening|week|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|next\s+(?:week|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:on\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|by\s+(?:the\s+end|friday|monday|tomorrow)|first\s+thing|from\s+now\s+on|starting\s+(?:this|next|today|tomorrow|on|from|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|on\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?:\s+of)?\s+(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)|on\s+(?:january|february|march|april|may|june|july|august|september|october|november|december)\s+\d{1,2}(?:st|nd|rd|th)?|on\s+the\s+\d{1,2}(?:st|nd|rd|th)|\d{1,2}(?:st|nd|rd|th)?\s+(?:january|february|march|april|june|july|august|september|october|november|december))\b/i;
/** The clause of a sentence that holds its day: 'the blinds are going back up this saturday, Tom's helping...' */
function planClause(sentence: string): string {
  const first = sentence.split(/,\s*(?:and|but)\s+|;/i)[0]!;
  if (PLAN_WHEN.test(first) && !NOT_A_PLAN.test(first)) return first;
  return sentence.split(/,\s*|;/).find((clause) => PLAN_WHEN.test(clause) && clause.split(/\s+/).length >= 3) ?? first;
}
const TIMED_PLAN = {
  test: (sentence: string) => {
    const clause = planClause(sentence);
    return PLAN_WHEN.test(clause) && !NOT_A_PLAN.test(clause) && !SOMEONE_ELSE.test(clause.replace(PLAN_LEAD, '')) && (ACTOR.test(clause) || DECISION.test(clause));
  },
};
/**
 * Someone else's plan or habit, told as context: 'My boss Karin said she'll book a room next week',
 * 'Marco is going to review the drawings on Monday', 'my writing group meets the first Monday'.
 */
const SOMEONE_ELSE =
  /^(?:(?:[Aa]nd|[Ss]o|[Bb]ut|[Aa]lso|[Pp]lus|[Tt]hen|[Ww]ell|[Aa]nyway)[,]?\s+)*(?:(?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir|[Tt]he)\s+(?:[a-z-]+\s+){0,2}?(?:boss|manager|team|wife|husband|partner|colleagues?|mum|mom|dad|mother|father|parents|friends?|group|club|supervisor|director|lead|clients?|coach|teacher|landlord|sister|brother|son|daughter|kids|family|neighbou?r|doctor|company|hr|department|school|office)(?:\s+[A-Z][a-z]+)?|(?!(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Tomorrow|Today|Tonight|Next|This|Then|So|Ok|Okay|Right|Plan|Done|Step)\b)[A-Z][a-z]+|[Ss]he|[Hh]e|[Tt]hey)(?:\s+|(?=['’]s\b))(?:is\s+(?:going\s+to|\w+ing)|are\s+(?:going\s+to|\w+ing)|'s\s+(?:going\s+to|\w+ing)|will|'ll|would|said|says|told|promised|offered|wants|plans|meets|has\s+(?:said|agreed|offered|promised|booked|planned))\b/;
const PLAN_LEAD =
  /^(?:(?:ok(?:ay)?|right|so|and|then|yeah|yes|bet|sod it|that'?s it|thats it|fine|alright|cool|done|sorted|locked|let'?s say|say|let'?s make it|make it|let'?s go with|decided)[,.!:]*\s+)*(?:(?:this is )?(?:my|the) plan(?: is)?[:,]?\s*)?/i;

/** The step as the client would put it: 'I'm booking a check' stays; 'I don't pick up tickets' reads 'Don't pick up tickets'. */
function secondToFirst(said: string): string {
  return said.replace(/^I(?:'m|\s+am)?\s+/i, '');
}

/** What the client says about their circumstances after the step: ', I have nothing on', ", it's due then". */
const CIRCUMSTANCE = /,\s*(?:I\s+have|I'?ve\s+got|I'?m\s+free|there'?s|it'?s|that'?s|which|since|because)\b.*$/i;
/** A step with its object said first: 'the questions I can do on Thursday evening', 'the slides I'll finish Friday'. */
const FRONTED_VERB = /^(do|finish|handle|tackle|send|write|sort|get|start|draft|fix|prep|prepare|book|ring|call|email|read)(?:\s+(?:it|them|those|that|this))?(?=\s+(?:on|at|by|this|next|tomorrow|tonight|today|monday|tuesday|wednesday|thursday|friday|saturday|sunday|after|before|first|in)\b|\s*$)/i;
const FRONTED_OBJECT = /^(?:(?:ok(?:ay)?|so|and|then|right)[,]?\s+)*((?:the|my|those|these|that)\s+[a-z][\w-]*(?:\s+[a-z][\w-]*){0,3})\s*$/i;

function frontedStep(said: string, lead: string): string | undefined {
  const verb = FRONTED_VERB.exec(said);
  const object = FRONTED_OBJECT.exec(lead.replace(/[\s,;:-]+$/, ''));
  if (!verb || !object || /\b(?:is|are|was|were|and|but)\b/i.test(object[1]!)) return undefined;
  return `${verb[1]} ${object[1]}${said.slice(verb[0].length)}`;
}

function pushCommitment(commitments: Commitment[], fullSaid: string, lead: string, now: Date) {
  const deadlines = findDeadlinePhrases(`${fullSaid} ${lead}`, now);
  const said = fullSaid.replace(CIRCUMSTANCE, '').trim() || fullSaid;
  const item = asItem(said, deadlines.map((d) => d.phrase));
  if (item === '') return;
  const first = deadlines[0];
  const leadPhrase = first && !said.includes(first.phrase) ? first.phrase : null;
  commitments.push({
    item,
    said: leadPhrase ? `${said} ${leadPhrase.toLowerCase()}` : said,
    deadlinePhrase: first?.phrase ?? null,
    deadline: first?.date ?? null,
  });
}

/** The message tells of someone else's plan, with no step of the client's: 'Marco is going to review the drawings on Monday anyway'. */
export const othersPlan = (message: string) => {
  const sentences = sentencesOf(spelledOut(message));
  return sentences.some((sentence) => SOMEONE_ELSE.test(sentence.replace(STEP_LEAD, ''))) && !sentences.some((sentence) => /\b(?:I|I'll|I'm|we|we'll|let me)\b/.test(sentence) && !/\b(?:she|he|they)'ll\b/i.test(sentence) && !SOMEONE_ELSE.test(sentence.replace(STEP_LEAD, '')));
};

/** Fillers before the step in a plan said plainly: 'ok so', 'right:', 'sod it.' */
const STEP_LEAD = /^(?:(?:ok(?:ay)?|right|so|and|then|yeah|yes|fine|alright|cool|sod it|bet|done|sorted|locked|good|great|let'?s say|say|let'?s make it|make it)[,.!:]*\s+)+/i;

/**
 * The step of a message the move reader takes for a commitment although no phrasing above names it
 * ('calendar invite sent to Imogen for 9am', 'Locker booked.'): the clause with a day or an action,
 * as the item, dated when a day is named.
 */
export function commitmentFromWhole(message: string, now: Date): Commitment | undefined {
  // An 'I will' the phrasings above turned down ('I'm going to fail', 'I'll never be good at this') stays turned down.
  if (new RegExp(OPENER.source, 'i').test(message)) return undefined;
  const sentences = sentencesOf(message).filter((sentence) => !sentence.endsWith('?'));
  const chosen = sentences.find((sentence) => PLAN_WHEN.test(sentence)) ?? sentences.find((sentence) => sentence.split(/\s+/).length >= 3);
  if (!chosen || NOT_A_PLAN.test(chosen.replace(/\?/g, '').replace(/\bevery\b/gi, '')) || SOMEONE_ELSE.test(chosen.replace(STEP_LEAD, ''))) return undefined;
  const said = chosen.replace(STEP_LEAD, '').replace(TRAILING, '').split(/\s+/).slice(0, 16).join(' ');
  if (said.split(/\s+/).length < 2) return undefined;
  const found: Commitment[] = [];
  pushCommitment(found, secondToFirst(said), '', now);
  return found[0];
}
