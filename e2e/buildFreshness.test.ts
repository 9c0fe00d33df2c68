// The journeys and the ui package test refuse a build older than its sources (scripts/buildFreshness.ts):
// a stale build would make them test an app that is not the code under test.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { staleBuild } from '../scripts/buildFreshness.ts';

const root = mkdtempSync(path.join(tmpdir(), 'academy-fresh-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function file(relative: string, secondsAgo: number): string {
  const full = path.join(root, relative);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, relative);
  const when = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(full, when, when);
  return full;
}

describe('staleBuild', () => {
  it('accepts a build newer than every source, and names the source changed after it', () => {
    const built = file('dist/index.html', 60);
    file('src/app.tsx', 120);
    file('src/screens/home.tsx', 90);
    expect(staleBuild(built, [path.join(root, 'src')])).toBeNull();
    const changed = file('src/screens/home.tsx', 10);
    expect(staleBuild(built, [path.join(root, 'src')])).toBe(changed);
  });

  it('ignores what no build reads: stories, tests, screenshots and dependencies', () => {
    const built = file('dist2/index.js', 60);
    file('lib/button.tsx', 120);
    file('lib/button.stories.tsx', 5);
    file('lib/button.test.ts', 5);
    file('lib/__screenshots__/button-light.png', 5);
    file('lib/node_modules/dep/index.js', 5);
    expect(staleBuild(built, [path.join(root, 'lib')])).toBeNull();
  });
});
