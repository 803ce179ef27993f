import { setTimeout as sleep } from 'node:timers/promises';
import type { CoachModel } from '../model.js';
import { coachReply, wordPieces } from './coach/index.js';
import { assistGoal } from './goal-assistant.js';
import { practiceReply } from './practice/index.js';

export type BuiltinCoachOptions = {
  /** A pause before each streamed word, to pace the reply like a typing coach; 0 (none) by default. */
  wordDelayMs?: number;
};

/** The offline coach: answers from the user's own text, with no network and no API key. */
export function createBuiltinCoachModel(options: BuiltinCoachOptions = {}): CoachModel {
  const { wordDelayMs = 0 } = options;
  return {
    name: 'builtin',
    assistGoal: async (request) => assistGoal(request),
    async *streamReply(request, callOptions = {}) {
      const { signal } = callOptions;
      const reply = request.audience === 'coach' ? practiceReply(request) : coachReply(request);
      for (const piece of wordPieces(reply)) {
        if (signal?.aborted) return;
        if (wordDelayMs > 0) await sleep(wordDelayMs, undefined, { signal }).catch(() => undefined);
        if (signal?.aborted) return;
        yield piece;
      }
    },
  };
}
