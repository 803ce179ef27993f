/**
 * The safety screen that runs before any model sees a client's message (STUB: the engine work
 * replaces the bodies; the signatures are the contract with the ai-coaching service).
 */
export type SafetyConcern = 'suicide' | 'self_harm' | 'harm_to_others' | 'abuse' | 'medical_emergency';

export type SafetyScreen =
  /** An ordinary message: coach it. */
  | { kind: 'ok' }
  /** A risk to someone's safety: answer with `reply` (fixed, caring, crisis resources), flag it, alert the coach. */
  | { kind: 'crisis'; concern: SafetyConcern; reply: string }
  /** An attempt to pull out the system prompt or other people's data: answer with `reply`, give away nothing. */
  | { kind: 'extraction'; reply: string };

export function screenMessage(_message: string): SafetyScreen {
  return { kind: 'ok' };
}
