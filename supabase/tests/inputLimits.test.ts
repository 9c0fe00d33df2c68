// Values the database decides, whatever the client sends: topics and comments are dated by the database, text
// columns have maximum lengths (400 through the API), a huge name at sign-up is cut instead of stored whole, and a
// certificate for a course that does not exist is a 404, not a server error.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestBackend, describeEachEngine, type TestBackend, type TestUser } from './harness.ts';

describeEachEngine('input limits', (engine) => {
  let backend: TestBackend;
  let member: TestUser;
  beforeAll(async () => {
    backend = await createTestBackend(engine);
    member = await backend.signUpUser(`limits-${engine}@example.test`);
  });
  afterAll(async () => {
    await backend?.close();
  });

  it('dates new topics and comments itself, ignoring a created_at sent by the client', async () => {
    const topic = await member.client
      .from('discussion_subjects')
      .insert({ title: 'Time traveller', content: 'Pinned forever?', created_by: member.id, created_at: '2099-01-01T00:00:00Z' })
      .select('id, created_at')
      .single();
    expect(topic.error).toBeNull();
    expect(Math.abs(Date.parse(topic.data!.created_at) - Date.now())).toBeLessThan(60_000);
    const comment = await member.client
      .from('discussion_comments')
      .insert({ content: 'Me too', subject_id: topic.data!.id, created_by: member.id, created_at: '2099-01-01T00:00:00Z' })
      .select('created_at')
      .single();
    expect(comment.error).toBeNull();
    expect(Date.parse(comment.data!.created_at)).toBeLessThan(Date.parse('2030-01-01'));
  });

  // lite answers a CHECK violation as 500 SUP in-process; the server turns it into PostgREST's 400 23514 (restErrors.ts).
  const refusedByLimit = (error: { message?: string } | null) =>
    /violates check constraint "\w+_(text_lengths|email_length)"/.test(error?.message ?? '');

  it('refuses oversized text with a CHECK violation, and stores nothing', async () => {
    const huge = 'x'.repeat(1_900_000);
    const topic = await member.client.from('discussion_subjects').insert({ title: 'Big', content: huge, created_by: member.id });
    expect(refusedByLimit(topic.error)).toBe(true);
    const title = await member.client.from('discussion_subjects').insert({ title: 't'.repeat(301), content: 'ok', created_by: member.id });
    expect(refusedByLimit(title.error)).toBe(true);
    const name = await member.client
      .from('user_profiles')
      .update({ first_name: 'n'.repeat(101) })
      .eq('id', member.id);
    expect(refusedByLimit(name.error)).toBe(true);
    const stored = await backend.sql<{ n: number }>(
      `select count(*)::int as n from public.discussion_subjects where title in ('Big', $1)`,
      ['t'.repeat(301)],
    );
    expect(stored[0]!.n).toBe(0);
  });

  it('keeps at most 100 characters of a name given at sign-up', async () => {
    const signUp = await backend.client().auth.signUp({
      email: `long-name-${engine}@example.test`,
      password: 'Long-Name-Passw0rd',
      options: { data: { first_name: 'N'.repeat(5000), last_name: 'L'.repeat(5000) } },
    });
    expect(signUp.error).toBeNull();
    const [profile] = await backend.sql<{ first: number; last: number }>(
      'select char_length(first_name) as first, char_length(last_name) as last from public.user_profiles where id = $1',
      [signUp.data.user!.id],
    );
    expect(profile).toEqual({ first: 100, last: 100 });
  });

  it('answers a certificate for an unknown course with 404 and a clear message', async () => {
    const result = await member.client.rpc('issue_certificate', { course_slug: 'no-such-course' });
    expect(result.status).toBe(404);
    expect(result.error?.message).toContain('course no-such-course not found');
  });
});
