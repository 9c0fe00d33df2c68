// openBrowser(): Debian's Chromium through playwright-core (Playwright never downloads a browser here).
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { watchContext } from './browserProblems.ts';
import { waitForApp } from './journeys.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM_PATH);

/**
 * Chromium whose every context (newContext or newPage) is watched for uncaught errors and failed requests:
 * the e2e setup fails a journey on any the journey did not announce (see browserProblems.ts).
 */
export async function openBrowser(options: { args?: string[] } = {}): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-dev-shm-usage', ...(options.args ?? [])],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (contextOptions) => watchContext(await newContext(contextOptions));
  browser.newPage = async (pageOptions) => {
    const context = await browser.newContext(pageOptions);
    const page = await context.newPage();
    // As Browser.newPage does: the context goes when its only page is closed.
    page.once('close', () => void context.close().catch(() => undefined));
    return page;
  };
  return browser;
}

export const viewports = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;

/** A fresh browser context (own storage, cookies), watched for uncaught errors and failed requests (see openBrowser). */
export async function newPage(
  browser: Browser,
  options: { viewport?: { width: number; height: number }; locale?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: options.viewport ?? viewports.desktop, locale: options.locale ?? 'en-US' });
  const page = await context.newPage();
  waitForPrerenderedPagesToRun(page);
  return { context, page };
}

/**
 * A prerendered page (issue 15) shows its form before the app runs; a person waits to see it respond, a test does not.
 * After goto/reload, wait until the app has taken the page over (main's `data-app` mark); other pages are unaffected.
 */
function waitForPrerenderedPagesToRun(page: Page) {
  const appRunning = () => waitForApp(page).catch(() => undefined);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await appRunning();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await appRunning();
    return response;
  };
}
