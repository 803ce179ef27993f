import type { Methodology } from '@coaching/contract';

/** The four stages the AI coach walks through in each methodology, in order (as the server names them). */
export const METHODOLOGY_STAGES: Record<Methodology, readonly string[]> = {
  grow: ['Goal', 'Reality', 'Options', 'Will'],
  'solution-focused': ['Preferred future', 'Exceptions', 'Scaling', 'Next small step'],
  icf: ['Agreement', 'Exploration', 'Awareness', 'Action'],
  transformational: ['Story', 'Beliefs', 'Identity', 'Commitment'],
};

/** Where `stage` sits in the methodology's stages; -1 when it is not one of them. Tolerates a 'GROW Reality' form. */
export function stageIndex(methodology: Methodology, stage: string): number {
  const wanted = stage.trim().toLowerCase();
  return METHODOLOGY_STAGES[methodology].findIndex((name) => wanted === name.toLowerCase() || wanted.endsWith(` ${name.toLowerCase()}`));
}
