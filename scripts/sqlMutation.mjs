// `pnpm test:sql-mutation`: mutation testing of the database's guards (issue 35). For each guard function, trigger
// function and policy of the targets (scripts/sqlMutation/targets.mjs; `--all` for every one in the migrations), each
// one-condition change of scripts/sqlMutation/mutants.mjs is made, and the target's db tests run against it. A failing
// test kills the mutant; a mutant that does not apply is "invalid" (not counted); a mutant every test passes
// "survived", and fails this run unless targets.mjs keeps it with a reason.
//
// How a mutant is made: every test backend is the usual copy of the run's migrated template, and the mutated object is
// made again on it (ACADEMY_SQL_MUTANT, supabase/tests/sqlMutant.ts: `create or replace function`, or the policy
// dropped and created), after a check that the unchanged definition replayed leaves the catalog as the migrations did.
// `--from-empty` makes it the slow way instead: the mutated migration in a scratch copy of supabase/migrations
// (ACADEMY_MIGRATIONS_ROOT) applied to an empty database by every backend; the two give the same results (docs/MUTATION.md).
//
//   pnpm test:sql-mutation                     every target
//   pnpm test:sql-mutation "lesson messages"   targets by name
//   pnpm test:sql-mutation --object notify_lesson_thread   objects whose key contains this text (repeatable)
//   pnpm test:sql-mutation --object guard_lesson --mutant "OR term"   and only mutants whose description has this
//   pnpm test:sql-mutation --list              the mutants, without running anything
//   pnpm test:sql-mutation --from-empty ...    each mutant from empty migrations (slow; the reference)
//
//   pnpm test:sql-mutation bans --rerun before.json   only the mutants that survived in an earlier run's results
//
// Results: reports/sql-mutation/results.json (or --results <file>) and a summary per object on stdout.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { startTestCluster, TEST_CLUSTER_ENV } from '../packages/server/src/testCluster.ts';
import { guardObjects, mutantReplay, objectMutants } from './sqlMutation/mutants.mjs';
import { kept, targets } from './sqlMutation/targets.mjs';

const repo = resolve(import.meta.dirname, '..');
const migrations = join(repo, 'supabase', 'migrations');
const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
/** Every value given to an option (`--object a --object b`). */
const values = (name) => args.flatMap((arg, i) => (arg === name && args[i + 1] !== undefined ? [args[i + 1]] : []));
const objectFilters = values('--object');
const mutantFilter = values('--mutant')[0];
const named = args.filter((arg, i) => !arg.startsWith('--') && !['--object', '--mutant', '--results', '--rerun'].includes(args[i - 1]));
const fromEmpty = flag('--from-empty');
/** `--rerun <results.json>`: only the mutants that survived (or were kept) in that earlier run, to see the new tests kill them. */
const rerunFile = values('--rerun')[0];
const rerun = rerunFile
  ? new Set(
      JSON.parse(readFileSync(rerunFile, 'utf8'))
        .filter((r) => r.status === 'survived' || r.status === 'kept')
        .map((r) => `${r.object} | ${r.mutant}`),
    )
  : null;
/** The mutants of an object, or those whose description contains --mutant's text. */
const mutantsOf = (object) =>
  objectMutants(object).filter(
    (m) => (!mutantFilter || m.kind.includes(mutantFilter)) && (!rerun || rerun.has(`${object.key} | ${m.kind}`)),
  );

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
  return [...chosen.values()].filter(({ object }) => objectFilters.length === 0 || objectFilters.some((text) => object.key.includes(text)));
}

const vitest = join(repo, 'node_modules', 'vitest', 'vitest.mjs');
const dbConfig = join(repo, 'supabase', 'vitest.config.ts');
const scratch = join(repo, '.tmp', `sql-mutation-${process.pid}`);
/** A scratch root whose supabase/migrations is the repository's, with `file` replaced by `text` (--from-empty). */
function scratchRoot(file, text) {
  rmSync(join(scratch, 'supabase'), { recursive: true, force: true });
  mkdirSync(join(scratch, 'supabase'), { recursive: true });
  cpSync(migrations, join(scratch, 'supabase', 'migrations'), { recursive: true });
  if (file) writeFileSync(join(scratch, 'supabase', 'migrations', file), text);
  return scratch;
}

/** The replays file the db harness applies to every backend (ACADEMY_SQL_MUTANT). */
function replaysFile(replays) {
  mkdirSync(scratch, { recursive: true });
  const file = join(scratch, 'replays.json');
  writeFileSync(file, JSON.stringify(replays));
  return file;
}

/** Runs the db tests with `env` added: the mutant as a scratch migrations root or as a replays file. */
function runTests(tests, env) {
  const started = Date.now();
  // Vitest's own entry with this Node (pnpm's): `pnpm exec` goes through npx each time, 1 to 17 s a mutant here.
  // GNU time, where there is one, reports the CPU the run took, which says more than its wall time on a shared machine.
  const cpuFile = join(scratch, 'cpu.txt');
  rmSync(cpuFile, { force: true });
  mkdirSync(scratch, { recursive: true });
  // The db project's own config: the workspace's root config loads every project's (Storybook's, the browsers'), about
  // 9 s of CPU a run. One file at a time: a killed mutant then stops before the other files have set up their worlds.
  const command = [process.execPath, vitest, 'run', '--config', dbConfig, '--no-file-parallelism', '--bail', '1', ...tests];
  const timed = existsSync('/usr/bin/time') ? ['/usr/bin/time', '-f', '%U %S', '-o', cpuFile, ...command] : command;
  const run = spawnSync(timed[0], timed.slice(1), {
    cwd: repo,
    env: { ...process.env, ...env, FORCE_COLOR: '0', NO_COLOR: '1', [TEST_CLUSTER_ENV]: cluster.adminUrl },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${run.stdout}\n${run.stderr}`;
  const failed = [...output.matchAll(/^\s*(?:×|✗|FAIL)\s+(.+)$/gm)].map((m) => m[1].trim()).slice(0, 3);
  // The first failure's report, so a kill can be read (an assertion, not a timeout of a starved machine).
  const failedAt = output.indexOf('Failed Tests');
  const failure = failedAt === -1 ? null : output.slice(failedAt, failedAt + 1200);
  // The fast path's own check failed: the replay is not the migration's object, so no result of it means anything.
  const replayError = /SQL_MUTANT_(?:REPLAY_DIFFERS|OBJECT_MISSING)[^\n]*/.exec(output)?.[0];
  const cpu = existsSync(cpuFile)
    ? readFileSync(cpuFile, 'utf8')
        .trim()
        .split('\n')
        .at(-1)
        .split(' ')
        .reduce((sum, part) => sum + Number(part), 0)
    : null;
  return {
    passed: run.status === 0,
    cpu: cpu === null || Number.isNaN(cpu) ? null : Math.round(cpu * 10) / 10,
    invalid: output.includes('MIGRATIONS_DID_NOT_APPLY'),
    replayError,
    failed,
    failure,
    seconds: Math.round((Date.now() - started) / 100) / 10,
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

// The unchanged migrations must pass the chosen tests, or nothing below means anything. On the fast path every
// object of the plan is replayed unchanged on every backend of this run: the replays reproduce the migrated catalog,
// and the tests pass with them.
const allTests = [...new Set(work.flatMap((w) => w.tests))];
const baseline = runTests(
  allTests,
  fromEmpty
    ? { ACADEMY_MIGRATIONS_ROOT: scratchRoot() }
    : { ACADEMY_SQL_MUTANT: replaysFile(work.map(({ object }) => mutantReplay(object))) },
);
if (!baseline.passed) {
  console.error(baseline.output.slice(-4000));
  console.error(
    baseline.replayError
      ? `A replay is not the migration's object (${baseline.replayError}): run that object with --from-empty.`
      : 'The db tests fail on the unchanged migrations: fix that first.',
  );
  await cluster.stop();
  process.exit(1);
}
console.log(
  `baseline: ${allTests.length} test files pass on the unchanged migrations${fromEmpty ? '' : `, ${work.length} objects replayed`} (${baseline.seconds} s, CPU ${baseline.cpu} s)`,
);

const results = [];
const started = Date.now();
for (const { object, tests, target } of work) {
  const text = readFileSync(join(migrations, object.file), 'utf8');
  for (const mutant of mutantsOf(object)) {
    const outcome = runTests(
      tests,
      fromEmpty
        ? { ACADEMY_MIGRATIONS_ROOT: scratchRoot(object.file, text.slice(0, mutant.start) + mutant.replacement + text.slice(mutant.end)) }
        : { ACADEMY_SQL_MUTANT: replaysFile([mutantReplay(object, mutant)]) },
    );
    const id = `${object.key} | ${mutant.kind}`;
    if (outcome.replayError) {
      console.error(outcome.output.slice(-4000));
      console.error(`${id}: the replay is not the migration's object (${outcome.replayError}); stopped.`);
      await cluster.stop();
      process.exit(1);
    }
    const status = outcome.invalid ? 'invalid' : !outcome.passed ? 'killed' : kept[id] ? 'kept' : 'survived';
    results.push({
      target,
      object: object.key,
      file: object.file,
      line: line(text, mutant.start),
      mutant: mutant.kind,
      status,
      killedBy: outcome.failed,
      failure: outcome.passed ? undefined : outcome.failure,
      reason: kept[id],
      seconds: outcome.seconds,
      cpuSeconds: outcome.cpu,
    });
    console.log(
      `${status.padEnd(8)} ${object.file}:${line(text, mutant.start)} ${id} (${outcome.seconds} s${outcome.cpu === null ? '' : `, CPU ${outcome.cpu} s`})`,
    );
  }
}
rmSync(scratch, { recursive: true, force: true });
await cluster.stop();

const resultsFile = values('--results')[0] ?? join(repo, 'reports', 'sql-mutation', 'results.json');
mkdirSync(dirname(resolve(resultsFile)), { recursive: true });
writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
console.log('\nper object: killed / survived / kept / invalid');
const byObject = new Map();
for (const r of results) {
  const row = byObject.get(r.object) ?? { killed: 0, survived: 0, kept: 0, invalid: 0 };
  row[r.status] += 1;
  byObject.set(r.object, row);
}
for (const [key, row] of byObject) console.log(`  ${key}: ${row.killed} / ${row.survived} / ${row.kept} / ${row.invalid}`);
const survivors = results.filter((r) => r.status === 'survived');
/** The mean CPU seconds of a mutant's run, where measured. */
function cpuEach() {
  const measured = results.filter((r) => r.cpuSeconds !== null);
  if (measured.length === 0) return '';
  return `, CPU ${Math.round((measured.reduce((sum, r) => sum + r.cpuSeconds, 0) / measured.length) * 10) / 10} s each`;
}
console.log(
  `\n${results.length} mutants in ${Math.round((Date.now() - started) / 1000)} s (${results.length ? Math.round((Date.now() - started) / results.length / 100) / 10 : 0} s each${cpuEach()}, ${fromEmpty ? 'from empty' : 'replayed on template copies'}): ${results.filter((r) => r.status === 'killed').length} killed, ${survivors.length} survived, ${results.filter((r) => r.status === 'kept').length} kept on purpose, ${results.filter((r) => r.status === 'invalid').length} invalid`,
);
if (survivors.length > 0) {
  for (const s of survivors) console.log(`  SURVIVED ${s.file}:${s.line} ${s.object} | ${s.mutant}`);
  process.exit(1);
}
