// `pnpm bench [name ...]`: runs the benchmarks under bench/ one after another and prints their tables.
// With no name it lists them. Each bench is bounded in time and talks only to loopback servers it starts.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const benches = readdirSync(dir)
  .filter((f) => /\.(mjs|ts)$/.test(f) && f !== 'run.mjs' && f !== 'profile-summary.mjs')
  .map((f) => ({ name: f.replace(/\.(mjs|ts)$/, ''), file: path.join(dir, f) }));

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const flags = process.argv.slice(2).filter((a) => a.startsWith('--'));
if (wanted.length === 0) {
  console.log('usage: pnpm bench <name ...> | all\n');
  for (const b of benches) console.log(`  ${b.name}`);
  process.exit(0);
}
const selected = wanted.includes('all') ? benches : benches.filter((b) => wanted.includes(b.name));
const unknown = wanted.filter((w) => w !== 'all' && !benches.some((b) => b.name === w));
if (unknown.length) {
  console.error(`unknown bench: ${unknown.join(', ')}`);
  process.exit(2);
}
let failed = 0;
for (const b of selected) {
  console.log(`\n=== ${b.name}`);
  const r = spawnSync(process.execPath, [b.file, ...flags], { stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
