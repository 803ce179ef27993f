/** Small, deterministic text helpers the built-in engine writes with. */

/** Words that keep their capital letter at the start of a clause. */
const PROPER_WORDS = new Set([
  'I', 'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October',
  'November', 'December', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday',
  'English', 'Spanish', 'French', 'German', 'Italian', 'Portuguese', 'Japanese', 'Chinese', 'Mandarin',
  'Python', 'JavaScript', 'TypeScript', 'Excel', 'LinkedIn',
]);

/** Collapses whitespace, fixes spacing around punctuation and a lone lower-case 'i'. */
export function cleanSpacing(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/([,;:])(?=[^\s\d/])/g, '$1 ')
    .replace(/,\s*,/g, ',')
    .replace(/\(\s+/g, '(')
    .replace(/\s+\)/g, ')')
    .replace(/\bi\b(?=\s|'|’)/g, 'I')
    .trim();
}

export function stripEndPunctuation(text: string): string {
  return text.replace(/[\s.,;:!?…-]+$/u, '');
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Lower-cases the first letter unless the first word is a name, 'I' or an acronym. */
export function lowerFirst(text: string): string {
  const firstWord = text.split(/[\s,;:]/)[0] ?? '';
  if (PROPER_WORDS.has(firstWord.replace(/[’']\w*$/, '')) || /^.[A-Z0-9]/.test(firstWord)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** A criterion as a tidy sentence: clean spacing, a capital first letter and a closing full stop. */
export function tidySentence(text: string): string {
  const cleaned = cleanSpacing(text);
  if (cleaned === '') return '';
  const capitalised = capitalise(cleaned);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

/** A criterion as a clause to embed in a longer sentence: no capital (unless a name), no closing stop. */
export function asClause(text: string): string {
  return lowerFirst(stripEndPunctuation(cleanSpacing(text)));
}

const INTENT_OPENERS =
  /^(?:(?:maybe|perhaps|hopefully|ideally|possibly|probably),?|(?:try|trying|attempt|do\s+my\s+best|make\s+an\s+effort)\s+(?:to|and)|(?:my|the)\s+(?:main\s+)?(?:goal|aim|objective|plan)\s+is\s+to|I\s+(?:really\s+)?(?:want|would\s+like|['’]d\s+like|wish|hope|plan|need|intend|aim|am\s+going|['’]m\s+going|am\s+trying|['’]m\s+trying|will\s+try|try)\s+to|I\s+will|I['’]ll|I\s+should|I\s+must|I\s+can|I\s+am\s+committed\s+to|to)\s+/i;

/**
 * The action a goal names, without the 'I want to' in front: 'I want to run a 10k' -> 'run a 10k'.
 * Openers repeat ('My goal is to try to ...'), so they are stripped until none is left.
 */
export function goalCore(text: string): string {
  let core = stripEndPunctuation(cleanSpacing(text));
  for (let previous = ''; previous !== core; ) {
    previous = core;
    core = core.replace(INTENT_OPENERS, '');
  }
  return lowerFirst(core);
}

const TITLE_STOP = /\s(?:because|so that|so I can|in order to|which|since|as I|to help)\s|[,;:](?=\s)|[(—–]|\s-\s/i;
const TRAILING_CONNECTORS = new Set(['a', 'an', 'the', 'and', 'or', 'to', 'of', 'in', 'on', 'at', 'by', 'for', 'with', 'from', 'my', 'under', 'over', 'than', 'into']);

const TITLE_BREAKS = new Set(['and', 'with', 'while', 'so', 'to', 'for', 'at', 'in', 'by']);

/**
 * A short title from a criterion: its action up to the first clause break, at most `maxWords`
 * words; a longer action is cut at its last 'and', 'with', ... so the title ends on a whole phrase.
 */
export function titleFrom(text: string, maxWords: number): string {
  const core = goalCore(text);
  const firstClause = core.split(TITLE_STOP)[0] ?? core;
  const all = stripEndPunctuation(firstClause).split(' ').filter(Boolean);
  let words = all.slice(0, maxWords);
  if (all.length > maxWords) {
    const lastBreak = words.findLastIndex((word, index) => index >= 3 && TITLE_BREAKS.has(word.toLowerCase()));
    if (lastBreak > 0) words = words.slice(0, lastBreak);
  }
  while (words.length > 1 && TRAILING_CONNECTORS.has((words.at(-1) ?? '').toLowerCase())) words.pop();
  return capitalise(stripEndPunctuation(words.join(' ')));
}

/** 'a, b and c' */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}
