import { TOKENS_PER_CHARACTER, type Guardrails } from '@coaching/contract';
import { wordCount } from './words.js';

/** The responseLength guardrail in words and sentences; the OpenAI prompt states the same limits. */
export const RESPONSE_LIMITS: Record<Guardrails['responseLength'], { words: number; sentences: number; description: string }> = {
  brief: { words: 40, sentences: 2, description: '1-2 sentences, at most 40 words' },
  moderate: { words: 90, sentences: 5, description: 'a short paragraph, at most 90 words' },
  detailed: { words: 180, sentences: 9, description: 'up to two paragraphs, at most 180 words' },
};

/** Direct coaching is plain and short: fewer sentences at every length. */
const DIRECT_SENTENCES: Record<Guardrails['responseLength'], number> = { brief: 2, moderate: 3, detailed: 5 };

/** One sentence of a reply: `order` places it, `priority` decides what stays when space runs out (0 first). */
export type Part = { text: string; order: number; priority: number };

/** The longest text within `maxTokens` estimated tokens (0.75 x length, rounded up), as message metadata counts them. */
export function maxCharacters(maxTokens: number): number {
  let characters = Math.max(0, Math.floor(maxTokens / TOKENS_PER_CHARACTER));
  // Floating point must not let the estimate of the result creep over the bound.
  while (characters > 0 && Math.ceil(characters * TOKENS_PER_CHARACTER) > maxTokens) characters--;
  return characters;
}

/** The text cut at a word boundary, with an ellipsis, when it is longer than `characters`. */
export function clip(text: string, characters: number): string {
  if (text.length <= characters) return text;
  if (characters < 1) return '';
  const cut = text.slice(0, Math.max(0, characters - 1));
  const atWord = cut.includes(' ') ? cut.slice(0, cut.lastIndexOf(' ')) : cut;
  return `${atWord.replace(/[\s,;:]+$/, '')}…`;
}

/**
 * The reply from the parts that fit the length guardrail and the conversation's maxTokens, most
 * important first, then put back in reading order. The question (priority 0) always stays; only when
 * it alone exceeds maxTokens is it cut short, since maxTokens is a hard upper bound.
 */
export function fitToLength(
  parts: readonly Part[],
  guardrails: Pick<Guardrails, 'responseLength' | 'communicationStyle'>,
  maxTokens = Number.POSITIVE_INFINITY,
): string {
  const limit = RESPONSE_LIMITS[guardrails.responseLength];
  const maxSentences = guardrails.communicationStyle === 'direct' ? DIRECT_SENTENCES[guardrails.responseLength] : limit.sentences;
  const characterLimit = Number.isFinite(maxTokens) ? maxCharacters(maxTokens) : Number.POSITIVE_INFINITY;
  const chosen: Part[] = [];
  let words = 0;
  // Characters of the parts chosen so far, with the space before each one after the first.
  let characters = -1;
  for (const part of [...parts].sort((a, b) => a.priority - b.priority || a.order - b.order)) {
    const size = wordCount(part.text);
    const length = characters + 1 + part.text.length;
    if (part.priority > 0 && (words + size > limit.words || chosen.length + 1 > maxSentences || length > characterLimit)) continue;
    chosen.push(part);
    words += size;
    characters = length;
  }
  const reply = chosen
    .sort((a, b) => a.order - b.order)
    .map((part) => part.text)
    .join(' ');
  return Number.isFinite(characterLimit) ? clip(reply, characterLimit) : reply;
}
