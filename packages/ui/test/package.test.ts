// The published package as a stranger gets it: the tarball `npm pack` makes, installed with npm into a fresh Vite app
// outside the workspace (react and the package's dependencies come from the registry, or npm's cache when offline),
// type-checked strictly, built, and rendered in Chromium.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build, preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staleBuild } from '../../../scripts/buildFreshness.ts';

const packageDir = join(import.meta.dirname, '..');
const repoDir = join(packageDir, '..', '..');
const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
let workDir = '';
let consumer = '';
let packedFiles: string[] = [];

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, npm_config_update_notifier: 'false' } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

beforeAll(() => {
  // `pnpm test` builds first; a direct run builds when dist is missing.
  if (!existsSync(join(packageDir, 'dist', 'index.d.ts'))) run('pnpm', ['run', 'build'], packageDir);
  // ... and refuses a build older than its sources.
  const changed = staleBuild(join(packageDir, 'dist', 'index.d.ts'), [
    join(packageDir, 'src'),
    join(packageDir, 'tsup.config.ts'),
    join(packageDir, 'package.json'),
  ]);
  if (changed)
    throw new Error(
      `The build in ${join(packageDir, 'dist')} is older than ${changed}: run \`pnpm --filter @academy/ui build\` (pnpm test does it) first`,
    );
  workDir = mkdtempSync(join(tmpdir(), 'academy-ui-tarball-'));
  const [packed] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', workDir], packageDir)) as {
    filename: string;
    files: { path: string }[];
  }[];
  packedFiles = packed!.files.map((file) => file.path);
  consumer = join(workDir, 'consumer');
  cpSync(join(import.meta.dirname, 'consumer'), consumer, { recursive: true });
  const reactVersion = manifest.devDependencies.react;
  writeFileSync(
    join(consumer, 'package.json'),
    JSON.stringify({
      name: 'academy-ui-consumer',
      private: true,
      type: 'module',
      dependencies: {
        '@academy/ui': `file:${join(workDir, packed!.filename)}`,
        react: reactVersion,
        'react-dom': reactVersion,
        '@types/react': '^19.0.0',
        '@types/react-dom': '^19.0.0',
      },
    }),
  );
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], consumer);
}, 600_000);

afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
}, 60_000);

/** Every file an export target names, for the conditions a non-workspace consumer uses (wildcards expanded for one name). */
function publishedTargets(): string[] {
  const targets: string[] = [];
  for (const [key, value] of Object.entries(manifest.exports as Record<string, string | Record<string, string>>)) {
    const conditions = typeof value === 'string' ? { default: value } : value;
    for (const [condition, target] of Object.entries(conditions)) {
      if (condition === '@academy/source') continue;
      targets.push(key.includes('*') ? target.replace('*', 'Countdown') : target);
    }
  }
  return targets.map((target) => target.replace(/^\.\//, ''));
}

describe('@academy/ui as npm packs it', () => {
  it('ships every file its exports name, with licence and changelog, and no sources', () => {
    for (const target of publishedTargets()) expect(packedFiles, target).toContain(target);
    expect(packedFiles).toEqual(expect.arrayContaining(['LICENSE', 'README.md', 'CHANGELOG.md', 'dist/Countdown.d.ts']));
    expect(packedFiles.filter((file) => file.startsWith('src/'))).toEqual([]);
    const installed = JSON.parse(readFileSync(join(consumer, 'node_modules', '@academy', 'ui', 'package.json'), 'utf8'));
    expect(installed.exports['.'].default).toBe('./dist/index.js');
    expect(installed.publishConfig).toBeUndefined();
  });

  it.each(['tsconfig.json', 'tsconfig.exact.json'])(
    'type-checks in a strict TypeScript app (%s), with real types (a wrong prop is an error)',
    (project) => {
      const tsc = spawnSync(join(repoDir, 'node_modules', '.bin', 'tsc'), ['-p', project], { cwd: consumer, encoding: 'utf8' });
      expect(tsc.stdout + tsc.stderr).toBe('');
      expect(tsc.status).toBe(0);
    },
    120_000,
  );

  it('ships stylesheets without source comments', () => {
    const dist = join(consumer, 'node_modules', '@academy', 'ui', 'dist');
    for (const file of readdirSync(dist).filter((name) => name.endsWith('.css'))) {
      expect(readFileSync(join(dist, file), 'utf8'), file).not.toContain('/*');
    }
  });

  it('builds a one-component app without the other components or their styles', async () => {
    const outDir = join(workDir, 'countdown-dist');
    await build({
      root: consumer,
      configFile: false,
      logLevel: 'silent',
      plugins: [react()],
      build: { outDir, rollupOptions: { input: join(consumer, 'countdown.html') } },
    });
    const assets = readdirSync(join(outDir, 'assets'));
    const js = assets.filter((file) => file.endsWith('.js'));
    // One chunk: no lazily loaded sidebar drawer or any other component rides along.
    expect(js).toHaveLength(1);
    const code = readFileSync(join(outDir, 'assets', js[0]!), 'utf8');
    expect(code).toContain('Offer Ended');
    expect(code).not.toContain('sidebar:state');
    expect(code).not.toMatch(/youtube/i);
    const css = assets.filter((file) => file.endsWith('.css')).map((file) => readFileSync(join(outDir, 'assets', file), 'utf8'));
    const allCss = css.join('');
    expect(allCss).toContain('--academy-color-primary');
    // The whole stylesheet is several times larger than tokens + Countdown.
    const whole = readFileSync(join(consumer, 'node_modules', '@academy', 'ui', 'dist', 'styles.css'), 'utf8');
    expect(allCss.length).toBeLessThan(whole.length / 3);
  }, 120_000);

  it('renders the product components in Chromium with their styles', async () => {
    const outDir = join(workDir, 'app-dist');
    await build({ root: consumer, configFile: false, logLevel: 'silent', plugins: [react()], build: { outDir } });
    let server: PreviewServer | undefined;
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
    try {
      server = await preview({
        root: consumer,
        configFile: false,
        logLevel: 'silent',
        build: { outDir },
        preview: { host: '127.0.0.1', port: 0 },
      });
      const url = server.resolvedUrls?.local[0];
      if (!url) throw new Error('preview server has no address');
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(url);
      await page.getByRole('heading', { name: 'Consumer' }).waitFor();
      for (const name of ['Introduction', 'Landing page', 'Cursor', 'Course Progress', 'Certificate of Completion']) {
        await expect(page.getByRole('heading', { name }).count(), name).resolves.toBe(1);
      }
      await expect(page.getByRole('radio', { name: /Yearly/ }).isChecked()).resolves.toBe(true);
      await page.getByRole('button', { name: 'Choose monthly' }).click();
      await expect(page.getByRole('radio', { name: /Monthly/ }).isChecked()).resolves.toBe(true);
      await expect(page.getByRole('table', { name: 'Topics' }).count()).resolves.toBe(1);
      // The stylesheet applied: the primary button is painted with the primary token, not the browser's default.
      const paint = await page.getByRole('button', { name: 'Choose monthly' }).evaluate((button) => ({
        background: getComputedStyle(button).backgroundColor,
        primary: getComputedStyle(document.documentElement).getPropertyValue('--academy-color-primary').trim(),
      }));
      expect(paint.primary).not.toBe('');
      expect(paint.background).not.toBe('rgba(0, 0, 0, 0)');
      expect(paint.background).not.toBe('rgb(239, 239, 239)');
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
      await server?.close();
    }
  }, 120_000);
});
