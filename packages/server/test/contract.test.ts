// The calls of SPEC section 7 made with the real supabase-js over HTTP against the running
// server, on the embedded PostgreSQL and on a PostgreSQL server, as anonymous, student, subscriber and staff.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachBackend, startTestServer, type TestServer } from './helpers.ts';

const PASSWORD = 'Passw0rd-Contract';

type Actor = { id: string; email: string; client: SupabaseClient };

type Refusal = { error: { code?: string; message: string } | null; status: number };

/**
 * A write refused by a policy: SQLSTATE 42501 answered as HTTP 403 (docs/ARCHITECTURE.md), or 401 for an
 * anonymous caller (as PostgREST does). "Some error" is not enough: a misspelt column or a broken query fails
 * too, and would pass for a refusal.
 */
function expectRefusedByPolicy(result: Refusal, status: 401 | 403 = 403) {
  expect({ code: result.error?.code, status: result.status }, result.error?.message).toEqual({ code: '42501', status });
}

describeEachBackend('contract', (backend) => {
  let server: TestServer;
  let anon: SupabaseClient;
  let student: Actor;
  let subscriber: Actor;
  let master: Actor;
  let service: SupabaseClient;
  let firstBurst: number[];

  const newClient = () => createClient(server.url, server.publishableKey, { auth: { persistSession: false, autoRefreshToken: false } });

  async function signUp(prefix: string, fullName?: string): Promise<Actor> {
    const client = newClient();
    const email = `${prefix}-${backend}@example.com`;
    const { data, error } = await client.auth.signUp({
      email,
      password: PASSWORD,
      options: fullName ? { data: { full_name: fullName } } : {},
    });
    expect(error).toBeNull();
    expect(data.session, 'sign-up signs in at once (no confirmation mail)').not.toBeNull();
    return { id: data.user!.id, email, client };
  }

  beforeAll(async () => {
    server = await startTestServer(backend, { seed: false });
    // The very first requests arrive together (a page load): none may meet a half-initialised server.
    firstBurst = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const r = await fetch(`${server.url}/rest/v1/discussion_topics_with_counts?select=*&order=created_at.desc`, {
          headers: { apikey: server.publishableKey },
        });
        await r.arrayBuffer();
        return r.status;
      }),
    );
    anon = newClient();
    service = createClient(server.url, server.secretKey, { auth: { persistSession: false, autoRefreshToken: false } });
    student = await signUp('student', 'Ana Pierre');
    subscriber = await signUp('subscriber');
    const { error } = await service.from('subscriptions').insert({
      user_id: subscriber.id,
      tier: 'Yearly',
      status: 'active',
      current_period_end: new Date(Date.now() + 86400_000).toISOString(),
    });
    expect(error).toBeNull();
    const created = await fetch(`${server.url}/_admin/users`, {
      method: 'POST',
      headers: { apikey: server.secretKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: `master-${backend}@example.com`, password: PASSWORD, role: 'master' }),
    });
    expect(created.status).toBe(200);
    const masterClient = newClient();
    const signIn = await masterClient.auth.signInWithPassword({ email: `master-${backend}@example.com`, password: PASSWORD });
    expect(signIn.error).toBeNull();
    master = { id: signIn.data.user!.id, email: `master-${backend}@example.com`, client: masterClient };
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  it('answers the first concurrent requests on a fresh database', () => {
    expect(firstBurst).toEqual(Array(12).fill(200));
  });

  describe('auth', () => {
    it('keeps sign-up metadata as an object and fills the profile from it', async () => {
      const { data } = await student.client.auth.getUser();
      expect(data.user?.user_metadata).toMatchObject({ full_name: 'Ana Pierre' });
      const profile = await student.client.from('user_profiles').select('first_name, last_name, type').eq('id', student.id).single();
      expect(profile.data).toEqual({ first_name: 'Ana', last_name: 'Pierre', type: 'free' });
    });

    it('updates user metadata (full_name, phone, country, avatar_url)', async () => {
      const data = { full_name: 'Ana M Pierre', phone: '+509 1234', country: 'HT', avatar_url: 'http://x/y.png' };
      const { data: updated, error } = await student.client.auth.updateUser({ data });
      expect(error).toBeNull();
      expect(updated.user?.user_metadata).toMatchObject(data);
      expect(typeof (await student.client.auth.getUser()).data.user?.user_metadata).toBe('object');
    });

    it('signs in with a password, refreshes the session, signs out', async () => {
      const client = newClient();
      const bad = await client.auth.signInWithPassword({ email: student.email, password: 'wrong-Passw0rd' });
      expect(bad.error?.message).toMatch(/credentials/i);
      const good = await client.auth.signInWithPassword({ email: student.email, password: PASSWORD });
      expect(good.error).toBeNull();
      const refreshed = await client.auth.refreshSession();
      expect(refreshed.error).toBeNull();
      expect(refreshed.data.session?.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect((await client.auth.signOut({ scope: 'local' })).error).toBeNull();
      expect((await client.auth.getSession()).data.session).toBeNull();
    });

    it('refuses a second sign-up with the same email', async () => {
      const { error } = await newClient().auth.signUp({ email: student.email, password: PASSWORD });
      expect({ code: error?.code, status: error?.status }, error?.message).toEqual({ code: 'user_already_exists', status: 422 });
    });

    it('mails a recovery link to /update-password', async () => {
      const { error } = await newClient().auth.resetPasswordForEmail(subscriber.email, { redirectTo: `${server.url}/update-password` });
      expect(error).toBeNull();
      const [mail] = (await (
        await fetch(`${server.url}/_mailbox/api/messages?to=${subscriber.email}`, { headers: { apikey: server.secretKey } })
      ).json()) as { text: string }[];
      expect(decodeURIComponent(mail!.text)).toContain(`redirect_to=${server.url}/update-password`);
    });
  });

  describe('profiles and roles', () => {
    it('reads the own role by id (single row) and refuses a self-promotion', async () => {
      const role = await student.client.from('user_profiles').select('role').eq('id', student.id).single();
      expect(role.data).toEqual({ role: 'student' });
      await student.client.from('user_profiles').update({ role: 'master' }).eq('id', student.id);
      expect((await student.client.from('user_profiles').select('role').eq('id', student.id).single()).data).toEqual({ role: 'student' });
    });

    it('updates the own name, phone and country', async () => {
      const { error } = await student.client
        .from('user_profiles')
        .update({ first_name: 'Ana', last_name: null, phone: '+509', country: 'HT' })
        .eq('id', student.id);
      expect(error).toBeNull();
      expect((await student.client.from('user_profiles').select('phone, country').eq('id', student.id).single()).data).toEqual({
        phone: '+509',
        country: 'HT',
      });
    });

    it('lets staff list everyone, count paid users, change a role and set the type back to free', async () => {
      const all = await master.client.from('user_profiles').select('*');
      expect(all.data?.length).toBe(3);
      const count = await master.client.from('user_profiles').select('*', { count: 'exact', head: true });
      expect(count.count).toBe(3);
      expect((await master.client.from('user_profiles').update({ type: 'paid' }).eq('id', subscriber.id)).error).toBeNull();
      expect((await master.client.from('user_profiles').select('*', { count: 'exact', head: true }).eq('type', 'paid')).count).toBe(1);
      expect((await master.client.from('user_profiles').update({ type: 'free' }).eq('id', subscriber.id)).error).toBeNull();
      expect((await master.client.from('user_profiles').update({ role: 'instructor' }).eq('id', subscriber.id)).error).toBeNull();
      expect((await master.client.from('user_profiles').update({ role: 'student' }).eq('id', subscriber.id)).error).toBeNull();
      const students = await student.client.from('user_profiles').select('id');
      expect(students.data?.map((r) => r.id)).toEqual([student.id]);
    });
  });

  describe('videos and progress', () => {
    let freeVideo: string;
    let premiumVideo: string;

    it('lets staff add, edit, hide and count videos; learners read visible ones oldest first', async () => {
      // Learners read only the lessons in a module of a published course (issue 33): staff build one first.
      const course = await master.client
        .from('courses')
        .insert({ slug: 'contract-course', title: 'Contract course', state: 'published' })
        .select('id')
        .single();
      expect(course.error).toBeNull();
      const module = await master.client.from('modules').insert({ course_id: course.data!.id, title: 'Module 1' }).select('id').single();
      expect(module.error).toBeNull();
      const module_id = module.data!.id;
      const first = await master.client
        .from('videos')
        .insert({
          module_id,
          title: 'Intro',
          description: 'd',
          youtube_url: 'https://youtu.be/abcdefghijk',
          thumbnail_url: null,
          is_private: false,
          created_by: master.id,
        })
        .select()
        .single();
      expect(first.error).toBeNull();
      freeVideo = first.data!.id;
      const second = await master.client
        .from('videos')
        .insert({ module_id, title: 'Deep dive', youtube_url: 'https://youtu.be/bbbbbbbbbbb', is_private: true, created_by: master.id })
        .select()
        .single();
      premiumVideo = second.data!.id;
      const hidden = await master.client
        .from('videos')
        .insert({ module_id, title: 'Draft', youtube_url: 'https://youtu.be/ccccccccccc', created_by: master.id })
        .select()
        .single();
      expect((await master.client.from('videos').update({ is_hidden: true }).eq('id', hidden.data!.id)).error).toBeNull();
      expect((await master.client.from('videos').update({ title: 'Intro (updated)' }).eq('id', freeVideo)).error).toBeNull();

      const admin = await master.client.from('videos').select('*').order('created_at', { ascending: false });
      expect(admin.data?.map((v) => v.title)).toEqual(['Draft', 'Deep dive', 'Intro (updated)']);
      expect((await master.client.from('videos').select('*', { count: 'exact', head: true })).count).toBe(3);

      const learner = await student.client.from('videos').select('*').eq('is_hidden', false).order('created_at', { ascending: true });
      expect(learner.error).toBeNull();
      expect(learner.data?.map((v) => v.title)).toEqual(['Intro (updated)']);
      const subscribed = await subscriber.client
        .from('videos')
        .select('title')
        .eq('is_hidden', false)
        .order('created_at', { ascending: true });
      expect(subscribed.data?.map((v) => v.title)).toEqual(['Intro (updated)', 'Deep dive']);

      const refused = await student.client
        .from('videos')
        .insert({ module_id, title: 'Mine', youtube_url: 'https://youtu.be/ddddddddddd', created_by: student.id });
      expectRefusedByPolicy(refused);
      expect((await master.client.from('videos').delete().eq('id', hidden.data!.id)).error).toBeNull();
    });

    it('upserts progress (one row per video and user) and reads it back three ways', async () => {
      const row = { video_id: freeVideo, user_id: student.id, progress: 40, completed: false, last_watched: new Date().toISOString() };
      expect((await student.client.from('video_progress').upsert(row)).error).toBeNull();
      expect((await student.client.from('video_progress').upsert({ ...row, progress: 100, completed: true })).error).toBeNull();
      const byList = await student.client
        .from('video_progress')
        .select('video_id, progress, completed')
        .in('video_id', [freeVideo, premiumVideo])
        .eq('user_id', student.id);
      expect(byList.data).toEqual([{ video_id: freeVideo, progress: 100, completed: true }]);
      const byUser = await student.client.from('video_progress').select('video_id, progress, completed').eq('user_id', student.id);
      expect(byUser.data).toHaveLength(1);
      const single = await student.client
        .from('video_progress')
        .select('progress, completed')
        .eq('video_id', freeVideo)
        .eq('user_id', student.id)
        .single();
      expect(single.data).toEqual({ progress: 100, completed: true });
      const none = await student.client
        .from('video_progress')
        .select('progress, completed')
        .eq('video_id', premiumVideo)
        .eq('user_id', student.id)
        .single();
      expect(none.error?.code).toBe('PGRST116');
    });

    it('keeps progress private to its learner', async () => {
      const other = await subscriber.client.from('video_progress').select('*').eq('user_id', student.id);
      expect(other.data).toEqual([]);
      const forged = await subscriber.client
        .from('video_progress')
        .upsert({ video_id: freeVideo, user_id: student.id, progress: 1, completed: false });
      expectRefusedByPolicy(forged);
      expect((await anon.from('video_progress').select('*')).data ?? []).toEqual([]);
    });
  });

  describe('prompts and tools', () => {
    it('reads prompts and lets staff manage tools', async () => {
      expect((await anon.from('ai_prompts').select('*')).error).toBeNull();
      const tool = await master.client
        .from('tools')
        .insert({ name: 'Cursor', description: 'AI editor', logo_url: null, url: 'https://cursor.com', category: 'AI' })
        .select()
        .single();
      expect(tool.error).toBeNull();
      expect((await master.client.from('tools').update({ description: 'AI code editor' }).eq('id', tool.data!.id)).error).toBeNull();
      const list = await anon.from('tools').select('name, description, category, url, logo_url, tags');
      expect(list.data).toEqual([
        { name: 'Cursor', description: 'AI code editor', category: 'AI', url: 'https://cursor.com', logo_url: null, tags: [] },
      ]);
      expect((await master.client.from('tools').select('*').order('created_at', { ascending: false })).data).toHaveLength(1);
      const refused = await student.client.from('tools').insert({ name: 'X', url: 'https://x.io', category: 'AI' });
      expectRefusedByPolicy(refused);
      expect((await master.client.from('tools').delete().eq('id', tool.data!.id)).error).toBeNull();
      expect((await anon.from('tools').select('id')).data).toEqual([]);
    });
  });

  describe('community', () => {
    let topicId: string;

    it('creates a topic returning the row, lists it with counts and with its author', async () => {
      const created = await student.client
        .from('discussion_subjects')
        .insert({
          title: 'Hello',
          content: 'First post',
          category: 'general',
          type: 'discussion',
          is_hidden: false,
          created_by: student.id,
        })
        .select()
        .single();
      expect(created.error).toBeNull();
      topicId = created.data!.id;
      const withAuthor = await student.client
        .from('discussion_subjects')
        .select('*, author:user_profiles!discussion_subjects_created_by_fkey(first_name, last_name, email)')
        .order('created_at', { ascending: false });
      expect(withAuthor.error).toBeNull();
      expect(withAuthor.data?.[0]).toMatchObject({ id: topicId, title: 'Hello', author: { first_name: 'Ana', email: student.email } });
    });

    it('likes, unlikes and comments; counts follow', async () => {
      expect((await subscriber.client.from('discussion_likes').insert({ topic_id: topicId, user_id: subscriber.id })).error).toBeNull();
      const mine = await subscriber.client
        .from('discussion_likes')
        .select('topic_id')
        .in('topic_id', [topicId])
        .eq('user_id', subscriber.id);
      expect(mine.data).toEqual([{ topic_id: topicId }]);
      expectRefusedByPolicy(await anon.from('discussion_likes').insert({ topic_id: topicId, user_id: student.id }), 401);
      expect(
        (
          await subscriber.client
            .from('discussion_comments')
            .insert({ content: 'Welcome!', subject_id: topicId, created_by: subscriber.id })
        ).error,
      ).toBeNull();
      const comments = await anon
        .from('discussion_comments')
        .select('*, user_profiles(first_name, last_name, email)')
        .eq('subject_id', topicId)
        .order('created_at', { ascending: true });
      expect(comments.error).toBeNull();
      expect(comments.data?.map((c) => c.content)).toEqual(['Welcome!']);

      let counts = await anon.from('discussion_topics_with_counts').select('*').order('created_at', { ascending: false });
      expect(counts.data?.[0]).toMatchObject({ id: topicId, comments_count: 1, likes_count: 1 });
      expect(
        (await subscriber.client.from('discussion_likes').delete().match({ topic_id: topicId, user_id: subscriber.id })).error,
      ).toBeNull();
      counts = await anon.from('discussion_topics_with_counts').select('*').order('created_at', { ascending: false });
      expect(counts.data?.[0]).toMatchObject({ likes_count: 0 });
    });

    it('lets staff edit, hide and delete topics; hidden topics leave the learner list', async () => {
      const edited = await master.client
        .from('discussion_subjects')
        .update({ title: 'Hello all', content: 'First post', category: 'general' })
        .eq('id', topicId)
        .select()
        .single();
      expect(edited.data).toMatchObject({ title: 'Hello all' });
      const hidden = await master.client.from('discussion_subjects').update({ is_hidden: true }).eq('id', topicId).select().single();
      expect(hidden.data).toMatchObject({ is_hidden: true });
      expect((await anon.from('discussion_topics_with_counts').select('id')).data).toEqual([]);
      expect((await student.client.from('discussion_subjects').delete().eq('id', topicId).select()).data ?? []).toEqual([]);
      expect((await master.client.from('discussion_subjects').delete().eq('id', topicId)).error).toBeNull();
      expect((await master.client.from('discussion_subjects').select('id').eq('id', topicId)).data).toEqual([]);
    });
  });

  // Storage: storageContract.test.ts (the same calls on the disk and the S3 adapter).

  describe('functions', () => {
    it('check-subscription answers for a learner and for a subscriber', async () => {
      const learner = await student.client.functions.invoke('check-subscription');
      expect(learner.error).toBeNull();
      expect(learner.data).toMatchObject({ subscribed: false });
      const paid = await subscriber.client.functions.invoke('check-subscription');
      expect(paid.error).toBeNull();
      expect(paid.data).toMatchObject({ subscribed: true, subscription_tier: 'Yearly' });
    });
  });
});
