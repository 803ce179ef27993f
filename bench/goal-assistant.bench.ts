// Goal-assistant quality: Summarize, Expand and Refine over every goal of the set, each answer
// checked for grammar patterns, copying between criteria, the goal's own words and vague words
// (apps/server/test/fixtures/goal-assistant/GUIDELINES.md). With AI_BASE_URL set, the configured
// model is measured on the same set. `-- --failures` lists the development part's findings; the
// held-out part's are never printed, so nobody tunes on them.
import { assistGoal } from '../apps/server/src/ai/builtin/goal-assistant.js';
import { createCoachModel } from '../apps/server/src/ai/index.js';
import { loadConfig } from '../apps/server/src/config.js';
import { type Assist, evaluate, listFindings, loadGoals, qualityReport } from '../apps/server/test/goal-assistant/evaluation.js';
import { runBench } from './bench-run.js';

async function measure(title: string, assist: Assist, showFailures: boolean) {
  const started = performance.now();
  const dev = await evaluate(loadGoals('dev'), assist);
  const heldOut = process.argv.includes('--dev-only') ? undefined : await evaluate(loadGoals('held-out'), assist);
  const elapsed = performance.now() - started;
  if (showFailures && dev.findings.length > 0) console.log(`${listFindings(dev.findings)}\n`);
  console.log(`### ${title}\n`);
  console.log(qualityReport('dev (tuned on)', dev));
  if (heldOut) console.log(qualityReport('held-out (never tuned on)', heldOut));
  const answers = dev.answers + (heldOut?.answers ?? 0);
  console.log(`\n${answers} answers in ${elapsed.toFixed(0)} ms (${(elapsed / answers).toFixed(2)} ms each)\n`);
  return dev.failedAnswers + (heldOut?.failedAnswers ?? 0);
}

await runBench('goal assistant bench', async () => {
  const failed = await measure('built-in goal assistant', (goalData, assistanceType) => assistGoal({ goalData, assistanceType }), process.argv.includes('--failures'));
  const config = loadConfig(process.env);
  if (config.ai.baseUrl) {
    const model = createCoachModel({ config, logger: { warn: (details, message) => console.warn(message, details) } });
    await measure(`configured model (${config.ai.model ?? 'default'} at ${config.ai.baseUrl})`, (goalData, assistanceType) => model.assistGoal({ goalData, assistanceType }), false);
  } else {
    console.log('Set AI_BASE_URL (and AI_MODEL, AI_API_KEY) to measure a configured model on the same set.');
  }
  return failed > 0 ? 1 : 0;
});
