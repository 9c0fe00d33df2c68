// `pnpm dev:mock`: the app served by Vite's dev server with no backend at all, every call answered by MSW in the
// browser (src/devMock.ts, mocks/devMock.ts). Opened in Chromium: screens show the mocked data.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let server: ViteDevServer | undefined;
let browser: Browser | undefined;
let origin = '';
const cacheDir = fileURLToPath(new URL(`../../../.tmp/vite-dev-mock-${process.pid}`, import.meta.url));

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

describe('pnpm dev:mock', { timeout: 180_000 }, () => {
  it('serves the app against MSW: the prompts library and the forum show the mocked rows', async () => {
    const page = await browser!.newPage();
    const backendCalls: string[] = [];
    const browserLog: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('backend.stories.test')) backendCalls.push(request.url());
    });
    page.on('console', (message) => browserLog.push(`${message.type()}: ${message.text().slice(0, 300)}`));
    page.on('pageerror', (error) => browserLog.push(`pageerror: ${error.message}`));
    page.on('requestfailed', (request) => browserLog.push(`requestfailed: ${request.url()} ${request.failure()?.errorText}`));
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) browserLog.push(`navigated: ${frame.url()}`);
    });
    // The first visit compiles the app on demand: slow on a busy machine.
    await page.goto(`${origin}/prompts`, { waitUntil: 'commit', timeout: 120_000 });
    // A screen that never shows its text says what the page showed and what the browser logged (a failed module
    // load, a dev-server reload), on both screens.
    const shows = (text: string) =>
      page
        .getByText(text)
        .first()
        .waitFor({ timeout: 120_000 })
        .catch(async (error: Error) => {
          const body = (await page.textContent('body').catch(() => '')) ?? '';
          throw new Error(`${error.message}\nbody: ${body.slice(0, 400)}\nbrowser:\n${browserLog.slice(-40).join('\n')}`);
        });
    await shows('Supabase auth setup');
    await page.goto(`${origin}/community`, { waitUntil: 'commit', timeout: 120_000 });
    await shows('Kijan pou m deplwaye sou Supabase?');
    // The app really called its backend (answered in the browser): nothing was served by a real server.
    expect(backendCalls.some((url) => url.includes('/rest/v1/prompt_catalog'))).toBe(true);
    await page.close();
  });
});
