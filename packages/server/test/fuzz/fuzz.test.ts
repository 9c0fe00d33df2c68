// The fuzzer's bounded run in `pnpm test`: a fixed number of generated batches (so the run takes the same work on any
// machine, about a minute on a quiet one), from a fixed seed unless FUZZ_SEED picks another. `pnpm fuzz --minutes=N`
// runs longer from a new seed (fuzzer.ts has the checks).
import { describe, expect, it } from 'vitest';
import { runFuzz } from './fuzzer.ts';

const RUNS = 60;
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : 20261127;

describe('the request fuzzer', () => {
  it(
    `sends ${RUNS} generated batches to a server with the plain path and one without, and nothing hurts either`,
    { timeout: 900_000 },
    async () => {
      const result = await runFuzz({ runs: RUNS, seed: SEED, log: (line) => console.info(line) });
      console.info(`fuzz: ${result.runs} batches, ${result.requests} requests, seed ${result.seed}`);
      expect(result.failure, result.failure ?? '').toBeNull();
    },
  );
});
