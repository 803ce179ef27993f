import type { CoachingRequest } from '../../model.js';
import { draftFallbacks, draftRedirect, draftReply } from './compose.js';
import { readRequest } from './read.js';
import { sentencesOf } from './reflect.js';
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

export function coachReply(request: CoachingRequest): string {
  const reading = readRequest(request);
  const previous = request.history.findLast((turn) => turn.speaker === 'coach')?.content;
  const base = hash(request.message.trim().toLowerCase()) + request.history.length * 104_729;
  let reply = '';
  for (let variant = 0; variant < MAX_VARIANTS; variant++) {
    const seed = base + variant * 15_485_863;
    reply = reading.boundary ? draftRedirect(request, reading.boundary, seed) : draftReply(request, reading, seed);
    if (differsFrom(reply, previous)) return reply;
  }
  return draftFallbacks(request, base).find((fallback) => differsFrom(fallback, previous)) ?? reply;
}

/** A text as stream pieces: each word with the space after it. */
export function wordPieces(text: string): string[] {
  return text.match(/\S+\s*/g) ?? [];
}

export { readRequest } from './read.js';
export { RESPONSE_LIMITS } from './length.js';
