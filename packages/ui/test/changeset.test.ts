// A change to the published source of @academy/ui since its last release needs a changeset (scripts/changesetCheck.ts):
// the rule is tried on small repositories made here, then applied to this checkout.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { missingChangeset } from '../scripts/changesetCheck.ts';

const repos: string[] = [];
afterEach(() => {
  for (const repo of repos.splice(0)) rmSync(repo, { recursive: true, force: true });
});

function repository() {
  const repo = mkdtempSync(join(tmpdir(), 'academy-changeset-'));
  repos.push(repo);
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' });
  git('init', '-q', '-b', 'main');
  git('config', 'user.email', 'test@example.com');
  git('config', 'user.name', 'test');
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(repo, file)), { recursive: true });
    writeFileSync(join(repo, file), text);
  };
  const commit = (message: string) => {
    git('add', '-A');
    git('commit', '-q', '-m', message);
  };
  write('.changeset/README.md', '# Changesets\n');
  write('packages/ui/src/Button.tsx', 'export const Button = 1;\n');
  write('packages/ui/CHANGELOG.md', '# @academy/ui\n\n## 0.1.0\n');
  commit('release 0.1.0');
  return { repo, write, commit, git };
}

const changeset = (bump: string) => `---\n'@academy/ui': ${bump}\n---\n\nButton: a new size.\n`;

// Each case runs a dozen git commands: seconds on a busy machine.
describe('a changeset for every unreleased change to @academy/ui', { timeout: 60_000 }, () => {
  it('asks for nothing right after a release, or for changes outside the published source', () => {
    const { repo, write, commit } = repository();
    expect(missingChangeset(repo)).toBeUndefined();
    write('packages/ui/src/Button.stories.tsx', 'story\n');
    write('packages/ui/src/__screenshots__/Button/a.png', 'png');
    write('packages/ui/README.md', 'docs\n');
    commit('stories and docs');
    expect(missingChangeset(repo)).toBeUndefined();
  });

  it('asks for one when the source changed, committed or not, and is content with one that names the package', () => {
    const { repo, write, commit } = repository();
    write('packages/ui/src/Button.tsx', 'export const Button = 2;\n');
    expect(missingChangeset(repo)).toMatch(/no changeset names @academy\/ui/);
    commit('button 2');
    expect(missingChangeset(repo)).toMatch(/no changeset names @academy\/ui: run `npx pnpm@10.34.8 changeset`/);
    write('.changeset/other.md', "---\n'@academy/app': minor\n---\n\nNot the package.\n");
    commit('a changeset of another package');
    expect(missingChangeset(repo)).toMatch(/no changeset names @academy\/ui/);
    write('.changeset/button-size.md', changeset('minor'));
    expect(missingChangeset(repo)).toBeUndefined();
    commit('changeset');
    expect(missingChangeset(repo)).toBeUndefined();
    write('packages/ui/src/Button.tsx', 'export const Button = 3;\n');
    expect(missingChangeset(repo)).toMatch(/uncommitted changes and no changeset was added or edited with them/);
    write('.changeset/button-size.md', changeset('major'));
    expect(missingChangeset(repo)).toBeUndefined();
  });

  it('asks again when the source changes after the newest changeset, until one is added or edited', () => {
    const { repo, write, commit, git } = repository();
    write('packages/ui/src/Button.tsx', 'export const Button = 2;\n');
    write('.changeset/button-size.md', changeset('minor'));
    commit('button 2 with its changeset');
    write('packages/ui/src/Card.tsx', 'export const Card = 1;\n');
    commit('card without a changeset');
    const card = git('rev-parse', '--short=7', 'HEAD').trim();
    expect(missingChangeset(repo)).toBe(
      `commit ${card} changed packages/ui/src after the newest changeset for @academy/ui: run \`npx pnpm@10.34.8 changeset\`, choose @academy/ui and say what its users will notice (.changeset/README.md).`,
    );
    write('.changeset/card.md', changeset('minor'));
    commit('changeset for the card');
    expect(missingChangeset(repo)).toBeUndefined();
  });

  it('starts again after the next release', () => {
    const { repo, write, commit } = repository();
    write('packages/ui/src/Button.tsx', 'export const Button = 2;\n');
    commit('button 2');
    write('packages/ui/CHANGELOG.md', '# @academy/ui\n\n## 0.2.0\n\n## 0.1.0\n');
    commit('release 0.2.0');
    expect(missingChangeset(repo)).toBeUndefined();
  });

  it('holds for this checkout', () => {
    expect(missingChangeset(join(import.meta.dirname, '..', '..', '..'))).toBeUndefined();
  });
});
