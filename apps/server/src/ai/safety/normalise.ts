import type { Language } from './language.js';

/** Contractions and chat spellings, spelled out so one pattern reads them all. */
const ENGLISH_SPELLINGS: [RegExp, string][] = [
  [/\b(i|you|we|they|he|she|it|that|there|who|what)'(m|re|ve|ll|d|s)\b/g, '$1 $2'],
  [/\b(tonight|today|tomorrow|everything|nobody|everyone|everybody|life|this|here|there|who|that)'s\b/g, '$1 is'],
  [/\bcan't\b|\bcant\b|\bcannot\b/g, 'can not'],
  [/\bwon't\b|\bwont\b/g, 'will not'],
  [/n't\b/g, ' not'],
  [/\b(do|does|did|is|are|was|were|have|has|had|would|could|should|is|ai)nt\b/g, '$1 not'],
  [/\bim\b/g, 'i am'],
  // Not 'well', 'hell' or 'shell': only the forms that are no words of their own.
  [/\b(they|you)ll\b/g, '$1 will'],
  [/\b(what|that|there)s\b/g, '$1 is'],
  [/\b(he|she)s\b(?= (?:going|gonna|getting|not|never|always|done|been|had|got))/g, '$1 is'],
  [/\bive\b/g, 'i have'],
  [/\bid\b(?= (?:rather|love|like|prefer|never|just|be|do|go|have|kill|end))/g, 'i would'],
  [/\bill\b(?= (be|do|make|take|go|just|never|kill|end|stab|hurt|smash|finish|get))/g, 'i will'],
  [/\b(gonna|gunna)\b/g, 'going to'],
  [/\bwanna\b/g, 'want to'],
  [/\bgotta\b/g, 'got to'],
  [/\brn\b/g, 'right now'],
  [/\bu\b/g, 'you'],
  [/\bidk\b/g, 'i do not know'],
  [/\b(ngl|tbh|tbf|fr|istg|lowkey|highkey)\b/g, ''],
];
// After the apostrophes above are spelled out, the short forms stand alone.
const ENGLISH_SHORT: [RegExp, string][] = [
  [/\b(i|you|we|they) m\b/g, '$1 am'],
  [/\b(i|you|we|they) re\b/g, '$1 are'],
  [/\b(i|you|we|they) ve\b/g, '$1 have'],
  [/\b(i|you|we|they|he|she|it) ll\b/g, '$1 will'],
  [/\b(i|you|we|they|he|she) d\b/g, '$1 would'],
  [/\b(it|that|there|what|he|she|who) s\b/g, '$1 is'],
];
const FRENCH_ELISIONS: [RegExp, string][] = [
  [/\b(j|m|t|s|l|d|n|c)'/g, '$1e '],
  [/\bqu'/g, 'que '],
  [/\bjsuis\b|\bchu\b|\bchui\b/g, 'je suis'],
];

/**
 * Lower case, without accents or emoji, with one kind of apostrophe and single spaces; English and
 * French short forms spelled out. Sentence punctuation stays: concepts are looked for per sentence.
 */
export function normalise(text: string, language?: Language): string {
  let out = text
    .toLowerCase()
    .replace(/[’‘`´ʼ]/g, "'")
    .replace(/ß/g, 'ss')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\p{Extended_Pictographic}|\u200d|\ufe0f/gu, ' ');
  if (language === undefined || language === 'en') {
    for (const [pattern, replacement] of ENGLISH_SPELLINGS) out = out.replace(pattern, replacement);
    for (const [pattern, replacement] of ENGLISH_SHORT) out = out.replace(pattern, replacement);
  }
  if (language === undefined || language === 'fr') {
    for (const [pattern, replacement] of FRENCH_ELISIONS) out = out.replace(pattern, replacement);
  }
  return out.replace(/[ \t]+/g, ' ').trim();
}

/** Sentences, as far as punctuation and line breaks mark them; a dash, a comma or an ordinal's point ('im 10. Stock') does not end one. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[!?;:]|(?<!\b\d{1,3})\.)\s+|\n+|(?<=\.\.\.)|\s+-{2,}\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}
