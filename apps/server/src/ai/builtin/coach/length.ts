import type { Guardrails } from '@coaching/contract';
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

/**
 * The reply from the parts that fit the length guardrail, most important first, then put back in
 * reading order. The question (priority 0) always stays.
 */
export function fitToLength(parts: readonly Part[], guardrails: Pick<Guardrails, 'responseLength' | 'communicationStyle'>): string {
  const limit = RESPONSE_LIMITS[guardrails.responseLength];
  const maxSentences = guardrails.communicationStyle === 'direct' ? DIRECT_SENTENCES[guardrails.responseLength] : limit.sentences;
  const chosen: Part[] = [];
  let words = 0;
  for (const part of [...parts].sort((a, b) => a.priority - b.priority || a.order - b.order)) {
    const size = wordCount(part.text);
    if (part.priority > 0 && (words + size > limit.words || chosen.length + 1 > maxSentences)) continue;
    chosen.push(part);
    words += size;
  }
  return chosen
    .sort((a, b) => a.order - b.order)
    .map((part) => part.text)
    .join(' ');
}
