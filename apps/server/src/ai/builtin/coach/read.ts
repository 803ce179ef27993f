import type { CoachingRequest } from '../../model.js';
import { readMove, type MoveReading } from './client-move.js';
import { findCommitments, type Commitment } from './commitments.js';
import { emotionOf, indirectQuestion, keyPhrase, reflectionOf, secondPerson, sentencesOf, worryOf } from './reflect.js';
import { alternativesIn, contextOf, judgementIn, POINTS_BACK, socialRest, stuckRest } from './context.js';
import { LADDERS, scaleAnswer, stageIndex } from './stages.js';
import { relevantFocusArea, relevantGoal, touchedBoundary, unionOf } from './topics.js';
import { normalise } from './words.js';

/** Everything the engine reads out of the request before it writes a word. */
export type Reading = MoveReading & {
  stage: string;
  isLastStage: boolean;
  /** The client's key phrase, in their words ('' when there is nothing to reflect). */
  phrase: string;
  /** The client's meaning in the coach's words: their key clause in the second person. */
  paraphrase: string | undefined;
  /** The emotion the message carries, as the coach names it ('frustrating'). */
  feeling: string | undefined;
  /** What the client fears, in the second person: a clause ('the quality will drop') or a subject ('the deadlines'). */
  worry: { clause?: string; about?: string } | undefined;
  /** The client's answer on a 0-10 scale, when the message is one. */
  scale: number | undefined;
  commitments: Commitment[];
  /** The option the client floats, in the second person ('ask Tom to review it'). */
  option: string | undefined;
  /** Options the client floated earlier in the conversation. */
  earlierOptions: string[];
  /** A noun phrase of the client's request for advice ('the mileage increase'), when it has one. */
  adviceTopic: string | undefined;
  /** The client's question as an indirect clause ('whether 34 is too old to switch'), when they asked one. */
  asked: string | undefined;
  /** A person the client named in the conversation ('Priya', 'your manager'). */
  person: string | undefined;
  /** What the conversation is about, in a few of the client's words ('the report'). */
  topic: string | undefined;
  /** The client's goal the message speaks to, if any. */
  goal: string | undefined;
  focusArea: string | undefined;
  boundary: string | undefined;
  /** The client committed to something earlier in the conversation. */
  committedEarlier: boolean;
  /** The coach's previous reply asked what might get in the way of a commitment. */
  obstaclesChecked: boolean;
  /** Questions the coach has already asked in this conversation. */
  askedBefore: string[];
  /** What the rest of the message says around the option or the fear it voices, in the second person. */
  context: string | undefined;
  /** What a greeting, thank-you or aside says beyond itself ('you feel a bit lighter'). */
  social: string | undefined;
  /** What a stuck answer still says: the unknown ('how much you can afford') or a remark ("you're too tired"). */
  stuckWith: { unknown?: string; said?: string } | undefined;
  /** The judgement the client fears in a question ('petty'). */
  judgement: string | undefined;
  /** Alternatives the client lists with a request for advice, in their words. */
  alternatives: string[];
  /** Every sentence the coach has written in this conversation, normalised: none is written twice. */
  used: Set<string>;
};

const PHRASE_WORDS = { brief: 8, moderate: 12, detailed: 16 } as const;

/** A sentence as compared for repetition: lower case, letters and digits only. */
export const sentenceKey = (sentence: string) =>
  normalise(sentence)
    .toLowerCase()
    .replace(/[^\p{L}\p{N} ]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();

/** An option floated without 'I': 'Maybe do the dry run earlier', "Maybe it's about preparing like that", "What if it's not weekends but 20 minutes at night?" */
const BARE_OPTION_CLAUSE =
  /(?:^(?:(?:or|so|ok(?:ay)?|hmm+)[,.]?\s+)*maybe\s+(?=(?!i\b|we\b|it\b|it's\b|that\b|this\b|the\b|a\b|an\b|not\b|they\b|he\b|she\b|you\b|my\b|there\b|just\b)[a-z]+\s+(?!is\b|are\b|was\b|were\b|has\b|have\b|would\b|will\b|could\b|might\b|can\b|seems?\b|'s\b)[a-z])|\bmaybe (?:it'?s|it is|the answer is|the trick is) (?:about |worth |to )?(?=\w+ing\b)|\bwhat if (?:it'?s|it was) not [^?]*?\bbut\s+)(.+)$/i;
const OPTION_CLAUSE =
  /(?:^(?:or\s+)?maybe\s+(?=\w+ing\b)|\b(?:I could|I can (?:either )?|maybe I (?:could|should|can|'ll|will|need to|ought to)|perhaps I (?:could|should|can)|I might|what if I|or I could|I was thinking (?:of|about)|I'm thinking (?:of|about)|I suppose I could|I guess I could|one option (?:is|would be)(?: to)?|another option (?:is|would be)(?: to)?|could try)\s+)(.+)$/i;

/** The steps a client floats, in their own words and in order of preference: 'Maybe I could ask Tom to review it' -> 'ask Tom to review it'. */
export function* floatedSteps(message: string): Generator<string> {
  const sentences = sentencesOf(message);
  // A step with 'I' in it ('I could build the speech around stories') is the option, before any 'maybe' without one.
  for (const [sentence, pattern] of [...sentences.map((s) => [s, OPTION_CLAUSE] as const), ...sentences.map((s) => [s, BARE_OPTION_CLAUSE] as const)]) {
    const match = pattern.exec(sentence.replace(/[?.!]+$/, ''));
    if (!match) continue;
    const clause = match[1]!.split(/;|(?<!\d):(?!\d)|,\s*(?:but|or|and|so)\s+|,\s*(?=(?:it'?s|that'?s|it is|which|though)\b)|\s+but\s+|,?\s+or\s+maybe\s+/i)[0]!.trim().replace(/[\s,.]+$/, '');
    if (clause.split(/\s+/).length >= 2) yield clause;
  }
}

/** The step a client floats, in the second person: 'Maybe I could ask Tom to review it' -> 'ask Tom to review it'. */
export function optionOf(message: string): string | undefined {
  for (const clause of floatedSteps(message)) {
    const turned = secondPerson(clause) ?? (/\b(?:you|your)\b/i.test(clause) ? undefined : clause);
    if (turned) return turned.split(/\s+/).slice(0, 16).join(' ');
  }
  return undefined;
}

const PERSON =
  /\b(?:with|to|ask|asking|tell|telling|email|emailing|call|calling|message|text|meet|meeting)\s+(my (?:manager|boss|team|partner|wife|husband|colleague|mentor|friend|director|lead|sister|brother|mum|mom|dad|teacher|client)|[A-Z][a-z]{2,})\b/;
const NOT_NAMES = new Set(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'The', 'This', 'That', 'It', 'My', 'Work', 'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']);

function personIn(text: string): string | undefined {
  const match = PERSON.exec(normalise(text));
  if (!match || NOT_NAMES.has(match[1]!)) return undefined;
  return match[1]!.replace(/^my /, 'your ');
}

const TOPIC_TAIL = /\b(?:for|on|about|with|at|around|regarding|in)\s+((?:my|the|a|an|this|that|our|these|those)\s+)?([a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2})\s*[?.!]*$/i;
const TOPIC_WORDS = /\b(?:the|my|our|this|that)\s+([a-z][\w-]+(?:\s+(?:review|report|meeting|project|team|presentation|plan|conversation|exam|interview|talk|deadline|launch))?)\b/i;

/** A few of the client's words naming what the conversation is about ('the report', 'public speaking'). */
function topicOf(texts: readonly string[]): string | undefined {
  for (const text of texts) {
    const clean = normalise(text).trim();
    const tail = TOPIC_TAIL.exec(clean);
    if (tail && !/^(?:it|this|that|me|you|them|now|today|work)$/i.test(tail[2]!)) {
      return `${(tail[1] ?? '').replace(/^my\b/i, 'your').replace(/^our\b/i, 'your').toLowerCase()}${tail[2]}`.trim();
    }
    const noun = TOPIC_WORDS.exec(clean);
    if (noun && !/^(?:way|thing|point|moment|time|one|same|other)$/i.test(noun[1]!)) return `the ${noun[1]}`;
  }
  return undefined;
}

const NOUN_PHRASE = /\b(?:the|a|an|my|our|this|these|those|your)\s+((?!way\b|thing\b|best\b|most\b|least\b|time\b)[a-z][\w'-]*(?:\s+(?!so\b|to\b|that\b|and\b|without\b|with\b|for\b|if\b|when\b|again\b)[a-z][\w'-]*){0,2})/i;

/** The first noun phrase of the message ('the mileage increase', 'a raise'), with 'my' turned to 'your'. */
function nounPhraseOf(message: string): string | undefined {
  const match = NOUN_PHRASE.exec(normalise(message).split('?')[0]!);
  if (!match) return undefined;
  return match[0].replace(/^(?:my|our)\b/i, 'your').replace(/^(?:a|an|this|these|those)\b/i, (word) => word.toLowerCase()).replace(/^The\b/, 'the');
}

/** The sentence of the message that asks (the first ending in '?'), else the whole message. */
function questionIn(message: string): string {
  return sentencesOf(message).find((sentence) => sentence.endsWith('?')) ?? message;
}

const OBSTACLE_ASKED = /\b(?:get in the way|stop you|obstacle|derail|back-up plan|follow through)\b/i;

/**
 * The sentences around the move, for the reply to take up: beside an option that points back ('I could
 * go to that'), the sentence saying what 'that' is; beside a fear, what else the client told.
 */
function contextFor(message: string, move: string, option: string | undefined): string | undefined {
  if (move === 'option') return option === undefined || POINTS_BACK.test(option) ? contextOf(message, (sentence) => optionOf(sentence) !== undefined) : undefined;
  if (move === 'worry') return contextOf(message, (sentence) => worryOf(sentence) !== undefined);
  if (move === 'question') return contextOf(message, (sentence) => sentence === questionIn(message));
  return undefined;
}

export function readRequest(request: CoachingRequest): Reading {
  const { methodology, guardrails, client, history, message } = request;
  const turns = [...history, { speaker: 'client' as const, content: message }];
  const index = stageIndex(methodology, turns);
  const ladder = LADDERS[methodology];
  const phrase = keyPhrase(message, PHRASE_WORDS[guardrails.responseLength]);
  const clientTurns = history.filter((turn) => turn.speaker === 'client').map((turn) => turn.content);
  const coachTurns = history.filter((turn) => turn.speaker === 'coach').map((turn) => turn.content);
  const move = readMove(message, history);
  const option = optionOf(message);
  const newestFirst = [message, ...[...clientTurns].reverse()];
  return {
    ...move,
    stage: ladder[index]!.name,
    isLastStage: index === ladder.length - 1,
    phrase,
    // A story is reflected by its event, not by how the client felt about it afterwards.
    paraphrase: reflectionOf(message, PHRASE_WORDS[guardrails.responseLength] + 2, move.move === 'past_failure' || move.move === 'past_success'),
    feeling: emotionOf(message),
    worry: worryOf(message),
    scale: methodology === 'solution-focused' ? scaleAnswer(message) : undefined,
    // The reply only names what was said; the service dates the action items with the real clock.
    commitments: findCommitments(message, new Date(0)),
    option,
    earlierOptions: clientTurns.map(optionOf).filter((option): option is string => option !== undefined),
    adviceTopic: move.move === 'advice' ? nounPhraseOf(questionIn(message)) : undefined,
    asked: message.includes('?') || move.move === 'advice' ? indirectQuestion(questionIn(message)) : undefined,
    person: newestFirst.map(personIn).find((person) => person !== undefined),
    topic: nounPhraseOf(message) ?? topicOf(newestFirst.filter((text) => text.split(/\s+/).length > 3)),
    goal: relevantGoal(message, client.goals),
    focusArea: relevantFocusArea(message, unionOf(client.focusAreas, guardrails.focusAreas)),
    boundary: touchedBoundary(message, guardrails.topicBoundaries),
    committedEarlier: clientTurns.some((turn) => findCommitments(turn, new Date(0)).length > 0),
    obstaclesChecked: OBSTACLE_ASKED.test(coachTurns.at(-1) ?? ''),
    askedBefore: coachTurns,
    used: new Set(coachTurns.flatMap(sentencesOf).map(sentenceKey)),
    context: contextFor(message, move.move, option),
    social: socialRest(message),
    stuckWith: move.move === 'stuck' ? stuckRest(message) : undefined,
    judgement: judgementIn(message),
    alternatives: move.move === 'advice' ? alternativesIn(message) : [],
  };
}
