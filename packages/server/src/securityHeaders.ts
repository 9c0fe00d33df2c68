// Headers that keep other origins from framing the app and limit what a page may load or run, sent with every
// response of the server (the app, the API, functions' pages, the mailbox):
// - Content-Security-Policy: scripts from this origin only (plus YouTube's player API, which the lesson player
//   needs for progress tracking); inline scripts only by the SHA-256 of the ones the built app carries; frames only
//   from the video providers lessons embed; nobody may frame us (frame-ancestors 'none'); no plugins; forms and
//   <base> stay on this origin. Styles allow inline (react-aria positions overlays with style attributes).
// - X-Frame-Options: DENY for browsers without frame-ancestors; Referrer-Policy; Permissions-Policy;
//   Strict-Transport-Security when the public address is https.
// Inline-script hashes: every <script> without src in the app's HTML files (dist/*.html, its prerendered pages),
// plus any listed in dist/inline-script-hashes.json (`["sha256-…"]`) by a build that inlines scripts per request.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The providers a lesson's player embeds (VideoDialog: YouTube's IFrame API; other links in a plain iframe). */
export const VIDEO_FRAME_SOURCES = ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'];
/** YouTube's IFrame Player API loads its code from www.youtube.com. */
const PLAYER_SCRIPT_SOURCES = ['https://www.youtube.com'];
export const HASHES_FILE = 'inline-script-hashes.json';

const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** `sha256-…` of each inline script a browser would run (JSON and JSON-LD blocks are data, not script). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.push(
      `sha256-${createHash('sha256')
        .update(match[2] ?? '', 'utf8')
        .digest('base64')}`,
    );
  }
  return hashes;
}

function htmlFiles(directory: string, depth = 3): string[] {
  if (depth < 0 || !existsSync(directory)) return [];
  const files: string[] = [];
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory() && entry.name !== 'assets') files.push(...htmlFiles(full, depth - 1));
    else if (entry.isFile() && entry.name.endsWith('.html') && statSync(full).size < 2_000_000) files.push(full);
  }
  return files;
}

function listedHashes(appDir: string): string[] {
  const file = path.join(appDir, HASHES_FILE);
  if (!existsSync(file)) return [];
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    const list = Array.isArray(parsed) ? parsed : (parsed as { scriptHashes?: unknown } | null)?.scriptHashes;
    return Array.isArray(list)
      ? list.filter((h): h is string => typeof h === 'string' && /^sha(256|384|512)-[A-Za-z0-9+/=]+$/.test(h))
      : [];
  } catch {
    return [];
  }
}

/** Every inline-script hash the built app needs, from its HTML files and its hashes file. */
export function appScriptHashes(appDir: string): string[] {
  const hashes = new Set(listedHashes(appDir));
  for (const file of htmlFiles(appDir)) for (const hash of inlineScriptHashes(readFileSync(file, 'utf8'))) hashes.add(hash);
  return [...hashes].sort();
}

export function contentSecurityPolicy(options: { siteUrl: string; scriptHashes: string[] }): string {
  let siteOrigin = '';
  try {
    siteOrigin = new URL(options.siteUrl).origin;
  } catch {
    // An unusable SITE_URL adds nothing.
  }
  const hashes = options.scriptHashes.map((hash) => `'${hash}'`);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...hashes, ...PLAYER_SCRIPT_SOURCES]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['media-src', ["'self'", 'blob:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...(siteOrigin ? [siteOrigin] : [])]],
    ['frame-src', VIDEO_FRAME_SOURCES],
    ['frame-ancestors', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`).join('; ');
}

export function securityHeaders(options: { siteUrl: string; appDir: string }): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy({ siteUrl: options.siteUrl, scriptHashes: appScriptHashes(options.appDir) }),
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), interest-cohort=()',
    'x-content-type-options': 'nosniff',
  };
  if (options.siteUrl.startsWith('https://')) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}
