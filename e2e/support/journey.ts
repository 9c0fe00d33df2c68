// The fixture most journeys share: one real app and one browser for the file, fresh pages that are
// remembered, and a signed-in learner on demand. Registers its own beforeAll/afterAll.
import { afterAll, beforeAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createUser, startApp, uniqueEmail, type StartAppOptions, type TestApp } from './app.ts';
import { newPage, openBrowser } from './browser.ts';
import { signInViaUi, STRONG_PASSWORD, waitForPath } from './journeys.ts';

type PageOptions = Parameters<typeof newPage>[1];

export type AppJourney = {
  readonly app: TestApp;
  readonly browser: Browser;
  /** A new page in its own browser context (viewport and locale as asked). */
  freshPage(options?: PageOptions): Promise<Page>;
  /** A new student account, signed in through the UI, landed on /plans. */
  signedInLearner(options?: PageOptions): Promise<{ page: Page; email: string }>;
};

export function appJourney(options: StartAppOptions = {}): AppJourney {
  let app: TestApp | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(options), openBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const started = <T>(value: T | undefined, what: string): T => {
    if (!value) throw new Error(`${what} is used before beforeAll started it`);
    return value;
  };

  const journey: AppJourney = {
    get app() {
      return started(app, 'the app');
    },
    get browser() {
      return started(browser, 'the browser');
    },
    async freshPage(pageOptions = {}) {
      const { page } = await newPage(journey.browser, pageOptions);
      return page;
    },
    async signedInLearner(pageOptions = {}) {
      const email = uniqueEmail('learner');
      await createUser(journey.app, { email, password: STRONG_PASSWORD, role: 'student' });
      const page = await journey.freshPage(pageOptions);
      await signInViaUi(page, journey.app.url, email);
      await waitForPath(page, '/plans');
      return { page, email };
    },
  };
  return journey;
}
