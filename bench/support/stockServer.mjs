// The stock generated app (bench/stock-app, issue 34.3) served beside ours: its build (installed and built here when
// dist/ is missing, from the npm registry through its own lockfile), gzip, hashed assets immutable for a year and the
// HTML revalidated, every other path answered with index.html (a client-rendered SPA, as static hosts serve one), and
// /rest/v1, /auth/v1, /storage/v1 and /functions/v1 passed byte for byte to the academy server of the same run, so
// its supabase-js reads the same seeded academy. The Supabase URL and anon key are written into the bundle here (a
// generator writes them at build time), which keeps one build for every run.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repo } from './appServer.mjs';

export const stockAppDir = path.join(repo, 'bench', 'stock-app');
const API_PREFIXES = ['/rest/v1/', '/auth/v1/', '/storage/v1/', '/functions/v1/'];
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

function pnpm(args) {
  const run = spawnSync('npx', ['-y', 'pnpm@10.34.8', ...args], { stdio: 'inherit', cwd: stockAppDir });
  if (run.status !== 0) throw new Error(`stock app: pnpm ${args.join(' ')} failed`);
}

/** Installs and builds the stock app when its build is missing. */
export function buildStockApp({ force = false } = {}) {
  if (!force && existsSync(path.join(stockAppDir, 'dist', 'index.html'))) return;
  if (!existsSync(path.join(stockAppDir, 'node_modules'))) pnpm(['install', '--ignore-workspace', '--frozen-lockfile']);
  pnpm(['exec', 'vite', 'build']);
}

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Serves the stock app on a free loopback port; `backend` is the academy server's origin. */
export async function startStockServer(backend) {
  buildStockApp();
  const backendUrl = new URL(backend);
  const { supabaseAnonKey } = await (await fetch(`${backend}/config.json`)).json();
  const dist = path.join(stockAppDir, 'dist');
  const server = http.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;

  /** Every file of the build, prepared once: the body, its gzip and its ETag. */
  const files = new Map();
  for (const file of filesUnder(dist)) {
    let body = readFileSync(file);
    if (file.endsWith('.js')) {
      body = Buffer.from(
        body.toString('utf8').replaceAll('__STOCK_SUPABASE_URL__', origin).replaceAll('__STOCK_SUPABASE_ANON_KEY__', supabaseAnonKey),
      );
    }
    const urlPath = `/${path.relative(dist, file).split(path.sep).join('/')}`;
    files.set(urlPath, {
      body,
      gzip: gzipSync(body),
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      type: TYPES[path.extname(file)] ?? 'application/octet-stream',
      immutable: urlPath.startsWith('/assets/'),
    });
  }

  server.on('request', (request, response) => {
    const pathname = new URL(request.url, origin).pathname;
    if (API_PREFIXES.some((prefix) => pathname.startsWith(prefix))) {
      const upstream = http.request(
        {
          host: backendUrl.hostname,
          port: backendUrl.port,
          method: request.method,
          path: request.url,
          headers: { ...request.headers, host: backendUrl.host },
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => response.destroy());
      request.pipe(upstream);
      return;
    }
    const file = files.get(pathname) ?? (path.extname(pathname) ? undefined : files.get('/index.html'));
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    const headers = {
      'content-type': file.type,
      'cache-control': file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      etag: file.etag,
      vary: 'accept-encoding',
    };
    if (request.headers['if-none-match'] === file.etag) {
      response.writeHead(304, headers).end();
      return;
    }
    const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    const body = gzip ? file.gzip : file.body;
    response.writeHead(200, { ...headers, ...(gzip ? { 'content-encoding': 'gzip' } : {}), 'content-length': body.length });
    response.end(request.method === 'HEAD' ? undefined : body);
  });

  return { base: origin, stop: () => new Promise((resolve) => server.close(resolve)) };
}
