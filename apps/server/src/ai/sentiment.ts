import type { Engagement } from '@coaching/contract';

/** Sentiment and engagement of client messages (STUB: the engine work replaces the bodies). */

/** 0 very negative, 0.5 neutral, 1 very positive (the AFINN `sentiment` package, normalised). */
export function sentimentScore(_text: string): number {
  return 0.5;
}

/** How engaged the client is, from their messages so far (length, questions, reflection, pace): 0-1 and a level. */
export function engagementOf(_clientMessages: readonly { content: string; timestamp: Date }[]): { score: number; level: Engagement } {
  return { score: 0.5, level: 'medium' };
}
