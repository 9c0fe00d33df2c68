import { describe, expect, it } from 'vitest';
import { appJourney, hasChromium } from './support/index.ts';
import { layoutChecks, PUBLIC_ROUTES, WIDTHS } from './support/layout.ts';

// Issue 20, item 1 in the languages whose words run longest (the routes and widths of layout.test.ts, measured the
// same way by support/layout.ts): a file of its own so it runs beside layout.test.ts in a second e2e worker.
describe.skipIf(!hasChromium)('layout in Portuguese and English: nothing leaves its box', () => {
  const journey = appJourney();
  const { problemsOn } = layoutChecks(journey);

  // Portuguese and English words run longer than Creole's in places (buttons, badges, the footer): the same pages at
  // a phone and a tablet width, where a longer word has the least room.
  for (const language of ['pt', 'en'] as const)
    it(`a visitor reading ${language === 'pt' ? 'Portuguese' : 'English'}`, { timeout: 300_000 }, async () => {
      const page = await journey.freshPage();
      await page.context().addCookies([{ name: 'academy-locale', value: language, url: journey.app.url }]);
      expect(await problemsOn(page, PUBLIC_ROUTES, `visitor-${language}`, [375, 820], language)).toEqual([]);
    });

  // Issue 20: the sidebar's copyright line was cut off with '…' in Portuguese (the longest of the three). It shows
  // whole at a phone (in the drawer), tablet and desktop width: its text fits its box and nothing is ellipsized.
  it('the footer shows whole in Portuguese at 375, 820 and 1280 px', { timeout: 120_000 }, async () => {
    const page = await journey.freshPage();
    await page.context().addCookies([{ name: 'academy-locale', value: 'pt', url: journey.app.url }]);
    const footerText = 'Todos os direitos reservados.';
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${journey.app.url}/academy`, { waitUntil: 'networkidle' });
      const footer = page.getByText(footerText);
      if (!(await footer.isVisible())) await page.getByTestId('sidebar-toggle').click();
      await footer.waitFor({ state: 'visible' });
      const cut = await footer.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          hidden: element.scrollWidth - element.clientWidth,
          ellipsis: style.textOverflow === 'ellipsis' && style.whiteSpace === 'nowrap',
        };
      });
      expect(cut, `footer at ${width}px`).toEqual({ hidden: 0, ellipsis: false });
      expect(await footer.textContent()).toBe('© 2025 Academy. Todos os direitos reservados.');
    }
  });
});
