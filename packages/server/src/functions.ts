// /functions/v1/<name>: runs supabase/functions/<name>/index.ts in this process, the same module
// hosted Supabase runs in Deno. Its bare imports ("stripe", "@supabase/supabase-js") follow
// supabase/functions/deno.json, resolved here against this package's own dependencies.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire, registerHooks } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { jsonResponse } from './responses.ts';

/** The contract of supabase/functions/_shared/env.ts, restated so the server never imports function code at build time. */
export type FunctionEnv = { [name: string]: string | undefined | typeof fetch | DirectQuery | RateLimit } & {
  SUPABASE_URL: string;
  SUPABASE_PUBLISHABLE_KEY: string;
  SUPABASE_SECRET_KEY: string;
  SUPABASE_JWT_SECRET: string;
  SITE_URL: string;
  /** Answers requests to this server in its own process (no loopback HTTP); see _shared/env.ts. */
  fetch?: typeof fetch;
  /** Runs one statement on the server's own pool, as the database owner; see _shared/env.ts. */
  query?: DirectQuery;
  /** Counts an event in a window kept in the database (all servers on it count together); see _shared/env.ts. */
  rateLimit?: RateLimit;
};
type RateLimit = (key: string, limit: number, windowMs: number) => Promise<boolean>;
type DirectQuery = (sql: string, params: readonly unknown[]) => Promise<Record<string, unknown>[]>;
type FunctionHandler = (request: Request, env: FunctionEnv) => Promise<Response>;

const FUNCTION_NAME = /^[a-z0-9][a-z0-9_-]{0,62}$/;
const SERVER_PACKAGE_URL = new URL('../package.json', import.meta.url).href;

// Node's own require (which loads ES modules too, since Node 22), not the bundler-style import a
// test runner substitutes: function modules always load through Node's loader (type stripping +
// the resolve hook below), as in production. The one rule this imposes: no top-level await.
const nodeRequire = createRequire(import.meta.url);

const hookedDirectories = new Set<string>();

function readImportMap(functionsDir: string): Record<string, string> {
  const file = path.join(functionsDir, 'deno.json');
  if (!existsSync(file)) return {};
  const config = JSON.parse(readFileSync(file, 'utf8')) as { imports?: Record<string, string> };
  return config.imports ?? {};
}

/** "npm:@scope/name@^1.2/sub" -> "@scope/name/sub" */
export function npmSpecifierToPackage(specifier: string): string {
  const parts = specifier.replace(/^npm:\/?/, '').split('/');
  const scope = parts[0]?.startsWith('@') ? parts.shift() : undefined;
  const nameWithVersion = parts.shift() ?? '';
  const name = nameWithVersion.replace(/@.*$/, ''); // drop the version range
  return [scope, name, ...parts].filter((p) => p !== undefined).join('/');
}

/** Maps a function's import the way Deno would, or null to leave it to Node. */
export function mapFunctionImport(specifier: string, importMap: Record<string, string>): string | null {
  if (specifier.startsWith('npm:')) return npmSpecifierToPackage(specifier);
  const exact = importMap[specifier];
  if (exact) return exact.startsWith('npm:') ? npmSpecifierToPackage(exact) : exact;
  for (const [key, target] of Object.entries(importMap)) {
    if (key.endsWith('/') && specifier.startsWith(key)) {
      const mapped = target + specifier.slice(key.length);
      return mapped.startsWith('npm:') ? npmSpecifierToPackage(mapped) : mapped;
    }
  }
  return null;
}

function installResolveHook(functionsDir: string): void {
  const directoryUrl = pathToFileURL(functionsDir + path.sep).href;
  if (hookedDirectories.has(directoryUrl)) return;
  hookedDirectories.add(directoryUrl);
  const importMap = readImportMap(functionsDir);
  registerHooks({
    resolve(specifier, context, nextResolve) {
      if (!context.parentURL?.startsWith(directoryUrl)) return nextResolve(specifier, context);
      const mapped = mapFunctionImport(specifier, importMap);
      if (!mapped) return nextResolve(specifier, context);
      return nextResolve(mapped, { ...context, parentURL: SERVER_PACKAGE_URL });
    },
  });
}

export class FunctionRunner {
  readonly functionsDir: string;
  readonly #env: FunctionEnv;
  readonly #handlers = new Map<string, Promise<FunctionHandler>>();

  constructor(functionsDir: string, env: FunctionEnv) {
    this.functionsDir = functionsDir;
    this.#env = env;
    installResolveHook(functionsDir);
  }

  #entry(name: string): string | null {
    if (!FUNCTION_NAME.test(name)) return null;
    const file = path.join(this.functionsDir, name, 'index.ts');
    // A function loaded (or loading) was found before: no file system check on every call (it was 4% of
    // check-subscription's time under load). A name not found is never kept: names asked for by clients are unbounded.
    return this.#handlers.has(name) || existsSync(file) ? file : null;
  }

  #load(name: string, file: string): Promise<FunctionHandler> {
    let loading = this.#handlers.get(name);
    if (!loading) {
      loading = Promise.resolve().then(() => {
        const module = nodeRequire(file) as { default?: unknown };
        if (typeof module.default !== 'function') throw new Error(`supabase/functions/${name}/index.ts has no default export handler`);
        return module.default as FunctionHandler;
      });
      loading.catch(() => this.#handlers.delete(name)); // a fixed file can be retried
      this.#handlers.set(name, loading);
    }
    return loading;
  }

  async handle(request: Request, name: string): Promise<Response> {
    const file = this.#entry(name);
    if (!file) return jsonResponse({ error: `Function not found: ${name}`, code: 'function_not_found' }, 404);
    try {
      const handler = await this.#load(name, file);
      return await handler(request, this.#env);
    } catch (error) {
      console.error(
        JSON.stringify({ level: 'error', msg: 'function failed', function: name, error: String((error as Error)?.stack ?? error) }),
      );
      return jsonResponse({ error: 'The function failed', code: 'function_error' }, 500);
    }
  }
}
