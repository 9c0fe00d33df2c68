// `pnpm test` asks for a changeset when @academy/ui's published source changed since its last release: the release
// notes of a published package are written with each change or not at all (five consumer-visible commits once landed
// with one changeset between them). The last release is the last commit that wrote packages/ui/CHANGELOG.md
// (`changeset version` writes it and removes the changesets it used). The rule, as `changeset status` has it: the
// newest change to the published source, committed or not, has a changeset for @academy/ui added or edited with it or
// after it.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Source files the package publishes: stories, tests, screenshots and docs pages ship nowhere. */
// Plain pathspecs: `*` matches across folders too.
const PUBLISHED_SOURCE = [
  'packages/ui/src',
  ':!packages/ui/src/*.stories.tsx',
  ':!packages/ui/src/*.test.ts',
  ':!packages/ui/src/*.test.tsx',
  ':!packages/ui/src/*__screenshots__/*',
  ':!packages/ui/src/*.mdx',
];
const CHANGESETS = ['.changeset/*.md', ':!.changeset/README.md'];

function git(repo: string, args: string[]): string {
  return execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
}

function namesPackage(repo: string, file: string): boolean {
  const text = readFileSync(join(repo, file), 'utf8');
  return /^---\n[\s\S]*?['"]@academy\/ui['"]\s*:\s*(patch|minor|major)[\s\S]*?\n---/m.test(text);
}

/** Why a changeset is missing, or undefined when none is. `repo` is the root of a git checkout. */
export function missingChangeset(repo: string): string | undefined {
  const release = git(repo, ['log', '-1', '--format=%H', '--', 'packages/ui/CHANGELOG.md']);
  const range = release ? [`${release}..HEAD`] : ['HEAD'];
  const uncommittedSource = git(repo, ['status', '--porcelain', '--', ...PUBLISHED_SOURCE]);
  const newestSourceCommit = git(repo, ['log', '-1', '--format=%H', ...range, '--', ...PUBLISHED_SOURCE]);
  if (!uncommittedSource && !newestSourceCommit) return undefined;

  const pending = git(repo, ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...CHANGESETS])
    .split('\n')
    .filter((file) => file && namesPackage(repo, file));
  const how = 'run `npx pnpm@10.34.8 changeset`, choose @academy/ui and say what its users will notice (.changeset/README.md)';
  if (pending.length === 0) return `packages/ui/src changed since the last release and no changeset names @academy/ui: ${how}.`;
  // A changeset added or edited and not committed yet covers every change before it, committed or not.
  if (git(repo, ['status', '--porcelain', '--', ...pending])) return undefined;
  if (uncommittedSource) return `packages/ui/src has uncommitted changes and no changeset was added or edited with them: ${how}.`;
  const newestChangesetCommit = git(repo, ['log', '-1', '--format=%H', ...range, '--', ...pending]);
  const covered =
    newestChangesetCommit !== '' &&
    spawnSync('git', ['merge-base', '--is-ancestor', newestSourceCommit, newestChangesetCommit], { cwd: repo }).status === 0;
  return covered
    ? undefined
    : `commit ${newestSourceCommit.slice(0, 7)} changed packages/ui/src after the newest changeset for @academy/ui: ${how}.`;
}
