// `pnpm test:mutation [scope ...]`: StrykerJS over each scope of stryker/scopes.mjs in turn (all of them when none is
// named), one Stryker run per scope because each has its own break threshold. Incremental: a rerun tests only the
// mutants whose code or tests changed (`--force` to test them all again). Exits non-zero if any scope scores below
// its threshold or fails to run. Reports: reports/mutation/<scope>.html.
import { spawnSync } from 'node:child_process';
import { scopes } from '../stryker/scopes.mjs';

const args = process.argv.slice(2);
const force = args.includes('--force');
const named = args.filter((arg) => !arg.startsWith('--'));
for (const name of named) if (!scopes[name]) throw new Error(`no mutation scope "${name}" (one of ${Object.keys(scopes).join(', ')})`);
const chosen = named.length > 0 ? named : Object.keys(scopes);

const failed = [];
for (const name of chosen) {
  const started = Date.now();
  console.log(`\n=== mutation scope ${name} (break below ${scopes[name].breakAt} %) ===`);
  const run = spawnSync('pnpm', ['exec', 'stryker', 'run', 'stryker.config.mjs', ...(force ? ['--force'] : [])], {
    stdio: 'inherit',
    env: { ...process.env, MUTATION_SCOPE: name },
  });
  console.log(`=== ${name}: ${run.status === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s ===`);
  if (run.status !== 0) failed.push(name);
}
if (failed.length > 0) {
  console.error(`mutation testing failed for: ${failed.join(', ')}`);
  process.exit(1);
}
