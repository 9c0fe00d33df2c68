// The security headers (securityHeaders.ts) as a browser receives them, one condition per case: the exact policy a
// page, the API and an error are sent, and which inline scripts of the built app it allows (hashes of each script a
// browser would run, from every HTML file the app serves and from the build's hashes file; nothing else). Three real
// servers over three built apps (a hashes file as a list, as an object with bad entries, and unreadable), the
// second at an https address. Fast enough for the mutation runs (stryker/scopes.mjs: `server-headers`).
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMigratedTestServer, tempDir, type TestServer } from './helpers.ts';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/** Scripts a browser runs, each written another way the app's HTML may hold one. */
const RUN = {
  plain: "document.documentElement.dataset.theme = 'dark';",
  module: "import('/assets/a.js');",
  textJavascript: 'window.a = 1;',
  applicationJavascript: 'window.b = 2;',
  upperCaseType: 'window.c = 3;',
  singleQuotedType: 'window.d = 4;',
  unquotedType: 'window.e = 5;',
  spacedClose: 'window.f = 6;',
  upperCaseTag: 'window.g = 7;',
  dataSrc: 'window.h = 8;',
  second: 'window.i = 9;',
  nested: 'window.nested = 1;',
  deepest: 'window.deepest = 3;',
  accentuated: "document.title = 'Aulas à distância';",
};
/** Script elements a browser does not run as inline code, or files the app does not serve as pages. */
const SKIP = {
  json: '{"a":1}',
  ldJson: '{"@context":"https://schema.org"}',
  external: 'window.never = 1;',
  spacedSrc: 'window.never2 = 1;',
  inAssets: 'window.inAssets = 1;',
  tooDeep: 'window.tooDeep = 1;',
  notHtml: 'window.notHtml = 1;',
  huge: 'window.huge = 1;',
  otherType: 'window.template = 1;',
};

function writeApp(dir: string, hashesFile: string): void {
  const page = `<!doctype html><html><head>
<script>${RUN.plain}</script>
<script type="module">${RUN.module}</script>
<script type="text/javascript">${RUN.textJavascript}</script>
<script type="application/javascript" defer>${RUN.applicationJavascript}</script>
<script type="MODULE">${RUN.upperCaseType}</script>
<script type='text/javascript'>${RUN.singleQuotedType}</script>
<script type=module>${RUN.unquotedType}</script>
<script>${RUN.spacedClose}</script >
<SCRIPT>${RUN.upperCaseTag}</SCRIPT>
<script data-src="/x.js">${RUN.dataSrc}</script>
<script type="application/json" id="config">${SKIP.json}</script>
<script type="application/ld+json">${SKIP.ldJson}</script>
<script src="/assets/x.js">${SKIP.external}</script>
<script defer src = "/assets/y.js">${SKIP.spacedSrc}</script>
<script type="text/template">${SKIP.otherType}</script>
</head><body><div id="root"></div><script>${RUN.second}</script><script>${RUN.plain}</script></body></html>`;
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  mkdirSync(path.join(dir, 'pt', 'cursos', 'a', 'b'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), page);
  writeFileSync(path.join(dir, 'pt', 'index.html'), `<script>${RUN.nested}</script>`);
  writeFileSync(path.join(dir, 'pt', 'cursos', 'a', 'index.html'), `<script>${RUN.deepest}</script><script>${RUN.accentuated}</script>`);
  writeFileSync(path.join(dir, 'pt', 'cursos', 'a', 'b', 'index.html'), `<script>${SKIP.tooDeep}</script>`);
  writeFileSync(path.join(dir, 'assets', 'frame.html'), `<script>${SKIP.inAssets}</script>`);
  writeFileSync(path.join(dir, 'pt', 'page.htm'), `<script>${SKIP.notHtml}</script>`);
  // Exactly 2,000,000 bytes: the first size not read (bigger files are no page of the app).
  const huge = `<script>${SKIP.huge}</script>`;
  writeFileSync(path.join(dir, 'huge.html'), huge + ' '.repeat(2_000_000 - huge.length));
  writeFileSync(path.join(dir, 'inline-script-hashes.json'), hashesFile);
}

function directive(policy: string | null, name: string): string[] {
  const found = (policy ?? '')
    .split('; ')
    .map((part) => part.split(' '))
    .find(([first]) => first === name);
  return found ? found.slice(1) : [];
}

describe('security headers as a browser receives them', () => {
  const dirs = [tempDir('academy-app-'), tempDir('academy-app-'), tempDir('academy-app-')];
  let plain: TestServer;
  let secure: TestServer;
  let unreadable: TestServer;

  beforeAll(async () => {
    writeApp(dirs[0]!, JSON.stringify(['sha256-fromTheBuild=', 'sha384-Other/Build+Hash==']));
    writeApp(
      dirs[1]!,
      JSON.stringify({
        scriptHashes: [
          'sha512-fromAnObject=',
          'sha1-weak=',
          "sha256-x=' 'unsafe-inline",
          'unsafe-inline',
          42,
          ' sha256-spaced=',
          'sha256-',
        ],
      }),
    );
    writeApp(dirs[2]!, '{not json');
    [plain, secure, unreadable] = await Promise.all([
      startMigratedTestServer({ appDir: dirs[0]! }),
      startMigratedTestServer({ appDir: dirs[1]!, siteUrl: 'https://academy.example' }),
      startMigratedTestServer({ appDir: dirs[2]! }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([plain?.cleanup(), secure?.cleanup(), unreadable?.cleanup()]);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const appHashes = [
    RUN.plain,
    RUN.module,
    RUN.textJavascript,
    RUN.applicationJavascript,
    RUN.upperCaseType,
    RUN.singleQuotedType,
    RUN.unquotedType,
    RUN.spacedClose,
    RUN.upperCaseTag,
    RUN.dataSrc,
    RUN.second,
    RUN.nested,
    RUN.deepest,
    RUN.accentuated,
  ].map(sha256);

  it('sends the whole policy, in this order, with each script hash of the app once and sorted', async () => {
    const response = await fetch(`${plain.url}/`);
    const hashes = [...new Set([...appHashes, 'sha256-fromTheBuild=', 'sha384-Other/Build+Hash=='])].sort().map((hash) => `'${hash}'`);
    expect(response.headers.get('content-security-policy')).toBe(
      [
        "default-src 'self'",
        `script-src 'self' ${hashes.join(' ')} https://www.youtube.com`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob: https:",
        "media-src 'self' blob:",
        "font-src 'self' data:",
        `connect-src 'self' ${plain.url}`,
        'frame-src https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com',
        "frame-ancestors 'none'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ].join('; '),
    );
  });

  it('allows none of the scripts a browser does not run inline, nor those of files that are no page of the app', async () => {
    const scripts = directive((await fetch(`${plain.url}/`)).headers.get('content-security-policy'), 'script-src');
    for (const [name, text] of Object.entries(SKIP)) expect(scripts, name).not.toContain(`'${sha256(text)}'`);
  });

  it('sends the same headers with pages, the API, the health check and errors', async () => {
    const first = (await fetch(`${plain.url}/`)).headers.get('content-security-policy');
    for (const target of [
      '/signin',
      '/health',
      '/config.json',
      '/rest/v1/courses?select=id',
      '/no/such/file.js',
      '/rest/v1/no_such_table',
    ]) {
      const response = await fetch(`${plain.url}${target}`, { headers: { apikey: plain.publishableKey } });
      expect([target, response.headers.get('content-security-policy')]).toEqual([target, first]);
      expect([
        response.headers.get('x-frame-options'),
        response.headers.get('referrer-policy'),
        response.headers.get('permissions-policy'),
        response.headers.get('x-content-type-options'),
        response.headers.get('strict-transport-security'),
      ]).toEqual([
        'DENY',
        'strict-origin-when-cross-origin',
        'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), interest-cohort=()',
        'nosniff',
        null,
      ]);
    }
  });

  it('at an https address: Strict-Transport-Security, and the site’s origin for connections', async () => {
    const response = await fetch(`${secure.url}/`);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(directive(response.headers.get('content-security-policy'), 'connect-src')).toEqual(["'self'", 'https://academy.example']);
  });

  it('takes the build’s hashes from an object too, and only well-formed sha256/384/512 ones', async () => {
    const scripts = directive((await fetch(`${secure.url}/`)).headers.get('content-security-policy'), 'script-src');
    expect(scripts).toEqual([
      "'self'",
      ...[...new Set([...appHashes, 'sha512-fromAnObject='])].sort().map((hash) => `'${hash}'`),
      'https://www.youtube.com',
    ]);
  });

  it('an unreadable hashes file adds nothing (the pages’ own scripts are still allowed)', async () => {
    const scripts = directive((await fetch(`${unreadable.url}/`)).headers.get('content-security-policy'), 'script-src');
    expect(scripts).toEqual(["'self'", ...[...new Set(appHashes)].sort().map((hash) => `'${hash}'`), 'https://www.youtube.com']);
  });
});
