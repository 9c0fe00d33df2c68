// Prerendered pages through StaticFiles (no server needed): the language from the cookie, the config and the
// address inlined, revalidation by ETag, the app shell for client-only routes and a real 404 for the rest.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchesPattern, readCookie } from '../src/prerenderedPages.ts';
import { StaticFiles } from '../src/staticFiles.ts';
import { tempDir } from './helpers.ts';

const ORIGIN_PLACEHOLDER = 'https://prerendered-origin.invalid';
const SLOT = '<!--academy-config-->';
let root: string;

function page(locale: string, text: string) {
  return `<!doctype html><html lang="${locale}"><head>${SLOT}</head><body><div id="root"><h1>${text}</h1><script type="application/ld+json">{"url":"${ORIGIN_PLACEHOLDER}/academy"}</script></div></body></html>`;
}

beforeAll(() => {
  root = tempDir('academy-prerendered-');
  for (const locale of ['ht', 'pt', 'en']) {
    mkdirSync(path.join(root, 'prerendered', locale), { recursive: true });
    writeFileSync(path.join(root, 'prerendered', locale, 'plans.html'), page(locale, `plans-${locale}`));
    writeFileSync(path.join(root, 'prerendered', locale, '404.html'), page(locale, `missing-${locale}`));
  }
  writeFileSync(path.join(root, 'app.html'), `<!doctype html><title>shell</title>${SLOT}<div id="root"></div>`);
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>static copy</title>');
  const files = (name: string) => Object.fromEntries(['ht', 'pt', 'en'].map((locale) => [locale, `prerendered/${locale}/${name}`]));
  writeFileSync(
    path.join(root, 'prerender.json'),
    JSON.stringify({
      locales: ['ht', 'pt', 'en'],
      defaultLocale: 'ht',
      localeCookie: 'academy-locale',
      configSlot: SLOT,
      originPlaceholder: ORIGIN_PLACEHOLDER,
      pages: { '/plans': files('plans.html') },
      notFound: files('404.html'),
      appShell: 'app.html',
      routePatterns: ['/plans', '/dashboard/*', '/certificates/:id', '*'],
    }),
  );
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const config = { supabaseUrl: 'http://127.0.0.1:1234', supabaseAnonKey: 'sb_publishable_</script>x' };
const files = () => new StaticFiles(root, { pageContext: (url) => ({ config, origin: url.origin }) });
const get = (pathname: string, headers: Record<string, string> = {}) => {
  const url = new URL(`http://127.0.0.1:1234${pathname}`);
  return files().handle(new Request(url, { headers: { accept: 'text/html', ...headers } }), url);
};

describe('prerendered pages', () => {
  it('answers in Creole without a language cookie, and in the cookie language with one', async () => {
    expect(await get('/plans').text()).toContain('plans-ht');
    const english = get('/plans', { cookie: 'sidebar:state=true; academy-locale=en' });
    expect(english.status).toBe(200);
    expect(await english.text()).toContain('plans-en');
    expect(await get('/plans', { cookie: 'academy-locale=xx' }).text()).toContain('plans-ht');
  });

  it('inlines the backend config as a data block that cannot close the element, and the site address', async () => {
    const html = await get('/plans').text();
    expect(html).not.toContain(SLOT);
    const inline = html.match(/<script type="application\/json" id="academy-config">(.*?)<\/script>/)?.[1];
    expect(JSON.parse(inline!)).toEqual(config);
    expect(html).toContain('"url":"http://127.0.0.1:1234/academy"');
    expect(html).not.toContain(ORIGIN_PLACEHOLDER);
  });

  it('is revalidated: no-cache, an ETag per language, 304 when it still matches, Vary on the cookie', async () => {
    const first = get('/plans');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('vary')).toContain('cookie');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    expect(get('/plans', { 'if-none-match': etag }).status).toBe(304);
    const english = get('/plans', { cookie: 'academy-locale=en', 'if-none-match': etag });
    expect(english.status).toBe(200);
    expect(english.headers.get('etag')).not.toBe(etag);
  });

  it('compresses pages for clients that accept it', () => {
    expect(get('/plans', { 'accept-encoding': 'gzip, br' }).headers.get('content-encoding')).toBe('br');
  });

  it('serves the app shell for client-only routes of the route table', async () => {
    for (const pathname of ['/dashboard', '/dashboard/users', '/certificates/123']) {
      const response = get(pathname);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<title>shell</title>');
      expect(html).toContain('id="academy-config"');
    }
  });

  it('answers paths no route matches with the 404 page, status 404, in the visitor language', async () => {
    const response = get('/no/such/page', { cookie: 'academy-locale=pt' });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('missing-pt');
  });

  it('keeps the plain SPA fallback for a build without prerendered pages', async () => {
    const bare = tempDir('academy-bare-');
    writeFileSync(path.join(bare, 'index.html'), '<!doctype html><title>bare</title>');
    const url = new URL('http://127.0.0.1:1234/plans');
    const response = new StaticFiles(bare, { pageContext: () => ({ config, origin: url.origin }) }).handle(
      new Request(url, { headers: { accept: 'text/html' } }),
      url,
    );
    expect(await response.text()).toContain('bare');
    rmSync(bare, { recursive: true, force: true });
  });
});

describe('helpers', () => {
  it('sends a native form post back to the page (303, no query) without reading its fields (issue 34.1)', async () => {
    const url = new URL('http://127.0.0.1:1234/signin?from=x');
    const body = new URLSearchParams({ email: 'a@example.test', password: 'Secret-passw0rd' });
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/plain']) {
      const request = new Request(url, { method: 'POST', headers: { accept: 'text/html', 'content-type': type }, body });
      const answer = files().handle(request, url);
      expect(answer.status, type).toBe(303);
      expect(answer.headers.get('location'), type).toBe('/signin');
      expect(request.bodyUsed, type).toBe(false);
    }
    // Anything else that is not a read is still refused.
    const json = new Request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(files().handle(json, url).status).toBe(405);
    expect(files().handle(new Request(url, { method: 'PUT', headers: { 'content-type': 'text/plain' }, body: 'x' }), url).status).toBe(405);
  });

  it('reads one cookie among several', () => {
    expect(readCookie('a=1; academy-locale=pt; b=2', 'academy-locale')).toBe('pt');
    expect(readCookie(null, 'academy-locale')).toBeNull();
  });

  it('matches route patterns like react-router', () => {
    expect(matchesPattern('/certificates/:id', '/certificates/abc')).toBe(true);
    expect(matchesPattern('/certificates/:id', '/certificates')).toBe(false);
    expect(matchesPattern('/dashboard/*', '/dashboard')).toBe(true);
    expect(matchesPattern('/dashboard/*', '/dashboard/users/1')).toBe(true);
    expect(matchesPattern('/plans', '/plans/extra')).toBe(false);
    // A lesson's own address and its course page are one route (issue 21).
    expect(matchesPattern('/academy/coder-ai/:lessonId?', '/academy/coder-ai')).toBe(true);
    expect(matchesPattern('/academy/coder-ai/:lessonId?', '/academy/coder-ai/3f1c')).toBe(true);
    expect(matchesPattern('/academy/coder-ai/:lessonId?', '/academy/coder-ai/3f1c/more')).toBe(false);
  });
});
