// Reads a V8 CPU profile (.cpuprofile, as written by node --cpu-prof or BENCH_PROFILE=<dir> npm run bench)
// and prints where the time went: the top functions by self time, and the time per package.
//   node --import tsx profile-summary.ts <file.cpuprofile | dir> [top=25]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

function newestProfile(path: string): string {
  if (!statSync(path).isDirectory()) return path;
  const files = readdirSync(path)
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => join(path, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (!files[0]) throw new Error(`no .cpuprofile in ${path}`);
  return files[0];
}

/** node_modules/<package> (scoped too), node's own internals, or the app's source. */
function packageOf(url: string): string {
  if (url === '') return '(native / idle)';
  if (url.startsWith('node:')) return 'node internals';
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (match?.[1]) return match[1];
  return url.includes('/dist/') ? 'app (bundled)' : url;
}

const [target, topArgument] = process.argv.slice(2);
if (!target) {
  console.error('usage: node --import tsx profile-summary.ts <file.cpuprofile | dir> [top]');
  process.exit(2);
}
const file = newestProfile(target);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfTime = new Map<number, number>();
profile.samples.forEach((id, index) => selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));
const total = [...selfTime.values()].reduce((sum, time) => sum + time, 0);

const functions = new Map<string, number>();
const packages = new Map<string, number>();
for (const [id, time] of selfTime) {
  const frame = byId.get(id)?.callFrame;
  if (!frame) continue;
  const where = frame.url ? `${frame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/dist\//, 'dist/')}:${frame.lineNumber + 1}` : '';
  const name = `${frame.functionName || '(anonymous)'} ${where}`.trim();
  functions.set(name, (functions.get(name) ?? 0) + time);
  const group = ['(idle)', '(program)', '(garbage collector)'].includes(frame.functionName) ? frame.functionName : packageOf(frame.url);
  packages.set(group, (packages.get(group) ?? 0) + time);
}

// Total time: a function's own samples and those of everything it called (each counted once per stack).
const totals = new Map<string, number>();
function walk(id: number, onStack: Set<string>): number {
  const node = byId.get(id);
  if (!node) return 0;
  let time = selfTime.get(id) ?? 0;
  const frame = node.callFrame;
  const name = `${frame.functionName || '(anonymous)'} ${frame.url ? `${frame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/dist\//, 'dist/')}:${frame.lineNumber + 1}` : ''}`.trim();
  const fresh = !onStack.has(name);
  if (fresh) onStack.add(name);
  for (const child of node.children ?? []) time += walk(child, onStack);
  if (fresh) {
    onStack.delete(name);
    totals.set(name, (totals.get(name) ?? 0) + time);
  }
  return time;
}
const root = profile.nodes[0];
if (root) walk(root.id, new Set());

const top = Number(topArgument ?? 25);
const percent = (time: number) => `${((100 * time) / total).toFixed(1).padStart(5)}%`;
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled\n\nby package`);
for (const [name, time] of [...packages].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`${percent(time)}  ${name}`);
console.log(`\ntop ${top} functions by self time`);
for (const [name, time] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${percent(time)}  ${name}`);
const skip = new Set(['(root)', '(idle)', '(program)', '(garbage collector)']);
console.log(`\ntop ${top} functions by total time (with what they call)`);
for (const [name, time] of [...totals].filter(([name]) => !skip.has(name)).sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${percent(time)}  ${name}`);
