// The screenshot baselines are pixels of one Chromium build: a newer Debian chromium renders text and edges a little
// differently, and without this check an upgrade shows up as hundreds of failed comparisons that each look like a
// regression. The version that rendered the committed baselines is recorded beside them; a run on another version
// stops at once with one message, and a run with -u (which rewrites the baselines) records the version it used.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export const BASELINE_BROWSER_FILE = `${import.meta.dirname}/baselines-browser.txt`;

/** "Chromium 156.0.8078.108" from `chromium --version` (Debian's wrapper adds the distribution after it). */
export function browserVersion(executablePath: string): string {
  const printed = execFileSync(executablePath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  const version = /(Chromium|Google Chrome) [\d.]+/.exec(printed)?.[0];
  if (!version) throw new Error(`[storybook] could not read the browser's version from "${printed.trim()}" (${executablePath})`);
  return version;
}

/**
 * Throws one error when the installed browser is not the one the baselines were taken with; when `updating`, records
 * the installed one instead (its screenshots are the ones being written).
 */
export function checkBaselineBrowser(installed: string, updating: boolean, file = BASELINE_BROWSER_FILE): void {
  const recorded = existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
  if (updating) {
    if (recorded !== installed) writeFileSync(file, `${installed}\n`);
    return;
  }
  if (recorded === installed) return;
  throw new Error(
    `[storybook] the screenshot baselines were taken with ${recorded ?? 'an unrecorded browser'}, and this machine has ${installed}: ` +
      'every comparison would differ by its rendering, not by the code. Refresh them all with ' +
      '`npx pnpm@10.34.8 exec vitest run --project storybook -u`, look at the changed images, and commit them with ' +
      '.storybook/baselines-browser.txt (the -u run records the new version there).',
  );
}
