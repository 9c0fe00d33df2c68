// Who a reply in a lesson's discussion notifies (notify_lesson_thread, issue 21), one condition per case (issue 35:
// pnpm test:sql-mutation found the thread's own lookups and the mail decision unchecked): the thread's author and
// earlier repliers, never the one who writes; a mail only for a member who wants mail and has an address; in a
// hidden thread, staff only.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertFreeLesson } from './lessonFixture.ts';
import { createTestBackend, describeEachEngine, type TestBackend, type TestUser } from './harness.ts';

describeEachEngine('lesson thread notifications', (engine) => {
  let backend: TestBackend;
  let videoId = '';
  const users: Record<string, TestUser> = {};
  beforeAll(async () => {
    backend = await createTestBackend(engine);
    for (const name of ['asker', 'replier', 'answerer', 'quiet', 'bystander'])
      users[name] = await backend.signUpUser(`${name}-notify-${engine}@example.test`);
    users.staff = await backend.signUpUser(`staff-notify-${engine}@example.test`, 'instructor');
    users.otherStaff = await backend.signUpUser(`staff2-notify-${engine}@example.test`, 'instructor');
    await backend.sql('update public.user_profiles set notify_by_mail = false where id = $1', [users.quiet!.id]);
    videoId = await insertFreeLesson((sql, params) => backend.sql(sql, params), `notify-${engine}`);
    // A thread of the bystander's that nothing below touches: a lookup of "any other message" finds it.
    await write('bystander', null);
  });
  afterAll(async () => {
    await backend?.close();
  });

  async function write(author: string, parent: string | null): Promise<string> {
    const [row] = await backend.sql<{ id: string }>(
      `insert into public.lesson_messages (video_id, parent_id, author_id, body) values ($1, $2, $3, 'x') returning id`,
      [videoId, parent, users[author]!.id],
    );
    return row!.id;
  }
  async function notified(message: string): Promise<[string, string][]> {
    const rows = await backend.sql<{ recipient_id: string; mail_status: string }>(
      'select recipient_id, mail_status from public.notifications where message_id = $1',
      [message],
    );
    const name = (id: string) => Object.keys(users).find((key) => users[key]!.id === id) ?? id;
    return rows.map((row): [string, string] => [name(row.recipient_id), row.mail_status]).sort();
  }

  it("notifies the thread's author and earlier repliers, not the writer, with a mail to send", async () => {
    const question = await write('asker', null);
    expect(await notified(await write('replier', question))).toEqual([['asker', 'pending']]);
    expect(await notified(await write('answerer', question))).toEqual([
      ['asker', 'pending'],
      ['replier', 'pending'],
    ]);
  });

  it('notifies a member who wants no mail without a mail', async () => {
    const question = await write('quiet', null);
    expect(await notified(await write('answerer', question))).toEqual([['quiet', 'skipped']]);
  });

  it('notifies a member without an address without a mail', async () => {
    const question = await write('asker', null);
    await backend.sql('update public.user_profiles set email = null where id = $1', [users.asker!.id]);
    try {
      expect(await notified(await write('answerer', question))).toEqual([['asker', 'skipped']]);
    } finally {
      await backend.sql('update public.user_profiles set email = $2 where id = $1', [users.asker!.id, users.asker!.email]);
    }
  });

  it('in a hidden thread notifies staff only', async () => {
    const question = await write('asker', null);
    await write('staff', question);
    await backend.sql('update public.lesson_messages set is_hidden = true where id = $1', [question]);
    expect(await notified(await write('otherStaff', question))).toEqual([['staff', 'pending']]);
  });
});
