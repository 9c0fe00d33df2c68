// Serves the built app (packages/app/dist): hashed assets with long-lived immutable caching, pages prerendered by the
// build (prerenderedPages.ts) or else index.html for client-side routes (SPA fallback), br/gzip compressed once and
// kept in memory.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { PrerenderedPages, type PageContext } from './prerenderedPages.ts';
import { htmlResponse } from './responses.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

type CachedFile = { mtimeMs: number; size: number; type: string; raw: Buffer; gzip: Buffer | null; br: Buffer | null; etag: string };

export type Encoding = 'br' | 'gzip' | null;

/** The best encoding the client accepts among the ones we produce. */
export function pickEncoding(acceptEncoding: string | null): Encoding {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/** A browser's native form submission (the three encodings a <form> can send). */
function isFormSubmission(request: Request): boolean {
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  return /^(application\/x-www-form-urlencoded|multipart\/form-data|text\/plain)\b/.test(type);
}

/**
 * The app's forms post (issue 34.1), and the app performs them itself; a native submit reaches the server only from a
 * browser without JavaScript. Its body is never read: the answer sends the browser back to the page (303: a GET of the
 * same path, no query), so no field ever lands in the address, the history or a log, and the page's noscript note says
 * why nothing happened.
 */
function pageAgain(url: URL): Response {
  return new Response(null, { status: 303, headers: { location: url.pathname, 'cache-control': 'no-store' } });
}

export class StaticFiles {
  readonly root: string;
  readonly #cache = new Map<string, CachedFile>();
  readonly #pages: PrerenderedPages;
  readonly #pageContext: ((url: URL) => PageContext) | undefined;

  /** `pageContext`: what prerendered pages carry inlined for this request (the backend config, the site's address). */
  constructor(root: string, options: { pageContext?: (url: URL) => PageContext } = {}) {
    this.root = path.resolve(root);
    this.#pages = new PrerenderedPages(this.root);
    this.#pageContext = options.pageContext;
  }

  #load(file: string): CachedFile | null {
    let stat;
    try {
      stat = statSync(file);
    } catch {
      return null;
    }
    if (!stat.isFile()) return null;
    const cached = this.#cache.get(file);
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached;
    const raw = readFileSync(file);
    const type = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    const worthCompressing = COMPRESSIBLE.test(type) && raw.length > 512;
    const entry: CachedFile = {
      mtimeMs: stat.mtimeMs,
      size: stat.size,
      type,
      raw,
      gzip: worthCompressing ? gzipSync(raw, { level: 9 }) : null,
      br: worthCompressing ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }) : null,
      etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
    };
    this.#cache.set(file, entry);
    return entry;
  }

  /** Maps a URL path into the root; null for anything that would escape it. */
  #resolve(urlPath: string): string | null {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    if (decoded.includes('\0')) return null;
    const file = path.resolve(this.root, '.' + path.posix.normalize('/' + decoded));
    return file === this.root || file.startsWith(this.root + path.sep) ? file : null;
  }

  #respond(request: Request, file: CachedFile, cacheControl: string): Response {
    const headers: Record<string, string> = {
      'content-type': file.type,
      'cache-control': cacheControl,
      etag: file.etag,
      vary: 'accept-encoding',
    };
    if (request.headers.get('if-none-match') === file.etag) return new Response(null, { status: 304, headers });
    const encoding = pickEncoding(request.headers.get('accept-encoding'));
    let body: Buffer = file.raw;
    if (encoding === 'br' && file.br) {
      body = file.br;
      headers['content-encoding'] = 'br';
    } else if (encoding && file.gzip) {
      body = file.gzip;
      headers['content-encoding'] = 'gzip';
    }
    headers['content-length'] = String(body.length);
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
  }

  handle(request: Request, url: URL): Response {
    if (request.method === 'POST' && isFormSubmission(request)) return pageAgain(url);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Method not allowed', { status: 405, headers: { allow: 'GET, HEAD' } });
    }
    const target = url.pathname === '/' ? null : this.#resolve(url.pathname);
    const file = target ? this.#load(target) : null;
    if (file) {
      const hashed = url.pathname.startsWith('/assets/');
      return this.#respond(request, file, hashed ? IMMUTABLE : 'no-cache');
    }
    const wantsHtml = (request.headers.get('accept') ?? '').includes('text/html') || url.pathname === '/';
    if (!wantsHtml || (path.extname(url.pathname) && url.pathname.startsWith('/assets/'))) {
      return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    }
    const page = this.#pageContext ? this.#pages.respond(request, url, this.#pageContext(url)) : null;
    if (page) return page;
    const index = this.#load(path.join(this.root, 'index.html'));
    if (!index) {
      return htmlResponse(
        '<!doctype html><meta charset="utf-8"><title>Academy</title><p>The app is not built yet. Run <code>pnpm build</code> (or <code>pnpm start</code>, which builds it when missing).</p>',
        503,
        { 'cache-control': 'no-store' },
      );
    }
    return this.#respond(request, index, 'no-cache');
  }
}
