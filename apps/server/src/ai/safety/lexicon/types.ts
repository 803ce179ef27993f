import type { Concept, Modifier } from '../concepts.js';

/**
 * What one language contributes to the screen, as regular-expression sources over normalised text
 * (lower case, no accents, one space; English contractions and French elisions spelled out).
 */
export type Lexicon = {
  /**
   * Figures of speech and harmless uses of risky words ('this deadline is killing me', 'climbing rope',
   * 'career suicide'): blanked out before any concept is looked for.
   */
  harmless: string[];
  /** Someone other than the speaker, or a topic (a course, a film), that a risk word may be about instead. */
  someoneElse: string;
  /** The speaker as the subject: when it comes after someoneElse and before the risk word, it is theirs again. */
  speaker: string;
  /**
   * The speaker's possessives ('my'): within a risk phrase they make it the speaker's ('checks my phone',
   * 'into my room'), though before it they may only name someone else ('my sister').
   */
  possessive?: string;
  /** Words that, just before a negatable concept, say it is not so ('I would never kill myself'). */
  negation: string;
  /** How many words may stand between a negator and what it negates ('je ne vais pas me tuer': 0; 'I would never ever kill myself': 2). */
  negationReach: number;
  concepts: Partial<Record<Concept, string[]>>;
  modifiers: Partial<Record<Modifier, string[]>>;
  /** The client says they are safe, or that it was a figure of speech. */
  safe: string[];
  /** A yes or a no to the direct question 'are you thinking of harming yourself?'. */
  yes: string[];
  no: string[];
};
