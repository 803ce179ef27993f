import type { CoachModel } from '../model.js';
import { assistGoal } from './goal-assistant.js';

/** The offline coach: answers from the user's own text, with no network and no API key. */
export function createBuiltinCoachModel(): CoachModel {
  return {
    name: 'builtin',
    assistGoal: async (request) => assistGoal(request),
  };
}
