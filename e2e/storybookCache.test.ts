// The stories' pre-bundle is kept per checkout and held by one run at a time (.storybook/dependencyCache.ts).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { claimDependencyCache, releaseDependencyCache } from '../.storybook/dependencyCache.ts';

const root = mkdtempSync(join(tmpdir(), 'academy-sb-cache-'));
const other = spawn('sleep', ['60']);
afterAll(() => {
  other.kill();
  rmSync(root, { recursive: true, force: true });
});
const shared = join(root, '.tmp', 'storybook-deps');

describe("the stories' dependency cache", () => {
  it("is the checkout's, kept after a run, and held by the run that uses it", () => {
    expect(claimDependencyCache(root, 101)).toBe(shared);
    expect(readFileSync(`${shared}.lock`, 'utf8')).toBe('101');
    mkdirSync(shared, { recursive: true });
    writeFileSync(join(shared, '_metadata.json'), '{}');
    releaseDependencyCache(shared, 101);
    expect(existsSync(`${shared}.lock`)).toBe(false);
    expect(existsSync(join(shared, '_metadata.json'))).toBe(true);
  });

  it('is private to a second run while the first is alive, and removed when that run ends', () => {
    expect(claimDependencyCache(root, other.pid!)).toBe(shared);
    const second = claimDependencyCache(root, 202);
    expect(second).toBe(join(tmpdir(), 'academy-storybook-vitest-202'));
    mkdirSync(second, { recursive: true });
    releaseDependencyCache(second, 202);
    expect(existsSync(second)).toBe(false);
    expect(readFileSync(`${shared}.lock`, 'utf8')).toBe(String(other.pid));
  });

  it('is taken over from a run that died holding it', () => {
    writeFileSync(`${shared}.lock`, '999999999');
    expect(claimDependencyCache(root, 303)).toBe(shared);
    expect(readFileSync(`${shared}.lock`, 'utf8')).toBe('303');
    releaseDependencyCache(shared, 404);
    expect(readFileSync(`${shared}.lock`, 'utf8')).toBe('303');
  });
});
