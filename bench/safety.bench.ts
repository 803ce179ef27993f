// Safety screen benchmark: recall per risk category and level, false alarms and the confusion table,
// on the development part (which the rules are tuned on) and the held-out part (only ever measured).
// The held-out part's misses are not printed: nobody tunes on them. See README.md ("Safety").
import { evaluate, loadCases, recall, report } from '../apps/server/test/safety/evaluation.js';
import { runBench } from './bench-run.js';

await runBench('safety bench', async () => {
  const started = performance.now();
  const dev = evaluate(loadCases('dev'));
  const heldOut = evaluate(loadCases('held-out'));
  const elapsed = performance.now() - started;
  console.log(report('dev', dev, process.argv.includes('--misses')));
  console.log();
  console.log(report('held-out', heldOut, false));
  const screened = dev.cases + heldOut.cases;
  console.log(`\n${screened} conversations screened in ${elapsed.toFixed(0)} ms (${(elapsed / screened).toFixed(2)} ms each)`);
  const met = recall.crisis(heldOut) === 1 && recall.alert(heldOut) >= 0.98 && recall.falseAlarms(heldOut) <= 0.03;
  console.log(`held-out goals (crisis recall 100%, concern-or-crisis at least 98%, false alarms at most 3%): ${met ? 'met' : 'NOT met'}`);
  return 0;
});
