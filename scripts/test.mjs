// `pnpm test`: everything the tests need, then every test in the workspace, then one closing line.
//   --no-typecheck (also skips lint), --no-build skip those steps; any other argument goes to vitest (e.g. --project db).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import { ensureChromium, ensurePostgres } from './env.mjs';

const ownFlags = ['--no-build', '--no-typecheck'];
const args = process.argv.slice(2);
const env = { ...process.env };
env.CHROMIUM_PATH = ensureChromium();
const pg = await ensurePostgres();
if (pg) env.TEST_DATABASE_URL = pg;

function run(cmd, cmdArgs) {
  const r = spawnSync(cmd, cmdArgs, { stdio: 'inherit', env });
  return r.status ?? 1;
}

// Strict TypeScript and the lint rules over the whole workspace (app, features, ui, server, functions, tests).
if (!args.includes('--no-typecheck')) {
  for (const script of ['typecheck', 'lint']) {
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
const report = '.tmp/vitest-report.json';
const vitestArgs = ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args.filter((a) => !ownFlags.includes(a))];
const status = run('pnpm', vitestArgs);

if (existsSync(report)) {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  const skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  // Collected tests that never got a result (their file stopped: a browser that did not start, a crash) are
  // neither passed, failed nor skipped in vitest's counts; files that failed before collecting any test (an
  // import error) have none to count. Both are said, so a green-looking line never hides tests that did not run.
  const notRun = r.numTotalTests - r.numPassedTests - r.numFailedTests - skipped;
  const filesNotRun = r.testResults.filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length;
  const notRunText = `${notRun} did not run${filesNotRun ? ` (and ${filesNotRun} files failed before collecting any test)` : ''}`;
  console.log(`\ntests: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${skipped} skipped, ${notRunText}`);
}
process.exit(status);
