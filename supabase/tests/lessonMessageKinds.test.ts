// Issue 21: a lesson's top-level message is a question or a note; a reply is neither; a message keeps its kind;
// the lesson cards count questions only. Rules of the database, tried through the API as a member.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertFreeLesson } from './lessonFixture.ts';
import { createTestBackend, describeEachEngine, type TestBackend, type TestUser } from './harness.ts';

describeEachEngine('lesson message kinds', (engine) => {
  let backend: TestBackend;
  let member: TestUser;
  let videoId = '';
  beforeAll(async () => {
    backend = await createTestBackend(engine);
    member = await backend.signUpUser(`kinds-${engine}@example.test`);
    videoId = await insertFreeLesson((sql, params) => backend.sql(sql, params), `kinds-${engine}`);
  });
  afterAll(async () => {
    await backend?.close();
  });

  const post = (row: Record<string, unknown>) =>
    member.client
      .from('lesson_messages')
      .insert({ video_id: videoId, body: 'x', ...row })
      .select('id,kind')
      .single();

  it('a top-level message is a question unless it says note; a reply has no kind', async () => {
    const question = await post({ at_seconds: 95 });
    expect(question.error).toBeNull();
    expect(question.data?.kind).toBe('question');
    const note = await post({ at_seconds: 130, kind: 'note' });
    expect(note.data?.kind).toBe('note');
    const reply = await post({ parent_id: question.data!.id });
    expect(reply.error).toBeNull();
    expect(reply.data?.kind).toBeNull();
  });

  it('refuses a reply with a kind, an unknown kind, and changing a kind', async () => {
    const question = await post({ at_seconds: 10 });
    const replyWithKind = await post({ parent_id: question.data!.id, kind: 'question' });
    // In process lite answers a CHECK violation as 500 SUP; the server turns it into PostgREST's 400 23514 (restErrors.ts).
    expect(replyWithKind.error?.message).toMatch(/violates check constraint "lesson_messages_kind_check"/);
    const unknown = await post({ kind: 'rant' });
    expect(unknown.error?.message).toMatch(/violates check constraint "lesson_messages_kind_check"/);
    const changed = await member.client.from('lesson_messages').update({ kind: 'note' }).eq('id', question.data!.id).select('kind');
    expect(changed.error?.code).toBe('42501');
    const [stored] = await backend.sql<{ kind: string }>('select kind from public.lesson_messages where id = $1', [question.data!.id]);
    expect(stored?.kind).toBe('question');
  });

  // One case per condition of guard_lesson_message_update (issue 35): the attack case of the policy matrix moves a
  // message to another lesson and time at once, so dropping either condition alone went unnoticed.
  it('keeps a message on its lesson, thread, author, time, staff mark and date: each change alone is refused', async () => {
    const otherVideo = await insertFreeLesson((sql, params) => backend.sql(sql, params), `kinds-other-${engine}`);
    const staff = await backend.signUpUser(`kinds-staff-${engine}@example.test`, 'instructor');
    const question = (await post({ at_seconds: 40 })).data!.id;
    const otherQuestion = (await post({ at_seconds: 41 })).data!.id;
    const reply = (await post({ parent_id: question })).data!.id;
    const staffMessage = (await staff.client.from('lesson_messages').insert({ video_id: videoId, body: 'x' }).select('id').single()).data!
      .id;
    const columns = 'video_id, parent_id, author_id, at_seconds, by_staff, created_at';
    const stored = async (id: string) => (await backend.sql(`select ${columns} from public.lesson_messages where id = $1`, [id]))[0];
    const attempts: [TestUser, string, Record<string, unknown>][] = [
      [member, question, { video_id: otherVideo }],
      [member, reply, { parent_id: otherQuestion }],
      [staff, staffMessage, { author_id: member.id }],
      [member, question, { at_seconds: 41 }],
      [member, question, { by_staff: true }],
      [member, question, { created_at: '2020-01-01T00:00:00Z' }],
    ];
    for (const [who, id, change] of attempts) {
      const before = await stored(id);
      const { error } = await who.client.from('lesson_messages').update(change).eq('id', id).select('id');
      expect([change, error?.code, error?.message]).toEqual([
        change,
        '42501',
        'a message cannot move to another lesson, thread, author, time or kind',
      ]);
      expect(await stored(id)).toEqual(before);
    }
  });

  it('an author cannot edit a message on a lesson they can no longer watch (policy "author edits own message on watchable lessons")', async () => {
    const premium = await insertFreeLesson((sql, params) => backend.sql(sql, params), `kinds-premium-${engine}`);
    const [own] = await backend.sql<{ id: string }>(
      `insert into public.lesson_messages (video_id, author_id, body) values ($1, $2, 'before') returning id`,
      [premium, member.id],
    );
    await backend.sql('update public.videos set is_private = true where id = $1', [premium]);
    const { data, error } = await member.client.from('lesson_messages').update({ body: 'after' }).eq('id', own!.id).select('id');
    expect([error, data]).toEqual([null, []]);
    const [stored] = await backend.sql<{ body: string }>('select body from public.lesson_messages where id = $1', [own!.id]);
    expect(stored?.body).toBe('before');
  });

  it("another member's message is not the member's to update: no row is touched, nothing is refused", async () => {
    const other = await backend.signUpUser(`kinds-other-${engine}@example.test`);
    const [theirs] = await backend.sql<{ id: string }>(
      `insert into public.lesson_messages (video_id, author_id, body) values ($1, $2, 'theirs') returning id`,
      [videoId, other.id],
    );
    const { data, error } = await member.client.from('lesson_messages').update({ is_hidden: false }).eq('id', theirs!.id).select('id');
    expect([error, data]).toEqual([null, []]);
  });

  it('the lesson cards count questions, not notes or replies', async () => {
    const { data, error } = await member.client.from('lesson_question_counts').select('questions').eq('video_id', videoId).single();
    expect(error).toBeNull();
    const [expected] = await backend.sql<{ n: number }>(
      `select count(*)::integer as n from public.lesson_messages where video_id = $1 and parent_id is null and kind = 'question'`,
      [videoId],
    );
    const [all] = await backend.sql<{ n: number }>(`select count(*)::integer as n from public.lesson_messages where video_id = $1`, [
      videoId,
    ]);
    expect(data?.questions).toBe(expected!.n);
    expect(expected!.n).toBeLessThan(all!.n);
  });
});
