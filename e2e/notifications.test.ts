// Issue 21, "staff answer and the first learner is notified": a learner asks in a lesson's discussion, staff
// answers; the learner sees the unread count on the bell, the notification links to the lesson at that second,
// and a mail arrives in the learner's language. A member who switched the mails off on Edit profile gets none.
// The questions and the answer are written through the REST API as the members themselves (the lesson page's
// discussion is built on another branch), then the app's post-time call to notify-mail is made the same way.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  appJourney,
  createUser,
  hasChromium,
  linkInMail,
  signInViaUi,
  STRONG_PASSWORD,
  uniqueEmail,
  waitForMail,
  waitForPath,
  type Role,
} from './support/index.ts';

describe.skipIf(!hasChromium)('discussion notifications', () => {
  const journey = appJourney();

  async function member(role: Role, locale: 'ht' | 'pt' | 'en' = 'ht') {
    const email = uniqueEmail(role);
    const { id } = await createUser(journey.app, { email, password: STRONG_PASSWORD, role });
    await journey.app.server.database.query('update public.user_profiles set locale = $2 where id = $1', [id, locale]);
    const grant = await fetch(`${journey.app.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: journey.app.server.publishableKey },
      body: JSON.stringify({ email, password: STRONG_PASSWORD }),
    });
    const { access_token: token } = (await grant.json()) as { access_token: string };
    const api = (path: string, init: RequestInit = {}) =>
      fetch(`${journey.app.url}${path}`, {
        ...init,
        headers: {
          apikey: journey.app.server.publishableKey,
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          prefer: 'return=representation',
        },
      });
    return { id, email, api };
  }

  type Member = Awaited<ReturnType<typeof member>>;

  async function post(
    author: Member,
    message: { video_id: string; body: string; at_seconds?: number; parent_id?: string },
  ): Promise<string> {
    const response = await author.api('/rest/v1/lesson_messages', { method: 'POST', body: JSON.stringify(message) });
    expect(response.status).toBe(201);
    const [row] = (await response.json()) as { id: string }[];
    // What the discussion does right after a post (requestNotificationMails): fire notify-mail.
    expect((await author.api('/functions/v1/notify-mail', { method: 'POST', body: '{}' })).status).toBe(200);
    return row!.id;
  }

  async function freeLesson(): Promise<{ id: string; title: string; slug: string }> {
    const rows = await journey.app.server.database.query<{ id: string; title: string; slug: string }>(
      `select v.id, v.title, c.slug from public.videos v join public.modules m on m.id = v.module_id join public.courses c on c.id = m.course_id
       where not v.is_private and not v.is_hidden order by c.position, m.position, v.position limit 1`,
    );
    return rows[0]!;
  }

  async function signedInPage(who: Member): Promise<Page> {
    const page = await journey.freshPage();
    await signInViaUi(page, journey.app.url, who.email);
    await waitForPath(page, '/plans');
    return page;
  }

  it('staff answer and the first learner is notified in the app and by mail, in their language; an opted-out member gets no mail', async () => {
    const lesson = await freeLesson();
    const learner = await member('student', 'pt');
    const optedOut = await member('student', 'en');
    const staff = await member('instructor');

    // The opted-out member switches the mails off on Edit profile.
    const optedOutPage = await signedInPage(optedOut);
    await optedOutPage.goto(`${journey.app.url}/edit-profile`);
    const mailSwitch = optedOutPage.getByRole('switch', { name: "Email me when someone answers in a discussion I'm in" });
    await expect.poll(() => mailSwitch.isChecked(), { timeout: 10_000 }).toBe(true);
    await mailSwitch.click({ force: true });
    await expect.poll(async () => await mailSetting(optedOut.id)).toBe(false);

    const question = await post(learner, { video_id: lesson.id, body: 'Poukisa prompt la pa mache?', at_seconds: 95 });
    const otherQuestion = await post(optedOut, { video_id: lesson.id, body: 'Where is the file?', at_seconds: 12 });
    await post(staff, { video_id: lesson.id, parent_id: question, body: 'Ajoute kontèks la anvan.' });
    await post(staff, { video_id: lesson.id, parent_id: otherQuestion, body: 'In the first module.' });

    // In the app: the bell shows one unread notification, linking to the lesson at 1:35.
    const page = await signedInPage(learner);
    const bell = page.getByTestId('notifications-bell');
    await expect.poll(() => page.getByTestId('notifications-count').textContent(), { timeout: 15_000 }).toBe('1');
    await bell.click();
    const link = page.getByRole('dialog').getByRole('link', { name: new RegExp(lesson.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
    await expect.poll(() => link.getAttribute('href')).toBe(`/academy/${lesson.slug}/${lesson.id}?t=95`);
    // Issue 39.4: the staff member gave no name; the bell and the mail name them by the one the server gave them.
    const staffName = await shownName(staff.id);
    expect(staffName).toMatch(/^Elèv \d{4}$/);
    expect(await link.textContent()).toContain(staffName);
    // The app speaks the learner's profile language (pt) once signed in.
    await page.getByRole('button', { name: 'Marcar todas como lidas' }).click();
    await expect.poll(() => page.getByTestId('notifications-count').count()).toBe(0);

    // By mail, in Portuguese (the learner's profile language), with the lesson's link and an unsubscribe link.
    const mail = await waitForMail(journey.app, learner.email);
    expect(mail.subject).toBe(`Nova mensagem na discussão de "${lesson.title}"`);
    expect(mail.text).toContain(`${staffName} escreveu numa discussão da qual você participa:`);
    expect(linkInMail(mail, `/academy/${lesson.slug}/${lesson.id}`)).toBe(`${journey.app.url}/academy/${lesson.slug}/${lesson.id}?t=95`);
    expect(await notifiedCount(staff.id)).toBe(0); // never the writer

    // The opted-out member has the notification in the app, but no mail.
    expect(await notifiedCount(optedOut.id)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(journey.app.server.mailbox.list({ to: optedOut.email })).toHaveLength(0);

    // The mail's unsubscribe link works without signing in.
    const visitor = await journey.freshPage();
    await visitor.goto(linkInMail(mail, '/notifications/unsubscribe'));
    await visitor.getByText('Nou p ap voye w imèl ankò', { exact: false }).waitFor();
    expect(await mailSetting(learner.id)).toBe(false);
  });

  async function notifiedCount(recipient: string): Promise<number> {
    const rows = await journey.app.server.database.query<{ n: number }>(
      'select count(*)::int as n from public.notifications where recipient_id = $1',
      [recipient],
    );
    return rows[0]!.n;
  }

  async function shownName(id: string): Promise<string | undefined> {
    const rows = await journey.app.server.database.query<{ display_name: string }>(
      'select display_name from public.public_profiles where id = $1',
      [id],
    );
    return rows[0]?.display_name;
  }

  async function mailSetting(id: string): Promise<boolean | undefined> {
    const rows = await journey.app.server.database.query<{ notify_by_mail: boolean }>(
      'select notify_by_mail from public.user_profiles where id = $1',
      [id],
    );
    return rows[0]?.notify_by_mail;
  }
});
