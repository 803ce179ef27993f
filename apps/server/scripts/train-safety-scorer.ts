// Trains the safety screen's learned scorer on the development part of the labelled set and writes
// src/ai/safety/learned/risk-model.json. The held-out part is never read. Deterministic: the same
// data gives the same file. Run with `npm run safety:train --workspace @coaching/server`.
//
// Its thresholds are chosen on scores out of batch: each development file is by its own author, and
// each is scored by a model trained on the others, so the thresholds hold for a new author's words,
// not only for words the model has read (random folds mix one author's messages into both sides and
// set thresholds that raise too many false alarms on a new author's messages).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { assessRisk, type RiskLevel } from '../src/ai/safety/assess.js';
import { eligible, raisedLevel, type Thresholds } from '../src/ai/safety/learned/index.js';
import { classOf, encodeModel, scoreWithTrained, trainRiskModel, type Example, type RiskScore, type TrainedModel } from '../src/ai/safety/learned/model.js';
import { SERVER_ROOT } from '../src/paths.js';
import { loadBatches, type LabelledCase } from '../test/safety/evaluation.js';

/** At most this share of ordinary messages may be raised to a concern by the scorer, out of batch. */
const MAX_FALSE_ALARMS = 0.015;
/** At most this share of ordinary messages may be raised to a crisis, out of batch. */
const MAX_FALSE_CRISES = 0.005;
/** At most this share of concerns may be raised to a crisis, out of batch: asking and offering help is the right answer to them. */
const MAX_CONCERNS_AS_CRISES = 0.08;

const example = (labelled: LabelledCase): Example => ({ messages: labelled.messages, label: classOf(labelled.level, labelled.category) });

const batches = loadBatches('dev');
const cases = batches.flatMap((batch) => batch.cases);
const started = performance.now();

type OutOfBatch = { labelled: LabelledCase; rules: RiskLevel; score: RiskScore; newestAlone: RiskScore | undefined };
type Trained = { key: string; scores: Pick<OutOfBatch, 'score' | 'newestAlone'>[]; model: TrainedModel };

// `--reuse FILE`: the models depend only on the messages and their labels, the thresholds also on
// the rules. After a change to the rules alone, the thresholds are chosen again from the scores and
// the model kept in FILE by the previous run on the same messages, in seconds instead of minutes.
const reuse = process.argv.includes('--reuse') ? process.argv[process.argv.indexOf('--reuse') + 1] : undefined;
const key = createHash('sha256').update(JSON.stringify(batches)).update(readFileSync(join(SERVER_ROOT, 'src', 'ai', 'safety', 'learned', 'atoms.ts'))).update(readFileSync(join(SERVER_ROOT, 'src', 'ai', 'safety', 'learned', 'features.ts'))).digest('hex');
const kept = reuse && existsSync(reuse) ? (JSON.parse(readFileSync(reuse, 'utf8')) as Trained) : undefined;
let trained: Trained;
if (kept?.key === key) {
  trained = kept;
  console.log(`models reused from ${reuse}`);
} else {
  const scores: Trained['scores'] = [];
  for (const batch of batches) {
    const model = trainRiskModel(cases.filter((labelled) => !batch.cases.includes(labelled)).map(example));
    for (const labelled of batch.cases) {
      scores.push({
        score: scoreWithTrained(model, labelled.messages),
        newestAlone: labelled.messages.length > 1 ? scoreWithTrained(model, labelled.messages.slice(-1)) : undefined,
      });
    }
    process.stdout.write(`.`);
  }
  console.log();
  trained = { key, scores, model: trainRiskModel(cases.map(example)) };
  if (reuse) writeFileSync(reuse, JSON.stringify(trained));
}
const outOfBatch: OutOfBatch[] = cases.map((labelled, index) => ({ labelled, rules: assessRisk(labelled.messages).level, ...trained.scores[index]! }));

const RANK: Record<RiskLevel, number> = { ordinary: 0, concern: 1, crisis: 2 };
function screened(one: OutOfBatch, thresholds: Thresholds): RiskLevel {
  return raisedLevel(one.rules, { ...one.score, eligible: eligible(one.newestAlone, one.labelled.messages.at(-1)!) }, thresholds);
}
const share = (level: RiskLevel, thresholds: Thresholds, pick: (level: RiskLevel) => boolean) => {
  const of = outOfBatch.filter((one) => one.labelled.level === level);
  return of.filter((one) => RANK[one.rules] < RANK[screened(one, thresholds)] && pick(screened(one, thresholds))).length / of.length;
};
const steps = Array.from({ length: 70 }, (_, i) => Math.round((0.3 + i * 0.01) * 100) / 100);

// The lowest crisis threshold within the bounds (the concern threshold out of play), then the lowest concern threshold.
const crisisThreshold =
  steps.find((t) => {
    const thresholds = { threshold: 2, crisisThreshold: t };
    return share('ordinary', thresholds, (level) => level === 'crisis') <= MAX_FALSE_CRISES && share('concern', thresholds, (level) => level === 'crisis') <= MAX_CONCERNS_AS_CRISES;
  }) ?? 0.99;
const threshold = steps.find((t) => share('ordinary', { threshold: t, crisisThreshold }, () => true) <= MAX_FALSE_ALARMS) ?? 0.99;
const thresholds = { threshold, crisisThreshold };

const tally = (pick: (one: OutOfBatch) => boolean, good: (level: RiskLevel) => boolean, how: (one: OutOfBatch) => RiskLevel) => {
  const of = outOfBatch.filter(pick);
  return `${of.filter((one) => good(how(one))).length}/${of.length}`;
};
const report = (how: (one: OutOfBatch) => RiskLevel) =>
  `crisis ${tally((one) => one.labelled.level === 'crisis', (level) => level === 'crisis', how)}, concern-or-crisis ${tally(
    (one) => one.labelled.level !== 'ordinary',
    (level) => level !== 'ordinary',
    how,
  )}, false alarms ${tally((one) => one.labelled.level === 'ordinary', (level) => level !== 'ordinary', how)}`;

const stored = encodeModel(trained.model, thresholds, {
  examples: cases.length,
  batches: batches.map((batch) => batch.file),
  outOfBatch: report((one) => screened(one, thresholds)),
  note: 'Multinomial logistic regression over words, four-letter sequences and fields of meaning; see learned/model.ts and scripts/train-safety-scorer.ts.',
});
const file = join(SERVER_ROOT, 'src', 'ai', 'safety', 'learned', 'risk-model.json');
writeFileSync(file, `${JSON.stringify(stored, null, 1)}\n`);

const kB = (JSON.stringify(stored).length / 1024).toFixed(0);
console.log(`${cases.length} development messages in ${batches.length} batches, each scored out of batch, ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.log(`thresholds: concern ${threshold}, crisis ${crisisThreshold}`);
console.log(`out of batch, rules alone (tuned on these very messages): ${report((one) => one.rules)}`);
console.log(`out of batch, rules and scorer:                           ${report((one) => screened(one, thresholds))}`);
console.log(`${stored.features.split('\n').length} features, ${kB} kB -> ${file}`);
