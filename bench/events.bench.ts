// The per-user event stream, GET /api/events: how long a stream takes to open, and how long a safety alert
// takes from the client's message to every one of the coach's open streams. See README.md.
import { SafetyAlertEventSchema } from '@coaching/contract';
import { describeError, onCleanup, runBench } from './bench-run.js';
import { startBuiltServer } from '../e2e/support/built-product.js';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 100);
const ALERTS = Number(process.env.BENCH_ALERTS ?? 10);
const DEMO = { coach: { email: 'coach@example.com', password: 'Coach123!' }, client: { email: 'client@example.com', password: 'Client123!' } };
const CRISIS = "I don't want to live anymore. I keep thinking about ending my life and I have a plan for how I would do it.";

type Stream = { alerts: Map<string, number>; close: () => void };

async function signIn(baseUrl: string, account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) });
  const body = (await response.json()) as { data?: { token?: string } };
  if (response.status !== 200 || !body.data?.token) throw new Error(`signing in as ${account.email} failed: ${response.status}`);
  return body.data.token;
}

/** Opens one stream and notes when each alert arrives on it (performance.now()). */
async function openStream(baseUrl: string, token: string): Promise<{ stream: Stream; openMs: number }> {
  const controller = new AbortController();
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/events`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  const openMs = performance.now() - started;
  if (response.status !== 200 || !response.body) throw new Error(`GET /api/events answered ${response.status}`);
  const alerts = new Map<string, number>();
  void (async () => {
    const decoder = new TextDecoder();
    let pending = '';
    try {
      for await (const chunk of response.body!) {
        pending += decoder.decode(chunk as Uint8Array, { stream: true });
        const blocks = pending.split('\n\n');
        pending = blocks.pop() ?? '';
        for (const line of blocks.flatMap((block) => block.split('\n')).filter((l) => l.startsWith('data: '))) {
          const parsed = SafetyAlertEventSchema.safeParse(JSON.parse(line.slice(6)));
          if (parsed.success) alerts.set(parsed.data.data.alertId, performance.now());
        }
      }
    } catch {
      // Aborted at the end of the run.
    }
  })();
  return { stream: { alerts, close: () => controller.abort() }, openMs };
}

async function raiseAlert(baseUrl: string, token: string): Promise<number> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const created = await fetch(`${baseUrl}/api/ai-coaching/conversations`, { method: 'POST', headers, body: JSON.stringify({ focusAreas: ['Career Development'], goals: [] }) });
  const conversationId = ((await created.json()) as { data: { conversation: { _id: string } } }).data.conversation._id;
  const sent = performance.now();
  const response = await fetch(`${baseUrl}/api/ai-coaching/conversations/${conversationId}/messages`, { method: 'POST', headers, body: JSON.stringify({ content: CRISIS }) });
  if (response.status !== 200) throw new Error(`the crisis message answered ${response.status}`);
  return sent;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const row = (name: string, values: number[]) =>
  `${name.padEnd(34)} ${percentile(values, 50).toFixed(1).padStart(8)} ${percentile(values, 99).toFixed(1).padStart(8)} ${Math.max(...values).toFixed(1).padStart(8)}`;

async function run(): Promise<number> {
  const server = await startBuiltServer({ AUTH_RATE_LIMIT_PER_MINUTE: '100000', AI_MESSAGES_PER_MINUTE: '100000', AI_BASE_URL: '' });
  onCleanup('stop the server', () => server.stop());
  const baseUrl = server.baseURL;
  try {
    const [coachToken, clientToken] = [await signIn(baseUrl, DEMO.coach), await signIn(baseUrl, DEMO.client)];
    const opened = await Promise.all(Array.from({ length: STREAMS }, () => openStream(baseUrl, coachToken)));
    const streams = opened.map(({ stream }) => stream);
    onCleanup('close the streams', async () => streams.forEach((stream) => stream.close()));

    const delivery: number[] = [];
    let missing = 0;
    // The first alert, thrown away, loads the safety screen's scorer.
    for (let alert = -1; alert < ALERTS; alert++) {
      const before = new Set(streams[0]!.alerts.keys());
      const sent = await raiseAlert(baseUrl, clientToken);
      const deadline = Date.now() + 5_000;
      while (Date.now() < deadline && streams.some((stream) => stream.alerts.size <= before.size)) await new Promise((resolve) => setTimeout(resolve, 5));
      for (const stream of streams) {
        const arrived = [...stream.alerts.entries()].find(([id]) => !before.has(id))?.[1];
        if (alert < 0) continue;
        if (arrived === undefined) missing++;
        else delivery.push(arrived - sent);
      }
    }

    console.log(`streams: ${STREAMS} open as the demo coach; alerts: ${ALERTS} crisis messages from the demo client\n`);
    console.log(`${'measure'.padEnd(34)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)}`);
    console.log(row(`GET /api/events open (${STREAMS} at once)`, opened.map(({ openMs }) => openMs)));
    console.log(row('message sent -> alert on a stream', delivery));
    if (missing > 0) {
      console.error(`\nbench failed: ${missing} of ${STREAMS * ALERTS} alert deliveries did not arrive within 5 s`);
      return 1;
    }
    return 0;
  } catch (error) {
    throw new Error(`${describeError(error)}\n--- server output (tail) ---\n${server.output().trimEnd()}`, { cause: error });
  }
}

await runBench('events', run);
