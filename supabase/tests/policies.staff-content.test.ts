// Policy matrix, part 4: newsletters (drafts, subscribers, deliveries) and storage objects,
// for every actor of SPEC section 6.
import { marker, ownerCount, ownerValue, returnedRow, runPolicyMatrix, selfId, type PolicyCase } from './matrix.ts';
import { actors, members, nobody, staff, type World } from './world.ts';

const everyone = actors;

const newsletters: PolicyCase[] = [
  {
    name: 'newsletters: reads a draft newsletter',
    allowed: staff,
    run: async (w, actor) => returnedRow(await w.client[actor].from('newsletters').select('id, title, status'), w.ids.newsletter),
  },
  {
    name: 'newsletters: reads a sent newsletter (public /newsletter page)',
    allowed: everyone,
    run: async (w, actor) =>
      returnedRow(await w.client[actor].from('newsletters').select('id, title, body, sent_at').eq('status', 'sent'), w.ids.sentNewsletter),
  },
  {
    name: 'newsletters: creates a draft, edits it, marks it sent and deletes it',
    allowed: staff,
    run: async (w, actor) => {
      const title = marker('news');
      const inserted = await w.client[actor].from('newsletters').insert({ title, body: 'Hello', is_html: false }).select('id, status');
      if (!returnedRow(inserted)) return false;
      const row = (inserted.data as { id: string; status: string }[])[0]!;
      await w.client[actor]
        .from('newsletters')
        .update({ body: 'Edited', status: 'sent', sent_at: new Date().toISOString() })
        .eq('id', row.id);
      const sent =
        (await ownerValue(w, `select status as value from public.newsletters where id = $1 and body = 'Edited'`, [row.id])) === 'sent';
      await w.client[actor].from('newsletters').delete().eq('id', row.id);
      return (
        row.status === 'draft' &&
        sent &&
        (await ownerCount(w, 'select count(*) as value from public.newsletters where id = $1', [row.id])) === 0
      );
    },
  },
  {
    name: 'newsletters (attack): edits an existing newsletter',
    allowed: staff,
    run: async (w, actor) => {
      const body = marker('body');
      await w.client[actor].from('newsletters').update({ body }).eq('id', w.ids.newsletter);
      return (await ownerValue(w, 'select body as value from public.newsletters where id = $1', [w.ids.newsletter])) === body;
    },
  },
  {
    name: 'newsletter_subscribers: reads the subscriber list',
    allowed: staff,
    run: async (w, actor) => returnedRow(await w.client[actor].from('newsletter_subscribers').select('id, email'), w.ids.subscriber),
  },
  {
    name: 'newsletter_subscribers: adds or confirms a subscriber directly',
    allowed: nobody,
    control: 'service',
    run: async (w, actor) => {
      const email = `${marker('reader')}@example.test`;
      await w.client[actor].from('newsletter_subscribers').insert({ email, status: 'confirmed' });
      await w.client[actor].from('newsletter_subscribers').update({ status: 'confirmed' }).eq('id', w.ids.subscriber);
      return (
        (await ownerCount(w, 'select count(*) as value from public.newsletter_subscribers where email = $1', [email])) > 0 ||
        (await ownerValue(w, 'select status as value from public.newsletter_subscribers where id = $1', [w.ids.subscriber])) !== 'pending'
      );
    },
  },
  {
    name: 'newsletter_subscribers: removes a subscriber',
    allowed: staff,
    run: async (w, actor) => {
      const [row] = await w.backend.sql<{ id: string }>('insert into public.newsletter_subscribers (email) values ($1) returning id', [
        `${marker('gone')}@example.test`,
      ]);
      await w.client[actor].from('newsletter_subscribers').delete().eq('id', row!.id);
      return (await ownerCount(w, 'select count(*) as value from public.newsletter_subscribers where id = $1', [row!.id])) === 0;
    },
  },
  {
    name: 'newsletter_deliveries: reads deliveries',
    allowed: staff,
    run: async (w, actor) => {
      const result = await w.client[actor]
        .from('newsletter_deliveries')
        .select('newsletter_id, status')
        .eq('newsletter_id', w.ids.newsletter);
      return !result.error && (result.data as unknown[]).length === 1;
    },
  },
  {
    name: 'newsletter_deliveries: records, changes or deletes a delivery directly',
    allowed: nobody,
    control: 'service',
    run: async (w, actor) => {
      const [row] = await w.backend.sql<{ id: string }>('insert into public.newsletter_subscribers (email) values ($1) returning id', [
        `${marker('d')}@example.test`,
      ]);
      await w.client[actor]
        .from('newsletter_deliveries')
        .insert({ newsletter_id: w.ids.newsletter, subscriber_id: row!.id, status: 'sent' });
      await w.client[actor].from('newsletter_deliveries').update({ status: 'failed' }).eq('newsletter_id', w.ids.newsletter);
      await w.client[actor].from('newsletter_deliveries').delete().eq('newsletter_id', w.ids.newsletter);
      return (
        (await ownerCount(w, 'select count(*) as value from public.newsletter_deliveries where subscriber_id = $1', [row!.id])) > 0 ||
        (await ownerValue(w, 'select status as value from public.newsletter_deliveries where subscriber_id = $1', [w.ids.subscriber])) !==
          'pending'
      );
    },
  },
];

/** The first bytes of a WebM file (EBML header). */
const WEBM = Buffer.from('1a45dfa3a34286810142f7810142f2810442f381084282847765626d', 'hex');
const PNG = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);
const objectCount = (w: World, bucket: string, name: string) =>
  ownerCount(w, 'select count(*) as value from storage.objects where bucket_id = $1 and name = $2', [bucket, name]);

const storage: PolicyCase[] = [
  {
    name: 'storage avatars: uploads own avatar (<uid>-<random>.<ext>, upsert)',
    allowed: members,
    run: async (w, actor) => {
      const name = `${selfId(w, actor)}-${Math.floor(Math.random() * 1e9)}.png`;
      await w.client[actor].storage.from('avatars').upload(name, PNG, { contentType: 'image/png', upsert: true });
      return (await objectCount(w, 'avatars', name)) === 1;
    },
  },
  {
    name: "storage avatars (attack): uploads under another user's id",
    allowed: staff,
    run: async (w, actor) => {
      const name = `${w.victim.id}-${Math.floor(Math.random() * 1e9)}.png`;
      await w.client[actor].storage.from('avatars').upload(name, PNG, { contentType: 'image/png' });
      return (await objectCount(w, 'avatars', name)) === 1;
    },
  },
  {
    name: "storage avatars (attack): deletes another user's avatar",
    allowed: staff,
    run: async (w, actor) => {
      const name = `${w.victim.id}-${Math.floor(Math.random() * 1e9)}.png`;
      const upload = await w.victim.client.storage.from('avatars').upload(name, PNG, { contentType: 'image/png' });
      if (upload.error) throw new Error(`victim upload failed: ${upload.error.message}`);
      await w.client[actor].storage.from('avatars').remove([name]);
      return (await objectCount(w, 'avatars', name)) === 0;
    },
  },
  {
    name: 'storage: lists the avatars bucket',
    allowed: everyone,
    run: async (w, actor) => {
      const name = `${w.victim.id}-listed.png`;
      await w.victim.client.storage.from('avatars').upload(name, PNG, { contentType: 'image/png', upsert: true });
      const result = await w.client[actor].storage.from('avatars').list('', { limit: 1000 });
      return !result.error && (result.data ?? []).some((file) => file.name === name);
    },
  },
  ...(['thumbnails', 'tool-logos', 'newsletter-images', 'lesson-videos'] as const).map((bucket): PolicyCase => ({
    name: `storage ${bucket}: uploads a file`,
    allowed: staff,
    run: async (w, actor) => {
      // Each bucket takes only its kind of file (20261123020100_storage_bucket_limits.sql).
      const video = bucket === 'lesson-videos';
      const name = `${marker(bucket)}.${video ? 'webm' : 'png'}`;
      await w.client[actor].storage.from(bucket).upload(name, video ? WEBM : PNG, { contentType: video ? 'video/webm' : 'image/png' });
      return (await objectCount(w, bucket, name)) === 1;
    },
  })),
];

runPolicyMatrix('newsletter and storage policies', [...newsletters, ...storage]);
