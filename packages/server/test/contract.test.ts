// The calls of SPEC section 7 made with the real supabase-js over HTTP against the running
// server, on the embedded PostgreSQL and on a PostgreSQL server, as anonymous, student, subscriber and staff.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachBackend, PORTS, startTestServer, type TestServer } from './helpers.ts';

const PASSWORD = 'Passw0rd-Contract';
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201b7ad3b8b0000000049454e44ae426082',
  'hex',
);

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

type StorageRefusal = { error: { message: string; status?: number; statusCode?: string } | null };

/** A storage upload refused by a bucket policy: the Storage API's 403 with the row-level-security message. */
function expectStorageRefused(result: StorageRefusal) {
  const error = result.error as { message: string; status?: number; statusCode?: string } | null;
  expect({ status: error?.status, statusCode: error?.statusCode, message: error?.message }).toEqual({
    status: 400,
    statusCode: '403',
    message: expect.stringMatching(/row-level security/i),
  });
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
    const port = { embedded: PORTS.contractEmbedded, server: PORTS.contractServer, hosted: PORTS.contractHosted }[backend];
    server = await startTestServer(backend, port, { seed: false });
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
      const first = await master.client
        .from('videos')
        .insert({
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
        .insert({ title: 'Deep dive', youtube_url: 'https://youtu.be/bbbbbbbbbbb', is_private: true, created_by: master.id })
        .select()
        .single();
      premiumVideo = second.data!.id;
      const hidden = await master.client
        .from('videos')
        .insert({ title: 'Draft', youtube_url: 'https://youtu.be/ccccccccccc', created_by: master.id })
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
        .insert({ title: 'Mine', youtube_url: 'https://youtu.be/ddddddddddd', created_by: student.id });
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

  describe('storage', () => {
    it('uploads an avatar as a File under the own id with upsert, then serves its public URL', async () => {
      const name = `${student.id}-${Math.floor(Math.random() * 1e6)}.png`;
      const file = new File([PNG], 'me.png', { type: 'image/png' });
      const first = await student.client.storage.from('avatars').upload(name, file, { upsert: true });
      expect(first.error).toBeNull();
      const again = await student.client.storage.from('avatars').upload(name, new Blob([PNG], { type: 'image/png' }), { upsert: true });
      expect(again.error).toBeNull();
      const { publicUrl } = student.client.storage.from('avatars').getPublicUrl(name).data;
      const served = await fetch(publicUrl);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    });

    it("refuses another user's avatar path, learner uploads to staff buckets, and anonymous uploads", async () => {
      const other = await subscriber.client.storage.from('avatars').upload(`${student.id}-1.png`, new Blob([PNG], { type: 'image/png' }));
      expectStorageRefused(other);
      const thumb = await student.client.storage.from('thumbnails').upload('t.png', new Blob([PNG], { type: 'image/png' }));
      expectStorageRefused(thumb);
      const anonymous = await anon.storage.from('avatars').upload('x-1.png', new Blob([PNG], { type: 'image/png' }));
      expectStorageRefused(anonymous);
      const staff = await master.client.storage.from('thumbnails').upload(`lesson-${backend}.png`, new Blob([PNG], { type: 'image/png' }));
      expect(staff.error).toBeNull();
    });

    it('refuses files that are not images, and images over 5 MB, with a clear message', async () => {
      const html = await student.client.storage
        .from('avatars')
        .upload(`${student.id}-2.png`, new Blob(['<script>alert(1)</script>'], { type: 'image/png' }));
      expect(html.error?.message).toMatch(/Only images/);
      const big = new Uint8Array(5 * 1024 * 1024 + 1);
      big.set(PNG);
      const tooBig = await student.client.storage.from('avatars').upload(`${student.id}-3.png`, new Blob([big], { type: 'image/png' }));
      expect(tooBig.error?.message).toMatch(/at most 5 MB/);
    });
  });

  it("accepts a lesson video over lite's default 50 MiB cap from staff", { timeout: 120_000 }, async () => {
    const video = new Uint8Array(51 * 1024 * 1024);
    video.set([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70]);
    const name = `lesson-${backend}.mp4`;
    const uploaded = await master.client.storage.from('lesson-videos').upload(name, new Blob([video], { type: 'video/mp4' }));
    expect(uploaded.error).toBeNull();
    const head = await fetch(master.client.storage.from('lesson-videos').getPublicUrl(name).data.publicUrl, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBe(video.length);
    expect((await master.client.storage.from('lesson-videos').remove([name])).error).toBeNull();
  });

  describe('storage signed URLs (lite differs from the Storage API; the server aligns it)', () => {
    const bucket = () => master.client.storage.from('thumbnails');

    it('creates a signed download URL, one or many, that serve the object', async () => {
      const name = `signed-${backend}.png`;
      expect((await bucket().upload(name, new Blob([PNG], { type: 'image/png' }))).error).toBeNull();
      const one = await bucket().createSignedUrl(name, 60);
      expect(one.error).toBeNull();
      const served = await fetch(one.data!.signedUrl);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
      const many = await bucket().createSignedUrls([name, 'missing.png'], 60);
      expect(many.error).toBeNull();
      expect(many.data?.[0]).toMatchObject({ path: name, error: null });
      expect((await fetch(many.data![0]!.signedUrl!)).status).toBe(200);
      expect(many.data?.[1]).toMatchObject({ path: 'missing.png', signedUrl: null, error: expect.stringMatching(/not found/i) });
    });

    it('uploads a Blob to a signed upload URL and stores exactly its bytes', async () => {
      const name = `signed-upload-${backend}.png`;
      const signed = await bucket().createSignedUploadUrl(name);
      expect(signed.error).toBeNull();
      const uploaded = await anon.storage
        .from('thumbnails')
        .uploadToSignedUrl(name, signed.data!.token, new Blob([PNG], { type: 'image/png' }));
      expect(uploaded.error).toBeNull();
      const served = await fetch(bucket().getPublicUrl(name).data.publicUrl);
      expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
      const downloaded = await bucket().download(name);
      expect(downloaded.data?.size).toBe(PNG.length);
      expect((await bucket().remove([name])).error).toBeNull();
      expect((await fetch(bucket().getPublicUrl(name).data.publicUrl)).status).toBeGreaterThanOrEqual(400);
    });
  });

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
