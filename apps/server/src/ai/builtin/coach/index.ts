import '../../native-regexps.js';
import type { CoachingRequest } from '../../model.js';
import { draftFallbacks, draftRedirect, draftReply } from './compose.js';
import { readRequest } from './read.js';
import { sentencesOf } from './reflect.js';
import { sentenceKey } from './read.js';
import { hash, openingOf } from './words.js';

/**
 * The built-in coaching engine: a reply worked out from the conversation alone, with no network
 * and no randomness. Wording varies by a hash of the message and the number of turns so far, and
 * a reply never repeats the previous coach turn, its opening or its question: when no drafted
 * variant manages that, a plainer last-resort reply does.
 */

const MAX_VARIANTS = 24;

export function differsFrom(reply: string, previous: string | undefined): boolean {
  if (previous === undefined) return true;
  return reply !== previous && openingOf(reply) !== openingOf(previous) && sentencesOf(reply).at(-1) !== sentencesOf(previous).at(-1);
}

/** A sentence of `reply` the coach already wrote in this conversation. */
function repeatsEarlier(reply: string, used: ReadonlySet<string>): boolean {
  return sentencesOf(reply).some((sentence) => sentence.split(/\s+/).length >= 3 && used.has(sentenceKey(sentence)));
}

/** Questions for the rare reply whose every drafted question was asked already; the client's words keep each one new. */
const LAST_QUESTIONS = [
  'What else about {topic} matters to you?',
  'What would help most with {topic} right now?',
  'Where would you like to take {topic} from here?',
  'What is the next thing you want to look at?',
  'What feels most important to you at this point?',
];

export function coachReply(request: CoachingRequest): string {
  const reading = readRequest(request);
  const previous = request.history.findLast((turn) => turn.speaker === 'coach')?.content;
  const base = hash(request.message.trim().toLowerCase()) + request.history.length * 104_729;
  let reply = '';
  for (let variant = 0; variant < MAX_VARIANTS; variant++) {
    const seed = base + variant * 15_485_863;
    reply = reading.boundary ? draftRedirect(request, reading.boundary, seed) : draftReply(request, reading, seed);
    if (differsFrom(reply, previous) && !repeatsEarlier(reply, reading.used)) return reply;
  }
  const fallback = draftFallbacks(request, base).find((candidate) => differsFrom(candidate, previous) && !repeatsEarlier(candidate, reading.used));
  if (fallback) return fallback;
  // Every drafted wording has been used: keep what is new and end with a question made of the client's words.
  const kept = sentencesOf(reply).filter((sentence) => !sentence.endsWith('?') && !reading.used.has(sentenceKey(sentence)));
  const topic = reading.topic ?? reading.phrase ?? 'this';
  const question =
    LAST_QUESTIONS.map((template) => template.replace('{topic}', topic)).find((candidate) => !reading.used.has(sentenceKey(candidate))) ??
    `What matters most to you about ${reading.phrase || 'this'} now?`;
  return [...kept, question].join(' ');
}

/** A text as stream pieces: each word with the space after it. */
export function wordPieces(text: string): string[] {
  return text.match(/\S+\s*/g) ?? [];
}

export { readRequest } from './read.js';
export { RESPONSE_LIMITS } from './length.js';
