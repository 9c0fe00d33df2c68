// A page as a slow phone shows it (issue 34.1): it does not wait for the app after goto (the journeys' pages do),
// its CPU is throttled, and it notes the address of every document it shows. `early`: the app's scripts are held
// until `pressed()`, so a press then surely comes before the app is live, however fast the machine.
import type { Browser, BrowserContext } from 'playwright-core';
import { viewports } from './browser.ts';

export const PHONE_THROTTLE = 12; // a low-end phone: the app's code takes seconds to run after the page has painted

export type When = 'early' | 'late';

export async function phonePage(
  browser: Browser,
  when: When,
  options: {
    viewport?: { width: number; height: number };
    cookies?: { name: string; value: string; url: string }[];
    /** A signed-in member's browser (Playwright's storage state: the session supabase-js keeps in localStorage). */
    storageState?: Awaited<ReturnType<BrowserContext['storageState']>>;
  } = {},
) {
  const context = await browser.newContext({
    viewport: options.viewport ?? viewports.mobile,
    locale: 'en-US',
    storageState: options.storageState,
  });
  if (options.cookies) await context.addCookies(options.cookies);
  const page = await context.newPage();
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(frame.url());
  });
  let pressed = () => {};
  if (when === 'early') {
    const held = new Promise<void>((resolve) => (pressed = resolve));
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_THROTTLE });
  const release = async () => void (await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }));
  return { context, page, addresses, pressed, release };
}
