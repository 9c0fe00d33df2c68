// StrykerJS: mutation testing of the code where a regression costs most (issue 35). Stryker changes one thing at a
// time in the code (a condition, a comparison, a string, a branch) and runs the tests that cover it; a change no test
// notices is a "survived" mutant, i.e. a one-line regression the suite would let through.
//
// Stryker has one `thresholds.break` per run, so the code in scope is split into scopes, one run each, chosen with
// MUTATION_SCOPE (scripts/mutation.mjs runs them one after another: `pnpm test:mutation [scope ...]`):
// the server's security modules and the payment rules must score >= 85 %, everything else in scope >= 75 %.
// Each scope names the Vitest project config that tests it and the test files that run (testFiles), so a mutant runs
// only the tests that cover it, never the whole suite. Incremental mode keeps each scope's results under
// reports/mutation/ (gitignored): a rerun tests only the mutants whose code or tests changed.
//
// Surviving mutants left on purpose are marked where they are, with `// Stryker disable next-line <mutator>: <reason>`
// (Stryker then reports them as "ignored", with the reason, in the HTML report); `keptOnPurpose` below lists them all.
import { scopes } from './stryker/scopes.mjs';

const name = process.env.MUTATION_SCOPE ?? 'server-security';
const scope = scopes[name];
if (!scope) throw new Error(`MUTATION_SCOPE: no scope "${name}" (one of ${Object.keys(scopes).join(', ')})`);

export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  // Forks, as the projects run their tests (the db harness changes the working directory, which threads may not).
  vitest: { configFile: scope.vitestConfig, related: false, pool: 'forks' },
  mutate: scope.mutate,
  testFiles: scope.testFiles,
  coverageAnalysis: 'perTest',
  // The machine is shared: one test runner at a time.
  concurrency: 1,
  incremental: true,
  incrementalFile: `reports/mutation/${name}.incremental.json`,
  reporters: ['html', 'json', 'clear-text', 'progress'],
  htmlReporter: { fileName: `reports/mutation/${name}.html` },
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
  clearTextReporter: { allowColor: false, logTests: false, reportMutants: true, reportScoreTable: true },
  thresholds: { high: 90, low: scope.breakAt, break: scope.breakAt },
  // The servers these tests start are slow to boot on a loaded machine; a mutant that hangs still times out.
  timeoutMS: 30_000,
  timeoutFactor: 2,
  dryRunTimeoutMinutes: 20,
  // Type errors a mutant causes are not checked (the tests run the TypeScript source directly).
  disableTypeChecks: true,
  // Static mutants (module-level constants: a regex, a Set, a message table) are not activated by the Vitest runner
  // here (10.1.1 on Vitest 5.1.1): `new Set([])` for the gate's refused methods "survives" while a test sends TRACE and
  // expects 405. Counting them as survivors would be false; they are reported as ignored, and docs/MUTATION.md says so.
  ignoreStatic: scope.ignoreStatic ?? true,
  tempDirName: '.tmp/stryker',
  ignorePatterns: ['e2e', 'bench', 'docs', 'public', 'reports', '.storybook', 'storybook-static', 'mocks'],
};
