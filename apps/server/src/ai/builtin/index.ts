import type { CoachModel } from '../model.js';
import { assistGoal } from './goal-assistant.js';

/** The offline coach: answers from the user's own text, with no network and no API key. */
export function createBuiltinCoachModel(): CoachModel {
  return {
    name: 'builtin',
    assistGoal: async (request) => assistGoal(request),
    // STUB until the coaching engine lands: echoes a neutral coaching question, word by word.
    async *streamReply() {
      for (const word of 'What would make the biggest difference for you this week?'.split(' ')) yield `${word} `;
    },
  };
}
