import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ConsoleMessage, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appJourney, expectFailedRequest, hasChromium, waitForPath } from './support/index.ts';

// Framing and script policy (issue 18, item 5) in real Chromium against the production build: the app runs under
// the server's Content-Security-Policy with no violation reported, the stored theme's inline script still runs
// (allowed by its hash), and a page on another origin cannot frame the sign-in page or the dashboard.
describe.skipIf(!hasChromium)('security headers in the browser', () => {
  const journey = appJourney();

  /** Console lines Chromium prints for a CSP violation (refused script, style, frame, connection...). */
  function watchViolations(page: Page): string[] {
    const violations: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    return violations;
  }

  it('runs the app under the policy without a violation, the theme script included', async () => {
    const { page, email } = await journey.signedInLearner();
    const violations = watchViolations(page);
    expect(email).toContain('@');
    for (const [path, ready] of [
      ['/', 'main'],
      ['/academy', 'main'],
      ['/community', 'main'],
      ['/prompts', 'main'],
      ['/tools', 'main'],
      ['/plans', 'main'],
    ] as const) {
      await page.goto(`${journey.app.url}${path}`);
      await waitForPath(page, path);
      await page.locator(ready).first().waitFor();
      await page.waitForLoadState('networkidle');
    }
    await page.evaluate(() => localStorage.setItem('academy:theme', 'dark'));
    await page.reload();
    await page.locator('main').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');

    const visitor = await journey.freshPage();
    const visitorViolations = watchViolations(visitor);
    for (const path of ['/signin', '/signup', '/reset-password', '/newsletter']) {
      await visitor.goto(`${journey.app.url}${path}`);
      await visitor.locator('main').first().waitFor();
      await visitor.waitForLoadState('networkidle');
    }
    expect([...violations, ...visitorViolations]).toEqual([]);
  });

  it('cannot be framed by a page on another origin', async () => {
    // Another origin: the same host on another port, serving a page that frames the app.
    const framer: Server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(`<!doctype html><title>framer</title>
        <iframe id="signin" src="${journey.app.url}/signin" width="600" height="400"></iframe>
        <iframe id="dashboard" src="${journey.app.url}/dashboard" width="600" height="400"></iframe>`);
    });
    await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
    try {
      const page = await journey.freshPage();
      // The browser refuses both frames (frame-ancestors 'none'): that refusal is what this test provokes.
      expectFailedRequest(page, { url: /\/(signin|dashboard)$/ });
      const violations = watchViolations(page);
      await page.goto(`http://127.0.0.1:${(framer.address() as AddressInfo).port}/`);
      await page.waitForLoadState('load');
      await expect.poll(() => violations.filter((line) => line.includes('frame-ancestors')).length, { timeout: 10_000 }).toBe(2);
      // Neither frame holds the app: no sign-in form, no app root.
      for (const frame of page.frames().filter((frame) => frame !== page.mainFrame())) {
        expect(await frame.locator('#root, input[type=email]').count()).toBe(0);
      }
    } finally {
      await new Promise((resolve) => framer.close(resolve));
    }
  });
});
