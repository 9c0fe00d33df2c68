// Framing and script policy: every response carries a strict Content-Security-Policy (inline scripts only by the
// hash of the ones the built app holds), frame-ancestors 'none' and X-Frame-Options DENY, a Referrer-Policy and a
// Permissions-Policy; Strict-Transport-Security only when the public address is https.
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes } from '../src/securityHeaders.ts';
import { startTestServer, tempDir, type TestServer } from './helpers.ts';

const THEME_SCRIPT = "document.documentElement.dataset.theme = 'dark';";
const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

function directive(policy: string | null, name: string): string[] {
  const found = (policy ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([first]) => first === name);
  return found ? found.slice(1) : [];
}

describe('inline script hashes', () => {
  it('hashes scripts a browser runs, not JSON or external ones', () => {
    const html = `<script>${THEME_SCRIPT}</script><script type="module">import('/a.js')</script><script src="/x.js"></script>
      <script type="application/ld+json">{"@context":"https://schema.org"}</script><script type="application/json" id="c">{}</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(THEME_SCRIPT), sha256("import('/a.js')")]);
  });

  it('allows scripts from this origin and the listed hashes only, and frames from video providers only', () => {
    const policy = contentSecurityPolicy({ siteUrl: 'https://academy.example', scriptHashes: ['sha256-abc='] });
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-abc='", 'https://www.youtube.com']);
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
    expect(directive(policy, 'frame-src')).toContain('https://www.youtube.com');
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
  });
});

describe('security headers on the server', () => {
  let server: TestServer;
  const appDir = tempDir('academy-app-');

  beforeAll(async () => {
    mkdirSync(path.join(appDir, 'assets'), { recursive: true });
    writeFileSync(
      path.join(appDir, 'index.html'),
      `<!doctype html><html><head><script>${THEME_SCRIPT}</script></head><body><div id="root"></div></body></html>`,
    );
    writeFileSync(path.join(appDir, 'inline-script-hashes.json'), JSON.stringify(['sha256-fromTheBuild=']));
    server = await startTestServer('embedded', { seed: false, appDir });
  });
  afterAll(async () => {
    await server?.cleanup();
    rmSync(appDir, { recursive: true, force: true });
  });

  it('sends the policy with app pages, the API and errors alike', async () => {
    for (const target of ['/', '/signin', '/dashboard', '/health', '/config.json', '/rest/v1/courses?select=id', '/no/such/file.js']) {
      const response = await fetch(`${server.url}${target}`, { headers: { apikey: server.publishableKey } });
      const policy = response.headers.get('content-security-policy');
      expect(directive(policy, 'frame-ancestors'), target).toEqual(["'none'"]);
      expect(response.headers.get('x-frame-options'), target).toBe('DENY');
      expect(response.headers.get('referrer-policy'), target).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy'), target).toContain('camera=()');
      expect(response.headers.get('strict-transport-security'), target).toBeNull();
    }
    const page = await fetch(`${server.url}/signin`);
    const scripts = directive(page.headers.get('content-security-policy'), 'script-src');
    expect(scripts).toContain(`'${sha256(THEME_SCRIPT)}'`);
    expect(scripts).toContain("'sha256-fromTheBuild='");
  });

  it('adds Strict-Transport-Security when SITE_URL is https', async () => {
    const secure = await startTestServer('embedded', { seed: false, appDir, siteUrl: 'https://academy.example' });
    try {
      const response = await fetch(`${secure.url}/`);
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await secure.cleanup();
    }
  });
});
