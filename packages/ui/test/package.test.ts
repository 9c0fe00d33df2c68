// The publishable package: what `pnpm --filter @academy/ui build` emits, installed into a fresh consumer.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureImport } from '../scripts/measureImport.ts';
import { staleBuild } from '../../../scripts/buildFreshness.ts';

const packageDir = join(import.meta.dirname, '..');
const dist = join(packageDir, 'dist');
const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
let consumer = '';

beforeAll(() => {
  // `pnpm test` builds first; a direct run builds when dist is missing, and refuses a build older than its sources.
  if (!existsSync(join(dist, 'index.js'))) {
    const built = spawnSync(join(packageDir, '..', '..', 'node_modules', '.bin', 'tsup'), [], { cwd: packageDir, stdio: 'pipe' });
    if (built.status !== 0) throw new Error(`tsup failed: ${built.stderr}`);
  }
  const changed = staleBuild(join(dist, 'index.js'), [join(packageDir, 'src'), join(packageDir, 'tsup.config.ts'), join(packageDir, 'package.json')]);
  if (changed) throw new Error(`The build in ${dist} is older than ${changed}: run \`pnpm --filter @academy/ui build\` (pnpm test does it) first`);
  consumer = mkdtempSync(join(tmpdir(), 'academy-ui-consumer-'));
  // Install as a registry would: the packed files (`files`) and the manifest with publishConfig applied.
  const installed = join(consumer, 'node_modules', '@academy', 'ui');
  mkdirSync(installed, { recursive: true });
  const { publishConfig, ...published } = manifest;
  writeFileSync(join(installed, 'package.json'), JSON.stringify({ ...published, ...publishConfig }, null, 2));
  for (const file of manifest.files as string[]) cpSync(join(packageDir, file), join(installed, file), { recursive: true });
  // Dependencies, and the peers (react, react-dom) an app provides.
  for (const dep of [...Object.keys(manifest.dependencies), ...Object.keys(manifest.peerDependencies)]) {
    const target = join(consumer, 'node_modules', dep);
    mkdirSync(dirname(target), { recursive: true });
    symlinkSync(realpathSync(join(packageDir, 'node_modules', dep)), target, 'dir');
  }
}, 60_000);

afterAll(() => {
  if (consumer) rmSync(consumer, { recursive: true, force: true });
});

describe('@academy/ui as published', () => {
  it('ships ESM, type declarations and one stylesheet with both themes', () => {
    const exportsMap = manifest.publishConfig.exports;
    for (const file of [exportsMap['.'].import, exportsMap['.'].types, exportsMap['./styles.css']])
      expect(existsSync(join(packageDir, file)), file).toBe(true);
    const css = readFileSync(join(dist, 'styles.css'), 'utf8');
    expect(css).toContain('--academy-color-primary');
    expect(css).toMatch(/\[data-theme=("|)dark\1\]/);
    expect(readFileSync(join(dist, 'index.d.ts'), 'utf8')).toMatch(/declare function Button/);
  });

  it('is importable from a fresh consumer and renders on the server', () => {
    const script = [
      "import { createElement } from 'react';",
      "import { renderToString } from 'react-dom/server';",
      "import { Button, Badge, themeClass } from '@academy/ui';",
      'console.log(JSON.stringify({',
      "  link: renderToString(createElement(Button, { href: '/pricing' }, 'See plans')),",
      "  badge: renderToString(createElement(Badge, { variant: 'premium' }, 'Premium')),",
      "  theme: typeof themeClass('dark'),",
      "  styles: import.meta.resolve('@academy/ui/styles.css'),",
      '}));',
    ].join('\n');
    writeFileSync(join(consumer, 'index.mjs'), script);
    const run = spawnSync(process.execPath, ['index.mjs'], { cwd: consumer, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    const out = JSON.parse(run.stdout);
    expect(out.link).toMatch(/^<a\s[^>]*href="\/pricing"/);
    expect(out.link).toMatch(/^<a\s[^>]*class="[^"]+"/);
    expect(out.link).toContain('See plans');
    expect(out.badge).toContain('Premium');
    expect(out.theme).toBe('string');
    expect(out.styles).toMatch(/node_modules\/@academy\/ui\/dist\/styles\.css$/);
  });

  it('tree-shakes: importing Button pulls neither the Sidebar nor the video dialog', async () => {
    const button = await measureImport(['Button'], join(dist, 'index.js'));
    const sidebar = await measureImport(['Sidebar', 'SidebarProvider'], join(dist, 'index.js'));
    // String literals survive minification: the cookie name and the nav label appear only where the Sidebar is.
    expect(sidebar.code).toContain('sidebar:state');
    expect(sidebar.code).toContain('Main navigation');
    expect(button.code).not.toContain('sidebar:state');
    expect(button.code).not.toContain('Main navigation');
    expect(button.code).not.toMatch(/youtube/i);
    expect(button.gzipBytes).toBeLessThan(sidebar.gzipBytes);
  });
});
