import { lowerFirst } from '../text.js';
import { contentWordCount, normalise } from './words.js';

/** Picking the client's key phrase and turning it round so the coach can reflect it back. */

const FILLERS = /^(?:well|so|um+|uh+|honestly|basically|actually|yeah|yes|no|ok(?:ay)?|hmm+|right|i mean|i think(?: that)?|i guess|i feel like|to be honest|the thing is(?: that)?)\b[,\s]*/i;
const CLAUSE_BREAKS = /[,;:()]\s*|\s+[-–—]\s+|\s+(?:but|because|although|though|whereas|and then|so that)\s+/i;
const FEELING = /\b(?:feel|felt|stuck|afraid|scared|worr\w*|anxious|frustrat\w*|overwhelm\w*|hard|difficult|struggl\w*|keep|never|always|can't|cannot|want|wish|hope|need|tired|exhausted|confus\w*|unsure|avoid\w*|procrastinat\w*|love|enjoy|proud|excited)\b/i;
const COMMITMENT = /\b(?:I will|I'll|I'm going to|I am going to|I commit to|I promise to)\b/i;
const LEADING_CONNECTORS = /^(?:and|or|but|so|because|then|also)\s+/i;
const LONG_CLAUSE_BREAKS = /\s+(?:and|or|so|then|which|while|when)\s+/i;
const TRAILING_CONNECTORS = /\s+(?:a|an|the|and|or|to|of|in|on|at|by|for|with|from|my|your|that|which|is|are|was|really|very|so|but)$/i;

export function sentencesOf(message: string): string[] {
  return normalise(message)
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

function stripFillers(clause: string): string {
  let text = clause.trim();
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(FILLERS, '').replace(LEADING_CONNECTORS, '').trim();
  }
  return text.replace(/[\s.,;:!?…"]+$/u, '').replace(/^["']+/, '');
}

function clip(clause: string, maxWords: number): string {
  const all = clause.split(/\s+/);
  if (all.length <= maxWords) return clause;
  // A long clause is cut at its first 'and', 'so', ... when that leaves enough to reflect.
  const head = clause.split(LONG_CLAUSE_BREAKS)[0] ?? clause;
  if (head !== clause && contentWordCount(head) >= 2 && head.split(/\s+/).length <= maxWords) return head;
  let text = all.slice(0, maxWords).join(' ');
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(TRAILING_CONNECTORS, '');
  }
  return text.replace(/[\s.,;:!?…-]+$/u, '');
}

function score(clause: string): number {
  const size = contentWordCount(clause);
  const length = clause.split(/\s+/).length;
  let points = Math.min(size, 6);
  if (FEELING.test(clause)) points += 3;
  if (/^(?:I|I'm|I've|my)\b/i.test(clause)) points += 1;
  if (length > 18) points -= 2;
  if (COMMITMENT.test(clause)) points -= 4;
  return points;
}

/**
 * The phrase of the message worth reflecting, in the client's own words, at most `maxWords`
 * long; '' when the message holds nothing to reflect ('ok', '4', a bare commitment).
 */
export function keyPhrase(message: string, maxWords = 12): string {
  const clauses = sentencesOf(message)
    .flatMap((sentence) => sentence.split(CLAUSE_BREAKS))
    .map(stripFillers)
    .filter((clause) => contentWordCount(clause) >= 2 && !COMMITMENT.test(clause));
  let best = '';
  let bestScore = -Infinity;
  for (const clause of clauses) {
    const points = score(clause);
    if (points > bestScore) [best, bestScore] = [clause, points];
  }
  return best === '' ? '' : lowerFirst(clip(best, maxWords));
}

const SWAPS: Record<string, string> = {
  i: 'you', "i'm": "you're", "i've": "you've", "i'd": "you'd", "i'll": "you'll", me: 'you', my: 'your',
  mine: 'yours', myself: 'yourself', am: 'are', we: 'you', "we're": "you're", us: 'you', our: 'your',
};

/**
 * The phrase turned to the second person ('I keep avoiding my manager' -> 'you keep avoiding your
 * manager'), or undefined when it does not start with the client speaking about themselves or
 * already addresses the coach: then quoting is the honest reflection.
 */
export function secondPerson(phrase: string): string | undefined {
  if (!/^(?:I|I'm|I've|I'd|my|we|we're|our)\b/i.test(phrase) || /\b(?:you|your|yours)\b/i.test(phrase)) return undefined;
  let previous = '';
  return phrase
    .split(' ')
    .map((word) => {
      const bare = word.toLowerCase().replace(/[^a-z']/g, '');
      let swapped = SWAPS[bare];
      if (bare === 'was' && previous === 'i') swapped = 'were';
      if (bare === 'am' && previous !== 'i') swapped = undefined;
      previous = bare;
      return swapped === undefined ? word : word.toLowerCase().replace(bare, swapped);
    })
    .join(' ');
}
