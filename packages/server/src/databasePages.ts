// Pages rendered from the database (issue 33): the catalogue (/academy, /academy/all), the home page's academy card
// and every published or announced course's page (/academy/<slug>[/<lesson>]) are rendered by the renderer the build
// prerendered with (dist/prerender.json `renderer`), with the courses as a visitor may see them, and the rows put in
// the page (#academy-catalogue) so the browser starts from exactly what was rendered. Rendered pages are cached until
// the database says a course, module or lesson changed (NOTIFY academy_courses, migration 20261127400000): a staff
// edit shows on the next request, on every server that LISTENs on the same database. Drafts are never read here.
// A build without a renderer, a failed read or a failed render falls back to the build's own pages (prerenderedPages.ts).
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  compressedPage,
  inlineJson,
  localeOf,
  pageResponse,
  withContext,
  type PageContext,
  type PrerenderIndex,
  type Rendered,
} from './prerenderedPages.ts';

/** A course as the catalogue reads it (the columns of the app's CATALOGUE_COLUMNS, in the REST API's JSON form). */
export type CatalogueRow = {
  id: string;
  slug: string;
  title: string;
  description: string | null;
  translations: Record<string, Record<string, string>>;
  category: string | null;
  level: string | null;
  is_premium: boolean;
  state: 'announced' | 'published';
  planned_month: string | null;
  cover_url: string | null;
  position: number;
};

/**
 * A lesson of a course page's public list (issue 34.3), in the columns of lesson_catalog as a visitor reads them, but
 * with no video's address at all (youtube_url, video_url and thumbnail_url null) and every premium lesson locked.
 */
export type ListedLesson = Record<string, unknown> & { id: string; course_slug: string; is_private: boolean; is_locked: boolean };

/** A course page's listing as the renderer and the page take it (packages/features/src/academy/data/courseListing.ts). */
export type CourseListing = { course: string; lessons: ListedLesson[] };

/** The renderer's functions the server calls (packages/app/src/prerender/render.tsx). */
export type Renderer = {
  renderRoute(path: string, locale: string, catalogue: CatalogueRow[] | null, listing?: CourseListing | null): Promise<string>;
  courseMeta(course: CatalogueRow, locale: string): { title: string; description: string; image: string | null };
};

/** Only what a visitor may see: announced and published courses, in staff's order. Never a draft. */
export const PUBLIC_CATALOGUE_SQL = `select coalesce(json_agg(row_to_json(c) order by c.position, c.created_at), '[]')::text as rows
from (
  select id, slug, title, description, translations, category, level, is_premium, state, planned_month, cover_url, position, created_at
  from public.courses where state in ('announced', 'published')
) c`;

/**
 * Every lesson a visitor sees on a course page (lesson_catalog's rule for a reader who is neither staff nor
 * subscribed: not hidden, in a module, of a published course), in the course page's order, with what the list shows
 * (titles, descriptions, modules, premium or not) and nothing that plays: no address of any video, free or premium.
 */
export const PUBLIC_LESSONS_SQL = `select coalesce(json_agg(row_to_json(l) order by l.course_slug, l.module_position nulls last, l.position nulls last, l.created_at), '[]')::text as rows
from (
  select v.id, v.title, v.description, null::text as youtube_url, null::text as video_url, null::text as thumbnail_url,
    v.is_private, v.is_private as is_locked, v.module_id, m.title as module_title, m.position as module_position,
    v.position, v.created_at, c.slug as course_slug, c.title as course_title, v.translations,
    m.translations as module_translations
  from public.videos v
  join public.modules m on m.id = v.module_id
  join public.courses c on c.id = v.course_id
  where not v.is_hidden and c.state = 'published'
) l`;

export const CHANGES_CHANNEL = 'academy_courses';

export type DatabasePagesOptions = {
  root: string;
  query: (sql: string) => Promise<Record<string, unknown>[]>;
  /** LISTEN on a channel: `onNotify` on every notice, `onListen` each time the listening connection (re)starts. */
  listen?: (channel: string, onNotify: () => void, onListen: () => void) => Promise<{ unlisten(): Promise<void> }>;
  log?: (line: Record<string, unknown>) => void;
};

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const escapeXml = escapeHtml;

export class DatabasePages {
  readonly #options: DatabasePagesOptions;
  #index: PrerenderIndex | null = null;
  #indexMtime = -1;
  #renderer: Promise<Renderer> | null = null;
  #rendererVersion = -1;
  #staleRendererLogged = false;
  /** Bumped by every change notice: work started before it is not cached after it. */
  #generation = 0;
  #catalogue: Promise<CatalogueRow[]> | null = null;
  #lessons: Promise<ListedLesson[]> | null = null;
  readonly #html = new Map<string, Promise<string | null>>();
  readonly #rendered = new Map<string, Rendered>();
  /** Whether change notices arrive: without them nothing is cached (each request reads and renders). */
  #listening = false;
  #subscription: { unlisten(): Promise<void> } | null = null;

  constructor(options: DatabasePagesOptions) {
    this.#options = options;
  }

  /** Starts listening for changes; until then (or without a listener) every page is read and rendered afresh. */
  async start(): Promise<void> {
    if (!this.#options.listen) return;
    this.#subscription = await this.#options.listen(
      CHANGES_CHANNEL,
      () => this.invalidate(),
      () => {
        // (Re)connected: notices sent while it was down are lost, so nothing cached before may be trusted.
        this.invalidate();
        this.#listening = true;
      },
    );
    this.#listening = true;
  }

  /** Stops listening (the server is stopping); nothing is cached from then on. */
  async stop(): Promise<void> {
    this.#listening = false;
    this.invalidate();
    await this.#subscription?.unlisten();
    this.#subscription = null;
  }

  /** Drops every cached catalogue and page. */
  invalidate(): void {
    this.#generation += 1;
    this.#catalogue = null;
    this.#lessons = null;
    this.#html.clear();
    this.#rendered.clear();
  }

  #loadIndex(): PrerenderIndex | null {
    const file = path.join(this.#options.root, 'prerender.json');
    let mtime: number;
    try {
      mtime = statSync(file).mtimeMs;
    } catch {
      this.#index = null;
      return null;
    }
    if (mtime !== this.#indexMtime) {
      this.#index = JSON.parse(readFileSync(file, 'utf8')) as PrerenderIndex;
      this.#indexMtime = mtime;
      this.invalidate();
    }
    return this.#index?.renderer ? this.#index : null;
  }

  /**
   * The build's renderer, imported once. Its lazy chunks import the entry back by its plain path, so it cannot be
   * imported again under another URL (two copies of its React contexts would not see each other): a build that
   * replaces it while the server runs is not rendered from until the server restarts (null here, logged once).
   */
  async #loadRenderer(index: PrerenderIndex): Promise<Renderer | null> {
    const file = path.resolve(this.#options.root, index.renderer!);
    const version = statSync(file).mtimeMs;
    if (this.#renderer && this.#rendererVersion !== version) {
      if (!this.#staleRendererLogged)
        this.#options.log?.({ level: 'warn', msg: 'the app was rebuilt: restart the server to render pages from the database again' });
      this.#staleRendererLogged = true;
      return null;
    }
    if (!this.#renderer) {
      this.#rendererVersion = version;
      this.#renderer = import(pathToFileURL(file).href) as Promise<Renderer>;
      this.#renderer.catch(() => {
        this.#renderer = null;
      });
    }
    return this.#renderer;
  }

  /** The public catalogue, cached while change notices arrive. */
  catalogue(): Promise<CatalogueRow[]> {
    if (!this.#listening) return this.#readRows<CatalogueRow>(PUBLIC_CATALOGUE_SQL);
    this.#catalogue ??= this.#cached(this.#readRows<CatalogueRow>(PUBLIC_CATALOGUE_SQL), () => (this.#catalogue = null));
    return this.#catalogue;
  }

  /** Every published course's public lesson list (PUBLIC_LESSONS_SQL), cached as the catalogue is. */
  publicLessons(): Promise<ListedLesson[]> {
    if (!this.#listening) return this.#readRows<ListedLesson>(PUBLIC_LESSONS_SQL);
    this.#lessons ??= this.#cached(this.#readRows<ListedLesson>(PUBLIC_LESSONS_SQL), () => (this.#lessons = null));
    return this.#lessons;
  }

  async #readRows<T>(sql: string): Promise<T[]> {
    const [row] = await this.#options.query(sql);
    return JSON.parse(String(row?.rows ?? '[]')) as T[];
  }

  /** A read kept until the next change notice; a failed one is dropped (unless a notice already dropped it). */
  #cached<T>(reading: Promise<T>, drop: () => void): Promise<T> {
    const generation = this.#generation;
    reading.catch(() => {
      if (this.#generation === generation) drop();
    });
    return reading;
  }

  /** The course a path is the page of (/academy/<slug> or /academy/<slug>/<lesson>), when a visitor may see it. */
  #courseOf(pathname: string, courses: CatalogueRow[]): CatalogueRow | null {
    const [first, slug, lesson, ...rest] = pathname.split('/').filter(Boolean);
    if (first !== 'academy' || !slug || rest.length > 0 || (lesson !== undefined && lesson === '')) return null;
    return courses.find((course) => course.slug === slug) ?? null;
  }

  #isCataloguePath(index: PrerenderIndex, pathname: string): boolean {
    return (index.cataloguePaths ?? []).includes(pathname) && Boolean(index.pages[pathname]);
  }

  /** The page's HTML before the per-request context (config, origin), or null when this server does not render it. */
  async #html_(index: PrerenderIndex, pathname: string, locale: string): Promise<string | null> {
    const renderer = await this.#loadRenderer(index);
    if (!renderer) return null;
    const courses = await this.catalogue();
    const catalogueBlock = `<script type="application/json" id="${index.catalogueElementId ?? 'academy-catalogue'}">${inlineJson(courses)}</script>`;
    let html: string;
    if (this.#isCataloguePath(index, pathname)) {
      const page = readFileSync(path.join(this.#options.root, index.pages[pathname]![locale]!), 'utf8');
      html = replaceRootBody(page, await renderer.renderRoute(pathname, locale, courses));
    } else {
      const course = this.#courseOf(pathname, courses);
      const template = index.coursePage?.templates[locale];
      if (!course || !template || course.slug === 'automation') return null;
      const { slots } = index.coursePage!;
      const meta = renderer.courseMeta(course, locale);
      // The course's lessons as links (issue 34.3): a press opens the lesson's own address before the app is live.
      const listing: CourseListing = {
        course: course.slug,
        lessons: (await this.publicLessons()).filter((lesson) => lesson.course_slug === course.slug),
      };
      const body = await renderer.renderRoute(pathname, locale, courses, listing);
      const listingBlock = `<script type="application/json" id="${index.courseListingElementId ?? 'academy-course-lessons'}">${inlineJson(listing)}</script>`;
      const image = meta.image ? `<meta property="og:image" content="${escapeHtml(meta.image)}" />\n    ` : '';
      html = readFileSync(path.join(this.#options.root, template), 'utf8')
        .replace(`data-prerendered-path="${slots.path}"`, `data-prerendered-path="${escapeHtml(pathname)}"`)
        .replaceAll(slots.title, escapeHtml(meta.title))
        .replaceAll(slots.description, escapeHtml(meta.description))
        .replace(slots.body, () => body)
        .replace(
          '</head>',
          () => `  ${image}<meta property="og:url" content="${index.originPlaceholder}${escapeHtml(pathname)}" />\n  </head>`,
        )
        .replace('</body>', () => `  ${listingBlock}\n  </body>`);
    }
    return html.replace('</body>', () => `  ${catalogueBlock}\n  </body>`);
  }

  /** The rendered page for this request, or null when it is not one this server renders from the database. */
  async respond(request: Request, url: URL, context: PageContext): Promise<Response | null> {
    if (request.method !== 'GET' && request.method !== 'HEAD') return null;
    const index = this.#loadIndex();
    if (!index) return null;
    const pathname = url.pathname;
    if (!this.#isCataloguePath(index, pathname) && !pathname.startsWith('/academy/')) return null;
    const locale = localeOf(index, request.headers.get('cookie'));
    const key = `${pathname}\n${locale}`;
    // A change notice while this page is made means it may be out of date: answered, but not kept.
    const generation = this.#generation;
    let html: string | null;
    try {
      let pending = this.#listening ? this.#html.get(key) : undefined;
      if (!pending) {
        pending = this.#html_(index, pathname, locale);
        if (this.#listening) {
          this.#html.set(key, pending);
          pending.catch(() => this.#html.delete(key));
        }
      }
      html = await pending;
    } catch (error) {
      this.#options.log?.({ level: 'error', msg: 'database page render failed', path: pathname, error: String(error) });
      return null;
    }
    if (html === null) return null;
    const contextKey = `${key}\n${JSON.stringify(context)}`;
    let rendered = this.#listening ? this.#rendered.get(contextKey) : undefined;
    if (!rendered) {
      rendered = compressedPage(withContext(html, index, context));
      if (this.#listening && generation === this.#generation) {
        if (this.#rendered.size > 512) this.#rendered.clear();
        this.#rendered.set(contextKey, rendered);
      }
    }
    return pageResponse(request, rendered, 200);
  }

  /** /sitemap.xml: the build's public pages and every published or announced course's page. Never a draft. */
  async sitemap(request: Request, context: PageContext): Promise<Response | null> {
    const index = this.#loadIndex();
    if (!index) return null;
    const courses = await this.catalogue();
    const paths = [
      ...Object.keys(index.pages).filter((page) => !SITEMAP_EXCLUDED.has(page)),
      ...courses.filter((course) => course.slug !== 'automation').map((course) => `/academy/${course.slug}`),
    ];
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${paths
      .map((page) => `  <url><loc>${escapeXml(context.origin + page)}</loc></url>`)
      .join('\n')}\n</urlset>\n`;
    return new Response(request.method === 'HEAD' ? null : body, {
      status: 200,
      headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'no-cache' },
    });
  }
}

/** Pages that are forms, not content: left out of the sitemap. */
const SITEMAP_EXCLUDED = new Set(['/signin', '/signup', '/reset-password']);

/** `page` with the content of its `#root` replaced by `body` (the root is the last element before the module list). */
export function replaceRootBody(page: string, body: string): string {
  const start = page.indexOf('<div id="root"');
  const open = page.indexOf('>', start) + 1;
  const close = page.lastIndexOf('</div>', page.indexOf('id="academy-modules"'));
  if (start < 0 || open <= 0 || close < open) throw new Error('the prerendered page has no #root where the server expects it');
  return page.slice(0, open) + body + page.slice(close);
}
