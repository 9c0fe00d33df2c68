// Which built files a route needs for its first view, from Vite's manifest and the route table's one-line-per-route
// form (the same reading as bench/bundle-size.mjs): the entry, the locale's messages, the shell (shell routes) and the
// screen, each with its static imports, and the stylesheets of all of them.

export type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type Manifest = Record<string, ManifestChunk>;
export type RouteModule = { path: string; manifestKey: string; inShell: boolean };

/** The routes of routes.tsx with the manifest key of their screen module. */
export function routeModules(routesSource: string, manifest: Manifest): RouteModule[] {
  const shellBlock = routesSource.match(/const shellRoutes[\s\S]*?\n\];/)?.[0] ?? '';
  const shellPaths = new Set([...shellBlock.matchAll(/path:\s*'([^']+)'/g)].map(([, route]) => route));
  return [...routesSource.matchAll(/path:\s*'([^']+)'[^\n]*?import\('([^']+)'\)/g)].flatMap(([, route, specifier]) => {
    const manifestKey = manifestKeyFor(specifier!, manifest);
    // A route's own address: '/academy/coder-ai/:lessonId?' (a course page and its lessons) is '/academy/coder-ai'.
    return manifestKey ? [{ path: route!.replace(/\/:[^/]+\?$/, ''), manifestKey, inShell: shellPaths.has(route!) }] : [];
  });
}

/** The shell layout's manifest key (`lazyRoute(() => import('./layout/AppLayout.tsx')...)`). */
export function layoutKey(routesSource: string, manifest: Manifest): string | undefined {
  const specifier = routesSource.match(/lazyRoute\(\(\)\s*=>\s*import\('([^']+AppLayout[^']*)'\)/)?.[1];
  return specifier ? manifestKeyFor(specifier, manifest) : undefined;
}

function manifestKeyFor(specifier: string, manifest: Manifest): string | undefined {
  // Keys are relative to packages/app: '@academy/features/auth/X.tsx' is '../features/src/auth/X.tsx'.
  const key = specifier.startsWith('@academy/')
    ? specifier.replace(/^@academy\/(\w+)\//, '../$1/src/')
    : `src/${specifier.replace(/^\.\//, '')}`;
  return manifest[key] ? key : undefined;
}

export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]!.isEntry);
  if (!key) throw new Error('The Vite manifest has no entry');
  return key;
}

/** The JS and CSS files of these chunks and of everything they import statically. */
export function staticClosure(manifest: Manifest, keys: string[]): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length) {
    const key = stack.pop()!;
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) continue;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    stack.push(...(chunk.imports ?? []));
  }
  return { js: [...js], css: [...css] };
}

/**
 * What a route's HTML must name beyond what index.html already loads (the entry and its imports): modulepreloads for
 * the locale's messages (these parts of them, or the whole locale), the shell and the screen, and their stylesheets.
 */
export function routeAssets(
  manifest: Manifest,
  route: RouteModule,
  layout: string | undefined,
  locale: string,
  messageParts?: readonly string[],
): { js: string[]; css: string[] } {
  const entry = staticClosure(manifest, [entryKey(manifest)]);
  const messages = messageParts
    ? messageParts.map((part) => `virtual:academy-catalog/${locale}/${part}`)
    : [`virtual:academy-catalog/${locale}`];
  const keys = [...messages, route.manifestKey, ...(route.inShell && layout ? [layout] : [])];
  const needed = staticClosure(manifest, keys);
  return { js: needed.js.filter((file) => !entry.js.includes(file)), css: needed.css.filter((file) => !entry.css.includes(file)) };
}
