// Coaching-quality benchmark: scripted conversations played against the built-in coach (and, with
// AI_BASE_URL set, against the configured model too), each reply judged on what a client notices.
// See apps/server/test/fixtures/coaching/GUIDELINES.md and README.md ("The built-in coach").
// `-- --failures` lists the development part's failing turns; the held-out part's are never printed.
import { coachReply } from '../apps/server/src/ai/builtin/coach/index.js';
import { createCoachModel } from '../apps/server/src/ai/index.js';
import { loadConfig } from '../apps/server/src/config.js';
import { coachingReport, evaluateCoach, loadConversations, type Coach, type CoachingEvaluation } from '../apps/server/test/coaching/evaluation.js';
import { runBench } from './bench-run.js';

function failures(e: CoachingEvaluation): string {
  return e.failures
    .map(({ id, index, turn, reply, verdict }) => {
      const why = [
        !verdict.answersMove && `misses the ${turn.move}`,
        turn.takeUp.length > 0 && !verdict.takesUpContent && `takes up none of ${JSON.stringify(turn.takeUp)}`,
        !verdict.oneQuestion && 'not one question',
        verdict.repeats.length > 0 && `repeats ${JSON.stringify(verdict.repeats)}`,
        verdict.commitmentCaptured === false && 'commitment not captured',
        verdict.mustNotBroken.length > 0 && `says ${JSON.stringify(verdict.mustNotBroken)}`,
      ].filter(Boolean);
      return `${id} #${index + 1} [${turn.move}] ${why.join('; ')}\n  client: ${turn.client}\n  coach:  ${reply}`;
    })
    .join('\n');
}

async function measure(title: string, coach: Coach, showFailures: boolean) {
  const started = performance.now();
  const dev = await evaluateCoach(loadConversations('dev'), coach);
  const heldOut = process.argv.includes("--dev-only") ? undefined : await evaluateCoach(loadConversations("held-out"), coach);
  const elapsed = performance.now() - started;
  if (showFailures) console.log(failures(dev), '\n');
  console.log(`### ${title}\n`);
  console.log(coachingReport('dev (tuned on)', dev));
  console.log();
  if (heldOut) console.log(coachingReport("held-out (never tuned on)", heldOut));
  console.log(`\n${dev.turns + (heldOut?.turns ?? 0)} replies in ${elapsed.toFixed(0)} ms (${(elapsed / (dev.turns + (heldOut?.turns ?? 0))).toFixed(2)} ms each)\n`);
}

await runBench('coaching bench', async () => {
  await measure('built-in coach', coachReply, process.argv.includes('--failures'));
  const config = loadConfig(process.env);
  if (config.ai.baseUrl) {
    const model = createCoachModel({ config, logger: { warn: (details, message) => console.warn(message, details) } });
    const viaModel: Coach = async (request) => {
      let reply = '';
      for await (const piece of model.streamReply(request)) reply += piece;
      return reply;
    };
    await measure(`configured model (${config.ai.model ?? 'default'} at ${config.ai.baseUrl})`, viaModel, false);
  } else {
    console.log('Set AI_BASE_URL (and AI_MODEL, AI_API_KEY) to measure a configured model on the same set.');
  }
  return 0;
});
