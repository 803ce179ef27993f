import { METHODOLOGY_LABELS, type Methodology } from '@coaching/contract';
import type { CoachingRequest } from '../../model.js';
import { capitalise, joinList } from '../text.js';
import { fitToLength, type Part } from './length.js';
import { GROW_MOVES } from './moves/grow.js';
import { ICF_MOVES } from './moves/icf.js';
import { SOLUTION_FOCUSED_MOVES } from './moves/solution-focused.js';
import { TRANSFORMATIONAL_MOVES } from './moves/transformational.js';
import type { MethodologyMoves } from './moves/types.js';
import type { Reading } from './read.js';
import { OPENINGS, styleRemark } from './tone.js';
import { pick } from './words.js';

const MOVES: Record<Methodology, MethodologyMoves> = {
  grow: GROW_MOVES,
  'solution-focused': SOLUTION_FOCUSED_MOVES,
  icf: ICF_MOVES,
  transformational: TRANSFORMATIONAL_MOVES,
};

const QUOTES = ['You said "{phrase}".', 'I hear "{phrase}".', 'What stands out to me is "{phrase}".', 'You mentioned "{phrase}".'];
const PARAPHRASES = ['It sounds like {you}.', 'So {you}.', "If I've understood you, {you}."];
const COMMITMENT_NOTES = [
  "I've noted {said} as an action item.",
  "I've added {said} to your action items.",
  'Noted as an action item: {said}.',
];
const GOAL_LINKS = ['This ties in with your goal "{goal}".', 'I can see a link to your goal "{goal}".', 'That connects with "{goal}", one of your goals.'];
const FOCUS_LINKS = ['That sits right within your focus on {focus}.', 'This touches on {focus}, one of your focus areas.'];
const REDIRECTS = [
  "I'd rather not go into {topic} here; it's outside what we cover in our coaching.",
  '{Topic} is outside what we work on together, so I will leave that one aside.',
  'That touches on {topic}, which is outside the boundaries of our coaching.',
];
/** Openings of the last-resort reply; each starts differently, so one always differs from the previous reply's. */
const BRIDGES = ['Let me put this another way.', 'Here is a different angle.', 'Stepping back for a moment.'];
const REDIRECT_QUESTIONS = [
  'What would be most useful to focus on there today?',
  'Which part of that would you like to work on now?',
  'What would help you move forward on that today?',
];

/** Fills {name}-style slots; a template naming a slot with no value is not usable (undefined). */
function fill(template: string, slots: Record<string, string | undefined>): string | undefined {
  let usable = true;
  const text = template.replace(/\{(\w+)\}/g, (_all, key: string) => {
    const value = slots[key.toLowerCase()];
    if (value === undefined || value === '') usable = false;
    return key[0] === key[0]!.toUpperCase() ? capitalise(value ?? '') : (value ?? '');
  });
  return usable ? text : undefined;
}

function pickFilled(templates: readonly string[], slots: Record<string, string | undefined>, seed: number, salt: number) {
  const usable = templates.map((t) => fill(t, slots)).filter((t): t is string => t !== undefined);
  return usable.length > 0 ? pick(usable, seed, salt) : undefined;
}

/**
 * The reply's question, as fresh as can be: one not asked before from the first pool that has one
 * (the pools after the first are fallbacks); when every question has been asked, one asked again,
 * but never the previous reply's, so two replies in a row never end alike.
 */
function pickQuestion(pools: readonly (readonly string[])[], slots: Record<string, string | undefined>, seed: number, askedBefore: readonly string[]) {
  const usable = pools.map((templates) => templates.map((t) => fill(t, slots)).filter((t): t is string => t !== undefined));
  const previous = askedBefore.at(-1);
  for (const avoid of [askedBefore, previous === undefined ? [] : [previous]]) {
    for (const questions of usable) {
      const fresh = questions.filter((question) => !avoid.some((earlier) => earlier.includes(question)));
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

/** One coaching reply in the methodology's current stage, in the client's guardrails. */
export function draftReply(request: CoachingRequest, reading: Reading, seed: number): string {
  const { guardrails, methodology } = request;
  const style = guardrails.communicationStyle;
  const stageMoves = MOVES[methodology].stages[reading.stage]!;
  const next = reading.scale !== undefined && reading.scale < 10 ? withArticle(reading.scale + 1) : undefined;
  const slots = { goal: reading.goal, next, phrase: reading.phrase, you: reading.paraphrase };
  const parts: Part[] = [];
  const add = (text: string | undefined, order: number, priority: number) => {
    if (text) parts.push({ text, order, priority });
  };

  add(opening(request, seed), 0, 4);
  if (reading.scale !== undefined && reading.commitments.length === 0) {
    const score = withArticle(reading.scale);
    add(pick([`${capitalise(score)} out of 10: thank you for putting a number on it.`, `You're at ${score}.`], seed, 4), 1, 2);
  } else if (reading.phrase) {
    add(pickFilled(reading.paraphrase ? [...QUOTES, ...PARAPHRASES] : QUOTES, slots, seed, 4), 1, 2);
  }
  if (reading.commitments.length > 0) {
    const said = joinList(reading.commitments.map((commitment) => `"${commitment.said}"`));
    add(fill(pick(COMMITMENT_NOTES, seed, 5), { said }), 2, 1);
  }
  if (reading.goal) add(pickFilled(GOAL_LINKS, slots, seed, 6), 3, 5);
  else if (reading.focusArea) add(pickFilled(FOCUS_LINKS, { focus: reading.focusArea.toLowerCase() }, seed, 6), 3, 5);

  const remarks = styleRemark(style, request.message, reading.stage, METHODOLOGY_LABELS[methodology]);
  const remarkPriority = { supportive: 6, direct: 9, challenging: 1.5, analytical: 3.5 }[style];
  if (remarks.length > 0) add(pick(remarks, seed, 7), 4, remarkPriority);
  add(pick(stageMoves.frames, seed, 8), 5, style === 'direct' ? 8 : 3);
  if (guardrails.responseLength === 'detailed') add(stageMoves.detail, 6, 7);

  const wrapUp = reading.isLastStage && (reading.commitments.length > 0 || reading.committedEarlier);
  // A number on the scale calls for the classic follow-up: what would one point higher look like?
  // The same number again gets another of the stage's questions rather than the same follow-up.
  const scaleQuestions = next ? stageMoves.questions.filter((q) => q.includes('{next}')) : [];
  const pools = wrapUp
    ? [MOVES[methodology].wrapUp]
    : scaleQuestions.length > 0
      ? [scaleQuestions, stageMoves.questions]
      : [stageMoves.questions];
  add(pickQuestion(pools, slots, seed, reading.askedBefore), 7, 0);
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
