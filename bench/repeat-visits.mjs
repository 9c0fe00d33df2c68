// Repeat visits (issue 34.4): bytes on the wire for a first and a second visit of /, /academy and a signed-in course
// page, in Chromium (playwright-core) against the app as `pnpm start` serves it. A second visit is a new tab in the
// same browser profile (same HTTP cache): hashed assets are `immutable` for a year and come from the cache without a
// request; the page's HTML is `no-cache` and comes back as a 304 when its ETag still matches. Bytes are Chromium's
// encodedDataLength (headers and compressed body as received) of every response, from the DevTools protocol.
// A visit lasts until the app is live and the network idle, then --settle (3 s) more, for what the app starts later.
// Run: pnpm bench repeat-visits [--pages=/,/academy] [--member-page=/academy/coder-ai] [--settle=3000] [--list]
import os from 'node:os';
import { chromium } from 'playwright-core';
import { startAppServer } from './support/appServer.mjs';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const option = (name, fallback) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const PAGES = option('pages', '/,/academy').split(',');
const MEMBER_PAGE = option('member-page', '/academy/coder-ai');
// --list: every response of every visit (address, status as sent by the server, bytes, from cache or not).
const LIST = process.argv.includes('--list');
// --settle=MS: how long a visit waits after the network is first idle for what the live app starts later.
const SETTLE_MS = Number(option('settle', 3000));

/** What one visit costs: every response of the tab until the network is idle and the app has taken the page over. */
async function visit(context, url) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    requests.set(requestId, { url: response.url, type, status: response.status, cached: response.fromDiskCache || false, bytes: 0 });
  });
  // The status line the server sent: a revalidated response reaches responseReceived as the cached 200, while its
  // extra info carries the 304 that came over the wire.
  const wireStatus = new Map();
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => wireStatus.set(requestId, statusCode));
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    const entry = requests.get(requestId);
    if (entry) entry.cached = true;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = requests.get(requestId);
    if (entry) entry.bytes = encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready', undefined, { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  // What the app starts once it is live (supabase-js, a catalogue's revalidation) can come after a quiet moment.
  await page.waitForTimeout(SETTLE_MS);
  await page.waitForLoadState('networkidle');
  await page.close();
  for (const [requestId, entry] of requests) entry.status = wireStatus.get(requestId) ?? entry.status;
  const all = [...requests.values()].filter((entry) => !entry.url.startsWith('data:'));
  if (LIST)
    for (const entry of all)
      console.log(`    ${entry.status} ${(entry.bytes / 1024).toFixed(1)} KB${entry.cached ? ' (cache)' : ''} ${entry.url}`);
  const assets = all.filter((entry) => /\/assets\//.test(new URL(entry.url).pathname));
  const sum = (entries) => entries.reduce((total, entry) => total + entry.bytes, 0);
  const document = all.find((entry) => entry.type === 'Document');
  return {
    total: sum(all),
    html: document ? `${document.status} ${(document.bytes / 1024).toFixed(1)} KB` : '-',
    assetsFetched: assets.filter((entry) => !entry.cached).length,
    assetsFromCache: assets.filter((entry) => entry.cached).length,
    assetBytes: sum(assets),
    data: sum(all.filter((entry) => entry !== document && !assets.includes(entry))),
  };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

function rows(label, first, second) {
  return [
    ['first', first],
    ['second', second],
  ].map(([which, v]) => ({
    page: label,
    visit: which,
    'KB on the wire': kb(v.total),
    HTML: v.html,
    'scripts+styles fetched': v.assetsFetched,
    'from cache': v.assetsFromCache,
    'scripts+styles KB': kb(v.assetBytes),
    'data KB': kb(v.data),
  }));
}

const app = await startAppServer('repeat-visits');
const browser = await chromium.launch({ executablePath: CHROME_PATH, headless: true, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
const table = [];
try {
  console.log(
    `server ${app.base}; chromium ${CHROME_PATH}; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  for (const pagePath of PAGES) {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const first = await visit(context, `${app.base}${pagePath}`);
    const second = await visit(context, `${app.base}${pagePath}`);
    table.push(...rows(pagePath, first, second));
    await context.close();
  }
  if (MEMBER_PAGE) {
    const account = app.createMember();
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await page.goto(`${app.base}/signin`);
    await page.locator('input[name="email"]').fill(account.email);
    await page.locator('input[name="password"]').fill(account.password);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/plans', { timeout: 60_000 });
    // The course page's first visit starts from an empty HTTP cache, with the session kept.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
    const first = await visit(context, `${app.base}${MEMBER_PAGE}`);
    const second = await visit(context, `${app.base}${MEMBER_PAGE}`);
    table.push(...rows(`${MEMBER_PAGE} (signed in)`, first, second));
    await context.close();
  }
  console.table(table);
  const refetched = table.filter((row) => row.visit === 'second' && row['scripts+styles fetched'] > 0);
  console.log(
    refetched.length
      ? `MISSED: a second visit fetched scripts or styles again on ${refetched.map((row) => row.page).join(', ')}`
      : 'met: no second visit fetched a script or style it had loaded before',
  );
  console.log(
    `load average at the end ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  process.exitCode = refetched.length ? 1 : 0;
} finally {
  await browser.close();
  await app.stop();
}
