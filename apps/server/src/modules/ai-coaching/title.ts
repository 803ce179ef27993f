import { AI_CHAT_LIMITS } from '@coaching/contract';

/** A title names the conversation at a glance in the list; past this it is a sentence, not a name. */
export const TITLE_MAX_WORDS = 8;
const ELLIPSIS = '…';

/**
 * Openers that say nothing about the topic: greetings (in the four languages of the app), hesitations
 * and discourse markers, each optionally addressing the coach. Only whole words, so "so" never takes
 * the start of "sorry", and only when a space or punctuation other than a hyphen follows ("well-being").
 */
const FILLER_WORDS = [
  'hi', 'hello', 'hey', 'hiya', 'howdy', 'greetings', 'good morning', 'good afternoon', 'good evening', 'good day',
  'hola', 'buenas', 'buenos días', 'buenas tardes', 'buenas noches', 'bonjour', 'bonsoir', 'salut', 'hallo', 'guten tag', 'guten morgen', 'servus',
  'so', 'well', 'ok', 'okay', 'oh', 'ah', 'anyway', 'basically',
  'u+m+', 'u+h+', 'e+rm?', 'h+m+',
];
/** Who a greeting may address: "hey coach", "hey, coach", "hi there", "hello again". */
const ADDRESSED = '(?:[\\s,]+(?:ai\\s+)?coach|\\s+there|\\s+again)';
const SEPARATOR = '[\\s,.;:!?…—–]';
const LEADING_FILLER = new RegExp(`^(?:${FILLER_WORDS.join('|')})${ADDRESSED}?(?=${SEPARATOR}|$)${SEPARATOR}*`, 'iu');

/** Abbreviations whose full stop does not end a sentence. */
const ABBREVIATIONS = new Set(['mr', 'mrs', 'ms', 'dr', 'prof', 'st', 'vs', 'etc', 'e.g', 'i.e', 'jr', 'sr', 'approx']);
const TRAILING_PUNCTUATION = /[\s.,;:!?…\-–—]+$/u;
const USABLE = /[\p{L}\p{N}]/u;

function withoutFillers(text: string): string {
  let rest = text.replace(/^[^\p{L}\p{N}]+/u, '');
  for (let previous = ''; previous !== rest; ) {
    previous = rest;
    rest = rest.replace(LEADING_FILLER, '').replace(/^[^\p{L}\p{N}]+/u, '');
  }
  return rest;
}

/** Up to the first sentence end (., !, ?, … before a space) or line break; "Dr. Smith" and "3.5" stay whole. */
function firstSentence(text: string): string {
  const line = text.split(/\r?\n/u)[0] ?? '';
  const ending = /[.!?…]+(?=\s|$)/gu;
  for (let match = ending.exec(line); match; match = ending.exec(line)) {
    const word = line.slice(0, match.index).split(/\s+/u).at(-1)?.toLowerCase() ?? '';
    if (match[0] === '.' && ABBREVIATIONS.has(word)) continue;
    return line.slice(0, match.index);
  }
  return line;
}

/** At most `maxWords` words and `maxLength` characters, cut between words with an ellipsis when cut. */
function shortened(text: string, maxWords: number, maxLength: number): string {
  const words = text.split(/\s+/u);
  let kept = words.slice(0, maxWords).join(' ');
  if (kept === text && kept.length <= maxLength) return kept;
  while (kept.length + ELLIPSIS.length > maxLength) {
    const space = kept.lastIndexOf(' ');
    // One word longer than a whole title: cut inside it, the only place left.
    kept = space > 0 ? kept.slice(0, space) : kept.slice(0, maxLength - ELLIPSIS.length);
  }
  return `${kept.replace(TRAILING_PUNCTUATION, '')}${ELLIPSIS}`;
}

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * A short title made from a conversation's first message: its first sentence without the greeting
 * or filler it opens with, capitalised, without trailing punctuation, cut to a few words. '' when
 * nothing usable is left (a message that only says "hi"); the caller keeps its own title then.
 */
export function titleFromMessage(message: string, maxLength: number = AI_CHAT_LIMITS.titleMaxLength): string {
  const text = withoutFillers(message.replace(/[^\S\r\n]+/gu, ' ').trim());
  const sentence = firstSentence(text).replace(/\s+/gu, ' ').trim().replace(TRAILING_PUNCTUATION, '');
  if (!USABLE.test(sentence)) return '';
  return capitalised(shortened(sentence, TITLE_MAX_WORDS, maxLength));
}
