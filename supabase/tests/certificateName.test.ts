// Issue 39.3: a certificate never prints an email. The learner sends the name to print (the app asks, prefilled from
// the profile); without one the member's shown name is printed; a learner who did not choose the printed name may
// correct it once, and the public verification says when it was corrected. Existing certificates that printed an
// email print the member's shown name after the migration.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { applyPendingMigrations } from '../../packages/server/node_modules/@supabase/lite/dist/cli/lib.js';
import { insertFreeLesson } from './lessonFixture.ts';
import { createTestBackend, describeEachEngine, type TestBackend, type TestUser } from './harness.ts';

type Verified = { learner_name: string; name_corrected_at: string | null; may_correct_name: boolean };

describeEachEngine('the name on a certificate', (engine) => {
  let backend: TestBackend;
  let slug = '';
  let videoId = '';
  beforeAll(async () => {
    backend = await createTestBackend(engine);
    slug = `cert-name-${engine}`;
    videoId = await insertFreeLesson((sql, params) => backend.sql(sql, params), slug);
  });
  afterAll(async () => {
    await backend?.close();
  });

  const completed = async (member: TestUser) => {
    await backend.sql(`insert into public.video_progress (user_id, video_id, progress, completed) values ($1, $2, 100, true)`, [
      member.id,
      videoId,
    ]);
    return member;
  };
  const verify = async (client: TestUser['client'] | ReturnType<TestBackend['client']>, id: string) => {
    const { data, error } = await client.rpc('verify_certificate', { id });
    expect(error).toBeNull();
    return (data as Verified[])[0]!;
  };

  it('prints the name the learner sends, tidied, never an email, and that name cannot be corrected', async () => {
    const learner = await completed(await backend.signUpUser(`chosen-${engine}@example.test`));
    const asEmail = await learner.client.rpc('issue_certificate', { course_slug: slug, printed_name: learner.email });
    expect(asEmail.error?.message).toBe('The name on a certificate is 2 to 100 characters and not an email address');
    const issued = await learner.client.rpc('issue_certificate', { course_slug: slug, printed_name: '  Wozlin   Pyè ' });
    expect(issued.error).toBeNull();
    const id = (issued.data as { id: string }).id;
    expect(await verify(learner.client, id)).toMatchObject({
      learner_name: 'Wozlin Pyè',
      may_correct_name: false,
      name_corrected_at: null,
    });
    const again = await learner.client.rpc('correct_certificate_name', { id, printed_name: 'Someone Else' });
    expect(again.error?.message).toBe('The name on this certificate was chosen or corrected already');
  });

  it('without a name prints the shown name (not the email) and lets its owner, and only them, correct it once', async () => {
    const learner = await completed(await backend.signUpUser(`unnamed-${engine}@example.test`));
    const other = await backend.signUpUser(`other-${engine}@example.test`);
    const issued = await learner.client.rpc('issue_certificate', { course_slug: slug });
    expect(issued.error).toBeNull();
    const id = (issued.data as { id: string }).id;
    const first = await verify(learner.client, id);
    expect(first.learner_name).toMatch(/^Elèv \d{4}$/);
    expect(first.may_correct_name).toBe(true);
    expect((await verify(backend.client(), id)).may_correct_name).toBe(false);

    expect((await other.client.rpc('correct_certificate_name', { id, printed_name: 'Thief' })).error?.message).toBe(
      'No certificate of yours with this id',
    );
    expect((await learner.client.rpc('correct_certificate_name', { id, printed_name: 'me@example.test' })).error).not.toBeNull();
    expect((await learner.client.rpc('correct_certificate_name', { id, printed_name: 'Jean Pyè' })).error).toBeNull();
    const corrected = await verify(backend.client(), id);
    expect(corrected.learner_name).toBe('Jean Pyè');
    expect(corrected.name_corrected_at).not.toBeNull();
    expect((await verify(learner.client, id)).may_correct_name).toBe(false);
    const twice = await learner.client.rpc('correct_certificate_name', { id, printed_name: 'Jean Pierre' });
    expect(twice.error?.message).toBe('The name on this certificate was chosen or corrected already');
    expect((await verify(backend.client(), id)).learner_name).toBe('Jean Pyè');
    // Nobody writes the row directly.
    await learner.client.from('certificates').update({ learner_name: 'Direct', name_corrected_at: null }).eq('id', id);
    expect((await verify(backend.client(), id)).learner_name).toBe('Jean Pyè');
  });
});

describeEachEngine('certificates that printed an email', (engine) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await createTestBackend(engine, { migrationsBefore: '20261128300100' });
  });
  afterAll(async () => {
    await backend?.close();
  });

  it('print the member’s shown name after the migration, and their owner may correct it', async () => {
    const learner = await backend.signUpUser(`printed-${engine}@example.test`);
    const [course] = await backend.sql<{ id: string }>(
      `insert into public.courses (state, slug, title) values ('published', $1, 'Kou') returning id`,
      [`old-cert-${engine}`],
    );
    const [certificate] = await backend.sql<{ id: string }>(
      `insert into public.certificates (user_id, course_id, learner_name, course_title) values ($1, $2, $3, 'Kou') returning id`,
      [learner.id, course!.id, learner.email],
    );
    await applyPendingMigrations(backend.app as never);
    const { data } = await learner.client.rpc('verify_certificate', { id: certificate!.id });
    const verified = (data as Verified[])[0]!;
    expect(verified.learner_name).toMatch(/^Elèv \d{4}$/);
    expect(verified.may_correct_name).toBe(true);
  });
});
