// Issue 39.4: every member has a name others may see, never their email. A member who gives none shows under a
// generated name in their sign-up language ('Elèv 4821', 'Estudante 4821', 'Learner 4821'); members who existed before
// the migration get one too, and names that were email addresses are cleared; the notification mails and the bell name
// the writer; nobody changes the generated name or saves an address as a name through the API.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { applyPendingMigrations } from '../../packages/server/node_modules/@supabase/lite/dist/cli/lib.js';
import { insertFreeLesson } from './lessonFixture.ts';
import { createTestBackend, describeEachEngine, type TestBackend } from './harness.ts';

const GENERATED = /^(Elèv|Estudante|Learner) \d{4}$/;

type PublicProfile = { id: string; first_name: string | null; display_name: string; name_chosen: boolean };

describeEachEngine('member names', (engine) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await createTestBackend(engine);
  });
  afterAll(async () => {
    await backend?.close();
  });

  const publicProfile = async (id: string) => {
    const { data, error } = await backend.client().from('public_profiles').select('id, first_name, display_name, name_chosen').eq('id', id);
    expect(error).toBeNull();
    return (data as PublicProfile[])[0]!;
  };

  it('gives a member who signs up without a name a generated one in their language, never the email', async () => {
    const creole = await backend.signUpUser(`noname-${engine}@example.test`);
    const seen = await publicProfile(creole.id);
    expect(seen.display_name).toMatch(/^Elèv \d{4}$/);
    expect(seen.name_chosen).toBe(false);
    expect(JSON.stringify(seen)).not.toContain('@');

    const signUp = await backend.client().auth.signUp({
      email: `pt-${engine}@example.test`,
      password: 'Academy-Test-1',
      options: { data: { locale: 'pt' } },
    });
    expect((await publicProfile(signUp.data.user!.id)).display_name).toMatch(/^Estudante \d{4}$/);

    // An address typed as the name is left out; the sign-up still succeeds.
    const typedEmail = await backend.signUpUser(`typed-${engine}@example.test`, 'student', undefined, `typed-${engine}@example.test`);
    const typed = await publicProfile(typedEmail.id);
    expect(typed.first_name).toBeNull();
    expect(typed.display_name).toMatch(GENERATED);
  });

  it('shows the name a member gives, refuses an address as a name and keeps the generated name the server gave', async () => {
    const member = await backend.signUpUser(`named-${engine}@example.test`);
    const asEmail = await member.client.from('user_profiles').update({ first_name: 'me@example.test' }).eq('id', member.id);
    // (lite answers a CHECK violation as SUP in-process; the server answers PostgREST's 400 23514.)
    expect(asEmail.error?.message).toMatch(/violates check constraint "user_profiles_names_are_not_emails"/);
    const rename = await member.client.from('user_profiles').update({ generated_name: 'Master 1' }).eq('id', member.id);
    expect(rename.error?.code).toBe('42501');

    expect((await member.client.from('user_profiles').update({ first_name: 'Wozlin' }).eq('id', member.id)).error).toBeNull();
    expect(await publicProfile(member.id)).toMatchObject({ display_name: 'Wozlin', name_chosen: true });
  });

  it('names the writer in the notification mail and in the bell', async () => {
    const asker = await backend.signUpUser(`asker-${engine}@example.test`, 'student', undefined, 'Ana Pierre');
    const teacher = await backend.signUpUser(`teacher-${engine}@example.test`, 'instructor');
    const videoId = await insertFreeLesson((sql, params) => backend.sql(sql, params), `names-${engine}`);
    const [question] = await backend.sql<{ id: string }>(
      `insert into public.lesson_messages (video_id, author_id, body) values ($1, $2, 'Why?') returning id`,
      [videoId, asker.id],
    );
    await backend.sql(`insert into public.lesson_messages (video_id, parent_id, author_id, body) values ($1, $2, $3, 'Because.')`, [
      videoId,
      question!.id,
      teacher.id,
    ]);
    const teacherName = (await publicProfile(teacher.id)).display_name;
    expect(teacherName).toMatch(GENERATED);

    const { data, error } = await backend.serviceClient().rpc('claim_notification_mails', { batch: 20, per_minute: 1000 });
    expect(error).toBeNull();
    expect((data as { recipient_id: string; actor_name: string | null }[]).find((mail) => mail.recipient_id === asker.id)?.actor_name).toBe(
      teacherName,
    );
    const feed = await asker.client.from('notification_feed').select('actor_name');
    expect(feed.data).toEqual([{ actor_name: teacherName }]);
  });
});

describeEachEngine('member names given to members who existed before', (engine) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await createTestBackend(engine, { migrationsBefore: '20261128300000' });
  });
  afterAll(async () => {
    await backend?.close();
  });

  it('gives each existing member a generated name and clears names that were email addresses', async () => {
    const plain = await backend.signUpUser(`old-${engine}@example.test`);
    const named = await backend.signUpUser(`oldnamed-${engine}@example.test`, 'student', undefined, 'Jean Baptiste');
    const emailed = await backend.signUpUser(`oldemail-${engine}@example.test`);
    await backend.sql(`update public.user_profiles set first_name = email, locale = 'en' where id = $1`, [emailed.id]);

    await applyPendingMigrations(backend.app as never);

    const rows = await backend.sql<{ id: string; first_name: string | null; generated_name: string; display_name: string }>(
      `select p.id, p.first_name, p.generated_name, pp.display_name
       from public.user_profiles p join public.public_profiles pp on pp.id = p.id`,
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(plain.id)!.display_name).toMatch(/^Elèv \d{4}$/);
    expect(byId.get(named.id)!.display_name).toBe('Jean Baptiste');
    expect(byId.get(named.id)!.generated_name).toMatch(GENERATED);
    expect(byId.get(emailed.id)).toMatchObject({ first_name: null });
    expect(byId.get(emailed.id)!.display_name).toMatch(/^Learner \d{4}$/);
    expect(new Set(rows.map((row) => row.generated_name)).size).toBe(rows.length);
  });
});
