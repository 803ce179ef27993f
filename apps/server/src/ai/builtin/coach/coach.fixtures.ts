import { defaultAiConfig, defaultGuardrails, type Guardrails, type Methodology } from '@coaching/contract';
import type { CoachingRequest, CoachingTurn } from '../../model.js';
import { coachReply } from './index.js';
import { stageOf } from './stages.js';

/** Requests and dialogues for the engine's tests: one client, Sam, with two goals. */

export const SAM_GOALS = ['Get promoted to team lead', 'Run a 10k race'] as const;

export function coachingRequest(overrides: Partial<Omit<CoachingRequest, 'guardrails'>> & { guardrails?: Partial<Guardrails> } = {}): CoachingRequest {
  const { guardrails, ...rest } = overrides;
  return {
    methodology: 'grow',
    aiConfig: defaultAiConfig(),
    client: { firstName: 'Sam', goals: [...SAM_GOALS], focusAreas: ['Stress Management'], earlierSummary: '' },
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

/** The stage a methodology has reached after each of the client's messages in turn. */
export function stagesOf(methodology: Methodology, messages: readonly string[]): string[] {
  return messages.map((_, index) => stageOf(methodology, messages.slice(0, index + 1).map((content) => ({ speaker: 'client' as const, content }))));
}

const comparable = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^\p{L}\p{N}' ]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Stretches of the client's message the reply puts in quotation marks: any quoted span of two words
 * or more that the message holds. A goal of the client's profile (Sam's) may be named as written.
 */
export function quotedFromClient(reply: string, message: string, profileGoals: readonly string[] = SAM_GOALS): string[] {
  const said = comparable(message);
  const goals = profileGoals.map(comparable);
  return [...reply.matchAll(/["“]([^"”]+)["”]/g)]
    .map((match) => comparable(match[1]!))
    .filter((span) => span.split(' ').length >= 2 && said.includes(span) && !goals.includes(span));
}
