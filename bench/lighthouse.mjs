// Lighthouse (npm, mobile preset: simulated 4x CPU slowdown, 150 ms round trip, 1.6 Mbps) with Debian chromium against
// the app as `pnpm start` serves it (the embedded server, seeded demo academy, its own data directory in .tmp).
// Three runs per page; prints medians of score, first/largest contentful paint, total blocking time, layout shift and
// bytes for the public pages, then the course page of a member signed in through the app (HTTP cache emptied before
// each run, the session kept). Issue 15's targets: score >= 0.98, LCP <= 1.5 s, TBT <= 100 ms, CLS <= 0.02.
// Run: pnpm bench lighthouse [--runs=3] [--pages=/landing,/]. Needs the app build (built here when missing).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const requireFromLighthouse = createRequire(realpathSync(path.join(repo, 'node_modules', 'lighthouse', 'package.json')));
const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = requireFromLighthouse('chrome-launcher');
const puppeteer = (await import(requireFromLighthouse.resolve('puppeteer-core'))).default;

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu'];
const option = (name, fallback) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const RUNS = Number(option('runs', 3));
const PAGES = option('pages', '/landing,/,/academy,/signin,/plans').split(',');
const MEMBER_PAGE = option('member-page', '/academy/coder-ai');
const TARGETS = { score: 0.98, lcp: 1500, tbt: 100, cls: 0.02 };
// --save=<dir>: keep each run's full report (JSON) there, to see what a number is made of.
const SAVE_DIR = option('save', '');
let saved = 0;
function keep(lhr) {
  if (!SAVE_DIR) return;
  mkdirSync(SAVE_DIR, { recursive: true });
  writeFileSync(
    path.join(SAVE_DIR, `${String(++saved).padStart(2, '0')}-${new URL(lhr.finalDisplayedUrl).pathname.replace(/\W+/g, '_')}.json`),
    JSON.stringify(lhr),
  );
}

if (!existsSync(path.join(repo, 'packages', 'app', 'dist', 'index.html'))) {
  const built = spawnSync('npx', ['-y', 'pnpm@10.34.8', '--filter', '@academy/app...', 'run', 'build'], { stdio: 'inherit', cwd: repo });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

// --- the server, as `pnpm start` runs it ---------------------------------------------------------------
const dataDir = path.join(repo, '.tmp', `lighthouse-${process.pid}`);
mkdirSync(dataDir, { recursive: true });
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
delete env.DATABASE_URL;
const server = spawn(process.execPath, [path.join(repo, 'packages', 'server', 'src', 'main.ts')], {
  cwd: repo,
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stopServer = () =>
  new Promise((resolve) => (server.exitCode !== null ? resolve() : (server.once('exit', resolve), server.kill('SIGTERM'))));

async function waitForServer() {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (server.exitCode !== null) throw new Error('the server exited during start-up');
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start within 150 s');
}

// --- measuring -------------------------------------------------------------------------------------------
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function metricsOf(lhr) {
  keep(lhr);
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: lhr.categories.performance.score,
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
  };
}

const flags = { logLevel: 'error', output: 'json', onlyCategories: ['performance'] };

async function runVisitor(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { ...flags, port: chrome.port });
    return metricsOf(result.lhr);
  } finally {
    await chrome.kill();
  }
}

/** Signs in through the app's /signin, then measures the page with the session kept and the HTTP cache emptied. */
async function runMember(url, account) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/signin`, { waitUntil: 'load' });
    // A prerendered form takes input once the app runs (data-app); a client-rendered one once it is there.
    await page.waitForFunction(
      () =>
        document.documentElement.dataset.app === 'ready' ||
        (!document.getElementById('root')?.dataset.prerenderedPath && document.querySelector('input[name="email"]')),
      { timeout: 30_000 },
    );
    await page.type('input[name="email"]', account.email);
    await page.type('input[name="password"]', account.password);
    await page.click('form button[type="submit"]');
    await page.waitForFunction(() => location.pathname === '/plans', { timeout: 30_000 });
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    const result = await lighthouse(url, { ...flags, port: chrome.port, disableStorageReset: true }, undefined, page);
    return metricsOf(result.lhr);
  } finally {
    await browser.disconnect();
    await chrome.kill();
  }
}

function createMember() {
  const account = { email: `lighthouse.${Date.now().toString(36)}@example.test`, password: 'Academy2025-lh' };
  const created = spawnSync(
    process.execPath,
    [
      path.join(repo, 'packages', 'server', 'src', 'cli.ts'),
      'create-user',
      '--email',
      account.email,
      '--password',
      account.password,
      '--role',
      'student',
    ],
    {
      cwd: repo,
      env,
      encoding: 'utf8',
    },
  );
  if (created.status !== 0) throw new Error(`create-user failed: ${created.stderr || created.stdout}`);
  return account;
}

function row(label, runs) {
  const m = Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]));
  const ok = m.score >= TARGETS.score && m.lcp <= TARGETS.lcp && m.tbt <= TARGETS.tbt && m.cls <= TARGETS.cls;
  return {
    page: label,
    score: m.score.toFixed(2),
    'FCP s': (m.fcp / 1000).toFixed(2),
    'LCP s': (m.lcp / 1000).toFixed(2),
    'TBT ms': Math.round(m.tbt),
    CLS: m.cls.toFixed(3),
    KB: (m.bytes / 1024).toFixed(1),
    'all runs (score/LCP s)': runs.map((run) => `${run.score.toFixed(2)}/${(run.lcp / 1000).toFixed(2)}`).join(' '),
    targets: ok ? 'met' : 'MISSED',
  };
}

const rows = [];
try {
  await waitForServer();
  console.log(`server ${base} (DATA_DIR ${path.relative(repo, dataDir)}); chromium ${CHROME_PATH}; ${RUNS} runs per page, mobile preset`);
  for (const pagePath of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await runVisitor(`${base}${pagePath}`));
    rows.push(row(pagePath, runs));
    console.log(`  ${pagePath} done`);
  }
  if (MEMBER_PAGE) {
    const account = createMember();
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await runMember(`${base}${MEMBER_PAGE}`, account));
    rows.push(row(`${MEMBER_PAGE} (signed in)`, runs));
  }
  console.table(rows);
  process.exitCode = rows.every((r) => r.targets === 'met') ? 0 : 1;
} finally {
  await stopServer();
  rmSync(dataDir, { recursive: true, force: true });
}
