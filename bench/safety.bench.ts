// Safety screen benchmark: recall per risk category and level, false alarms and the confusion table,
// on the development part (which the rules are tuned on) and the held-out part (only ever measured),
// and on each held-out file by its own author. The held-out part's misses are not printed: nobody
// tunes on them. See README.md ("Safety").
import { assessRisk } from '../apps/server/src/ai/safety/assess.js';
import { screenRisk } from '../apps/server/src/ai/safety/screen.js';
import { evaluate, loadBatches, loadCases, recall, report, type Evaluation } from '../apps/server/test/safety/evaluation.js';
import { runBench } from './bench-run.js';

const percent = (value: number) => `${(100 * value).toFixed(1)}%`;
const summary = (e: Evaluation) =>
  `crisis recall ${percent(recall.crisis(e))} (${e.crisis.caught}/${e.crisis.total}), concern-or-crisis ${percent(recall.alert(e))} (${e.alert.caught}/${e.alert.total}), false alarms ${percent(recall.falseAlarms(e))} (${e.falseAlarms.caught}/${e.falseAlarms.total})`;

await runBench('safety bench', async () => {
  const started = performance.now();
  const devCases = loadCases('dev');
  const heldOutCases = loadCases('held-out');
  const dev = evaluate(devCases);
  const heldOut = evaluate(heldOutCases);
  const elapsed = performance.now() - started;
  // The scorer was trained on the development part: its figures there flatter it. The held-out part is the measure.
  console.log(report('dev (rules tuned and scorer trained on it)', dev, process.argv.includes('--misses')));
  console.log(`rules alone: ${summary(evaluate(devCases, assessRisk))}`);
  console.log();
  console.log(report('held-out', heldOut, false));
  console.log(`rules alone: ${summary(evaluate(heldOutCases, assessRisk))}`);
  for (const batch of loadBatches('held-out')) {
    console.log(`\n${batch.file} (${batch.cases.length} messages by one author)`);
    console.log(`  rules and scorer: ${summary(evaluate(batch.cases))}`);
    console.log(`  rules alone:      ${summary(evaluate(batch.cases, assessRisk))}`);
  }
  const screened = dev.cases + heldOut.cases;
  console.log(`\n${screened} conversations screened in ${elapsed.toFixed(0)} ms (${(elapsed / screened).toFixed(2)} ms each)`);
  // A long message is where a pattern that looks back at every position shows (regex-guard.ts).
  const long = 'Honestly the week has been a lot, the project is behind and my manager keeps moving the deadline. '.repeat(14);
  for (let i = 0; i < 10; i++) screenRisk(['How do I start?', long]);
  const timed = performance.now();
  for (let i = 0; i < 100; i++) screenRisk(['How do I start?', long]);
  console.log(`a ${long.length}-character message after an earlier one: ${((performance.now() - timed) / 100).toFixed(2)} ms each`);
  const met = recall.crisis(heldOut) === 1 && recall.alert(heldOut) >= 0.98 && recall.falseAlarms(heldOut) <= 0.03;
  console.log(`held-out goals (crisis recall 100%, concern-or-crisis at least 98%, false alarms at most 3%): ${met ? 'met' : 'NOT met'}`);
  return 0;
});
