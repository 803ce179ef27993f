/**
 * The vague words the assistant page's tips warn against ('better', 'more') and their kin, found
 * where no rule could give them a figure, so the suggestion asks the user instead of passing them on.
 */

const NUMBER = /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|once|twice|half)\b/i;

type VagueWord = {
  word: string;
  pattern: RegExp;
  /** Whether this occurrence already comes with a figure in its sentence. */
  measured: (sentence: string, index: number, length: number) => boolean;
  hedge?: true;
  question: (label: string, found: string) => string;
};

const inSentenceWithFigure = (sentence: string) => NUMBER.test(sentence);
const COMPARED_ADJECTIVE = /^\s+\p{L}+(?:ent|ant|ive|ful|ous|able|ible|ic|ed|al)\b/u;
const amountGiven = (sentence: string, index: number, length: number) => {
  const before = sentence.slice(0, index);
  const after = sentence.slice(index + length);
  if (/(?:\d|%|\b(?:one|two|three|no|any))\s*$/i.test(before)) return true;
  if (/^\s+than\s+(?:\$?\d|one|two|three|four|five|ten)/i.test(after)) return true;
  return COMPARED_ADJECTIVE.test(after) && inSentenceWithFigure(sentence);
};
const never = () => false;
const howMuch = (word: string) => (label: string) => `How much is '${word}' in ${label}? Put a number on it, such as a count, a rating or a percentage.`;

const VAGUE_WORDS: readonly VagueWord[] = [
  { word: 'better', pattern: /\bbetter\b/gi, measured: inSentenceWithFigure, question: (label) => `What does 'better' mean in ${label}? Name the score or result that would show it.` },
  { word: 'more', pattern: /\bmore\b/gi, measured: amountGiven, question: howMuch('more') },
  { word: 'less', pattern: /\bless\b/gi, measured: amountGiven, question: howMuch('less') },
  { word: 'fewer', pattern: /\bfewer\b/gi, measured: amountGiven, question: howMuch('fewer') },
  { word: 'improve', pattern: /\bimprov\w*/gi, measured: inSentenceWithFigure, question: (label, found) => `How much is '${found}' in ${label}? Name the figure you want to reach.` },
  { word: 'some', pattern: /\bsome\b/gi, measured: never, question: (label) => `How many is 'some' in ${label}? Give a number.` },
  { word: 'a lot', pattern: /\b(?:a lot|lots)\b/gi, measured: never, question: (label) => `How much is 'a lot' in ${label}? Give a number.` },
  { word: 'soon', pattern: /(?<!as\s)\bsoon\b/gi, measured: never, question: (label) => `When is 'soon' in ${label}? Name a date.` },
  { word: 'regularly', pattern: /\bregularly\b/gi, measured: never, question: (label) => `How often is 'regularly' in ${label}? Say how many times a week.` },
  { word: 'often', pattern: /(?<!how\s)\boften\b/gi, measured: never, question: (label) => `How often is 'often' in ${label}? Say how many times a week.` },
  { word: 'maybe', pattern: /\b(?:maybe|perhaps)\b/gi, measured: never, hedge: true, question: (label) => `Is the goal in ${label} a 'maybe', or will you commit to it?` },
  { word: 'hopefully', pattern: /\bhopefully\b/gi, measured: never, hedge: true, question: (label) => `Can 'hopefully' in ${label} become a commitment?` },
  { word: 'try to', pattern: /\btry(?:ing)? to\b/gi, measured: never, hedge: true, question: (label) => `Will you do it, rather than 'try to', in ${label}?` },
];

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+/).filter(Boolean);
}

/** One question per vague word left without a figure; hedges count only when asked for (Refine). */
export function vagueQuestions(text: string, label: string, options: { hedges: boolean }): string[] {
  const questions: string[] = [];
  for (const vague of VAGUE_WORDS) {
    if (vague.hedge && !options.hedges) continue;
    const left = sentences(text)
      .flatMap((sentence) => [...sentence.matchAll(vague.pattern)].filter((match) => !vague.measured(sentence, match.index, match[0].length)))
      .at(0);
    if (left) questions.push(vague.question(label, left[0].toLowerCase()));
  }
  return questions;
}
