// `pnpm test`: everything the tests need, then every test in the workspace, then one closing line.
//   --no-typecheck (also skips lint and the format check), --no-build (also skips the static Storybook) skip those steps; any other argument goes to vitest (e.g. --project db).
// Engines: the embedded PostgreSQL (the default `pnpm start` runs on) is always tested: vitest's global
// setup starts a throwaway cluster, and fails the run if it cannot. A PostgreSQL server (DATABASE_URL's
// engine) is tested when reachable; without one its tests are reported as skipped, and under CI
// (CI=true) the run fails, since the README promises that engine too. The browser journeys run on the
// embedded engine, then those that write or read through the database again on the server when there is one.
import { spawn, spawnSync } from 'node:child_process';
import { openSync, mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { relative } from 'node:path';
import { ensureChromium, ensurePostgres } from './env.mjs';
import { journeysOnBothEngines } from '../e2e/engines.ts';

const ownFlags = ['--no-build', '--no-typecheck'];
const args = process.argv.slice(2);
const env = { ...process.env };
env.CHROMIUM_PATH = ensureChromium();
const pg = await ensurePostgres();
if (pg) env.TEST_DATABASE_URL = pg;
else if (process.env.CI) {
  console.error(
    '[academy] CI must test every engine the README promises: no PostgreSQL server on 127.0.0.1:5432 and TEST_DATABASE_URL is not set.',
  );
  process.exit(1);
}

function run(cmd, cmdArgs) {
  const r = spawnSync(cmd, cmdArgs, { stdio: 'inherit', env });
  return r.status ?? 1;
}

// Strict TypeScript, the lint rules and the formatting (prettier --check) over the whole workspace.
if (!args.includes('--no-typecheck')) {
  for (const script of ['typecheck', 'lint', 'format:check']) {
    const status = run('pnpm', ['run', script]);
    if (status !== 0) process.exit(status);
  }
}

// The browser journeys run against the production build, served by the real server.
if (!args.includes('--no-build')) {
  const status = run('pnpm', ['run', 'build']);
  if (status !== 0) process.exit(status);
}

mkdirSync('.tmp', { recursive: true });

const vitestArgs = args.filter((a) => !ownFlags.includes(a));

// The static Storybook (what designers open) is built beside the tests, not after them: it needs no test and the
// tests need nothing from it. Its output goes to .tmp/build-storybook.log; a failure is named in the closing lines.
// Only with the whole suite (no --project or file arguments) and the build.
const storybookBuild = args.includes('--no-build') || vitestArgs.length > 0 ? undefined : buildStorybook();
function buildStorybook() {
  // A file descriptor, not a pipe: the runs below block this process (spawnSync), and a pipe nobody reads would fill.
  const log = openSync('.tmp/build-storybook.log', 'w');
  const child = spawn('pnpm', ['run', 'build-storybook', '--quiet'], { env, stdio: ['ignore', log, log] });
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}
const reports = ['.tmp/vitest-report.json'];
for (const file of reports) rmSync(file, { force: true });
let status = run('pnpm', [
  'exec',
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reports[0]}`,
  ...vitestArgs,
]);

// The journeys whose outcome the engine can change (e2e/engines.ts says which and why) again on the PostgreSQL server,
// when there is one and the e2e project was part of the run.
const projects = vitestArgs.flatMap((a, i) => (a === '--project' ? [vitestArgs[i + 1]] : a.startsWith('--project=') ? [a.slice(10)] : []));
const onlyFiles = vitestArgs.some((a) => !a.startsWith('-') && !projects.includes(a));
if (pg && !onlyFiles && (projects.length === 0 || projects.includes('e2e'))) {
  reports.push('.tmp/vitest-report-e2e-server.json');
  rmSync(reports[1], { force: true });
  console.log('\n[academy] the browser journeys on the PostgreSQL server (E2E_ENGINE=server)');
  env.E2E_ENGINE = 'server';
  const again = run('pnpm', [
    'exec',
    'vitest',
    'run',
    '--project',
    'e2e',
    ...Object.keys(journeysOnBothEngines).map((file) => `e2e/${file}`),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reports[1]}`,
  ]);
  status ||= again;
}

const totals = { passed: 0, failed: 0, skipped: 0, notRun: 0, filesNotRun: 0 };
// The failures are named again at the very end: a CI log is often read only from its tail, and vitest's own
// account of a failure can sit thousands of lines above it.
const failures = [];
for (const file of reports.filter((f) => existsSync(f))) {
  const r = JSON.parse(readFileSync(file, 'utf8'));
  const skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  totals.passed += r.numPassedTests ?? 0;
  totals.failed += r.numFailedTests ?? 0;
  totals.skipped += skipped;
  // Collected tests that never got a result (their file stopped: a browser that did not start, a crash) are
  // neither passed, failed nor skipped in vitest's counts; files that failed before collecting any test (an
  // import error) have none to count. Both are said, so a green-looking line never hides tests that did not run.
  totals.notRun += r.numTotalTests - r.numPassedTests - r.numFailedTests - skipped;
  const filesFailedEarly = r.testResults.filter((result) => result.status === 'failed' && result.assertionResults.length === 0);
  totals.filesNotRun += filesFailedEarly.length;
  for (const result of filesFailedEarly) failures.push(`${relative(process.cwd(), result.name)}: ${firstLine(result.message)}`);
  // A file whose setup failed (beforeAll) has its tests marked skipped and none failed: they did not run, and the
  // file is named as failed (it said "0 failed, 7 skipped" once while the run failed).
  const setupFailed = r.testResults.filter(
    (result) =>
      result.status === 'failed' &&
      result.assertionResults.length > 0 &&
      !result.assertionResults.some((test) => test.status === 'failed' || test.status === 'passed'),
  );
  for (const result of setupFailed) {
    const count = result.assertionResults.filter((test) => test.status === 'skipped' || test.status === 'pending').length;
    totals.skipped -= count;
    totals.notRun += count;
    failures.push(
      `${relative(process.cwd(), result.name)}: its setup failed, so its ${count} tests did not run: ${firstLine(result.message)}`,
    );
  }
  for (const result of r.testResults) {
    for (const test of result.assertionResults.filter((t) => t.status === 'failed')) {
      failures.push(`${relative(process.cwd(), result.name)} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
  }
}
if (storybookBuild) {
  const code = await storybookBuild;
  if (code !== 0) {
    failures.push(`pnpm build-storybook exited with ${code}: see .tmp/build-storybook.log`);
    status ||= code;
  }
}
for (const failure of failures) console.log(`failed: ${failure}`);
const notRunText = `${totals.notRun} did not run${totals.filesNotRun ? ` (and ${totals.filesNotRun} files failed before collecting any test)` : ''}`;
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped, ${notRunText}`);
console.log(
  `engines: the embedded PostgreSQL always; a PostgreSQL server ${pg ? `at ${new URL(pg).host} too` : 'not reachable: its variants are counted as skipped'}`,
);
process.exit(status);

function firstLine(text) {
  return (text ?? '').split('\n').find((line) => line.trim()) ?? 'no message';
}
