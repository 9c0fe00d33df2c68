// `pnpm fuzz [--minutes=N] [--seed=S] [--runs=R] [--path=P]`: the fuzzer for N minutes (default 1) from a new seed; or
// R batches from seed S (a whole run again, batch for batch: what `pnpm test` runs is `--seed=20261127 --runs=60`); or the
// shrunk batch of a failure it printed, alone (its seed and path). Starts its own throwaway embedded PostgreSQL cluster,
// as `pnpm test` does.
import { startTestCluster, TEST_CLUSTER_ENV } from '../../src/testCluster.ts';
import { runFuzz } from './fuzzer.ts';

function option(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv
    .slice(2)
    .find((arg) => arg.startsWith(prefix))
    ?.slice(prefix.length);
}

const minutesText = option('minutes');
const seedText = option('seed');
const path = option('path');
const runsText = option('runs');
const runs = runsText === undefined ? (path ? 1 : undefined) : Number(runsText);
if (runs !== undefined && !(Number.isInteger(runs) && runs > 0)) throw new Error(`--runs must be a positive whole number, got ${runsText}`);
const minutes = runs !== undefined ? undefined : minutesText === undefined ? 1 : Number(minutesText);
if (minutes !== undefined && !(minutes > 0)) throw new Error(`--minutes must be a positive number, got ${minutesText}`);

const cluster = process.env[TEST_CLUSTER_ENV] ? null : await startTestCluster();
if (cluster) process.env[TEST_CLUSTER_ENV] = cluster.adminUrl;
const started = Date.now();
try {
  const result = await runFuzz({
    ...(minutes !== undefined ? { minutes } : { runs }),
    ...(seedText ? { seed: Number(seedText) } : {}),
    ...(path ? { path } : {}),
    log: (line) => console.log(`[fuzz] ${line}`),
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`[fuzz] ${result.requests} requests in ${result.runs} batches, ${seconds} s, seed ${result.seed}`);
  if (result.failure) {
    console.log(result.failure);
    process.exitCode = 1;
  } else console.log('[fuzz] nothing found');
} finally {
  await cluster?.stop();
}
