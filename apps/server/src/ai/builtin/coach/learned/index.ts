import { decodeSoftmax, storedProbabilities, type StoredSoftmax } from '../../../learned/softmax.js';
import type { ClientMove } from '../client-move.js';
import { moveFeatures } from './move-features.js';
import stored from './move-model.json' with { type: 'json' };

/** The move reader trained on the development part of the coaching set (scripts/train-move-reader.ts). */
const MODEL = decodeSoftmax(stored as StoredSoftmax);

/** Messages read lately: the same message is read again for the stage, the reply and the action items. */
const recent = new Map<string, readonly number[]>();
const RECENT_KEPT = 256;

/** How likely each client move is, as the learned reader sees the message. */
export function moveProbabilities(message: string): Map<ClientMove, number> {
  let p = recent.get(message);
  if (!p) {
    p = storedProbabilities(MODEL, moveFeatures(message));
    if (recent.size >= RECENT_KEPT) recent.delete(recent.keys().next().value!);
    recent.set(message, p);
  }
  return new Map(MODEL.classes.map((move, index) => [move as ClientMove, p[index]!]));
}
