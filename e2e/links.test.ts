import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appJourney, createUser, hasChromium, signInViaUi, STRONG_PASSWORD, uniqueEmail, waitForPath } from './support/index.ts';

// Issue 39.1: every link in the product leads somewhere real. A link to another site opens that site in a new tab with
// rel="noopener noreferrer" (the tools' 'Visit website' opened our own 404: the absolute address was resolved as a
// route); a link to one of our addresses never answers 404. Walked as a visitor and as a master, with the seeded tools,
// a tool just added in the dashboard and a forum post carrying a link.

type FoundLink = { href: string; target: string | null; rel: string | null; text: string };

/** Every other site's address the browser asks for is answered by a stand-in page (the test never leaves the machine). */
async function standInForOtherSites(context: BrowserContext, appOrigin: string) {
  await context.route(
    (url) => url.origin !== appOrigin,
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>elsewhere</title><p>elsewhere</p>' }),
  );
}

async function linksOn(page: Page): Promise<FoundLink[]> {
  return page.locator('a[href]').evaluateAll((anchors) =>
    anchors.map((anchor) => {
      const link = anchor as HTMLAnchorElement;
      return { href: link.href, target: link.getAttribute('target'), rel: link.getAttribute('rel'), text: (link.textContent ?? '').trim() };
    }),
  );
}

describe.skipIf(!hasChromium)('links', () => {
  const journey = appJourney();
  const external = 'https://tool.example.org/start?from=academy';
  const forumLink = 'https://docs.example.net/guide';

  /** Our addresses already asked once (the sidebar's links are on every screen). */
  const answered = new Set<string>();
  /** Other sites' addresses already followed once. */
  const followed = new Set<string>();

  /** Checks every link of the page: ours answer something other than 404; others open their site in a new tab. */
  async function checkLinks(page: Page, where: string): Promise<FoundLink[]> {
    const appOrigin = new URL(journey.app.url).origin;
    const links = await linksOn(page);
    const ours = [...new Set(links.filter((link) => new URL(link.href).origin === appOrigin).map((link) => link.href))];
    for (const href of ours.filter((address) => !answered.has(address))) {
      answered.add(href);
      const answer = await fetch(href, { redirect: 'manual', headers: { accept: 'text/html' } });
      expect(answer.status, `${where}: ${href}`).not.toBe(404);
    }
    const others = links.filter((link) => new URL(link.href).origin !== appOrigin);
    for (const link of others) {
      expect(link.target, `${where}: ${link.href} opens in a new tab`).toBe('_blank');
      expect((link.rel ?? '').split(/\s+/), `${where}: ${link.href}`).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    }
    return others;
  }

  /** Presses the link (as a person does) and checks the new tab shows that address, not one of ours. */
  async function follow(page: Page, href: string) {
    if (followed.has(href)) return;
    followed.add(href);
    const [popup] = await Promise.all([page.context().waitForEvent('page'), page.locator(`a[href="${href}"]`).first().click()]);
    await popup.waitForLoadState('domcontentloaded');
    expect(popup.url()).toBe(href);
    await popup.close();
  }

  it('every external link opens the real site in a new tab, and none of our links is a 404', async () => {
    const masterEmail = uniqueEmail('links-master');
    await createUser(journey.app, { email: masterEmail, password: STRONG_PASSWORD, role: 'master' });
    await journey.app.server.database.query(
      `insert into public.discussion_subjects (title, content, category, type, is_hidden, created_by)
       values ('Yon bon gid', $1, 'general', 'discussion', false, null)`,
      [`Gade gid sa a: ${forumLink} pou kòmanse.`],
    );

    const master = await journey.freshPage();
    await standInForOtherSites(master.context(), new URL(journey.app.url).origin);
    await signInViaUi(master, journey.app.url, masterEmail);
    await waitForPath(master, '/dashboard');

    // A tool added in the dashboard, then every tool's 'Visit website' on /tools.
    await master.goto(`${journey.app.url}/dashboard/tools`);
    // The dashboard in the academy's default language (its form labels are Creole; the spec's quoted words stay).
    await master.getByRole('button', { name: 'Ajoute yon zouti' }).click();
    const dialog = master.getByRole('dialog');
    await dialog.getByLabel('Non', { exact: true }).fill('Tool Example');
    await dialog.getByLabel('Deskripsyon', { exact: true }).fill('An example tool');
    await dialog.getByRole('button', { name: /Kategori/ }).click();
    await master.getByRole('option', { name: 'AI', exact: true }).click();
    await dialog.getByLabel('Sit ofisyèl').fill(external);
    await dialog.locator('form button[type="submit"]').click();
    await master.getByText('Tool added successfully!').first().waitFor();
    await checkLinks(master, '/dashboard/tools');

    await master.goto(`${journey.app.url}/tools`);
    await master.getByRole('heading', { level: 2, name: 'Tool Example' }).waitFor();
    const toolLinks = await checkLinks(master, '/tools');
    const seededCount = await journey.app.server.database.query<{ count: string }>('select count(*) from public.tools');
    expect(toolLinks.length).toBe(Number(seededCount[0]?.count));
    expect(toolLinks.map((link) => link.href)).toContain(external);
    for (const link of toolLinks) await follow(master, link.href);

    // A link in a forum post.
    await master.goto(`${journey.app.url}/community`);
    await master.getByRole('button', { name: 'Yon bon gid', exact: true }).click();
    await master.locator(`a[href="${forumLink}"]`).waitFor();
    const forumLinks = await checkLinks(master, '/community');
    expect(forumLinks.map((link) => link.href)).toContain(forumLink);
    await follow(master, forumLink);

    // Every other screen, as the master and as a visitor.
    const visitor = await journey.freshPage();
    await standInForOtherSites(visitor.context(), new URL(journey.app.url).origin);
    const screens: [Page, string[]][] = [
      [
        visitor,
        [
          '/',
          '/landing',
          '/academy',
          '/academy/coder-ai',
          '/academy/automation',
          '/prompts',
          '/plans',
          '/all-access',
          '/newsletter',
          '/tools',
          '/signin',
        ],
      ],
      [master, ['/dashboard/users', '/edit-profile']],
    ];
    for (const [page, paths] of screens) {
      for (const path of paths) {
        await page.goto(`${journey.app.url}${path}`);
        await page.locator('main h1').first().waitFor();
        for (const link of await checkLinks(page, path)) await follow(page, link.href);
      }
    }
  }, 480_000);
});
