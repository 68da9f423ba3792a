// Summarises a V8 .cpuprofile (from `node --cpu-prof`): self time by function and by file (package),
// the profile's total and, given the number of requests the load made, CPU ms per request.
// Usage: npx tsx bench/profile-summary.ts <file.cpuprofile> [requests] [top=25]
import { readFileSync } from 'node:fs';

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

const [file, requestsArg, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: bench/profile-summary.ts <file.cpuprofile> [requests] [top]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const top = Number(topArg ?? 25);

// Self time per node: each sample's delta belongs to the node it hit.
const selfUs = new Map<number, number>();
profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));

/** node_modules/<pkg>, node:internal, or the file's name for our own bundle. */
function fileOf(url: string): string {
  if (!url) return '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return url.split('/').slice(0, 2).join('/');
  return url.split('/').slice(-2).join('/');
}

const byFunction = new Map<string, number>();
const byFile = new Map<string, number>();
let total = 0;
let idle = 0;
for (const [id, us] of selfUs) {
  const { functionName, url, lineNumber } = nodes.get(id)!.callFrame;
  total += us;
  if (functionName === '(idle)') idle += us;
  const name = `${functionName || '(anonymous)'} ${fileOf(url)}${url ? `:${lineNumber + 1}` : ''}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + us);
  byFile.set(fileOf(url), (byFile.get(fileOf(url)) ?? 0) + us);
}

const busy = total - idle;
const ms = (us: number) => (us / 1000).toFixed(0).padStart(7);
const pct = (us: number) => `${((us / busy) * 100).toFixed(1).padStart(5)} %`;
console.log(`profile ${((profile.endTime - profile.startTime) / 1e6).toFixed(1)} s, busy ${ms(busy)} ms, idle ${ms(idle)} ms`);
if (requestsArg) console.log(`CPU per request: ${(busy / 1000 / Number(requestsArg)).toFixed(2)} ms over ${requestsArg} requests`);
const print = (title: string, map: Map<string, number>) => {
  console.log(`\n${title} (self time, % of busy)`);
  for (const [name, us] of [...map]
    .filter(([n]) => !n.startsWith('(idle)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)) {
    console.log(`${ms(us)} ms ${pct(us)}  ${name}`);
  }
};
print('by file', byFile);
print('by function', byFunction);

// Inclusive time of our own functions (the server bundle): where the time goes by what the code does
// (a send, a stream's heartbeat, a job), each sample counted once per function on its stack.
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
const ours = (url: string) => url.includes('/dist/') && !url.includes('node_modules');
const inclusive = new Map<string, number>();
profile.samples.forEach((id, i) => {
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const { functionName, url } = nodes.get(at)!.callFrame;
    if (ours(url) && functionName) seen.add(functionName);
  }
  for (const name of seen) inclusive.set(name, (inclusive.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
print('our functions, inclusive', inclusive);
