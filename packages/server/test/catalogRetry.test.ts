// Setup steps refused by PostgreSQL for a concurrent update of a cluster-wide catalog row run again; nothing else does.
import { describe, expect, it } from 'vitest';
import { isConcurrentCatalogUpdate, retryConcurrentCatalogUpdates } from '../src/catalogRetry.ts';

const refusal = () => Object.assign(new Error('tuple concurrently updated'), { code: 'XX000' });

describe('a concurrent catalog update', () => {
  it('is recognised as PostgreSQL words it, also when a library wrapped it', () => {
    expect(isConcurrentCatalogUpdate(refusal())).toBe(true);
    expect(isConcurrentCatalogUpdate(new Error('Failed to execute query', { cause: refusal() }))).toBe(true);
    expect(isConcurrentCatalogUpdate(new Error('relation "x" does not exist'))).toBe(false);
    expect(isConcurrentCatalogUpdate(null)).toBe(false);
  });

  it('runs the step again until it passes, within the attempts', async () => {
    let calls = 0;
    const result = await retryConcurrentCatalogUpdates(
      async () => {
        calls += 1;
        if (calls < 3) throw refusal();
        return 'migrated';
      },
      { pause: () => 0 },
    );
    expect([result, calls]).toEqual(['migrated', 3]);
  });

  it('gives up after the last attempt, and never runs again a step that failed otherwise', async () => {
    let calls = 0;
    const always = retryConcurrentCatalogUpdates(
      async () => {
        calls += 1;
        throw refusal();
      },
      { attempts: 4, pause: () => 0 },
    );
    await expect(always).rejects.toThrow('tuple concurrently updated');
    expect(calls).toBe(4);

    let other = 0;
    const broken = retryConcurrentCatalogUpdates(
      async () => {
        other += 1;
        throw new Error('syntax error at or near "selec"');
      },
      { pause: () => 0 },
    );
    await expect(broken).rejects.toThrow('syntax error');
    expect(other).toBe(1);
  });
});
