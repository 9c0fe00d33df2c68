// Reads a V8 CPU profile (`node --cpu-prof`, e.g. from `server-bench --profile=DIR`) and prints where the
// time went: self time grouped by package (ours, each dependency, Node's internals, GC, idle), then the top
// functions by self time with their package. Not a bench of its own: `pnpm bench` skips it without a file.
//
//   node bench/profile-summary.mjs <file.cpuprofile> [--top=25]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const file = process.argv.slice(2).find((a) => !a.startsWith('--'));
if (!file) {
  console.log('usage: node bench/profile-summary.mjs <file.cpuprofile> [--top=25]  (make one with server-bench --profile=DIR)');
  process.exit(0);
}
const top = Number(process.argv.find((a) => a.startsWith('--top='))?.split('=')[1] ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8'));

/** The package a frame belongs to: the dependency's name, our own workspace folder, or Node's or V8's part. */
export function packageOf(url, functionName) {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const dependency = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (dependency) return dependency[1];
  if (url.startsWith('node:')) return 'node:internal';
  const ours = /\/(packages\/[^/]+|supabase\/functions|scripts|bench)\//.exec(url);
  return ours ? `ours: ${ours[1]}` : url;
}

const LABELS = {
  forum: 'forum list with counts',
  course: 'course page: lessons + own progress',
  upsert: 'progress upsert',
  subscription: 'check-subscription',
};

// Sample times (µs, monotonic) and the windows server-bench recorded for each call, when it did.
const sampleTimes = [];
for (let i = 0, t = profile.startTime; i < profile.samples.length; i++) sampleTimes.push((t += profile.timeDeltas[i] ?? 0));
const pid = /\.(\d+)\.\d+\.\d+\.cpuprofile$/.exec(file)?.[1];
const windowsFile = pid && path.join(path.dirname(file), `windows-${pid}.json`);
const windows = windowsFile && existsSync(windowsFile) ? JSON.parse(readFileSync(windowsFile, 'utf8')) : [];

const frameOf = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
const pct = (micros, of) => `${((100 * micros) / of).toFixed(1).padStart(5)}%`;

/** Self time by package and by function over the samples taken within any of `ranges` ([{ from, to }]). */
function summarize(title, ranges, limit) {
  // Self time of each node: the gap before a sample belongs to the sampled node.
  const selfMicros = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    if (!ranges.some(({ from, to }) => sampleTimes[i] >= from && sampleTimes[i] <= to)) continue;
    const id = profile.samples[i];
    selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
  let total = 0;
  const byPackage = new Map();
  const byFunction = new Map();
  for (const [id, micros] of selfMicros) {
    const { url, functionName, lineNumber } = frameOf.get(id);
    const pkg = packageOf(url, functionName);
    total += micros;
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + micros);
    const key = `${functionName || '(anonymous)'}  [${pkg}${url ? ` ${url.split('/').pop()}:${lineNumber + 1}` : ''}]`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + micros);
  }
  const busy = total - (byPackage.get('(idle)') ?? 0);
  console.log(
    `\n## ${title}: ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy (${pct(busy, total).trim()}); shares are of busy time`,
  );
  console.log('by package (self time):');
  const packages = [...byPackage].filter(([pkg]) => pkg !== '(idle)').sort((a, b) => b[1] - a[1]);
  console.log(
    '  ' +
      packages
        .filter(([, micros]) => micros / busy >= 0.005)
        .map(([pkg, micros]) => `${pkg} ${pct(micros, busy).trim()}`)
        .join(', '),
  );
  console.log(`top ${limit} functions (self time):`);
  for (const [key, micros] of [...byFunction]
    .filter(([key]) => !key.startsWith('(idle)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)) {
    console.log(`  ${pct(micros, busy)}  ${key}`);
  }
}

console.log(file);
if (!windows.length) summarize('whole profile', [{ from: -Infinity, to: Infinity }], top);
// server-bench records several windows per call (its HTTP rounds): a call's are summed.
for (const call of new Set(windows.map((w) => w.call))) {
  summarize(
    LABELS[call] ?? call,
    windows.filter((w) => w.call === call),
    Math.min(top, 15),
  );
}
