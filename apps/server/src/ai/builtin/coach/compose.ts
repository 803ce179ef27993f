import { METHODOLOGY_LABELS, type Methodology } from '@coaching/contract';
import type { CoachingRequest } from '../../model.js';
import { capitalise, joinList, lowerFirst } from '../text.js';
import { fitToLength, type Part } from './length.js';
import { GROW_MOVES } from './moves/grow.js';
import { ICF_MOVES } from './moves/icf.js';
import { SOLUTION_FOCUSED_MOVES } from './moves/solution-focused.js';
import { TRANSFORMATIONAL_MOVES } from './moves/transformational.js';
import type { MethodologyMoves } from './moves/types.js';
import type { Reading } from './read.js';
import * as P from './pools.js';
import { sentenceKey } from './read.js';
import { GREETING_FIRST, leavingFor, nextTimeAsked, plainStep } from './context.js';
import { secondPerson } from './reflect.js';
import { contentWordCount, normalise } from './words.js';
import { OPENINGS, styleRemark } from './tone.js';
import { pick } from './words.js';

const MOVES: Record<Methodology, MethodologyMoves> = {
  grow: GROW_MOVES,
  'solution-focused': SOLUTION_FOCUSED_MOVES,
  icf: ICF_MOVES,
  transformational: TRANSFORMATIONAL_MOVES,
};

const GOAL_LINKS = ['This ties in with one of your goals: {goal}.', 'I can see a link to one of your goals: {goal}.', 'That connects with your goal to {goal}.'];
const FOCUS_LINKS = ['That sits right within your focus on {focus}.', 'This touches on {focus}, one of your focus areas.'];
const REDIRECTS = [
  "I'd rather not go into {topic} here; it's outside what we cover in our coaching.",
  '{Topic} is outside what we work on together, so I will leave that one aside.',
  'That touches on {topic}, which is outside the boundaries of our coaching.',
];
/** Openings of the last-resort reply; each starts differently, so one always differs from the previous reply's. */
const BRIDGES = [
  'Let me put this another way.',
  'Here is a different angle.',
  'Stepping back for a moment.',
  'Let me come at this from another side.',
  'Let us pause on the bigger picture.',
  'Here is another way to look at it.',
];
const REDIRECT_QUESTIONS = [
  'What would be most useful to focus on there today?',
  'Which part of that would you like to work on now?',
  'What would help you move forward on that today?',
];

/** Fills {name}-style slots; a template naming a slot with no value is not usable (undefined). */
function fill(template: string, slots: Record<string, string | undefined>): string | undefined {
  let usable = true;
  const text = template.replace(/\{(\w+)\}/g, (_all, key: string) => {
    // The client's words fill a sentence of the coach's: their own question marks would add a question.
    const value = slots[key.toLowerCase()]?.replace(/[?]+/g, '').replace(/\s+$/, '');
    if (value === undefined || value === '') usable = false;
    return key[0] === key[0]!.toUpperCase() ? capitalise(value ?? '') : (value ?? '');
  });
  return usable ? text : undefined;
}

/**
 * The reply's question, as fresh as can be: one not asked before from the first pool that has one
 * (the pools after the first are fallbacks); when every question has been asked, one asked again,
 * but never the previous reply's, so two replies in a row never end alike.
 */
function pickQuestion(
  pools: readonly (readonly string[])[],
  slots: Record<string, string | undefined>,
  seed: number,
  askedBefore: readonly string[],
  used: ReadonlySet<string> = new Set(),
) {
  const usable = pools.map((templates) => templates.map((t) => fill(t, slots)).filter((t): t is string => t !== undefined));
  const previous = askedBefore.at(-1);
  for (const avoid of [askedBefore, previous === undefined ? [] : [previous]]) {
    for (const questions of usable) {
      const fresh = questions.filter((question) => !used.has(sentenceKey(question)) && !avoid.some((earlier) => earlier.includes(question)));
      if (fresh.length > 0) return pick(fresh, seed, 9);
    }
  }
  const any = usable.find((questions) => questions.length > 0);
  return any ? pick(any, seed, 9) : undefined;
}

/** A score with its article: 'a 5', 'an 8'. */
const withArticle = (score: number) => `${score === 8 ? 'an' : 'a'} ${score}`;

function opening(request: CoachingRequest, seed: number): string {
  const name = request.client.firstName.trim();
  const template = pick(OPENINGS[request.guardrails.communicationStyle], seed, 1);
  return name ? template.replace('{name}', name) : template.replace(/,?\s*\{name\}/, '');
}

/** A reply that declines a topic outside the guardrails and steers back to the session goals. */
export function draftRedirect(request: CoachingRequest, topic: string, seed: number): string {
  const goals = request.guardrails.sessionGoals.length > 0 ? request.guardrails.sessionGoals : request.client.goals;
  const parts: Part[] = [
    { text: opening(request, seed), order: 0, priority: 3 },
    { text: fill(pick(REDIRECTS, seed, 2), { topic: topic.toLowerCase() })!, order: 1, priority: 1 },
    { text: `Let's bring it back to ${goals.length > 0 ? joinList(goals) : 'your goals'}.`, order: 2, priority: 2 },
    { text: pick(REDIRECT_QUESTIONS, seed, 3), order: 3, priority: 0 },
  ];
  return fitToLength(parts, request.guardrails, request.aiConfig.maxTokens);
}

/** A template filled and not yet used in this conversation, chosen by `seed`; undefined when none is left. */
function fresh(templates: readonly string[], slots: Record<string, string | undefined>, seed: number, salt: number, used: ReadonlySet<string>): string | undefined {
  const usable = templates.map((t) => fill(t, slots)).filter((t): t is string => t !== undefined && !used.has(sentenceKey(t)));
  return usable.length > 0 ? pick(usable, seed, salt) : undefined;
}

/** The client's fear named back: what they fear when it can be said, else plainly. */
function worryAcknowledgement(reading: Reading, slots: Record<string, string | undefined>, seed: number, salt: number, used: ReadonlySet<string>) {
  const pool = reading.worry?.clause ? P.WORRY_ACKNOWLEDGEMENTS : reading.worry?.about ? P.WORRY_ABOUT_ACKNOWLEDGEMENTS : P.WORRY_ACKNOWLEDGEMENTS_PLAIN;
  return fresh(pool, slots, seed, salt, used) ?? fresh(P.WORRY_ACKNOWLEDGEMENTS_PLAIN, slots, seed, salt, used);
}

/** 'call the bank' reads after "you'll"; 'going wednesday' or 'first gen society' does not. */
function startsWithVerb(step: string | undefined): boolean {
  const first = step?.split(/\s+/)[0]?.toLowerCase() ?? '';
  return first !== '' && !/ing$/.test(first) && !/^(?:the|a|an|my|your|our|this|that|these|those|first|next|and|so|then|every|each|no|one|two|three|\d.*|[a-z]+[^s]s)$/.test(first) && !/^[A-Z]/.test(step!.split(/\s+/)[0]!);
}

/** Directive styles tell when asked: GROW (the directive coaching style) and direct communication. */
const isDirective = (request: CoachingRequest) => request.methodology === 'grow' || request.guardrails.communicationStyle === 'direct';

/** Two or three options for a client who asks for advice, each made of their own words where there are any. */
function adviceOptions(reading: Reading): string[] {
  // The client's own alternatives ('The rent, the customers, the equipment?') are the options to weigh.
  if (reading.alternatives.length >= 2) {
    return reading.alternatives.map((alternative) => (/^(?:the|your|a|an|some|any|this|that)\b/i.test(alternative) ? `look at ${alternative} first` : alternative));
  }
  const options: string[] = [];
  const floated = [reading.option, ...reading.earlierOptions].filter((option): option is string => option !== undefined).at(-1);
  if (floated) options.push(floated);
  const topic = reading.adviceTopic;
  options.push(topic ? `start with the smallest version of ${topic} that you could try this week` : 'start with the smallest version of it that you could try this week');
  options.push(reading.person ? `ask ${reading.person} what they would need from you` : 'do more of what has already worked for you');
  options.push('decide in advance what a good result would look like');
  return options.slice(0, 3);
}

function adviceParts(request: CoachingRequest, reading: Reading, seed: number, used: ReadonlySet<string>, slots: Record<string, string | undefined>) {
  const options = adviceOptions(reading);
  const asked = fresh(P.ADVICE_REFLECTIONS, slots, seed, 10, used);
  if (isDirective(request)) {
    const intro = fresh(P.DIRECTIVE_ADVICE_INTROS, {}, seed, 11, used) ?? 'Some options:';
    const [first, second, third] = options;
    const list = third ? `you could ${first}; you could ${second}; or you could ${third}.` : `you could ${first}, or you could ${second}.`;
    return { body: [asked, `${intro} ${list}`], questions: [P.ADVICE_QUESTIONS_DIRECTIVE] };
  }
  return {
    body: [asked, fresh(P.NON_DIRECTIVE_ADVICE_INTROS, {}, seed, 11, used), fresh(P.ONE_WAY_FORWARD, { option: options[0] }, seed, 12, used)],
    questions: [P.ADVICE_QUESTIONS_OPEN],
  };
}

function answerTo(message: string, seed: number, used: ReadonlySet<string>): string | undefined {
  const question = normalise(message).split('?')[0]!.trim();
  for (const [pattern, answers] of P.QUESTION_ANSWERS) {
    if (!pattern.test(question)) continue;
    const answer = fresh(answers, {}, seed, 13, used);
    if (answer) return answer;
  }
  return fresh(P.QUESTION_ANSWERS_FALLBACK, {}, seed, 13, used);
}

/**
 * One coaching reply: first what the client just did (a fear is acknowledged before anything else, a
 * step confirmed and recorded, a request for advice answered, a stuck answer met with an easier
 * question), then, where the move leaves room, the methodology's question for the stage the
 * conversation has reached. The client's meaning comes back in the coach's words, never in quotes,
 * and no sentence is written twice in a conversation.
 */
export function draftReply(request: CoachingRequest, reading: Reading, seed: number): string {
  const { guardrails, methodology } = request;
  const style = guardrails.communicationStyle;
  const { used } = reading;
  const stageMoves = MOVES[methodology].stages[reading.stage]!;
  const next = reading.scale !== undefined && reading.scale < 10 ? withArticle(reading.scale + 1) : undefined;
  const commitment = reading.commitments[0];
  const step = commitment
    ? joinList(reading.commitments.map((c) => secondPerson(`I ${c.said}`)?.replace(/^you /, '') ?? c.said))
    : (reading.option ?? (reading.move === 'commitment' ? plainStep(request.message) : undefined));
  const slots: Record<string, string | undefined> = {
    goal: reading.goal ? lowerFirst(reading.goal) : undefined,
    next,
    you: reading.paraphrase,
    feeling: reading.feeling,
    worry: reading.worry?.clause,
    worryabout: reading.worry?.about,
    step,
    asked: reading.asked,
    name: request.client.firstName.trim() || undefined,
    context: reading.context,
    social: reading.social,
    unknown: reading.stuckWith?.unknown,
    said: reading.stuckWith?.said,
    judgement: reading.judgement,
  };
  const parts: Part[] = [];
  const add = (text: string | undefined, order: number, priority: number) => {
    if (text && !parts.some((part) => part.text === text)) parts.push({ text, order, priority });
  };
  const reflect = (priority: number) => add(fresh(P.REFLECTIONS, slots, seed, 4, used), 1, priority);
  const name = (feeling: boolean) => feeling && add(fresh(P.FEELINGS, slots, seed, 5, used), 2, 3);
  const stageQuestions: (readonly string[])[] = [
    next ? stageMoves.questions.filter((q) => q.includes('{next}')) : [],
    stageMoves.questions,
  ];
  let questions: (readonly string[])[] = stageQuestions;
  const previousReply = reading.askedBefore.at(-1) ?? '';
  const answersAsked = (pool: readonly string[]) => pool.some((question) => previousReply.includes(question));
  let opener = true;

  if (reading.repeated && reading.move === 'stuck') {
    opener = false;
    add(fresh(P.REPEAT_STUCK, slots, seed, 3, used), 1, 1);
    add(fresh(reading.stuckWith?.unknown ? P.STUCK_UNKNOWNS : P.STUCK_REMARKS, slots, seed, 5, used), 2, 2);
    questions = [P.STUCK_QUESTIONS];
  } else if (reading.repeated) {
    // Asked again for advice, the acknowledgement names the question, so that the options fit beside it.
    const askedAgain = reading.move === 'advice' ? fresh(P.REPEAT_ADVICE, slots, seed, 3, used) : undefined;
    add(askedAgain ?? fresh(P.REPEAT_ACKNOWLEDGEMENTS, slots, seed, 3, used), 1, 1);
    // Said again, the move still stands: a fear is still acknowledged, a pushback still accepted, a question still answered.
    if (reading.move === 'worry') add(worryAcknowledgement(reading, slots, seed, 14, used), 2, 1);
    else if (reading.move === 'disagreement') add(fresh(P.DISAGREEMENT_ACKNOWLEDGEMENTS, slots, seed, 14, used), 2, 1);
    else if (reading.move === 'question') add(answerTo(request.message, seed, used), 2, 1);
    else if (reading.move === 'advice') {
      // Asked again for advice, the client still gets it: the options come after the acknowledgement.
      const advice = adviceParts(request, reading, seed, used, slots);
      (askedAgain ? advice.body.slice(1) : advice.body).forEach((text, index) => add(text, 2 + index, 1));
      questions = advice.questions;
    }
    if (reading.move !== 'advice') reflect(2);
    if (reading.move !== 'advice') questions = [P.REPEAT_QUESTIONS, ...stageQuestions];
    opener = false;
  } else {
    switch (reading.move) {
      case 'small_talk': {
        opener = false;
        const text = request.message;
        const leaving = /\b(?:bye|see you|talk (?:soon|later)|have a (?:good|great|nice)|(?:have|got|need|must) to (?:go|run|dash)|gotta (?:go|run)|signing off)\b/i.test(text);
        const nextTime = /\b(?:same time|next (?:week|time|session)|tomorrow)\b[^?]*\?/i.test(text);
        if (leaving || nextTime) {
          add(fresh(P.GOODBYES, slots, seed, 3, used), 1, 1);
          if (nextTime) add(fresh(P.NEXT_TIME_REPLIES, { social: nextTimeAsked(text) }, seed, 5, used), 2, 2);
          else add(fresh(leavingFor(text) ? P.LEAVING_REMARKS : P.SOCIAL_REMARKS, { ...slots, leaving: leavingFor(text) }, seed, 5, used), 2, 2);
          questions = [MOVES[methodology].wrapUp, ...stageQuestions];
        } else if (/\b(?:thanks|thank you|thx|cheers|ta|obrigad[oa]|gracias|merci|danke|helps|helped|helpful|useful|appreciate)\b/i.test(text)) {
          add(fresh(P.THANKS_REPLIES, slots, seed, 3, used), 1, 1);
          add(fresh(P.THANKS_REMARKS, slots, seed, 5, used), 2, 2);
        } else if (!GREETING_FIRST.test(text)) {
          add(fresh(P.ASIDE_REPLIES, slots, seed, 3, used), 1, 1);
          add(fresh(P.ASIDE_REMARKS, slots, seed, 5, used), 2, 2);
        } else {
          add(fresh(P.SOCIAL_REMARKS, slots, seed, 5, used), 2, 2);
          add(fresh(P.GREETINGS, slots, seed, 3, used), 1, 1);
          if (request.history.length === 0) questions = [P.GREETING_QUESTIONS, ...stageQuestions];
        }
        break;
      }
      case 'stuck':
        opener = false;
        add(fresh(P.STUCK_ACKNOWLEDGEMENTS, slots, seed, 3, used), 1, 1);
        add(fresh(reading.stuckWith?.unknown ? P.STUCK_UNKNOWNS : P.STUCK_REMARKS, slots, seed, 5, used), 2, 2);
        questions = [P.STUCK_QUESTIONS];
        break;
      case 'worry':
        add(worryAcknowledgement(reading, slots, seed, 3, used), 1, 1);
        if (!reading.worry) reflect(2);
        else if (reading.context) add(fresh(P.REFLECTIONS, { ...slots, you: reading.context }, seed, 4, used), 0, 2);
        questions = [P.WORRY_QUESTIONS];
        break;
      case 'past_success':
        reflect(2);
        add(fresh(P.SUCCESS_ACKNOWLEDGEMENTS, slots, seed, 3, used), 2, 1);
        // Asked what made it work and told: the conversation moves on with the method.
        questions = answersAsked(P.SUCCESS_QUESTIONS) ? stageQuestions : [P.SUCCESS_QUESTIONS, ...stageQuestions];
        break;
      case 'past_failure':
        reflect(2);
        add(fresh(P.FAILURE_ACKNOWLEDGEMENTS, slots, seed, 3, used), 2, 1);
        questions = answersAsked(P.FAILURE_QUESTIONS) ? stageQuestions : [P.FAILURE_QUESTIONS, ...stageQuestions];
        break;
      case 'option':
        if (reading.context) add(fresh(P.OPTION_CONTEXTS, slots, seed, 5, used), 0, 2);
        add(fresh(!step ? P.REFLECTIONS : startsWithVerb(step) ? P.OPTION_ACKNOWLEDGEMENTS : P.OPTION_ACKNOWLEDGEMENTS_PLAIN, slots, seed, 3, used), 1, 1);
        questions = [methodology === 'grow' && reading.stage !== 'Will' ? [...P.OPTION_QUESTIONS] : P.OPTION_QUESTIONS.slice(0, 5), ...stageQuestions];
        break;
      case 'commitment': {
        opener = false;
        add(fresh(startsWithVerb(step) ? P.COMMITMENT_CONFIRMATIONS : P.COMMITMENT_CONFIRMATIONS_PLAIN, slots, seed, 3, used), 1, 1);
        add(fresh(P.COMMITMENT_NOTES, slots, seed, 4, used), 2, 2);
        const deadline = reading.commitments.some((c) => c.deadlinePhrase !== null) || /\b(?:today|tonight|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|week|weekend|month|sprint|morning|afternoon|evening|the \d{1,2}(?:st|nd|rd|th)|\d{1,2}(?::\d\d)?\s*(?:am|pm)|(?:january|february|march|april|june|july|august|september|october|november|december))\b/i.test(request.message);
        questions = !deadline ? [P.WHEN_QUESTIONS, P.OBSTACLE_QUESTIONS] : !reading.obstaclesChecked ? [P.OBSTACLE_QUESTIONS, P.AFTER_COMMITMENT_QUESTIONS] : [P.AFTER_COMMITMENT_QUESTIONS, MOVES[methodology].wrapUp];
        break;
      }
      case 'advice': {
        opener = false;
        const advice = adviceParts(request, reading, seed, used, slots);
        advice.body.forEach((text, index) => add(text, 1 + index, index === 0 ? 2 : 1));
        questions = advice.questions;
        break;
      }
      case 'question': {
        opener = false;
        // A short question ('Do people actually do this?') leans on the sentences around it, which then come first.
        const thinQuestion = reading.context !== undefined && contentWordCount(reading.asked ?? '') <= 3;
        add(fresh(P.ASKED_REFLECTIONS, slots, seed, 10, used) ?? fresh(P.REFLECTIONS, slots, seed, 4, used), 1, thinQuestion ? 3 : 2);
        // A question that fears a judgement ('Isn't it petty...?') is answered with the worry in it named.
        if (reading.worried) add(fresh(reading.judgement ? P.SELF_DOUBT_ANSWERS : P.SELF_DOUBT_ANSWERS_PLAIN, slots, seed, 13, used) ?? answerTo(request.message, seed, used), 2, 1);
        else add(answerTo(request.message, seed, used), 2, 1);
        if (reading.context) add(fresh(P.REFLECTIONS, { ...slots, you: reading.context }, seed, 4, used), 3, thinQuestion ? 1 : 3);
        // 'why do I do this?? it's exhausting': the feeling beside the question is named too.
        else if (reading.feeling && !reading.worried) add(fresh(P.FEELINGS, slots, seed, 5, used), 3, 2);
        break;
      }
      case 'disagreement':
        opener = false;
        add(fresh(P.DISAGREEMENT_ACKNOWLEDGEMENTS, slots, seed, 3, used), 1, 1);
        reflect(2);
        questions = [P.DISAGREEMENT_QUESTIONS, ...stageQuestions];
        break;
      default:
        if (reading.scale !== undefined) {
          const score = withArticle(reading.scale);
          add(fresh([`${capitalise(score)} out of 10: thank you for putting a number on it.`, `You're at ${score}.`, `So today is ${score}.`], slots, seed, 4, used), 1, 1);
        } else reflect(1);
        name(reading.feeling !== undefined);
        if (reading.goal) add(fresh(GOAL_LINKS, slots, seed, 6, used), 3, 5);
        else if (reading.focusArea) add(fresh(FOCUS_LINKS, { focus: reading.focusArea.toLowerCase() }, seed, 6, used), 3, 5);
        add(fresh(stageMoves.frames, slots, seed, 8, used), 5, style === 'direct' ? 8 : 4);
    }
  }
  // A fear said beside another move is acknowledged too.
  if (reading.worried && reading.move !== 'worry' && reading.move !== 'question') add(worryAcknowledgement(reading, slots, seed, 14, used), 3, 1);

  if (opener) add(fresh(OPENINGS[style].map((t) => (slots.name ? t : t.replace(/,?\s*\{name\}/, ''))), slots, seed, 1, used), 0, 6);
  const remarks = styleRemark(style, request.message, reading.stage, METHODOLOGY_LABELS[methodology]);
  if (remarks.length > 0 && opener) add(fresh(remarks, slots, seed, 7, used), 4, { supportive: 7, direct: 9, challenging: 5, analytical: 6 }[style]);
  if (guardrails.responseLength === 'detailed' && !used.has(sentenceKey(stageMoves.detail))) add(stageMoves.detail, 6, 7);

  const wrapUp = reading.move !== 'commitment' && reading.isLastStage && reading.committedEarlier && questions === stageQuestions;
  add(pickQuestion(wrapUp ? [MOVES[methodology].wrapUp, ...questions] : questions, slots, seed, reading.askedBefore, used), 7, 0);
  return fitToLength(parts, guardrails, request.aiConfig.maxTokens);
}

/**
 * Last-resort replies, for when no drafted variant differs enough from the previous reply: a bridging
 * sentence and one of the methodology's questions, in every combination, starting from `seed`.
 */
export function draftFallbacks(request: CoachingRequest, seed: number): string[] {
  const moves = MOVES[request.methodology];
  const questions = [...Object.values(moves.stages).flatMap((stage) => stage.questions), ...moves.wrapUp]
    .map((template) => fill(template, {}))
    .filter((question): question is string => question !== undefined);
  const start = seed % questions.length;
  const rotated = [...questions.slice(start), ...questions.slice(0, start)];
  return BRIDGES.flatMap((bridge) =>
    rotated.map((question) =>
      fitToLength([{ text: bridge, order: 0, priority: 1 }, { text: question, order: 1, priority: 0 }], request.guardrails, request.aiConfig.maxTokens),
    ),
  );
}
