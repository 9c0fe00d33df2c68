// `pnpm test:sql-mutation`: mutation testing of the database's guards (issue 35). For each guard function, trigger
// function and policy of the targets (scripts/sqlMutation/targets.mjs; `--all` for every one in the migrations), each
// one-condition change of scripts/sqlMutation/mutants.mjs is written into a scratch copy of supabase/migrations, and
// the target's db tests run against it (ACADEMY_MIGRATIONS_ROOT points the harness there; every test database is a
// fresh one on the run's embedded PostgreSQL). A failing test kills the mutant; a mutant whose migrations do not apply
// is "invalid" (not counted); a mutant every test passes "survived", and fails this run unless targets.mjs keeps it
// with a reason.
//
//   pnpm test:sql-mutation                     every target
//   pnpm test:sql-mutation "lesson messages"   targets by name
//   pnpm test:sql-mutation --object notify_lesson_thread   objects whose key contains this text
//   pnpm test:sql-mutation --object guard_lesson --mutant "OR term"   and only mutants whose description has this
//   pnpm test:sql-mutation --list              the mutants, without running anything
//
// Results: reports/sql-mutation/results.json and a summary per object on stdout.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startTestCluster, TEST_CLUSTER_ENV } from '../packages/server/src/testCluster.ts';
import { guardObjects, objectMutants } from './sqlMutation/mutants.mjs';
import { kept, targets } from './sqlMutation/targets.mjs';

const repo = resolve(import.meta.dirname, '..');
const migrations = join(repo, 'supabase', 'migrations');
const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const objectFilter = option('--object');
const mutantFilter = option('--mutant');
const named = args.filter((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--object' && args[i - 1] !== '--mutant');
/** The mutants of an object, or those whose description contains --mutant's text. */
const mutantsOf = (object) => objectMutants(object).filter((m) => !mutantFilter || m.kind.includes(mutantFilter));

const objects = guardObjects(migrations);
const testFiles = readdirSync(join(repo, 'supabase', 'tests'))
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => `supabase/tests/${f}`);
const mentions = (file, word) => readFileSync(join(repo, file), 'utf8').includes(word);

/** [object, tests] pairs to mutate. */
function plan() {
  const chosen = new Map();
  if (flag('--all')) {
    for (const object of objects) {
      if (object.kind === 'function' && object.triggerOn.length === 0 && !object.name.startsWith('guard_')) continue;
      const words = object.kind === 'policy' ? [object.table] : [object.name, ...object.triggerOn];
      const tests = testFiles.filter((file) => words.some((word) => mentions(file, word)));
      if (tests.length > 0) chosen.set(object.key, { object, tests, target: 'all' });
    }
  } else {
    for (const target of targets) {
      if (named.length > 0 && !named.includes(target.name)) continue;
      for (const object of objects) {
        const ofTable =
          (object.kind === 'policy' && target.tables.includes(object.table)) ||
          (object.kind === 'function' && object.triggerOn.some((table) => target.tables.includes(table)));
        const byName = object.kind === 'function' && target.functions.includes(object.name);
        if (!ofTable && !byName) continue;
        const entry = chosen.get(object.key) ?? { object, tests: [], target: target.name };
        entry.tests = [...new Set([...entry.tests, ...target.tests])];
        chosen.set(object.key, entry);
      }
    }
  }
  return [...chosen.values()].filter(({ object }) => !objectFilter || object.key.includes(objectFilter));
}

const scratch = join(repo, '.tmp', `sql-mutation-${process.pid}`);
/** A scratch root whose supabase/migrations is the repository's, with `file` replaced by `text`. */
function scratchRoot(file, text) {
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(join(scratch, 'supabase'), { recursive: true });
  cpSync(migrations, join(scratch, 'supabase', 'migrations'), { recursive: true });
  if (file) writeFileSync(join(scratch, 'supabase', 'migrations', file), text);
  return scratch;
}

function runTests(tests, root) {
  const started = Date.now();
  const run = spawnSync('pnpm', ['exec', 'vitest', 'run', '--project', 'db', '--bail', '1', ...tests], {
    cwd: repo,
    env: { ...process.env, ACADEMY_MIGRATIONS_ROOT: root, FORCE_COLOR: '0', [TEST_CLUSTER_ENV]: cluster.adminUrl },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${run.stdout}\n${run.stderr}`;
  const failed = [...output.matchAll(/^\s*(?:×|✗|FAIL)\s+(.+)$/gm)].map((m) => m[1].trim()).slice(0, 3);
  return {
    passed: run.status === 0,
    invalid: output.includes('MIGRATIONS_DID_NOT_APPLY'),
    failed,
    seconds: Math.round((Date.now() - started) / 1000),
    output,
  };
}

const work = plan();
const line = (text, at) => text.slice(0, at).split('\n').length;
if (flag('--list')) {
  let count = 0;
  for (const { object, tests } of work) {
    const mutants = mutantsOf(object);
    count += mutants.length;
    console.log(`${object.key} (${object.file}) — ${mutants.length} mutants; tests: ${tests.join(', ')}`);
    const text = readFileSync(join(migrations, object.file), 'utf8');
    for (const m of mutants) console.log(`  line ${line(text, m.start)}: ${m.kind}`);
  }
  console.log(`${work.length} objects, ${count} mutants`);
  process.exit(0);
}

// One embedded PostgreSQL for every run below (each test file still makes a fresh database on it): vitest's global
// setup sees it in the environment and does not start one per mutant.
const cluster = await startTestCluster();
// (Ctrl-C reaches the cluster's postgres too: it is in this process group, and stops on SIGINT.)

// The unchanged migrations must pass the chosen tests, or nothing below means anything.
const allTests = [...new Set(work.flatMap((w) => w.tests))];
const baseline = runTests(allTests, scratchRoot());
if (!baseline.passed) {
  console.error(baseline.output.slice(-4000));
  console.error('The db tests fail on the unchanged migrations: fix that first.');
  await cluster.stop();
  process.exit(1);
}
console.log(`baseline: ${allTests.length} test files pass on the unchanged migrations (${baseline.seconds} s)`);

const results = [];
const started = Date.now();
for (const { object, tests, target } of work) {
  const text = readFileSync(join(migrations, object.file), 'utf8');
  for (const mutant of mutantsOf(object)) {
    const mutated = text.slice(0, mutant.start) + mutant.replacement + text.slice(mutant.end);
    const outcome = runTests(tests, scratchRoot(object.file, mutated));
    const id = `${object.key} | ${mutant.kind}`;
    const status = outcome.invalid ? 'invalid' : !outcome.passed ? 'killed' : kept[id] ? 'kept' : 'survived';
    results.push({
      target,
      object: object.key,
      file: object.file,
      line: line(text, mutant.start),
      mutant: mutant.kind,
      status,
      killedBy: outcome.failed,
      reason: kept[id],
      seconds: outcome.seconds,
    });
    console.log(`${status.padEnd(8)} ${object.file}:${line(text, mutant.start)} ${id} (${outcome.seconds} s)`);
  }
}
rmSync(scratch, { recursive: true, force: true });
await cluster.stop();

mkdirSync(join(repo, 'reports', 'sql-mutation'), { recursive: true });
writeFileSync(join(repo, 'reports', 'sql-mutation', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log('\nper object: killed / survived / kept / invalid');
const byObject = new Map();
for (const r of results) {
  const row = byObject.get(r.object) ?? { killed: 0, survived: 0, kept: 0, invalid: 0 };
  row[r.status] += 1;
  byObject.set(r.object, row);
}
for (const [key, row] of byObject) console.log(`  ${key}: ${row.killed} / ${row.survived} / ${row.kept} / ${row.invalid}`);
const survivors = results.filter((r) => r.status === 'survived');
console.log(
  `\n${results.length} mutants in ${Math.round((Date.now() - started) / 60000)} min: ${results.filter((r) => r.status === 'killed').length} killed, ${survivors.length} survived, ${results.filter((r) => r.status === 'kept').length} kept on purpose, ${results.filter((r) => r.status === 'invalid').length} invalid`,
);
if (survivors.length > 0) {
  for (const s of survivors) console.log(`  SURVIVED ${s.file}:${s.line} ${s.object} | ${s.mutant}`);
  process.exit(1);
}
