import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  appJourney,
  createUser,
  hasChromium,
  signInViaUi,
  STRONG_PASSWORD,
  uniqueEmail,
  waitForMail,
  waitForPath,
  type Role,
} from './support/index.ts';

// Issue 20: the places where a learner or a staff member got stuck, misled or charged twice, each walked through
// in the default language (ht) against the real server with the demo academy.
describe.skipIf(!hasChromium)('what a learner and a staff member stumbled on', () => {
  const journey = appJourney();

  async function signedIn(
    role: Role,
    landing = role === 'student' ? '/plans' : '/dashboard',
  ): Promise<{ page: Page; id: string; email: string }> {
    const email = uniqueEmail(role);
    const { id } = await createUser(journey.app, { email, password: STRONG_PASSWORD, role });
    const page = await journey.freshPage();
    await signInViaUi(page, journey.app.url, email);
    await waitForPath(page, landing);
    return { page, id, email };
  }

  async function subscribe(userId: string, tier: 'Monthly' | 'Yearly' | 'Lifetime') {
    await journey.app.server.database.query(
      `insert into public.subscriptions (user_id, tier, status, current_period_end, updated_at)
       values ($1, $2, 'active', case when $2 = 'Lifetime' then null else now() + interval '20 days' end, now())`,
      [userId, tier],
    );
  }

  it('2. every featured course opens its own page; one without lessons says so and when they come', async () => {
    const { page, id } = await signedIn('student');
    await subscribe(id, 'Monthly');
    await page.goto(`${journey.app.url}/academy`);
    const tiles = page.locator('[data-course]');
    // The database's catalogue in staff's order (issue 33): the seed's four visible courses (its automation course
    // is a draft: /academy/automation is the spec's own page).
    await expect.poll(() => tiles.count()).toBe(4);
    await expect.poll(() => page.locator('[data-course][data-locked]').count(), { timeout: 15_000 }).toBe(0);
    const targets = await tiles
      .locator('a')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    expect(targets).toEqual(['/academy/coder-ai', '/academy/gps-digital', '/academy/game-ai', '/academy/mobile-ai']);

    await page.locator('[data-course="game-ai"]').getByRole('link', { name: 'Louvri kou a' }).click();
    await waitForPath(page, '/academy/game-ai');
    await page.getByRole('heading', { level: 1, name: 'Jwèt avèk IA' }).waitFor();
    await page.getByRole('heading', { name: 'Poko gen leson pou kou sa a' }).waitFor();
    // The seed sets no month ("show no month rather than an invented one"): the page says the lessons are coming.
    await page.getByText(/Premye leson yo ap vini byento/).waitFor();
    await page.getByRole('link', { name: 'Resevwa nouvèl nan bilten an' }).click();
    await waitForPath(page, '/newsletter');
  });

  it('4. Edit profile opened from the user menu goes back where it was opened, on the first visit after a page load', async () => {
    const { page } = await signedIn('student');
    for (const leave of ['Anile', 'Anrejistre chanjman yo'] as const) {
      await page.goto(`${journey.app.url}/community`);
      await page.getByRole('heading', { level: 1, name: 'Kominote' }).waitFor();
      await page.getByTestId('user-menu-trigger').click();
      await page.getByRole('link', { name: 'Modifye pwofil' }).click();
      await waitForPath(page, '/edit-profile');
      if (leave === 'Anrejistre chanjman yo') await page.getByLabel('Non konplè').fill('Wozlin Pyè');
      await page.getByRole('button', { name: leave }).click();
      await waitForPath(page, '/community');
    }
  });

  it('5. a member without a name is asked for a forum name on the first post and never shows as Unknown User', async () => {
    const { page, email } = await signedIn('student');
    await page.goto(`${journey.app.url}/community`);
    await page.getByRole('button', { name: 'Nouvo sijè' }).click();
    const nameField = page.getByLabel('Non ou nan fowòm nan');
    await nameField.waitFor();
    await nameField.fill(email);
    await page.getByLabel('Tit').fill('Kijan pou m kòmanse?');
    await page.getByLabel('Kontni').fill('Mwen fèk enskri.');
    await page.getByRole('button', { name: 'Pibliye' }).click();
    await page.getByText('Ekri yon non (2 a 60 karaktè, pa yon imèl).').first().waitFor();
    await nameField.fill('Wozlin');
    await page.getByRole('button', { name: 'Pibliye' }).click();
    const row = page.locator('tr', { hasText: 'Kijan pou m kòmanse?' });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('Wozlin');
    expect(await row.textContent()).not.toContain('Unknown User');
    const saved = await journey.app.server.database.query<{ first_name: string }>(
      'select first_name from public.user_profiles where email = $1',
      [email],
    );
    expect(saved[0]?.first_name).toBe('Wozlin');

    // The comment box no longer asks.
    await row.getByRole('button', { name: 'Kijan pou m kòmanse?', exact: true }).click();
    await page.getByLabel('Kòmantè ou').first().waitFor();
    expect(await page.getByLabel('Non ou nan fowòm nan').count()).toBe(0);
  });

  async function passwordGrant(email: string): Promise<Response> {
    return fetch(`${journey.app.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: journey.app.server.publishableKey },
      body: JSON.stringify({ email, password: STRONG_PASSWORD }),
    });
  }

  it('6. Ban User asks first, locks the member out of sign-in and the API, shows in the list, and Unban undoes it', async () => {
    const learnerEmail = uniqueEmail('banned');
    const learner = await createUser(journey.app, { email: learnerEmail, password: STRONG_PASSWORD, role: 'student' });
    await subscribe(learner.id, 'Monthly');
    await journey.app.server.database.query(`update public.user_profiles set type = 'paid' where id = $1`, [learner.id]);
    const { access_token: learnerToken } = (await (await passwordGrant(learnerEmail)).json()) as { access_token: string };
    const asLearner = (path: string, init: RequestInit = {}) =>
      fetch(`${journey.app.url}${path}`, {
        ...init,
        headers: { apikey: journey.app.server.publishableKey, authorization: `Bearer ${learnerToken}`, 'content-type': 'application/json' },
      });

    // Only staff may ban, checked on the server: a learner cannot ban anyone, not even through the API.
    const selfService = await asLearner('/rest/v1/rpc/set_member_ban', {
      method: 'POST',
      body: JSON.stringify({ target: learner.id, banned: false }),
    });
    expect(selfService.status).toBe(403);

    const { page } = await signedIn('master');
    await page.goto(`${journey.app.url}/dashboard/users`);
    await page.getByLabel('Chèche pa imèl oswa non').fill(learnerEmail);
    const banButton = page.getByRole('button', { name: `Entèdi manm: ${learnerEmail}` });
    await banButton.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Entèdi ${learnerEmail}?`, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Entèdi manm', exact: true }).click();
    await page.getByText('User status updated successfully').first().waitFor();
    await page.getByRole('button', { name: `Retire entèdiksyon: ${learnerEmail}` }).waitFor();
    await page
      .getByRole('row', { name: new RegExp(learnerEmail) })
      .getByText('Entèdi', { exact: true })
      .waitFor();

    const profile = await journey.app.server.database.query<{ type: string }>('select type from public.user_profiles where id = $1', [
      learner.id,
    ]);
    expect(profile[0]?.type).toBe('free');
    expect((await passwordGrant(learnerEmail)).status).toBe(403);
    expect((await asLearner('/rest/v1/lesson_catalog?select=id&limit=1')).status).toBe(403);
    expect((await asLearner('/functions/v1/check-subscription', { method: 'POST', body: '{}' })).status).toBe(403);

    await page.getByRole('button', { name: `Retire entèdiksyon: ${learnerEmail}` }).click();
    await page.getByRole('button', { name: `Entèdi manm: ${learnerEmail}` }).waitFor();
    expect((await passwordGrant(learnerEmail)).status).toBe(200);
  });

  it("7. every mail is in the member's language: password recovery by profile language, newsletter confirmation by the page's", async () => {
    const recover = (email: string) =>
      fetch(`${journey.app.url}/auth/v1/recover`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', apikey: journey.app.server.publishableKey },
        body: JSON.stringify({ email }),
      });
    const portuguese = uniqueEmail('pt');
    const creole = uniqueEmail('ht');
    const { id } = await createUser(journey.app, { email: portuguese, password: STRONG_PASSWORD, role: 'student' });
    await createUser(journey.app, { email: creole, password: STRONG_PASSWORD, role: 'student' });
    await journey.app.server.database.query(`update public.user_profiles set locale = 'pt' where id = $1`, [id]);
    expect((await recover(portuguese)).ok).toBe(true);
    expect((await recover(creole)).ok).toBe(true);
    const ptMail = await waitForMail(journey.app, portuguese);
    expect(ptMail.subject).toBe('Redefina sua senha da Academy');
    expect(ptMail.text).toContain('/auth/v1/verify');
    expect((await waitForMail(journey.app, creole)).subject).toBe('Chanje modpas Academy ou');

    // The newsletter page in English: the confirmation mail is English too.
    const page = await journey.freshPage();
    await page.goto(`${journey.app.url}/newsletter`);
    // The real language switch, not its stand-in while its chunk loads (the early press is shell.test.ts's subject).
    const languageSwitch = page.getByRole('button', { name: /Kreyòl ayisyen/ });
    await expect.poll(() => languageSwitch.getAttribute('aria-busy'), { timeout: 15_000 }).not.toBe('true');
    await languageSwitch.click();
    await page.getByRole('option', { name: 'English' }).click();
    const reader = uniqueEmail('reader');
    await page.locator('input[type="email"]').fill(reader);
    await page.locator('input[type="email"]').press('Enter');
    expect((await waitForMail(journey.app, reader)).subject).toBe('Confirm your Weekly Newsletter subscription');
  });

  it("8. breadcrumbs name every level in the reader's language and link only to screens that exist", async () => {
    const page = await journey.freshPage();
    const crumbs = page.getByRole('navigation', { name: 'Kote ou ye' });
    await page.goto(`${journey.app.url}/certificates/46c10048-1111-4222-8333-444455556666`);
    await crumbs.getByText('Sètifika', { exact: true }).waitFor();
    const texts = async () => (await crumbs.textContent()) ?? '';
    expect(await texts()).not.toContain('46c10048');
    expect(await texts()).not.toContain('certificates');
    const targets = await crumbs
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    expect(targets).not.toContain('/certificates');

    await page.goto(`${journey.app.url}/newsletter/confirm`);
    await crumbs.getByText('Konfimasyon abònman', { exact: true }).waitFor();
    expect(await texts()).not.toContain('confirm');
  });
});
