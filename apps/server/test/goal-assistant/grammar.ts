/**
 * Patterns of broken English that template-built text falls into, each found in a real or a
 * likely suggestion: "to keep to weekly", "I will I", a doubled word, a leftover slot.
 */

export type GrammarFinding = { rule: string; match: string };

type Pattern = { rule: string; pattern: RegExp };

const PATTERNS: readonly Pattern[] = [
  { rule: 'leftover template slot', pattern: /[{}]|\bundefined\b|\bnull\b|\bNaN\b|\[object/ },
  { rule: 'spacing or punctuation', pattern: /\s{2,}|\s[,.;:!?)]|\(\s|[,;][^\s\d"'’”)]|,,|(?<!\.)\.\.(?!\.)|,\.|\.,|;\.|\(\s*\)/ },
  { rule: 'doubled word', pattern: /\b(\p{L}+)\s+\1\b/iu },
  { rule: "'I will' before a non-verb", pattern: /\bI\s+will\s+(?:I|my|the|a|an|to|will|your|you|me|not\s+to|be\s+be)\b/ },
  { rule: "'I will' before an -ing word", pattern: /\bI\s+will\s+(?!(?:bring|sing|ring|swing|sting|string|spring|fling|cling)\b)\p{L}+ing\b/u },
  { rule: 'preposition before a frequency adverb', pattern: /\b(?:to|of|at|for|by|with|on|in|from)\s+(?:daily|weekly|monthly|yearly|regularly|often)\b(?!\s+(?:basis|check|review|target|total|plan|session|goal|count|average|rhythm|habit|slot|\p{L}+s\b))/iu },
  { rule: "'keep to' a frequency", pattern: /\bkeep(?:ing)?\s+to\s+(?:daily|weekly|monthly|every|each|once|twice|\d)/i },
  { rule: "'a' before a vowel", pattern: /\b[Aa]\s+(?!one\b|once\b|one-)(?:[aio]|e(?!u)|u(?!s|n[ia]|t|r[aeiou]|k\b))\p{L}/u },
  { rule: "'an' before a consonant", pattern: /\b[Aa]n\s+(?![aeiouAEIOU]|h(?:our|onest|onou|eir)|[A-Z]{2,}|8|11\b|18\b)\p{L}/u },
  { rule: 'plural after 1', pattern: /(?<![\d.,])\b1\s+(?!\p{L}+ss\b)(?:\p{L}{2,}s)\b/u },
  { rule: 'singular after a number above 1', pattern: /(?<![\d.,:$£€])\b(?:[2-9]|\d{2,})\s+(?:time|session|week|day|month|hour|minute|book|task|step|point|page|meeting)\b(?!-)/ },
  { rule: "'I' and 'you' mixed", pattern: /^(?=.*\b(?:I|my|me|myself)\b)(?=.*\b(?:you|your|yourself)\b)/is },
  { rule: "lower-case 'i'", pattern: /(?<![\p{L}'’-])i(?![\p{L}'’-])/u },
  { rule: 'two frequencies side by side', pattern: /\b(?:a|an|per|every|each)\s+(?:day|week|month|year|morning|evening|night)\s+(?:a|an|per|every|each)\s+(?:day|week|month|year|morning|evening|night)\b/i },
  { rule: 'percentage before a bare noun', pattern: /\d\s*%\s+(?!of\b|more\b|less\b|fewer\b|below\b|above\b|higher\b|lower\b|increase|decrease|reduction|rise|drop|change|off\b|from\b|by\b|on\b|in\b|and\b|or\b|to\b|than\b|a\s)\p{L}+/u },
  { rule: 'figure given twice', pattern: /\b(at\s+least|at\s+most|up\s+to)\s+(\d+)\s+\1\s+\2\b/i },
];

const SENTENCE_PATTERNS: readonly Pattern[] = [
  { rule: 'sentence starts in lower case', pattern: /^(?![\p{Lu}\p{N}$£€"'“‘(])/u },
  { rule: 'sentence ends on a connector', pattern: /\b(?:to|of|for|with|at|in|on|by|the|a|an|and|or|my|from|than|into|your)[.!?]$/i },
  { rule: 'run-on sentence', pattern: /^(?:\S+\s+){55,}\S+/ },
];

const ABBREVIATIONS = /\b(?:e\.g|i\.e|etc|vs|approx|a\.m|p\.m)\./gi;

/** The sentences of a text; abbreviations such as 'e.g.' do not end one. */
export function sentences(text: string): string[] {
  return text
    .replace(ABBREVIATIONS, (abbreviation) => abbreviation.replace(/\./g, '\u2024'))
    .split(/(?<=[.!?]["'”’)]?)\s+/)
    .map((sentence) => sentence.replace(/\u2024/g, '.').trim())
    .filter(Boolean);
}

export type GrammarOptions = {
  /** Summarize's one statement: a colon mid-sentence ('measured as: ...') reads as a template. */
  summary?: boolean;
  /** An improvement line: a note, which may lack a final full stop. */
  fragment?: boolean;
};

export function grammarFindings(text: string, options: GrammarOptions = {}): GrammarFinding[] {
  const findings: GrammarFinding[] = [];
  for (const { rule, pattern } of PATTERNS) {
    // An improvement quotes the user's words ("Replaced 'You need to' ..."), so it may mix persons.
    if (options.fragment && rule === "'I' and 'you' mixed") continue;
    const match = pattern.exec(text);
    if (match) findings.push({ rule, match: match[0] || text.slice(0, 40) });
  }
  for (const sentence of sentences(text)) {
    const repeat = repeatedRun(sentence, 4);
    if (repeat && !options.summary) findings.push({ rule: 'phrase repeated in a sentence', match: repeat });
    for (const { rule, pattern } of SENTENCE_PATTERNS) {
      if (options.fragment && rule !== 'sentence starts in lower case') continue;
      if (pattern.test(sentence)) findings.push({ rule, match: sentence.slice(0, 60) });
    }
  }
  if (!options.fragment && !/[.!?]["'”’)]?$/.test(text.trim())) findings.push({ rule: 'no closing punctuation', match: text.slice(-30) });
  if (options.summary) {
    const colon = /:(?!\d)/.exec(text);
    if (colon) findings.push({ rule: 'colon inside the summary', match: text.slice(Math.max(0, colon.index - 20), colon.index + 20) });
    const repeat = repeatedRun(text, 6);
    if (repeat) findings.push({ rule: 'summary repeats itself', match: repeat });
  }
  return findings;
}

/** Words as a reader counts them: 'one-to-one', '$5,000' and '2:00:00' are one word each. */
function words(text: string): string[] {
  return text.toLowerCase().match(/[$£€]?[\p{L}\p{N}]+(?:[-'’.,:][\p{L}\p{N}]+)*%?/gu) ?? [];
}

function runs(text: string, length: number): string[] {
  const all = words(text);
  return all.slice(0, Math.max(0, all.length - length + 1)).map((_, index) => all.slice(index, index + length).join(' '));
}

/** The first run of `length` words the two texts share, if any. */
export function sharedRun(first: string, second: string, length: number): string | undefined {
  const inSecond = new Set(runs(second, length));
  return runs(first, length).find((run) => inSecond.has(run));
}

function repeatedRun(text: string, length: number): string | undefined {
  const seen = new Set<string>();
  for (const run of runs(text, length)) {
    if (seen.has(run)) return run;
    seen.add(run);
  }
  return undefined;
}
