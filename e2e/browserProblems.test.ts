// The watch every journey runs under (support/setup.ts fails a journey on what it reports): it must see an
// uncaught error, a refused request and an HTTP error, and must leave out what a journey announced.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailedRequest, hasChromium, newPage, openBrowser, takeBrowserProblems } from './support/index.ts';

describe.skipIf(!hasChromium)('browser problems seen during a journey', () => {
  let browser: Browser;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/') {
        response.setHeader('content-type', 'text/html');
        response.end('<!doctype html><title>t</title><p>page</p>');
      } else {
        response.statusCode = request.url === '/broken' ? 500 : 404;
        response.end('no');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  /** Problems arriving over the next moments (browser events come asynchronously). */
  async function problemsAfter(count: number): Promise<string[]> {
    const seen: string[] = [];
    await expect
      .poll(
        () => {
          seen.push(...takeBrowserProblems());
          return seen.length;
        },
        { timeout: 5_000 },
      )
      .toBeGreaterThanOrEqual(count);
    return seen;
  }

  it('reports an uncaught error, an HTTP error and a request that never got an answer', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(base);
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('boom from the page');
      });
    });
    await page.evaluate((url) => fetch(`${url}/broken`).then((r) => r.status), base);
    await page.evaluate(() => fetch('http://127.0.0.1:9/refused').catch(() => 'refused'));
    const seen = await problemsAfter(3);
    expect(seen).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^uncaught error on .*boom from the page/),
        expect.stringMatching(/^HTTP 500 GET .*\/broken$/),
        expect.stringMatching(/^request failed \(net::ERR_\w+\) GET http:\/\/127\.0\.0\.1:9\/refused$/),
      ]),
    );
    await context.close();
  });

  it('leaves out a failure the journey announced, and still reports the others', async () => {
    const { page, context } = await newPage(browser);
    expectFailedRequest(page, { url: /\/broken$/, status: 500 });
    await page.goto(base);
    await page.evaluate((url) => fetch(`${url}/broken`).then((r) => r.status), base);
    await page.evaluate((url) => fetch(`${url}/missing`).then((r) => r.status), base);
    const seen = await problemsAfter(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    seen.push(...takeBrowserProblems());
    expect(seen).toEqual([expect.stringMatching(/^HTTP 404 GET .*\/missing$/)]);
    await context.close();
  });
});
