// Small UI steps shared by the journeys. Fields are found by their `name`, so the steps work in every language.
import type { Locator, Page } from 'playwright-core';

export const STRONG_PASSWORD = 'Academy2025';

/**
 * A prerendered page (issue 15) shows its form before the app has taken it over; a press before that is refused.
 * Waits until the app runs (main's `data-app` mark); pages that are not prerendered need no wait.
 */
export async function waitForApp(page: Page, timeout = 15_000) {
  await page.waitForFunction(
    () => !document.getElementById('root')?.dataset.prerenderedPath || document.documentElement.dataset.app === 'ready',
    undefined,
    { timeout },
  );
}

export async function signUpViaUi(page: Page, baseUrl: string, email: string, password = STRONG_PASSWORD, confirmation = password) {
  await page.goto(`${baseUrl}/signup`);
  await waitForApp(page);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="confirmPassword"]').fill(confirmation);
  await page.locator('form button[type="submit"]').click();
}

export async function signInViaUi(page: Page, baseUrl: string, email: string, password = STRONG_PASSWORD) {
  await page.goto(`${baseUrl}/signin`);
  await waitForApp(page);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
}

/** Waits until the address bar shows `path` (no query or hash compared). */
export async function waitForPath(page: Page, path: string, timeout = 10_000) {
  await page.waitForURL((url) => url.pathname === path, { timeout });
}

/** Waits until some element shows exactly this text (toasts, headings, messages). */
export async function waitForText(page: Page, text: string, timeout = 10_000) {
  await page.getByText(text, { exact: true }).first().waitFor({ state: 'visible', timeout });
}

/**
 * Chooses a file in a file input as a person can: once the input is enabled. Playwright's setInputFiles fills a
 * disabled input too (a form still reading what it edits), which no person can do, and the form may then lose it.
 */
export async function chooseFile(input: Locator, file: { name: string; mimeType: string; buffer: Buffer }, timeout = 10_000) {
  await input
    .page()
    .waitForFunction((element) => !(element as HTMLInputElement).disabled, await input.elementHandle({ timeout }), { timeout });
  await input.setInputFiles(file);
}
