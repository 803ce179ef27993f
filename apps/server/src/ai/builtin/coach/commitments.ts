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
  /\b(?:I\s+will|I'll|I\s+am\s+going\s+to|I'm\s+going\s+to|I'm\s+gonna|I\s+commit\s+to|I'm\s+committing\s+to|I've\s+committed\s+to|I\s+promise\s+to|I\s+plan\s+to|I'm\s+planning\s+to|I've\s+decided\s+to|I\s+decided\s+to|I've\s+decided\s+I'll|I'm\s+determined\s+to|my\s+(?:next\s+)?(?:step|plan)\s+is\s+to|the\s+plan\s+is\s+to|(?<=^|[.!;:]\s*)(?:let\s+me|going\s+to|gonna)|I\s+(?:will|shall)\s+definitely|I\s+intend\s+to|I'm\s+aiming\s+to|I'm\s+setting\s+myself\s+to)\s+/gi;
/**
 * Tentative openers ('I could', 'I should', 'I'm meeting') that make a commitment only with a day or a
 * time: 'I could sit down with Priya for 20 minutes on Monday' is a plan, 'I could delegate more' an idea.
 */
const TENTATIVE =
  /\b(?:I\s+could|I\s+can|I\s+should|I\s+need\s+to|I\s+have\s+to|I\s+want\s+to|I'd\s+like\s+to|I\s+think\s+I(?:'ll|\s+will)|I'm\s+(?=\w+ing\b))\s*/gi;
const WHEN =
  /\b(?:today|tonight|tomorrow|this\s+(?:morning|afternoon|evening|week|weekend|month)|next\s+(?:week|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:on\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|by\s+(?:the\s+end|friday|monday|tomorrow)|at\s+\d{1,2}(?::\d{2})?\s*(?:am|pm)?|before\s+(?:lunch|the\s+meeting|friday|monday)|after\s+(?:lunch|work|the\s+meeting|standup)|first\s+thing|now|end\s+of\s+(?:day|the\s+week)|before\s+I\s+\w+|after\s+I\s+\w+|starting\s+(?:this|next|today|tomorrow|on|from)|from\s+now\s+on|this\s+sprint|next\s+sprint|every\s+(?:day|morning|evening|week|monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b/i;
/** A decision said outright ('I've decided.', 'new rule:'), with the step in the rest of the message. */
const DECISION =
  /(?:\b(?:I've\s+decided|I\s+decided|I'm\s+deciding|new\s+rule|that's\s+what\s+I'll\s+do|that's\s+the\s+plan|done\s+deal|I'm\s+doing\s+(?:it|that)|(?:it'?s|that'?s)\s+settled|consider\s+it\s+done|it\s+is\s+then|locked\s+in)\b|\b(?:this\s+is\s+)?(?:my|so\s+the|the)\s+plan(?:\s+is)?\s*:|(?:^|[.!]\s*)(?:ok\s+|right\s+)?(?:doing\s+(?:it|that)|deal|done|sorted|locked|booked(?:\s+it)?|settled)\s*(?:[.!:]|$))\s*[:.,!-]*\s*/i;
/** A tentative opener that is a question to oneself or a condition, never a plan. */
const NOT_TENTATIVE_PLAN = /\b(?:panick\w*|worr\w*|angry|stress\w*|feeling|struggl\w*|dread\w*|keep|always|usually|end up|better at|wonder|not sure|don't know|do not know|or should|maybe|perhaps|guess|suppose|might|try|trying|what if|shake)\b|\bevery\b(?!.*\b(?:starting|from now on)\b)/i;
/** A condition before the opener ('if I could ... on Monday'): a thought, not a plan. After it, 'to ask if she'll...' is part of the step. */
const CONDITION_BEFORE = /\b(?:if|whether|unless)\b/i;

/** Words before 'I will' that make it a thought, not a commitment: 'maybe I'll', 'not sure if I will'. */
const HEDGE = /\b(?:maybe|perhaps|might|if|whether|unless|not sure|don't know|do not know|wonder|hope|afraid|worried|scared|terrified|nervous|anxious|dread\w*|fear\w*|think|saying|says|said|tells? me|telling me|voice|probably|feeling|shake)\b/i;
/** Things people say they 'will' do that are predictions or fears, not actions. */
const NOT_AN_ACTION =
  /^(?:never|not|fail|lose|die|cry|mess|screw|get fired|be fired|be\s+(?!on time|there|ready|in touch|back|done|at|in|on)\w+|have changed|have \w+ed|make a mistake|mess (?:it )?up|forget|sound|look|seem|feel|get laughed|think about it|see|need|have to|probably|end up|always|keep failing|let you know)\b/i;
const TRAILING = /(?:[\s,;:.!?…-]+|\s+(?:and|then|and then|also|so|but|or))+$/i;

function asItem(said: string, deadlinePhrases: readonly string[]): string {
  let item = said;
  for (const phrase of deadlinePhrases) item = item.replace(phrase, ' ');
  item = item.replace(/\s+/g, ' ').replace(/^(?:also|then|definitely|really|actually)\s+/i, '').trim();
  for (let previous = ''; previous !== item; ) {
    previous = item;
    item = item.replace(TRAILING, '').replace(/\s+(?:at|on|by|before|in|for|until)$/i, '');
  }
  return capitalise(item);
}

/** Each commitment in the message, with its deadline resolved from `now` (noon UTC of that day). */
export function findCommitments(message: string, now: Date): Commitment[] {
  const commitments: Commitment[] = [];
  for (const sentence of sentencesOf(message)) {
    if (sentence.endsWith('?')) continue;
    let openers = [...sentence.matchAll(OPENER)];
    if (openers.length === 0 && WHEN.test(sentence) && !NOT_TENTATIVE_PLAN.test(sentence)) {
      openers = [...sentence.matchAll(TENTATIVE)].slice(0, 1);
      if (openers.length > 0) {
        const [opener] = openers;
        const said = sentence.slice(opener!.index + opener![0].length).replace(TRAILING, '').trim();
        const lead = sentence.slice(0, opener!.index);
        if (CONDITION_BEFORE.test(lead)) continue;
        if (said === '' || NOT_AN_ACTION.test(said) || !WHEN.test(`${lead} ${said}`)) continue;
        pushCommitment(commitments, said, lead, now);
        continue;
      }
    }
    openers.forEach((opener, position) => {
      const start = opener.index + opener[0].length;
      const end = openers[position + 1]?.index ?? sentence.length;
      const before = sentence.slice(position === 0 ? 0 : (openers[position - 1]!.index ?? 0), opener.index);
      if (HEDGE.test(before.split(/[,;]/).at(-1) ?? '')) return;
      // A deadline may stand before the opener too: 'Tomorrow I will ...', 'By Friday, I'll ...'.
      const lead = position === 0 ? sentence.slice(0, opener.index) : '';
      const said = sentence.slice(start, end).replace(TRAILING, '').trim();
      if (said === '' || NOT_AN_ACTION.test(said)) return;
      pushCommitment(commitments, said, lead, now);
    });
  }
  if (commitments.length === 0) {
    // 'Ok I've decided. max 10% a week...', 'fine, new rule: I don't pick up...': the rest of the message is the step.
    const decision = new RegExp(DECISION.source, 'i').exec(message);
    if (decision && !/\?\s*$/.test(message) && !/\b(?:haven't|not|can't|undecided|if)\s+(?:yet\s+)?decided\b/i.test(message)) {
      const rest = message.slice(decision.index + decision[0].length).replace(/^[\s.,:;!-]+/, '');
      const said = (sentencesOf(rest)[0] ?? '').split(/\s+/).slice(0, 16).join(' ').replace(TRAILING, '').trim();
      const before = message.slice(0, decision.index);
      if (said.split(/\s+/).length >= 2) pushCommitment(commitments, secondToFirst(said), before, now);
    }
  }
  if (commitments.length === 0 && !/\b(?:last (?:week|time|month|year|night)|yesterday|ago|used to)\b/i.test(message)) {
    // A step with its day, said plainly: 'Thursday it is then: puzzle on every desk', 'ringing the day centre monday'.
    for (const sentence of sentencesOf(message)) {
      if (!TIMED_PLAN.test(sentence)) continue;
      const said = sentence.split(/,\s*(?:and|but)\s+|;/i)[0]!.replace(PLAN_LEAD, '').replace(TRAILING, '').split(/\s+/).slice(0, 18).join(' ');
      if (said.split(/\s+/).length >= 3) pushCommitment(commitments, secondToFirst(said), '', now);
    }
  }
  return commitments;
}

/** What the client is not deciding: a question, a doubt, a fear, or the past. */
const NOT_A_PLAN =
  /\?|\bevery\b(?!.*\b(?:starting|from now on)\b)|\b(?:i|she|he|they|we|it) (?:\w+ed|cried|told|said|laughed|tried|ran|ate|fell|felt|left)\b|\b(?:panick\w*|worr\w*|angry|stress\w*|keep|thanks?|thank you|I have|I (?:run|work|teach|play|do|go|usually)\b|currently|right now|usually|normally|always|lately|since|most (?:days|weeks|nights)|I work|thought|know|think|don'?t|doesn'?t|haven'?t|nobody|have to|has to|want|wanted|need|needs|maybe|might|could|if|whether|not sure|perhaps|probably|hope|wish|wonder|worr\w*|afraid|scared|terrified|nervous|dread\w*|yesterday|last|ago|used to|was|were|did|had|went|got|have (?:a|an|my|the)|has|is (?:on|at|in)|are (?:on|at|in))\b/i;
/** Someone acts: the client, 'we', a named helper, or a verb in the -ing form ('ringing the day centre monday'). */
const ACTOR = /\b(?:I|I'm|I'll|me|my|we|we'll|us|our)\b|\b\w+ing\b|^(?:[a-z]+)\s+(?:the|my|a|an|it|him|her|them)\b/i;
/** A day ahead, for a plan said without 'I will': not a habit ('every friday') or a clock time alone ('in bed at 11'). */
const PLAN_WHEN =
  /\b(?:today|tonight|tomorrow|this\s+(?:morning|afternoon|evening|week|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|next\s+(?:week|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:on\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|by\s+(?:the\s+end|friday|monday|tomorrow)|first\s+thing|from\s+now\s+on|starting\s+(?:this|next|today|tomorrow|on|from|monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b/i;
const TIMED_PLAN = {
  test: (sentence: string) => {
    const clause = sentence.split(/,\s*(?:and|but)\s+|;/i)[0]!;
    return PLAN_WHEN.test(clause) && !NOT_A_PLAN.test(clause) && (ACTOR.test(clause) || DECISION.test(clause));
  },
};
const PLAN_LEAD =
  /^(?:(?:ok(?:ay)?|right|so|and|then|yeah|yes|bet|sod it|that'?s it|thats it|fine|alright|cool|done|sorted|locked)[,.!:]*\s+)*(?:(?:this is )?(?:my|the) plan(?: is)?[:,]?\s*)?/i;

/** The step as the client would put it: 'I'm booking a check' stays; 'I don't pick up tickets' reads 'Don't pick up tickets'. */
function secondToFirst(said: string): string {
  return said.replace(/^I(?:'m|\s+am)?\s+/i, '');
}

function pushCommitment(commitments: Commitment[], said: string, lead: string, now: Date) {
  const deadlines = findDeadlinePhrases(`${said} ${lead}`, now);
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

/** Fillers before the step in a plan said plainly: 'ok so', 'right:', 'sod it.' */
const STEP_LEAD = /^(?:(?:ok(?:ay)?|right|so|and|then|yeah|yes|fine|alright|cool|sod it|bet|done|sorted|locked|good|great)[,.!:]*\s+)+/i;

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
  if (!chosen || NOT_A_PLAN.test(chosen.replace(/\?/g, '').replace(/\bevery\b/gi, ''))) return undefined;
  const said = chosen.replace(STEP_LEAD, '').replace(TRAILING, '').split(/\s+/).slice(0, 16).join(' ');
  if (said.split(/\s+/).length < 2) return undefined;
  const found: Commitment[] = [];
  pushCommitment(found, secondToFirst(said), '', now);
  return found[0];
}
