// Build step after `vite build` and `vite build --ssr src/prerender/render.tsx`: writes every public route as finished
// HTML in each language, so the first paint needs no JavaScript (issue 15). Run by Node (type stripping).
//
// dist/prerendered/<locale>/<route>.html  what the embedded server answers (language from the cookie, config inlined)
// dist/prerender.json                     how the server finds them (pages, 404 page, app shell, route patterns)
// dist/index.html, dist/<route>/index.html, dist/404.html   Creole copies for a static host (the app fetches /config.json)
// dist/app.html                           the empty app shell for every other path (a static host's SPA fallback)
// dist/inline-script-hashes.json          SHA-256 of each inline script the pages carry (read by the server's CSP)
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { entryKey, layoutKey, routeAssets, routeModules, staticClosure, type Manifest } from './routeAssets.ts';

type Locale = 'ht' | 'pt' | 'en';
type RenderModule = {
  renderRoute: (path: string, locale: Locale) => Promise<string>;
  CATALOGUE_ELEMENT_ID: string;
  COURSE_LISTING_ELEMENT_ID: string;
  messagePartsOfLastRender: () => string[];
  routeMeta: (path: string | null, locale: Locale) => { title: string; description: string };
  routePatterns: () => string[];
  PRERENDER_ORIGIN: string;
};

const appDir = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const dist = path.join(appDir, 'dist');
const ssrEntry = path.join(appDir, '.prerender', 'render.js');

export const LOCALES: Locale[] = ['ht', 'pt', 'en'];
export const DEFAULT_LOCALE: Locale = 'ht';
/** The first view of these does not depend on who is signed in. */
export const PRERENDERED_PATHS = [
  '/',
  '/landing',
  '/academy',
  '/academy/all',
  '/academy/automation',
  '/plans',
  '/all-access',
  '/signin',
  '/signup',
  '/reset-password',
];
/**
 * Frames: pages whose content depends on the session or on data loaded in the browser (a course page's lessons and
 * progress). Their HTML is what a visitor sees before any data (shell, title, the lessons' placeholder), so the page
 * paints before the app's code; the app never hydrates it but renders afresh over it (main.tsx), for members too.
 */
// Course pages (/academy/<slug>) are any course staff create: the server renders them from the database (issue 33),
// into the course page template below.
export const PRERENDERED_FRAMES: string[] = [];
/**
 * The course page's template, one per language: the page's head and the course screen's modules, with slots the
 * server fills from the database for each published or announced course (packages/server/src/coursePages.ts): its
 * address, title, description and rendered body. Without the server (a static host) course pages are the app shell.
 */
export const COURSE_ROUTE = '/academy/:courseSlug';
export const COURSE_SLOTS = {
  path: COURSE_ROUTE,
  title: 'academy-course-title-slot',
  description: 'academy-course-description-slot',
  body: '<!--academy-course-body-->',
};
/** Pages whose first view shows the catalogue's courses: the server renders them again from the database. */
export const CATALOGUE_PATHS = ['/', '/academy', '/academy/all'];
/** Where the 404 page is rendered (any path the route table sends to '*'); the app hydrates it only at this path. */
const NOT_FOUND_PATH = '/404';
/** The embedded server puts the backend config here; static copies drop it. */
export const CONFIG_SLOT = '<!--academy-config-->';
const OG_LOCALES: Record<Locale, string> = { ht: 'ht_HT', pt: 'pt_BR', en: 'en_US' };

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function fileFor(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}

function composePage(
  template: string,
  page: {
    route: string;
    locale: Locale;
    frame: boolean;
    body: string;
    messages: string[];
    title: string;
    description: string;
    js: string[];
    css: string[];
  },
): string {
  const { route, locale, frame, body, messages, title, description } = page;
  const head = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Academy" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:locale" content="${OG_LOCALES[locale]}" />`,
  ].join('\n    ');
  // The app's modules (index.html's entry and its preloads, then the shell's, the screen's and the language's) start
  // downloading once the page has painted: on a slow line they would otherwise share it with the stylesheet.
  const entryTags = [
    ...template.matchAll(
      /\n\s*<script type="module" crossorigin src="\/([^"]+)"><\/script>|\n\s*<link rel="modulepreload" crossorigin href="\/([^"]+)">/g,
    ),
  ];
  const modules = [...entryTags.map(([, script, preload]) => (script ?? preload)!), ...page.js];
  if (!entryTags[0]?.[1]) throw new Error("index.html's entry script was not found where the prerender expects it");
  const styles = page.css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" />`);
  const withoutEntry = entryTags.reduce((html, [tag]) => html.replace(tag, ''), template);
  const replaced = withoutEntry
    .replace(/<html lang="[^"]*">/, `<html lang="${locale}">`)
    .replace(/<title>[^<]*<\/title>/, head)
    .replace('</head>', `  ${[...styles, CONFIG_SLOT].join('\n    ')}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered-path="${escapeHtml(route)}" data-prerendered-locale="${locale}"${frame ? ' data-prerendered-frame=""' : ` data-messages="${escapeHtml(messages.join(' '))}"`}>${body}</div>`,
    )
    .replace('</body>', `  ${moduleLoader(modules)}\n  </body>`);
  if (!replaced.includes('data-prerendered-path') || !replaced.includes(CONFIG_SLOT))
    throw new Error('index.html no longer has the <div id="root"></div> or </head> the prerender fills');
  return replaced;
}

/**
 * The route's modules as a data block, and one script (the same on every page, so one CSP hash) that adds the
 * entry and a modulepreload for each of the others after the first frame (or after 500 ms in a tab that never paints).
 */
export function moduleLoader(files: string[]): string {
  const list = `<script type="application/json" id="academy-modules">${JSON.stringify(files.map((file) => `/${file}`))}</script>`;
  return `${list}\n    <script>${MODULE_LOADER}</script>`;
}

const MODULE_LOADER =
  '(function(){var started=false;function start(){if(started)return;started=true;' +
  "var files=JSON.parse(document.getElementById('academy-modules').textContent);" +
  "files.forEach(function(href,i){var el=document.createElement(i?'link':'script');" +
  "if(i){el.rel='modulepreload';el.href=href}else{el.type='module';el.src=href}" +
  "el.crossOrigin='';document.head.appendChild(el)})}" +
  'requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,500)})()';

/** `sha256-…` of every inline script that runs (data blocks such as JSON-LD and the inlined config do not). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, content] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attributes!) || /type="application\/(ld\+)?json"/.test(attributes!)) continue;
    hashes.add(`sha256-${createHash('sha256').update(content!, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}

/** supabase-js's chunk and what it imports, beyond the entry's own files. */
function backendClientFiles(manifest: Manifest): string[] {
  const key = Object.keys(manifest).find((candidate) => candidate.endsWith('/backend/createBackendClient.ts'));
  if (!key) throw new Error('createBackendClient.ts is not in the Vite manifest');
  const entry = staticClosure(manifest, [entryKey(manifest)]).js;
  return staticClosure(manifest, [key]).js.filter((file) => !entry.includes(file));
}

function write(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

async function main() {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const routesSource = readFileSync(path.join(appDir, 'src', 'routes.tsx'), 'utf8');
  const modules = routeModules(routesSource, manifest);
  const layout = layoutKey(routesSource, manifest);
  const render = (await import(pathToFileURL(ssrEntry).href)) as RenderModule;

  // Vite's index.html is the template, and stays as the app shell for every other path.
  // (Run again on the same build, index.html is already the prerendered home page and app.html the template.)
  const shell = path.join(dist, 'app.html');
  if (!readFileSync(path.join(dist, 'index.html'), 'utf8').includes('data-prerendered-path'))
    renameSync(path.join(dist, 'index.html'), shell);
  const template = readFileSync(shell, 'utf8');
  // The app shell gets the server's config inlined too (one round trip less before any screen).
  if (!template.includes(CONFIG_SLOT)) writeFileSync(shell, template.replace('</head>', `  ${CONFIG_SLOT}\n  </head>`));
  rmSync(path.join(dist, 'prerendered'), { recursive: true, force: true });

  const staticOrigin = (process.env.SITE_URL ?? '').replace(/\/$/, '');
  const hashes = new Set(inlineScriptHashes(template));
  const pages: Record<string, Record<Locale, string>> = {};
  const notFound = {} as Record<Locale, string>;

  const targets = [
    ...PRERENDERED_PATHS.map((route) => ({ route, meta: route as string | null, frame: false })),
    ...PRERENDERED_FRAMES.map((route) => ({ route, meta: route as string | null, frame: true })),
    { route: NOT_FOUND_PATH, meta: null, frame: false },
  ];
  for (const { route, meta, frame } of targets) {
    const routeModule = modules.find((candidate) => candidate.path === (meta === null ? '*' : route));
    if (!routeModule) throw new Error(`${route} is not in the route table (routes.tsx)`);
    for (const locale of LOCALES) {
      const body = await render.renderRoute(route, locale);
      // The parts of the messages this render read: the page loads only those to hydrate (main.tsx); a frame, which
      // the app renders afresh, the whole locale.
      const messages = render.messagePartsOfLastRender();
      const assets = routeAssets(manifest, routeModule, layout, locale, frame ? undefined : messages);
      // A frame's screen awaits supabase-js (routes.tsx): it downloads beside the rest instead of after the entry ran.
      if (frame) assets.js.push(...backendClientFiles(manifest).filter((file) => !assets.js.includes(file)));
      const html = composePage(template, { route, locale, frame, body, messages, ...render.routeMeta(meta, locale), ...assets });
      for (const hash of inlineScriptHashes(html)) hashes.add(hash);
      const file = path.posix.join('prerendered', locale, meta === null ? '404.html' : fileFor(route));
      write(path.join(dist, file), html);
      if (meta === null) notFound[locale] = file;
      else (pages[route] ??= {} as Record<Locale, string>)[locale] = file;
      if (locale === DEFAULT_LOCALE) {
        // A static host has no language cookie and no config to inline: Creole, and the app fetches /config.json.
        const copy = html.replace(CONFIG_SLOT, '').replaceAll(render.PRERENDER_ORIGIN, staticOrigin);
        write(path.join(dist, meta === null ? '404.html' : route === '/' ? 'index.html' : path.join(route.slice(1), 'index.html')), copy);
      }
    }
  }

  const courseModule = modules.find((candidate) => candidate.path === COURSE_ROUTE);
  if (!courseModule) throw new Error(`${COURSE_ROUTE} is not in the route table (routes.tsx)`);
  const courseTemplates = {} as Record<Locale, string>;
  for (const locale of LOCALES) {
    const assets = routeAssets(manifest, courseModule, layout, locale);
    // The course screen awaits supabase-js (routes.tsx): it downloads beside the rest.
    assets.js.push(...backendClientFiles(manifest).filter((file) => !assets.js.includes(file)));
    const html = composePage(template, {
      route: COURSE_SLOTS.path,
      locale,
      frame: true,
      body: COURSE_SLOTS.body,
      // A frame: the app renders it afresh and loads the whole locale.
      messages: [],
      title: COURSE_SLOTS.title,
      description: COURSE_SLOTS.description,
      ...assets,
    });
    for (const hash of inlineScriptHashes(html)) hashes.add(hash);
    courseTemplates[locale] = path.posix.join('prerendered', locale, 'course-template.html');
    write(path.join(dist, courseTemplates[locale]), html);
  }

  const index = {
    locales: LOCALES,
    defaultLocale: DEFAULT_LOCALE,
    localeCookie: 'academy-locale',
    configSlot: CONFIG_SLOT,
    originPlaceholder: render.PRERENDER_ORIGIN,
    pages,
    notFound,
    appShell: 'app.html',
    routePatterns: render.routePatterns(),
    // What the server renders from the database (issue 33): the renderer this build prerendered with (outside dist,
    // never served), the catalogue's pages, and course pages from their template.
    renderer: path.relative(dist, ssrEntry).split(path.sep).join('/'),
    catalogueElementId: render.CATALOGUE_ELEMENT_ID,
    courseListingElementId: render.COURSE_LISTING_ELEMENT_ID,
    cataloguePaths: CATALOGUE_PATHS,
    coursePage: { templates: courseTemplates, slots: COURSE_SLOTS },
  };
  write(path.join(dist, 'prerender.json'), `${JSON.stringify(index, null, 2)}\n`);
  // The format packages/server/src/securityHeaders.ts reads (it also hashes the HTML files itself).
  write(path.join(dist, 'inline-script-hashes.json'), `${JSON.stringify([...hashes].sort(), null, 2)}\n`);
  console.log(
    `prerendered ${targets.length} routes in ${LOCALES.length} languages; inline script hashes in dist/inline-script-hashes.json`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
