import { defaultAiConfig, defaultGuardrails, type Guardrails, type Methodology } from '@coaching/contract';
import type { CoachingRequest, CoachingTurn } from '../../model.js';
import { coachReply } from './index.js';

/** Requests and dialogues for the engine's tests: one client, Sam, with two goals. */

export function coachingRequest(overrides: Partial<Omit<CoachingRequest, 'guardrails'>> & { guardrails?: Partial<Guardrails> } = {}): CoachingRequest {
  const { guardrails, ...rest } = overrides;
  return {
    methodology: 'grow',
    aiConfig: defaultAiConfig(),
    client: { firstName: 'Sam', goals: ['Get promoted to team lead', 'Run a 10k race'], focusAreas: ['Stress Management'], earlierSummary: '' },
    history: [],
    message: 'I want to feel more confident at work.',
    ...rest,
    guardrails: { ...defaultGuardrails(), ...guardrails },
  };
}

export type Exchange = { client: string; coach: string };

/** Plays the client's messages one by one, each reply joining the history of the next. */
export function playDialogue(methodology: Methodology, messages: readonly string[], overrides: Parameters<typeof coachingRequest>[0] = {}): Exchange[] {
  const history: CoachingTurn[] = [];
  return messages.map((message) => {
    const coach = coachReply(coachingRequest({ ...overrides, methodology, history: [...history], message }));
    history.push({ speaker: 'client', content: message }, { speaker: 'coach', content: coach });
    return { client: message, coach };
  });
}

export function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

export function sentences(text: string): string[] {
  return text.match(/[^.!?]+(?:[.!?]+["”]?|$)/g)?.map((s) => s.trim()).filter(Boolean) ?? [];
}

/** The reply's question: its last sentence. */
export function questionOf(reply: string): string {
  return sentences(reply).at(-1) ?? '';
}
