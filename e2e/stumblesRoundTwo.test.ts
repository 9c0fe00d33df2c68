import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appJourney, createUser, hasChromium, signInViaUi, STRONG_PASSWORD, uniqueEmail, waitForPath } from './support/index.ts';

type Locale = 'ht' | 'pt' | 'en';

// Issue 39: what a learner and a staff member still stumbled on (round two), each walked through against the real
// server with the demo academy, in the reader's language.
describe.skipIf(!hasChromium)('what a learner and a staff member still stumbled on', () => {
  const journey = appJourney();

  /** A visitor whose chosen language is `locale` (the cookie the language menu sets). */
  async function visitorIn(locale: Locale): Promise<Page> {
    const page = await journey.freshPage();
    await page.context().addCookies([{ name: 'academy-locale', value: locale, url: journey.app.url }]);
    return page;
  }

  it("13. every page names itself in the tab, in the reader's language", async () => {
    const expected: Record<Locale, Record<string, string>> = {
      ht: {
        '/community': 'Kominote',
        '/tools': 'Zouti',
        '/prompts': 'Prompt IA',
        '/newsletter': 'Bilten',
        '/academy/game-ai': 'Jwèt avèk IA',
        '/checkout-success': 'Peman',
        '/update-password': 'Nouvo modpas',
      },
      pt: {
        '/community': 'Comunidade',
        '/tools': 'Ferramentas',
        '/prompts': 'Prompts de IA',
        '/newsletter': 'Newsletter',
        '/academy/mobile-ai': 'Apps Mobile com IA',
        '/checkout-success': 'Pagamento',
        '/update-password': 'Nova senha',
      },
      en: {
        '/community': 'Community',
        '/tools': 'Tools',
        '/prompts': 'AI Prompts',
        '/newsletter': 'Newsletter',
        '/academy/game-ai': 'Games with AI',
        '/checkout-success': 'Payment',
        '/update-password': 'New password',
      },
    };
    for (const locale of ['ht', 'pt', 'en'] as const) {
      const page = await visitorIn(locale);
      for (const [path, name] of Object.entries(expected[locale])) {
        await page.goto(`${journey.app.url}${path}`);
        await expect.poll(() => page.title(), { message: `${locale} ${path}` }).toBe(`${name} · Academy`);
      }
      // Moving inside the app renames the tab too.
      await page.goto(`${journey.app.url}/tools`);
      await page.locator('nav a[href="/community"]').first().click();
      await expect.poll(() => page.title()).toBe(`${expected[locale]['/community']} · Academy`);
      await page.close();
    }
  }, 240_000);

  // The walk of issue 39: the tab named the course, the breadcrumb still ended in 'Kou' / 'Curso' / 'Course' on the
  // announced courses (and on every course staff create, whose pages the sidebar does not list).
  it("a course page's breadcrumb names the course, in the reader's language", async () => {
    const courses: Record<Locale, Record<string, string>> = {
      ht: { '/academy/game-ai': 'Jwèt avèk IA', '/academy/coder-ai': 'AI Coder' },
      pt: { '/academy/mobile-ai': 'Apps Mobile com IA', '/academy/game-ai': 'Jogos com IA' },
      en: { '/academy/game-ai': 'Games with AI', '/academy/mobile-ai': 'Mobile Apps with AI' },
    };
    for (const locale of ['ht', 'pt', 'en'] as const) {
      const page = await visitorIn(locale);
      for (const [path, name] of Object.entries(courses[locale])) {
        await page.goto(`${journey.app.url}${path}`);
        const crumbs = page.getByRole('navigation', { name: { ht: 'Kote ou ye', pt: 'Você está aqui', en: 'You are here' }[locale] });
        await expect.poll(() => crumbs.locator('li').last().textContent(), { message: `${locale} ${path}` }).toBe(name);
      }
      await page.close();
    }
  }, 240_000);

  // The walk of issue 39: the course builder's breadcrumb read 'Akèy › Tablo de bò › Kou › Kou'.
  it("the course builder's breadcrumb names the course, in the staff member's language", async () => {
    const email = uniqueEmail('builder');
    await createUser(journey.app, { email, password: STRONG_PASSWORD, role: 'master' });
    const [course] = await journey.app.server.database.query<{ id: string }>(`select id from public.courses where slug = 'game-ai'`);
    const page = await journey.freshPage();
    await signInViaUi(page, journey.app.url, email);
    await waitForPath(page, '/dashboard');
    const names = { ht: ['Jwèt avèk IA', 'Kote ou ye'], pt: ['Jogos com IA', 'Você está aqui'] } as const;
    for (const locale of ['ht', 'pt'] as const) {
      // The member's language is their profile's: changed through the language select of the user menu.
      await page.goto(`${journey.app.url}/dashboard/courses/${course!.id}`);
      await page.evaluate((chosen) => localStorage.setItem('academy:locale', chosen), locale);
      await journey.app.server.database.query(`update public.user_profiles set locale = $1 where email = $2`, [locale, email]);
      await page.reload();
      const crumbs = page.getByRole('navigation', { name: names[locale][1] });
      await expect.poll(() => crumbs.locator('li').last().textContent(), { message: locale }).toBe(names[locale][0]);
    }
    await page.close();
  }, 120_000);

  it('11. /prompts at 820 px gives the cards the width and shows the whole search placeholder; filters fold away', async () => {
    for (const locale of ['ht', 'pt', 'en'] as const) {
      const page = await visitorIn(locale);
      for (const width of [820, 1280] as const) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${journey.app.url}/prompts`);
        await page.locator('section[aria-labelledby="prompts-count"] ul > li').first().waitFor();
        const measured = await page.evaluate(() => {
          const results = document.querySelector('section[aria-labelledby="prompts-count"]')!.getBoundingClientRect();
          const filters = document.getElementById('prompt-filters')!;
          const layout = filters.parentElement!.parentElement!.getBoundingClientRect();
          const input = document.querySelector<HTMLInputElement>('input[type="search"]')!;
          const style = getComputedStyle(input);
          const context = document.createElement('canvas').getContext('2d')!;
          context.font = style.font;
          const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          const firstCard = document.querySelector('section[aria-labelledby="prompts-count"] ul > li')!.getBoundingClientRect();
          return {
            resultsShare: results.width / layout.width,
            filtersShown: filters.getBoundingClientRect().height > 0,
            placeholderFits: context.measureText(input.placeholder).width <= room,
            cardWidth: firstCard.width,
          };
        });
        expect(measured.placeholderFits, `${locale} ${width}: the placeholder is cut off`).toBe(true);
        if (width === 820) {
          expect(measured.resultsShare, `${locale} ${width}`).toBeGreaterThan(0.95);
          expect(measured.cardWidth, `${locale} ${width}`).toBeGreaterThan(300);
          expect(measured.filtersShown, `${locale} ${width}: filters fold away`).toBe(false);
          await page.locator('button[aria-controls="prompt-filters"]').click();
          await expect.poll(() => page.locator('#prompt-filters fieldset').first().isVisible()).toBe(true);
        } else {
          expect(measured.filtersShown, `${locale} ${width}: filters beside the results`).toBe(true);
          expect(await page.locator('button[aria-controls="prompt-filters"]').isVisible()).toBe(false);
        }
      }
      await page.close();
    }
  }, 240_000);

  it("6. Creole dates use the academy's own month names, never French", async () => {
    const creoleMonths = /janvye|fevriye|mas|avril|me|jen|jiyè|out|septanm|oktòb|novanm|desanm/;
    const frenchMonths = /janv|févr|mars|avr\.|mai|juin|juil|août|sept\.|septembre|oct\.|octobre|nov\.|novembre|déc/;
    const page = await visitorIn('ht');
    await page.goto(`${journey.app.url}/community`);
    const table = page.locator('table');
    await table.waitFor();
    await expect.poll(async () => creoleMonths.test((await table.textContent()) ?? '')).toBe(true);
    expect((await table.textContent()) ?? '').not.toMatch(frenchMonths);
    await page.close();
  }, 240_000);
});
