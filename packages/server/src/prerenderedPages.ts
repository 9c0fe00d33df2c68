// Answers page requests with the HTML the app's build prerendered (packages/app/scripts/prerender.ts, index in
// dist/prerender.json): in the visitor's language (the app's `academy-locale` cookie, else Creole), with the backend
// config inlined (no /config.json round trip before the first render) and this server's address in place of the
// build's placeholder. Other app routes get the empty app shell; paths no route matches get the 404 page, status 404.
// HTML is revalidated (ETag from the bytes sent), never cached blindly: it names the current build's assets.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { pickEncoding } from './staticFiles.ts';

export type PrerenderIndex = {
  locales: string[];
  defaultLocale: string;
  localeCookie: string;
  configSlot: string;
  originPlaceholder: string;
  pages: Record<string, Record<string, string>>;
  notFound: Record<string, string>;
  appShell: string;
  routePatterns: string[];
  /** Issue 33: what the server renders from the database (databasePages.ts); absent in older builds. */
  renderer?: string;
  catalogueElementId?: string;
  /** Where a course page carries its public lesson list (issue 34.3). */
  courseListingElementId?: string;
  cataloguePaths?: string[];
  coursePage?: { templates: Record<string, string>; slots: { path: string; title: string; description: string; body: string } };
};

export type PageContext = { config: { supabaseUrl: string; supabaseAnonKey: string }; origin: string };

export type Rendered = { raw: Buffer; gzip: Buffer; br: Buffer; etag: string };
type Choice = { file: string; status: number };

/** The value of cookie `name` in a Cookie header, or null. */
export function readCookie(header: string | null, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

/** The visitor's language: the app's cookie when it names one of the build's, else the default (Creole). */
export function localeOf(index: Pick<PrerenderIndex, 'localeCookie' | 'locales' | 'defaultLocale'>, cookieHeader: string | null): string {
  const cookie = readCookie(cookieHeader, index.localeCookie);
  return cookie && index.locales.includes(cookie) ? cookie : index.defaultLocale;
}

/** Whether a route-table pattern ('/certificates/:id', '/dashboard/*') matches the path, as react-router would. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  for (let i = 0; i < want.length; i++) {
    if (want[i] === '*') return true;
    const segment = have[i];
    // An optional parameter (':lessonId?') may be the end of the path.
    if (segment === undefined) return want.slice(i).every((part) => part.startsWith(':') && part.endsWith('?'));
    if (!want[i]!.startsWith(':') && want[i]!.toLowerCase() !== segment.toLowerCase()) return false;
  }
  return have.length === want.length;
}

/** `<script type="application/json">` content: JSON that cannot end the element early. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export class PrerenderedPages {
  readonly #root: string;
  #index: PrerenderIndex | null = null;
  #indexMtime = -1;
  readonly #rendered = new Map<string, Rendered>();

  constructor(root: string) {
    this.#root = root;
  }

  /** The build's prerender index, re-read when a new build replaces it; null for a build without one. */
  #loadIndex(): PrerenderIndex | null {
    const file = path.join(this.#root, 'prerender.json');
    let mtime: number;
    try {
      mtime = statSync(file).mtimeMs;
    } catch {
      this.#index = null;
      this.#indexMtime = -1;
      return null;
    }
    if (mtime !== this.#indexMtime) {
      this.#index = JSON.parse(readFileSync(file, 'utf8')) as PrerenderIndex;
      this.#indexMtime = mtime;
      this.#rendered.clear();
    }
    return this.#index;
  }

  /** True when the build carries prerendered pages (then this answers every page request). */
  available(): boolean {
    return this.#loadIndex() !== null;
  }

  #choose(index: PrerenderIndex, pathname: string, cookieHeader: string | null): Choice {
    const locale = localeOf(index, cookieHeader);
    const page = index.pages[pathname] ?? index.pages[pathname.replace(/\/+$/, '')];
    if (page?.[locale]) return { file: page[locale], status: 200 };
    if (index.routePatterns.some((pattern) => pattern !== '*' && matchesPattern(pattern, pathname))) {
      return { file: index.appShell, status: 200 };
    }
    return { file: index.notFound[locale] ?? index.appShell, status: 404 };
  }

  #render(choice: Choice, context: PageContext): Rendered {
    const configJson = inlineJson(context.config);
    const key = `${choice.file}\n${configJson}\n${context.origin}`;
    const cached = this.#rendered.get(key);
    if (cached) return cached;
    const index = this.#index!;
    const rendered = compressedPage(withContext(readFileSync(path.join(this.#root, choice.file), 'utf8'), index, context));
    // A few pages x languages x addresses the server is reached by: small, but bounded all the same.
    if (this.#rendered.size > 256) this.#rendered.clear();
    this.#rendered.set(key, rendered);
    return rendered;
  }

  /** The page for this request, or null when the build has no prerendered pages. */
  respond(request: Request, url: URL, context: PageContext): Response | null {
    const index = this.#loadIndex();
    if (!index) return null;
    const choice = this.#choose(index, url.pathname, request.headers.get('cookie'));
    return pageResponse(request, this.#render(choice, context), choice.status);
  }
}

/** A page's HTML with the backend config inlined and this server's address in place of the build's placeholder. */
export function withContext(html: string, index: Pick<PrerenderIndex, 'configSlot' | 'originPlaceholder'>, context: PageContext): string {
  return html
    .replace(index.configSlot, `<script type="application/json" id="academy-config">${inlineJson(context.config)}</script>`)
    .replaceAll(index.originPlaceholder, context.origin);
}

/** A page's bytes, compressed both ways, and its ETag. */
export function compressedPage(html: string): Rendered {
  const raw = Buffer.from(html, 'utf8');
  return {
    raw,
    gzip: gzipSync(raw, { level: 9 }),
    br: brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    etag: `"${createHash('sha256').update(raw).digest('base64url').slice(0, 27)}"`,
  };
}

/** The HTML answer for a page: revalidated by ETag, per language cookie, compressed as the browser accepts. */
export function pageResponse(request: Request, page: Rendered, status: number): Response {
  const headers: Record<string, string> = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-cache',
    etag: page.etag,
    // The language comes from a cookie: a shared cache must not hand one visitor's language to another.
    vary: 'accept-encoding, cookie',
  };
  if (status === 200 && request.headers.get('if-none-match') === page.etag) return new Response(null, { status: 304, headers });
  const encoding = pickEncoding(request.headers.get('accept-encoding'));
  let body = page.raw;
  if (encoding) {
    body = encoding === 'br' ? page.br : page.gzip;
    headers['content-encoding'] = encoding;
  }
  headers['content-length'] = String(body.length);
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { status, headers });
}
