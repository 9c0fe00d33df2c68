import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '@academy/server';
import {
  hasChromium,
  openBrowser,
  signInViaUi,
  STRONG_PASSWORD,
  uniqueEmail,
  viewports,
  waitForPath,
  startApp,
  type TestApp,
} from './support/index.ts';
import { serviceClient } from './fixtures/academyCourse.ts';

// The staff dashboard (issue 9) in real Chromium against the real server and the production build,
// in the default language (ht), where the spec's dashboard texts and toasts appear verbatim.
// Own server on a free port, own database (academy_dash_*), own data.
// A 1x1 PNG for the logo upload.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function createUser(
  server: RunningServer,
  label: string,
  role: 'master' | 'instructor' | 'student',
): Promise<{ id: string; email: string }> {
  const email = uniqueEmail(label);
  const response = await fetch(`${server.url}/_admin/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: server.secretKey },
    body: JSON.stringify({ email, password: STRONG_PASSWORD, role }),
  });
  if (!response.ok) throw new Error(`create ${label}: HTTP ${response.status} ${await response.text()}`);
  return { id: ((await response.json()) as { id: string }).id, email };
}

describe.skipIf(!hasChromium)('staff dashboard', () => {
  let started: TestApp;
  let server: RunningServer;
  let browser: Browser;
  let master: Page;
  const contexts: BrowserContext[] = [];
  const service = () => serviceClient(server.url, server.secretKey);

  async function newPage(): Promise<Page> {
    const context = await browser.newContext({ viewport: viewports.desktop });
    contexts.push(context);
    return context.newPage();
  }

  async function signedIn(email: string, landing: string): Promise<Page> {
    const page = await newPage();
    await signInViaUi(page, server.url, email);
    await waitForPath(page, landing);
    return page;
  }

  const toast = (page: Page, text: string) =>
    expect.poll(() => page.getByText(text, { exact: true }).count(), { timeout: 10_000 }).toBeGreaterThan(0);
  const dialog = (page: Page) => page.getByRole('dialog');

  async function openTab(page: Page, name: string, path: string) {
    await page.getByRole('tab', { name, exact: true }).click();
    await waitForPath(page, path);
  }

  async function chooseOption(page: Page, fieldLabel: string, option: string) {
    await dialog(page)
      .getByRole('button', { name: new RegExp(fieldLabel) })
      .click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }

  beforeAll(async () => {
    const launching = openBrowser();
    started = await startApp({ seed: false });
    server = started.server;
    browser = await launching;
    const masterUser = await createUser(server, 'master', 'master');
    master = await signedIn(masterUser.email, '/dashboard');
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await started?.stop();
  });

  it('opens on Overview with the three counts, and keeps the tab in the URL', async () => {
    // expect.poll's default 1 s is too short for a reload on a busy shared machine.
    const WAIT = { timeout: 15_000 };
    await expect.poll(() => master.getByRole('heading', { level: 1, name: 'Tablo de bò' }).count(), WAIT).toBe(1);
    for (const label of ['Total itilizatè', 'Itilizatè ki peye', 'Total videyo'])
      await expect.poll(() => master.getByText(label, { exact: true }).count(), WAIT).toBe(1);
    await openTab(master, 'Itilizatè', '/dashboard/users');
    await master.reload();
    await expect.poll(() => master.getByRole('tab', { name: 'Itilizatè', selected: true }).count(), WAIT).toBe(1);
  });

  it('promotes a student to instructor, who then reaches the dashboard', async () => {
    const student = await createUser(server, 'promoted', 'student');
    await master.goto(`${server.url}/dashboard/users`);
    await master.getByLabel('Chèche pa imèl oswa non').fill(student.email.toUpperCase());
    const roleSelect = master.getByRole('combobox', { name: `Wòl: ${student.email}` });
    await expect.poll(() => roleSelect.count(), { timeout: 10_000 }).toBe(1);
    await roleSelect.selectOption('instructor');
    await toast(master, 'User role updated successfully');
    const { data } = await service().from('user_profiles').select('role').eq('id', student.id).single();
    expect(data).toEqual({ role: 'instructor' });

    const promoted = await signedIn(student.email, '/dashboard');
    await expect.poll(() => promoted.getByRole('heading', { level: 1, name: 'Tablo de bò' }).count()).toBe(1);
  });

  it('bans a paid user (type back to free) and says when a search finds nobody', async () => {
    const paid = await createUser(server, 'paid', 'student');
    await service().from('user_profiles').update({ type: 'paid', first_name: 'Paula', last_name: 'Payant' }).eq('id', paid.id);
    await master.goto(`${server.url}/dashboard/users`);
    // Found by full name: every word must match the email, the first or the last name.
    await master.getByLabel('Chèche pa imèl oswa non').fill('payant PAULA');
    await expect.poll(() => master.getByRole('button', { name: /^Entèdi manm: / }).count(), { timeout: 10_000 }).toBe(1);
    await master.getByRole('button', { name: `Entèdi manm: ${paid.email}` }).click();
    // Issue 20.6: a ban is confirmed first.
    await master.getByRole('dialog').getByRole('button', { name: 'Entèdi manm', exact: true }).click();
    await toast(master, 'User status updated successfully');
    const { data } = await service().from('user_profiles').select('type').eq('id', paid.id).single();
    expect(data).toEqual({ type: 'free' });

    await master.getByLabel('Chèche pa imèl oswa non').fill('nobody-matches-this');
    await expect.poll(() => master.getByText('No users found matching your search.').count(), { timeout: 10_000 }).toBe(1);
  });

  it('adds a video that appears in its course for learners, hides it so it vanishes for them, then deletes it', async () => {
    const db = service();
    const { data: course } = await db
      .from('courses')
      .insert({ slug: 'coder-ai', state: 'published', title: 'AI Coder', category: 'AI Development', level: 'Beginner', position: 1 })
      .select('id')
      .single();
    await db.from('modules').insert({ course_id: (course as { id: string }).id, title: 'Getting started', position: 1 });
    const title = `Dashboard lesson ${Date.now().toString(36)}`;

    await master.goto(`${server.url}/dashboard/videos`);
    await expect
      .poll(() => master.getByText('No videos found. Add your first video using the button above.').count(), { timeout: 10_000 })
      .toBe(1);
    await master.getByRole('button', { name: 'Ajoute yon videyo' }).click();
    await dialog(master).locator('form button[type="submit"]').click();
    // The lesson's texts are written per language (issue 33): Creole, the default, is the one required.
    // Title and video URL are required: nothing is saved.
    await expect.poll(() => dialog(master).getByText('Chan sa a obligatwa.').count()).toBe(2);
    await dialog(master).getByLabel('Tit (Kreyòl)', { exact: true }).fill(title);
    await dialog(master).getByLabel('Lyen videyo a').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await chooseOption(master, 'Kou', 'AI Coder');
    await chooseOption(master, 'Modil', 'Getting started');
    await dialog(master).locator('form button[type="submit"]').click();
    await toast(master, 'Video added successfully!');
    await expect.poll(() => master.getByRole('heading', { name: title }).count()).toBe(1);

    const learner = await createUser(server, 'learner', 'student');
    const learnerPage = await signedIn(learner.email, '/plans');
    await learnerPage.goto(`${server.url}/academy/coder-ai`);
    await expect.poll(() => learnerPage.getByText(title).count(), { timeout: 15_000 }).toBeGreaterThan(0);

    await master.getByRole('button', { name: `Kache: ${title}` }).click();
    await toast(master, 'Video is now hidden');
    await expect.poll(() => master.locator('li[data-hidden]').filter({ hasText: title }).count()).toBe(1);
    await learnerPage.reload();
    await expect.poll(() => learnerPage.getByText('Getting started').count(), { timeout: 15_000 }).toBe(0);
    expect(await learnerPage.getByText(title).count()).toBe(0);

    await master.getByRole('button', { name: `Efase: ${title}` }).click();
    await expect.poll(() => master.getByText('Are you sure you want to delete this video? This action cannot be undone.').count()).toBe(1);
    await dialog(master).getByRole('button', { name: 'Efase', exact: true }).click();
    await toast(master, 'Video deleted successfully!');
    await expect
      .poll(() => master.getByText('No videos found. Add your first video using the button above.').count(), { timeout: 10_000 })
      .toBe(1);
  });

  it('adds a tool with an uploaded logo and a prompt', async () => {
    await master.goto(`${server.url}/dashboard/tools`);
    await master.getByRole('button', { name: 'Ajoute yon zouti' }).click();
    await dialog(master).getByLabel('Non', { exact: true }).fill('Cursor');
    await dialog(master).getByLabel('Deskripsyon', { exact: true }).fill('The AI code editor');
    await chooseOption(master, 'Kategori', 'AI');
    await dialog(master).getByLabel('Sit ofisyèl').fill('cursor.com');
    await dialog(master).getByLabel('Tag', { exact: true }).fill('editor, ai');
    await dialog(master).getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect
      .poll(() => dialog(master).locator('img[src*="/storage/v1/object/public/tool-logos/"]').count(), { timeout: 10_000 })
      .toBe(1);
    await dialog(master).locator('form button[type="submit"]').click();
    // The site must be a full http(s) address.
    await expect.poll(() => dialog(master).getByText('Mete yon adrès web ki kòmanse ak http:// oswa https://.').count()).toBe(1);
    await dialog(master).getByLabel('Sit ofisyèl').fill('https://cursor.com');
    await dialog(master).locator('form button[type="submit"]').click();
    await toast(master, 'Tool added successfully!');
    const { data: tool } = await service().from('tools').select('name, category, url, tags, logo_url').eq('name', 'Cursor').single();
    expect(tool).toMatchObject({ category: 'AI', url: 'https://cursor.com', tags: ['editor', 'ai'] });
    expect(String((tool as { logo_url: string }).logo_url)).toContain('/tool-logos/');

    await openTab(master, 'Prompt IA', '/dashboard/prompts');
    await master.getByRole('button', { name: 'Ajoute yon prompt' }).click();
    await expect.poll(() => dialog(master).getByPlaceholder('Feature, Rule, Setup, etc.').count()).toBe(1);
    await dialog(master).getByLabel('Tit', { exact: true }).fill('Auth setup');
    await dialog(master).getByLabel('Tèks prompt la').fill('Create a Supabase client and a sign-in form.');
    await dialog(master).getByPlaceholder('Feature, Rule, Setup, etc.').fill('Setup');
    await dialog(master).getByLabel('Otè').fill('Ana');
    await dialog(master).locator('form button[type="submit"]').click();
    await toast(master, 'Prompt added successfully!');
    const { data: prompt } = await service()
      .from('ai_prompts')
      .select('type, category, author, is_hidden')
      .eq('title', 'Auth setup')
      .single();
    expect(prompt).toEqual({ type: 'Setup', category: 'Setup', author: 'Ana', is_hidden: false });
  });

  it('moderates a community topic: add, edit (pre-filled), hide (faded), delete after confirmation', async () => {
    await master.goto(`${server.url}/dashboard/community`);
    await expect
      .poll(() => master.getByText('No community topics found. Add your first topic using the button above.').count(), { timeout: 10_000 })
      .toBe(1);
    await master.getByRole('button', { name: 'Add New Topic' }).click();
    await expect.poll(() => dialog(master).getByRole('heading', { name: 'Add New Topic' }).count()).toBe(1);
    await dialog(master).getByLabel('Tit sijè a').fill('Weekly AI discussion');
    await dialog(master).getByLabel('Deskripsyon sijè a').fill('What did you build this week?');
    await dialog(master).getByLabel('Kategori sijè a').fill('Feature');
    await dialog(master).getByRole('button', { name: 'Add Topic' }).click();
    await toast(master, 'Topic added successfully!');
    const { data: created } = await service()
      .from('discussion_subjects')
      .select('type, is_hidden')
      .eq('title', 'Weekly AI discussion')
      .single();
    expect(created).toEqual({ type: 'General', is_hidden: false });
    await expect.poll(() => master.getByText('Posted by', { exact: false }).count()).toBe(1);

    await master.getByRole('button', { name: 'Modifye: Weekly AI discussion' }).click();
    await expect.poll(() => dialog(master).getByRole('heading', { name: 'Edit Topic' }).count()).toBe(1);
    expect(await dialog(master).getByLabel('Tit sijè a').inputValue()).toBe('Weekly AI discussion');
    await dialog(master).getByLabel('Tit sijè a').fill('Weekly AI show and tell');
    await dialog(master).getByRole('button', { name: 'Update Topic' }).click();
    await toast(master, 'Topic updated successfully!');

    await master.getByRole('button', { name: 'Kache: Weekly AI show and tell' }).click();
    await toast(master, 'Topic is now hidden');
    await expect.poll(() => master.locator('li[data-hidden]').filter({ hasText: 'Weekly AI show and tell' }).count()).toBe(1);

    await master.getByRole('button', { name: 'Efase: Weekly AI show and tell' }).click();
    await expect.poll(() => master.getByText('Are you sure you want to delete this topic? This action cannot be undone.').count()).toBe(1);
    await dialog(master).getByRole('button', { name: 'Efase', exact: true }).click();
    await toast(master, 'Topic deleted successfully!');
    const { data: left } = await service().from('discussion_subjects').select('id');
    expect(left).toEqual([]);
  });

  it('writes a newsletter draft and sends it; it arrives in the mailbox of a confirmed subscriber', async () => {
    const subscriber = uniqueEmail('reader');
    const pending = uniqueEmail('unconfirmed');
    await service()
      .from('newsletter_subscribers')
      .insert([
        { email: subscriber, status: 'confirmed' },
        { email: pending, status: 'pending' },
      ]);
    await master.goto(`${server.url}/dashboard/newsletter`);
    await expect.poll(() => master.getByText('Newsletter Manager').count(), { timeout: 10_000 }).toBe(1);
    await master.getByRole('button', { name: 'Create Newsletter' }).click();
    await dialog(master).getByLabel('Tit imèl la').fill('Week 1 at the Academy');
    await dialog(master).getByLabel('Kò imèl la').fill('<h2>Hello!</h2><p>New lessons are live.</p><script>alert(1)</script>');
    await dialog(master).getByRole('button', { name: 'Save Draft' }).click();
    await toast(master, 'Newsletter draft created successfully');
    await expect.poll(() => master.getByText('Bouyon', { exact: true }).count()).toBe(1);

    await master.getByRole('button', { name: 'Voye: Week 1 at the Academy' }).click();
    await dialog(master).getByRole('button', { name: 'Voye', exact: true }).click();
    await toast(master, 'Newsletter sent successfully');
    await expect.poll(() => master.getByText('Voye deja', { exact: true }).count()).toBe(1);
    await expect.poll(() => master.getByRole('button', { name: 'Gade: Week 1 at the Academy' }).count()).toBe(1);
    expect(await master.getByRole('button', { name: 'Modifye: Week 1 at the Academy' }).count()).toBe(0);

    const mails = server.mailbox.list({ to: subscriber });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Week 1 at the Academy');
    expect(mails[0]!.html).toContain('<h2>Hello!</h2><p>New lessons are live.</p>');
    expect(mails[0]!.html).not.toContain('<script');
    expect(mails[0]!.text).toContain('/newsletter/unsubscribe?token=');
    expect(server.mailbox.list({ to: pending })).toHaveLength(0);
  });
});
