// Issue 23.1: a variant whose engine is missing is reported as skipped, never as a failure or left out. That is
// describeEachEngine's job; a suite looping over `engines` by hand fails with "TEST_DATABASE_URL is not set" instead
// wherever there is no PostgreSQL server (five suites did, until this test).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './harness.ts';

const suiteDirs = ['supabase/tests', 'packages/server/test'];
const byHand = /describe(?:\.\w+)*\.each\(\s*engines\b|for\s*\(\s*const\s+\w+\s+of\s+engines\s*\)\s*describe/;

describe('engine variants', () => {
  it('every suite run once per engine goes through describeEachEngine', () => {
    const offenders = suiteDirs.flatMap((dir) =>
      readdirSync(join(repoRoot, dir))
        .filter((name) => name.endsWith('.test.ts'))
        .filter((name) => byHand.test(readFileSync(join(repoRoot, dir, name), 'utf8')))
        .map((name) => `${dir}/${name}`),
    );
    expect(offenders).toEqual([]);
  });
});
