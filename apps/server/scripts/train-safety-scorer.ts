// Trains the safety screen's learned scorer on the development part of the labelled set and writes
// src/ai/safety/learned/risk-model.json. The held-out part is never read. Deterministic: the same
// data gives the same file. Run with `npm run safety:train --workspace @coaching/server`.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { assessRisk } from '../src/ai/safety/assess.js';
import { encodeModel, scoreWithTrained, trainRiskModel, type Example, type RiskClass } from '../src/ai/safety/learned/model.js';
import { SERVER_ROOT } from '../src/paths.js';
import { loadCases, type LabelledCase } from '../test/safety/evaluation.js';

const FOLDS = 5;
/** At most this share of ordinary development messages may be raised by the scorer, out of fold. */
const MAX_FALSE_ALARMS = 0.02;

const example = (labelled: LabelledCase): Example => ({
  messages: labelled.messages,
  label: (labelled.level === 'ordinary' ? 'ordinary' : labelled.category) as RiskClass,
});
const foldOf = (labelled: LabelledCase) => createHash('sha256').update(labelled.id).digest()[0]! % FOLDS;

const cases = loadCases('dev');
const started = performance.now();

// Out-of-fold scores: each message scored by a model that never saw it.
const outOfFold = new Map<string, number>();
for (let fold = 0; fold < FOLDS; fold++) {
  const model = trainRiskModel(cases.filter((labelled) => foldOf(labelled) !== fold).map(example));
  for (const labelled of cases.filter((one) => foldOf(one) === fold)) outOfFold.set(labelled.id, scoreWithTrained(model, labelled.messages).risk);
}

// The lowest threshold whose out-of-fold false alarms stay within bounds, and what it catches there.
const ordinary = cases.filter((labelled) => labelled.level === 'ordinary');
const risky = cases.filter((labelled) => labelled.level !== 'ordinary');
let threshold = 0.99;
for (let candidate = 0.5; candidate <= 0.99; candidate = Math.round((candidate + 0.01) * 100) / 100) {
  const alarms = ordinary.filter((labelled) => outOfFold.get(labelled.id)! >= candidate).length;
  if (alarms <= MAX_FALSE_ALARMS * ordinary.length) {
    threshold = candidate;
    break;
  }
}
const caught = risky.filter((labelled) => outOfFold.get(labelled.id)! >= threshold).length;
const rulesMissed = risky.filter((labelled) => assessRisk(labelled.messages).level === 'ordinary');

const model = trainRiskModel(cases.map(example));
const stored = encodeModel(model, threshold, {
  examples: cases.length,
  folds: FOLDS,
  outOfFoldRecall: Math.round((1000 * caught) / risky.length) / 1000,
  outOfFoldFalseAlarms: Math.round((1000 * ordinary.filter((labelled) => outOfFold.get(labelled.id)! >= threshold).length) / ordinary.length) / 1000,
  note: 'Multinomial logistic regression over words and four-letter sequences; see learned/model.ts and scripts/train-safety-scorer.ts.',
});
const file = join(SERVER_ROOT, 'src', 'ai', 'safety', 'learned', 'risk-model.json');
writeFileSync(file, `${JSON.stringify(stored, null, 1)}\n`);

const kB = (JSON.stringify(stored).length / 1024).toFixed(0);
console.log(`${cases.length} development messages, ${FOLDS}-fold cross-validation, ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.log(`threshold ${threshold}: out of fold, the scorer alone catches ${caught}/${risky.length} risky messages with ${MAX_FALSE_ALARMS * 100}% false alarms at most`);
console.log(`(the rules, tuned on these very messages, miss ${rulesMissed.length} of them)`);
console.log(`${stored.features.split('\n').length} features, ${kB} kB -> ${file}`);
