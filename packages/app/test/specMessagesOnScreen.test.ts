import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sourceLiterals } from './sourceLiterals.ts';
import { specQuoted } from './specQuoted.ts';

// Issue 35, 'spec messages checked in the catalogue, not on screen': the catalogue tests (specMessages.test.ts) pass
// when a screen shows the wrong key or never reaches its condition. Each message SPEC.md quotes must therefore be read
// on screen by a story's play function or a journey, which drives its condition: a string literal of a story file or
// of e2e/ must hold it. Only what is left below (with why) may be missing, and that list only shrinks.

const repo = path.resolve(fileURLToPath(new URL('../../../', import.meta.url)));

/** Quoted spans of SPEC.md that are not text the product shows, each with why. */
const notScreenText: Readonly<Record<string, string>> = {
  General: 'a stored value: discussion_subjects.type the dashboard writes (SPEC 3), not a label',
  discussion: 'a stored value: discussion_subjects.type the forum writes (SPEC 3), not a label',
  default: 'the key lessons without a module are grouped under (SPEC 3), not a label',
  credentials: "the word the login looks for in the auth service's error (SPEC 8), not a message",
  'Not a valid PKCE flow url.':
    "the auth library's own error (supabase-js, SPEC 8 'Auth service errors'): the product shows its catalogue's message for an auth error, never the library's",
  'No code detected.': "the auth library's own error (supabase-js): the product shows none of the library's texts",
  'No session defined in URL': "the auth library's own error (supabase-js): a broken reset link shows the product's 'invalid link' screen",
  'JWKS is empty': "the auth library's own error (supabase-js getClaims): the product never verifies a JWT in the browser",
  'No matching signing key found in JWKS': "the auth library's own error (supabase-js getClaims), as above",
  'Invalid JWT signature': "the auth library's own error (supabase-js getClaims), as above",
  'You must provide either an email or phone number and a password':
    "the auth library's own error (supabase-js signUp/signInWithPassword without an email): the forms require the email before they call it",
  'You must provide either an email or phone number.':
    "the auth library's own error (supabase-js signInWithOtp without an email): the product makes no one-time-code sign-in",
};

/**
 * Quoted spans that stand for a longer text on screen: a fragment of a message (SPEC 5's 'the same wording for ...'),
 * a message with a placeholder (N, M, {n}, the tier's name), or a word of a sentence ('visible').
 */
const shownAs: Readonly<Record<string, string | RegExp>> = {
  'N of M Modules Complete': /^\d+ of \d+ Modules Complete$/,
  'N of M Videos Watched': /^\d+ of \d+ Videos Watched$/,
  '{n} Prompts': /^\d+ Prompts$/,
  'one lowercase letter': 'Password must contain at least one lowercase letter',
  'one number': 'Password must contain at least one number',
  '... para adquirir o acesso vitalício': 'Você precisa estar logado para adquirir o acesso vitalício',
  visible: 'Video is now visible',
  // SPEC 8 quotes SPEC 2's course state without its full stop: one message, shown as SPEC 2 writes it.
  'Failed to load course content': 'Failed to load course content.',
  Plan: /^(Monthly|Yearly) Plan$/,
  // The prompt card's author line, 'Pa {author}' ('By' in Creole), names 'Unknown' for a prompt without one (SPEC 3).
  Unknown: /^Pa Unknown$/,
  // The dashboard's topic card: 'Posted by' and the author.
  'Posted by': /^Posted by \S/,
};

/** Quoted messages no story or journey reads yet, each with why. Remove an entry when a test shows it; add none. */
const allowedMissing: Readonly<Record<string, string>> = {};

/** The allow-list's length may only go down: lower this with it. */
const allowedMissingCeiling = 0;

function testSources(): { file: string; literals: string[] }[] {
  const walk = (dir: string, keep: (name: string) => boolean): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === '__screenshots__' ? [] : walk(full, keep);
      return keep(entry.name) ? [full] : [];
    });
  // The screens' stories render the app's catalogue; a packages/ui story passes its text in as a prop, so finding a
  // message there says nothing about which key a screen shows.
  const stories = ['packages/features', 'packages/app'].flatMap((root) =>
    walk(path.join(repo, root), (name) => name.endsWith('.stories.tsx')),
  );
  const journeys = walk(path.join(repo, 'e2e'), (name) => /\.tsx?$/.test(name));
  return [...stories, ...journeys].map((file) => ({
    file: path.relative(repo, file),
    literals: sourceLiterals(readFileSync(file, 'utf8'), file),
  }));
}

/**
 * Whether a literal reads the text: a one-word text must be the whole literal (a 'Premium' inside 'Premium Content' is
 * another label); a longer one may sit inside a literal with no word right before or after it: 'error: Failed to post
 * comment.' (the story frame's toast line) reads 'Failed to post comment.', but 'Failed to update topic visibility'
 * does not read 'Failed to update topic', nor 'Confirm your Weekly Newsletter subscription' 'Weekly Newsletter'.
 */
function literalShows(literal: string, text: string | RegExp): boolean {
  if (text instanceof RegExp) return text.test(literal.trim());
  if (!/\s/.test(text)) return literal.trim() === text;
  for (let at = literal.indexOf(text); at !== -1; at = literal.indexOf(text, at + 1)) {
    const wordBefore = /[\p{L}\p{N}]\s*$/u.test(literal.slice(0, at));
    const wordAfter = /^\s*[\p{L}\p{N}]/u.test(literal.slice(at + text.length));
    if (!wordBefore && !wordAfter) return true;
  }
  return false;
}

describe('literalShows', () => {
  it('a one-word text is a whole literal', () => {
    expect(literalShows('Premium', 'Premium')).toBe(true);
    expect(literalShows('Premium Content', 'Premium')).toBe(false);
  });
  it('a longer text has no word right before or after it', () => {
    expect(literalShows('error: Failed to post comment.', 'Failed to post comment.')).toBe(true);
    expect(literalShows('Por favor, faça login para continuar — Você precisa', 'Por favor, faça login para continuar')).toBe(true);
    expect(literalShows('Failed to update topic visibility', 'Failed to update topic')).toBe(false);
    expect(literalShows('Failed to update topics', 'Failed to update topic')).toBe(false);
    expect(literalShows('Confirm your Weekly Newsletter subscription', 'Weekly Newsletter')).toBe(false);
  });
  it('literals only: a comment does not show a message', () => {
    const literals = sourceLiterals("// 'Failed to save progress'\nconst a = /Loading prompts\\.\\.\\./; const b = `${n} of 3`;");
    expect(literals).toEqual(['Loading prompts...', ' of 3']);
  });
});

describe("SPEC.md's quoted messages are read on screen by a story or a journey", () => {
  const sources = testSources();
  const readers = (quoted: string) => {
    const text = shownAs[quoted] ?? quoted;
    return sources.filter((source) => source.literals.some((literal) => literalShows(literal, text))).map((s) => s.file);
  };
  const checked = specQuoted.filter((quoted) => !(quoted in notScreenText) && !(quoted in allowedMissing));

  it('reads the story files and the journeys', () => {
    expect(sources.filter((s) => s.file.endsWith('.stories.tsx')).length).toBeGreaterThan(20);
    expect(sources.filter((s) => s.file.startsWith('e2e/')).length).toBeGreaterThan(20);
  });

  it.each(checked)('%s', (quoted) => {
    expect(readers(quoted), `no story or journey reads '${quoted}' on screen`).not.toEqual([]);
  });

  it.each(Object.keys(allowedMissing))('still missing (else drop it from allowedMissing): %s', (quoted) => {
    expect(readers(quoted)).toEqual([]);
  });

  it('the allow-list only shrinks', () => {
    expect(Object.keys(allowedMissing).length).toBeLessThanOrEqual(allowedMissingCeiling);
  });

  it('every rule names a quoted span', () => {
    const stale = [...Object.keys(notScreenText), ...Object.keys(shownAs), ...Object.keys(allowedMissing)].filter(
      (quoted) => !specQuoted.includes(quoted),
    );
    expect(stale).toEqual([]);
  });
});

// The spec is beside the repo on the team's machines (docs/ARCHITECTURE.md: ../shared/SPEC.md, or further up for a
// worktree), not in a clone made elsewhere: there the copy above is all there is to check against.
const specPath = (function findSpec(dir: string): string | null {
  const candidate = path.join(dir, 'shared', 'SPEC.md');
  if (existsSync(candidate)) return candidate;
  return path.dirname(dir) === dir ? null : findSpec(path.dirname(dir));
})(path.dirname(repo));
describe.skipIf(specPath === null)('specQuoted.ts is the spec as it is now', () => {
  it('holds every quoted span of SPEC.md, in order', () => {
    const spans = readFileSync(specPath as string, 'utf8')
      .split('\n')
      .flatMap((line) => [...line.matchAll(/(?<![\p{L}\p{N}])'([^'\n]+?)'(?![\p{L}\p{N}])/gu)].map((m) => m[1]));
    expect(specQuoted).toEqual([...new Set(spans)]);
  });
});
