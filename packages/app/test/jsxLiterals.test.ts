import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findJsxLiterals } from './jsxLiterals.ts';

const repo = path.resolve(fileURLToPath(new URL('../../../', import.meta.url)));
// The product's screens. Stories, tests and story-only helpers (a `stories/` folder, or a file named `story*.tsx`)
// are never shipped and may show sample text.
const roots = ['packages/features/src', 'packages/app/src'];
const isStoryOrTest = (name: string) => /\.(stories|test)\.tsx$/.test(name) || /^story/i.test(name);

function screenFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'stories' ? [] : screenFiles(full);
    return entry.name.endsWith('.tsx') && !isStoryOrTest(entry.name) ? [full] : [];
  });
}

describe('JSX literal finder', () => {
  it('flags text, literal children and visible attributes', () => {
    const found = findJsxLiterals(
      `const a = <div title="Hello"><p>Sign in</p>{'Sign up'}<Button aria-label="Close" variant="primary">{t('x')}</Button></div>;`,
    );
    expect(found.map((f) => f.where)).toEqual(['attribute title', 'text', 'child', 'attribute aria-label']);
    expect(found.map((f) => f.text)).toEqual(['Hello', 'Sign in', 'Sign up', 'Close']);
  });

  it('allows catalog calls, punctuation, numbers and non-visible attributes', () => {
    expect(
      findJsxLiterals(
        `const a = <div className="card" id="x"><p>{t('k')} · {count} / 2 — ©</p><a href="/signin" target="_blank" /></div>;`,
      ),
    ).toEqual([]);
  });
});

describe('no literal text in the screens', () => {
  const files = roots.flatMap((root) => screenFiles(path.join(repo, root)));

  it('finds the screen files', () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it.each(files.map((file) => path.relative(repo, file)))('%s', (file) => {
    const literals = findJsxLiterals(readFileSync(path.join(repo, file), 'utf8'), file).map(
      (l) => `${file}:${l.line} ${l.where}: "${l.text}"`,
    );
    expect(literals).toEqual([]);
  });
});
