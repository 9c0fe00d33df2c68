// `pnpm dev:mock`: the app served by Vite's dev server with no backend at all, every call answered by MSW in the
// browser (src/devMock.ts, mocks/devMock.ts). Opened in Chromium, every route of src/routes.tsx is walked as a
// visitor, a learner and staff: each backend call it makes has a handler (the mock is strict, and lists what it
// could not answer), no page throws, and the screens show the mocked rows.
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardTabs, tabPath } from '@academy/features/dashboard/model/tabs.ts';
import { certificate } from '../../../mocks/fixtures/academy.ts';

let server: ViteDevServer | undefined;
let browser: Browser | undefined;
let origin = '';
const cacheDir = fileURLToPath(new URL(`../../../.tmp/vite-dev-mock-${process.pid}`, import.meta.url));

/** Values for the route table's parameters, from the mocks' fixtures; a new parameter must be given one here. */
const parameterValues: Record<string, string> = { courseSlug: 'coder-ai', lessonId: 'lesson-1', id: certificate.id };
/** Query strings some screens act on (a link from a mail). */
const queries: Record<string, string> = {
  '/newsletter/confirm': '?token=dev-mock-token',
  '/newsletter/unsubscribe': '?token=dev-mock-token',
  '/notifications/unsubscribe': '?token=dev-mock-token',
  '/checkout-success': '?session_id=cs_test_dev_mock',
};

/** Every address the route table serves, read from src/routes.tsx (so a new route is walked without editing this). */
export function routeAddresses(): string[] {
  const source = readFileSync(fileURLToPath(new URL('../src/routes.tsx', import.meta.url)), 'utf8');
  const paths = [...source.matchAll(/\{ path: '([^']+)'/g)].map((match) => match[1]!);
  expect(paths.length).toBeGreaterThan(20);
  return paths.flatMap((path) => {
    if (path === '*') return ['/no-such-page'];
    if (path === '/dashboard/*') return dashboardTabs.map(tabPath);
    const filled = path.replace(/:(\w+)\??/g, (_, name: string) => {
      const value = parameterValues[name];
      if (!value) throw new Error(`devMock.test: no value for the route parameter :${name} of ${path}`);
      return value;
    });
    return [filled + (queries[path] ?? '')];
  });
}

beforeAll(async () => {
  process.env.VITE_ACADEMY_MOCK = '1';
  server = await createServer({
    configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
    logLevel: 'silent',
    // A private pre-bundle cache: other runs on this machine must not rewrite it under this one.
    cacheDir,
    server: { port: 0, host: '127.0.0.1' },
  });
  await server.listen();
  origin = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  delete process.env.VITE_ACADEMY_MOCK;
  rmSync(cacheDir, { recursive: true, force: true });
});

type Identity = 'visitor' | 'learner' | 'staff';

/** A page that notes what went wrong in it: page errors, and the backend calls the mock could not answer. */
async function openPage() {
  const page = await browser!.newPage();
  const problems: string[] = [];
  const pending = new Set<object>();
  page.on('pageerror', (error) => problems.push(`pageerror at ${page.url()}: ${error.message}`));
  page.on('request', (request) => {
    if (!request.url().startsWith(origin)) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  /** Until no call to another origin has been in flight for half a second (at most 20 s). */
  const settled = async () => {
    const end = Date.now() + 20_000;
    let quietSince = Date.now();
    while (Date.now() < end) {
      if (pending.size) quietSince = Date.now();
      else if (Date.now() - quietSince > 500) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  return { page, problems, settled };
}

const unanswered = (page: Page) => page.evaluate(() => globalThis.__academyUnhandledRequests ?? []);

/** Goes to `address` inside the running app, as a link would (the router follows history), and lets it settle. */
async function visit(page: Page, address: string, settled: () => Promise<void>) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, address);
  await settled();
}

async function walk(identity: Identity) {
  const { page, problems, settled } = await openPage();
  // The first visit compiles the app on demand: slow on a busy machine.
  await page.goto(`${origin}/signin`, { waitUntil: 'commit', timeout: 120_000 });
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready', undefined, { timeout: 120_000 });
  if (identity !== 'visitor') {
    await page.locator('input[name="email"]').fill(identity === 'staff' ? 'marie@academy.ht' : 'learner@academy.ht');
    await page.locator('input[name="password"]').fill('any password 1A!');
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname !== '/signin', { timeout: 60_000 });
  }
  const calls: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(origin)) calls.push(request.url());
  });
  for (const address of routeAddresses()) await visit(page, address, settled);
  const missing = await unanswered(page);
  await page.close();
  return { problems, missing, calls };
}

describe('pnpm dev:mock', { timeout: 600_000 }, () => {
  it('serves the app against MSW: the prompts library and the forum show the mocked rows', async () => {
    const { page, settled } = await openPage();
    await page.goto(`${origin}/prompts`, { waitUntil: 'commit', timeout: 120_000 });
    await page.getByText('Supabase auth setup').first().waitFor({ timeout: 120_000 });
    await visit(page, '/community', settled);
    await page.getByText('Kijan pou m deplwaye sou Supabase?').first().waitFor({ timeout: 60_000 });
    await page.close();
  });

  for (const identity of ['visitor', 'learner', 'staff'] as const) {
    it(`answers every backend call of every route for a ${identity}`, async () => {
      const { problems, missing, calls } = await walk(identity);
      expect(missing, 'backend calls no handler of mocks/devMock.ts answered').toEqual([]);
      expect(problems).toEqual([]);
      // The walk really called the backend (answered in the browser): nothing was served by a real server.
      expect(calls.some((url) => url.includes('/rest/v1/'))).toBe(true);
    });
  }
});
