// Trains the built-in coach's learned move reader on the development part of the coaching set and
// writes src/ai/builtin/coach/learned/move-model.json. The held-out part is never read. Deterministic:
// the same data gives the same file. Prints, for each development batch, how the rules, the learned
// reader and the two together read the moves of that batch when the reader was trained without it.
// Run with `npm run coach:train --workspace @coaching/server`.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readMove } from '../src/ai/builtin/coach/client-move.js';
import { moveFeatures } from '../src/ai/builtin/coach/learned/move-features.js';
import type { CoachingTurn } from '../src/ai/model.js';
import { encodeSoftmax, trainedProbabilities, trainSoftmax } from '../src/ai/learned/softmax.js';
import { SERVER_ROOT } from '../src/paths.js';
import { CLIENT_MOVES, loadBatches } from '../test/coaching/evaluation.js';

/** What the rules' reading adds to the learned probabilities (client-move.ts reads them together). */
import { ruleWeight } from '../src/ai/builtin/coach/client-move.js';

type Turn = { message: string; history: CoachingTurn[]; label: number; batch: string };

const turns: Turn[] = [];
for (const [batch, conversations] of loadBatches('dev')) {
  for (const conversation of conversations) {
    const history: CoachingTurn[] = [];
    for (const turn of conversation.turns) {
      turns.push({ message: turn.client, history: [...history], label: CLIENT_MOVES.indexOf(turn.move), batch });
      history.push({ speaker: 'client', content: turn.client }, { speaker: 'coach', content: 'OK.' });
    }
  }
}
const data = (subset: Turn[]) => subset.map((turn) => ({ features: moveFeatures(turn.message), label: turn.label }));

const percent = (right: number, total: number) => `${((100 * right) / total).toFixed(1)}%`;
for (const batch of new Set(turns.map((turn) => turn.batch))) {
  const model = trainSoftmax(data(turns.filter((turn) => turn.batch !== batch)), CLIENT_MOVES);
  const test = turns.filter((turn) => turn.batch === batch);
  let rules = 0;
  let learned = 0;
  let together = 0;
  for (const turn of test) {
    const p = trainedProbabilities(model, moveFeatures(turn.message));
    const rule = CLIENT_MOVES.indexOf(readMove(turn.message, turn.history, { rulesOnly: true }).move);
    if (rule === turn.label) rules++;
    if (p.indexOf(Math.max(...p)) === turn.label) learned++;
    p[rule]! += ruleWeight(CLIENT_MOVES[rule]!, turn.message);
    if (p.indexOf(Math.max(...p)) === turn.label) together++;
  }
  console.log(`${batch.padEnd(10)} ${String(test.length).padStart(4)} turns: rules ${percent(rules, test.length)} (tuned on most batches), learned without it ${percent(learned, test.length)}, together ${percent(together, test.length)}`);
}

const stored = { ...encodeSoftmax(trainSoftmax(data(turns), CLIENT_MOVES)), trainedOn: { turns: turns.length, batches: [...new Set(turns.map((turn) => turn.batch))] } };
const file = join(SERVER_ROOT, 'src', 'ai', 'builtin', 'coach', 'learned', 'move-model.json');
writeFileSync(file, `${JSON.stringify(stored, null, 1)}\n`);
console.log(`${turns.length} turns, ${stored.features.split('\n').length} features, ${(JSON.stringify(stored).length / 1024).toFixed(0)} kB -> ${file}`);
