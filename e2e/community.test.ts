// Community and content journeys (issue 8) in real Chromium against the real server and the production
// build, in the default language (ht), where SPEC's quoted messages appear verbatim.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  createUser,
  hasChromium,
  linkInMail,
  newPage,
  openBrowser,
  signInViaUi,
  uniqueEmail,
  waitForMail,
  STRONG_PASSWORD,
  type TestApp,
  startApp,
} from './support/index.ts';

// This file's own ports and database prefix, so it never collides with other journeys. No demo seed: the
// journeys insert exactly the rows they count.

/** A visible text anywhere on the page (toasts included). */
async function expectText(page: Page, text: string) {
  await expect.poll(() => page.getByText(text, { exact: false }).count(), { timeout: 10_000 }).toBeGreaterThan(0);
}

function topicRow(page: Page, title: string) {
  return page.locator('tr[data-topic-id]', { has: page.getByRole('button', { name: title, exact: true }) });
}

async function signIn(page: Page, app: TestApp, email: string) {
  await signInViaUi(page, app.url, email, STRONG_PASSWORD);
  await page.waitForURL((url) => url.pathname !== '/signin', { timeout: 15_000 });
}

describe.skipIf(!hasChromium)('community, prompts, tools and newsletter', () => {
  let app: TestApp;
  let browser: Browser;
  const student = { email: uniqueEmail('student'), id: '' };
  const master = { email: uniqueEmail('master'), id: '' };
  const seededTopic = `Seeded topic ${Date.now()}`;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp({ seed: false }), openBrowser()]);
    student.id = (await createUser(app, { email: student.email, password: STRONG_PASSWORD, role: 'student' })).id;
    master.id = (await createUser(app, { email: master.email, password: STRONG_PASSWORD, role: 'master' })).id;
    const sql = app.server.database;
    await sql.query(`update public.user_profiles set first_name = 'Ana', last_name = 'Pierre' where id = $1`, [student.id]);
    await sql.query(
      `insert into public.discussion_subjects (title, content, category, type, created_by) values ($1, 'Hello forum', 'setup', 'discussion', $2)`,
      [seededTopic, master.id],
    );
    await sql.query(`insert into public.ai_prompts (title, text, type, category, author, is_premium) values
      ('E2E auth setup', 'Wire email sign-in', 'Setup', 'Auth', 'Ana', false),
      ('E2E react rules', 'Keep React components small', 'Rule', 'Code-Quality', 'Marc', false),
      ('E2E chatbot', 'Stream model answers', 'Feature', 'AI', 'Ana', false),
      ('E2E premium backend', 'Secret premium text', 'Feature', 'Backend', 'Ana', true)`);
    await sql.query(`insert into public.tools (name, description, category, url, tags) values
      ('E2E Cursor', 'AI editor', 'AI', 'https://cursor.com', '{IDE}'),
      ('E2E Figma', 'Design tool', 'Design', 'https://figma.com', '{UI}'),
      ('E2E Supabase', 'Backend', 'Backend', 'https://supabase.com', '{DB}')`);
    await sql.query(
      `insert into public.newsletters (title, body, status, sent_at) values ('E2E Week 1', 'Welcome to week one of the academy.', 'sent', now())`,
    );
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('tells an anonymous visitor to sign in when liking a topic', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${app.url}/community`);
    const row = topicRow(page, seededTopic);
    await row.locator('button[aria-pressed]').click();
    await expectText(page, 'Authentication Required');
    await expect.poll(() => row.locator('button[aria-pressed]').getAttribute('aria-pressed')).toBe('false');
    await context.close();
  });

  it('lets a student create a topic, comment, like and unlike it', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, app, student.email);
    await page.goto(`${app.url}/community`);
    await topicRow(page, seededTopic).waitFor();

    await page.getByRole('button', { name: 'Nouvo sijè' }).click();
    await page.getByRole('button', { name: 'Pibliye' }).click();
    await expectText(page, 'Please fill in all fields.');

    const title = `Student topic ${Date.now()}`;
    await page.getByLabel('Tit').fill(title);
    await page.locator('#new-topic-content').fill('My question <b>here</b>');
    await page.getByRole('button', { name: 'Pibliye' }).click();
    await expectText(page, 'Topic created successfully!');
    const row = topicRow(page, title);
    await row.waitFor();

    await row.getByRole('button', { name: title, exact: true }).click();
    await expectText(page, 'My question <b>here</b>');
    const box = page.locator('textarea[id^="comment-"]');
    await box.fill('   ');
    await expect.poll(() => page.getByRole('button', { name: 'Voye' }).isDisabled()).toBe(true);
    await box.fill('  First comment!  ');
    await page.getByRole('button', { name: 'Voye' }).click();
    await expectText(page, 'First comment!');
    await expect.poll(() => row.locator('td').nth(3).textContent()).toBe('1');

    const like = row.locator('button[aria-pressed]');
    const likeCount = async () =>
      (
        await app.server.database.query<{ n: number }>(
          'select count(*)::int as n from public.discussion_likes l join public.discussion_subjects s on s.id = l.topic_id where s.title = $1',
          [title],
        )
      )[0]?.n;
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => like.textContent()).toMatch(/, 1$/);
    // The toggle shows at once and the write follows: the reload waits for the like to be saved (on a loaded machine a
    // reload right after the press came before the write, and the list came back without it).
    await expect.poll(likeCount).toBe(1);
    await page.reload();
    // After a reload the list and the member's likes load again: more than expect.poll's 1 s on a busy machine.
    await expect
      .poll(() => topicRow(page, title).locator('button[aria-pressed]').getAttribute('aria-pressed'), { timeout: 15_000 })
      .toBe('true');
    await topicRow(page, title).locator('button[aria-pressed]').click();
    await expect.poll(() => topicRow(page, title).locator('button[aria-pressed]').getAttribute('aria-pressed')).toBe('false');
    // The toggle shows at once; the server catches up.
    await expect.poll(likeCount).toBe(0);
    const comments = await app.server.database.query<{ content: string }>(
      'select c.content from public.discussion_comments c join public.discussion_subjects s on s.id = c.subject_id where s.title = $1',
      [title],
    );
    expect(comments.map((c) => c.content)).toEqual(['First comment!']);
    await context.close();
  });

  it('lets staff hide a topic from learners and delete it after confirming', async () => {
    const title = `Moderated topic ${Date.now()}`;
    await app.server.database.query(`insert into public.discussion_subjects (title, content, created_by) values ($1, 'To moderate', $2)`, [
      title,
      student.id,
    ]);
    const { page, context } = await newPage(browser);
    await signIn(page, app, master.email);
    await page.goto(`${app.url}/community`);
    await page.getByRole('button', { name: `Kache: ${title}` }).click();
    await expectText(page, 'Topic is now hidden');

    const visitor = await newPage(browser);
    await visitor.page.goto(`${app.url}/community`);
    await topicRow(visitor.page, seededTopic).waitFor();
    expect(await topicRow(visitor.page, title).count()).toBe(0);
    await visitor.context.close();

    await page.getByRole('button', { name: `Efase: ${title}` }).click();
    await expectText(page, 'Are you sure you want to delete this topic? This action cannot be undone.');
    await page.getByRole('dialog').getByRole('button', { name: 'Efase', exact: true }).click();
    await expectText(page, 'Topic deleted successfully!');
    await expect.poll(() => topicRow(page, title).count()).toBe(0);
    const left = await app.server.database.query<{ n: number }>(
      'select count(*)::int as n from public.discussion_subjects where title = $1',
      [title],
    );
    expect(left[0]?.n).toBe(0);
    await context.close();
  });

  it('narrows prompts by filters and search kept in the URL, and locks premium ones', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${app.url}/prompts`);
    await expectText(page, '4 Prompts');
    const premium = page.locator('article', { hasText: 'E2E premium backend' });
    expect(await premium.getByRole('link', { name: /Premium/ }).getAttribute('href')).toBe('/plans');
    expect(await page.getByText('Secret premium text').count()).toBe(0);

    await page.getByText('Feature', { exact: true }).first().click();
    await expectText(page, '2 Prompts');
    expect(new URL(page.url()).searchParams.get('type')).toBe('Feature');

    await page.goto(`${app.url}/prompts?q=react`);
    await expectText(page, '1 Prompt');
    expect(await page.getByText('E2E react rules').count()).toBe(1);
    await page.getByLabel('Chèche prompts').fill('nothing matches this');
    await expectText(page, 'No content available.');
    await context.close();
  });

  it('filters tools by tab, kept in the URL, with safe website links', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${app.url}/tools`);
    await expect.poll(() => page.locator('article').count()).toBe(3);
    await page.getByRole('tab', { name: 'Design' }).click();
    await expect.poll(() => page.locator('article').count()).toBe(1);
    expect(new URL(page.url()).searchParams.get('tab')).toBe('design');
    const visit = page.getByRole('link', { name: /Visit website/ });
    expect(await visit.getAttribute('target')).toBe('_blank');
    expect(await visit.getAttribute('rel')).toBe('noopener noreferrer');
    await page.getByRole('tab', { name: 'Communication' }).click();
    await expectText(page, 'No content available.');
    await context.close();
  });

  it('subscribes a visitor, who confirms through the mailed link and unsubscribes without signing in', async () => {
    const email = uniqueEmail('reader');
    const { page, context } = await newPage(browser);
    await page.goto(`${app.url}/newsletter`);
    await expectText(page, 'No spam, ever. Unsubscribe anytime.');
    await page
      .getByRole('button', { name: /Read more/ })
      .first()
      .click();
    await expectText(page, 'Welcome to week one of the academy.');
    await page.keyboard.press('Escape');

    await page.getByLabel('Imèl').fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expectText(page, 'Tcheke imèl ou');

    const mail = await waitForMail(app, email);
    await page.goto(linkInMail(mail, '/newsletter/confirm'));
    await expectText(page, 'Abònman ou konfime!');
    const status = async () =>
      (
        await app.server.database.query<{ status: string; token: string }>(
          'select status, token from public.newsletter_subscribers where email = $1',
          [email],
        )
      )[0];
    expect((await status())?.status).toBe('confirmed');

    await page.goto(`${app.url}/newsletter/unsubscribe?token=${(await status())?.token}`);
    await expectText(page, 'Ou pa abòne ankò.');
    expect((await status())?.status).toBe('unsubscribed');
    await context.close();
  });
});
