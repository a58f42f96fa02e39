// node bench/profile-summary.ts <file.cpuprofile> [top]: the functions with the most self time in a
// V8 CPU profile (as written by --cpu-prof, e.g. BENCH_CPU_PROF=dir npm run bench:api), grouped by
// package, so a bottleneck shows without opening DevTools.
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: node bench/profile-summary.ts <file.cpuprofile> [top]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));

const where = (url: string): string => {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage?.[1]) return inPackage[1];
  if (url.includes('/apps/') || url.includes('/packages/'))
    return url.replace(/^.*\/(apps|packages)\//, '$1/');
  return url.startsWith('node:') ? url : url || '(native)';
};

const byFunction = new Map<string, number>();
const byPackage = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, index) => {
  const node = nodes.get(id);
  const micros = profile.timeDeltas[index] ?? 0;
  if (!node) return;
  const { functionName, url, lineNumber } = node.callFrame;
  const place = where(url);
  const key = `${functionName || '(anonymous)'} ${place}:${lineNumber + 1}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + micros);
  const pkg =
    place.startsWith('apps/') || place.startsWith('packages/')
      ? place.split('/').slice(0, 2).join('/')
      : place;
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + micros);
  total += micros;
});

const top = Number(topArg ?? 25);
const print = (title: string, entries: Map<string, number>): void => {
  console.log(`\n${title} (self time, ${(total / 1e6).toFixed(1)} s sampled)`);
  for (const [name, micros] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${((100 * micros) / total).toFixed(1).padStart(5)} %  ${name}`);
  }
};
print('By package', byPackage);
print('By function', byFunction);
