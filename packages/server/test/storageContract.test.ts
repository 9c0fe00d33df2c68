// Storage as the product uses it, with the real supabase-js over HTTP, on both storage adapters: the disk (DATA_DIR,
// the embedded default) and S3 (an S3-compatible bucket: s3rver started here on 127.0.0.1), each on every database
// engine. Same rules, bytes, limits, ranges, ETags and cache headers whichever keeps the bytes.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3StandIn, type S3StandIn } from '../src/testCluster.ts';
import { describeEachBackend, startTestServer, type TestServer } from './helpers.ts';

const PASSWORD = 'Passw0rd-Storage';
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201b7ad3b8b0000000049454e44ae426082',
  'hex',
);
const MB = 1024 * 1024;

/** An MP4's leading box, then `size` bytes in all, each byte its position mod 251 (so a wrong range shows). */
function videoBytes(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = i % 251;
  bytes.set([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70]);
  return bytes;
}

type Actor = { id: string; client: SupabaseClient; token: string };
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

for (const adapter of ['disk', 's3'] as const) {
  describeEachBackend(`storage contract (${adapter} adapter)`, (backend) => {
    let server: TestServer;
    let s3: S3StandIn | null = null;
    let anon: SupabaseClient;
    let student: Actor;
    let subscriber: Actor;
    let master: Actor;
    const tag = `${adapter}-${backend}`;

    const newClient = () => createClient(server.url, server.publishableKey, { auth: { persistSession: false, autoRefreshToken: false } });

    async function account(prefix: string, role = 'student'): Promise<Actor> {
      const email = `${prefix}-${tag}@example.com`;
      const created = await fetch(`${server.url}/_admin/users`, {
        method: 'POST',
        headers: { apikey: server.secretKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD, role }),
      });
      expect(created.status).toBe(200);
      const client = newClient();
      const signIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
      expect(signIn.error).toBeNull();
      return { id: signIn.data.user!.id, client, token: signIn.data.session!.access_token };
    }

    beforeAll(async () => {
      if (adapter === 's3') s3 = await startS3StandIn();
      server = await startTestServer(backend, { seed: false, storageS3: s3?.settings });
      anon = newClient();
      student = await account('student');
      subscriber = await account('subscriber');
      master = await account('master', 'master');
    });
    afterAll(async () => {
      await server?.cleanup();
      await s3?.stop();
    });

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

    it('replaces an avatar with update() (a PUT of a multipart body), then serves the new bytes', async () => {
      const name = `${student.id}-${Math.floor(Math.random() * 1e6)}.png`;
      expect((await student.client.storage.from('avatars').upload(name, new Blob([PNG], { type: 'image/png' }))).error).toBeNull();
      const replacement = Buffer.concat([PNG, Buffer.from('-replaced')]);
      const updated = await student.client.storage.from('avatars').update(name, new Blob([replacement], { type: 'image/png' }));
      expect(updated.error).toBeNull();
      const again = await student.client.storage.from('avatars').update(name, new File([PNG], 'me.png', { type: 'image/png' }));
      expect(again.error).toBeNull();
      const served = await fetch(student.client.storage.from('avatars').getPublicUrl(name).data.publicUrl, { cache: 'no-store' });
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    });

    it("refuses another user's avatar path, learner uploads to staff buckets, and anonymous uploads", async () => {
      const other = await subscriber.client.storage.from('avatars').upload(`${student.id}-1.png`, new Blob([PNG], { type: 'image/png' }));
      expectStorageRefused(other);
      const thumb = await student.client.storage.from('thumbnails').upload('t.png', new Blob([PNG], { type: 'image/png' }));
      expectStorageRefused(thumb);
      const anonymous = await anon.storage.from('avatars').upload('x-1.png', new Blob([PNG], { type: 'image/png' }));
      expectStorageRefused(anonymous);
      const staff = await master.client.storage.from('thumbnails').upload(`lesson-${tag}.png`, new Blob([PNG], { type: 'image/png' }));
      expect(staff.error).toBeNull();
      // Nothing of the refused uploads was stored.
      expect((await fetch(student.client.storage.from('avatars').getPublicUrl(`${student.id}-1.png`).data.publicUrl)).status).toBe(400);
    });

    it('refuses files that are not images, and images over 5 MB, with a clear message', async () => {
      const html = await student.client.storage
        .from('avatars')
        .upload(`${student.id}-2.png`, new Blob(['<script>alert(1)</script>'], { type: 'image/png' }));
      expect(html.error?.message).toMatch(/Only images/);
      const big = new Uint8Array(5 * MB + 1);
      big.set(PNG);
      const tooBig = await student.client.storage.from('avatars').upload(`${student.id}-3.png`, new Blob([big], { type: 'image/png' }));
      expect(tooBig.error?.message).toMatch(/at most 5 MB/);
      // A raw body without a declared length is counted as it arrives: refused past 5 MB, and not stored.
      const url = `${server.url}/storage/v1/object/avatars/${student.id}-4.png`;
      const chunked = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${student.token}`, apikey: server.publishableKey, 'content-type': 'image/png' },
        body: new Blob([big]).stream(),
        duplex: 'half',
      } as RequestInit);
      expect(chunked.status).toBe(413);
      expect(((await chunked.json()) as { message: string }).message).toMatch(/at most 5 MB/);
      expect((await fetch(student.client.storage.from('avatars').getPublicUrl(`${student.id}-4.png`).data.publicUrl)).status).toBe(400);
    });

    it('refuses an empty file (0 bytes) in every bucket with 400 and a clear message, by POST, upsert and PUT, storing nothing (found by the fuzzer)', async () => {
      // Before: lesson-videos answered 500 (lite and the adapters met an empty body), the image buckets 415.
      const empty = 'The file is empty (0 bytes): there is nothing to upload';
      const kinds = {
        image: { bytes: PNG, type: 'image/png', ext: 'png' },
        video: { bytes: videoBytes(64), type: 'video/mp4', ext: 'mp4' },
      };
      const buckets = [
        ['lesson-videos', kinds.video],
        ['avatars', kinds.image],
        ['thumbnails', kinds.image],
        ['tool-logos', kinds.image],
        ['newsletter-images', kinds.image],
      ] as const;
      for (const [bucket, kind] of buckets) {
        const name = `${master.id}-empty-${tag}.${kind.ext}`;
        const url = `${server.url}/storage/v1/object/${bucket}/${name}`;
        const headers = { authorization: `Bearer ${master.token}`, apikey: server.publishableKey, 'content-type': kind.type };
        const raw: [string, RequestInit][] = [
          ['POST', { method: 'POST', headers, body: new Uint8Array(0) }],
          ['POST x-upsert', { method: 'POST', headers: { ...headers, 'x-upsert': 'true' }, body: new Uint8Array(0) }],
          ['POST without a length', { method: 'POST', headers, body: new Blob([]).stream(), duplex: 'half' } as RequestInit],
          ['PUT', { method: 'PUT', headers, body: new Uint8Array(0) }],
        ];
        for (const [how, init] of raw) {
          const response = await fetch(url, init);
          expect({ status: response.status, body: await response.json() }, `${how} to ${bucket}`).toEqual({
            status: 400,
            body: { statusCode: '400', error: 'InvalidRequest', message: empty },
          });
        }
        // supabase-js sends a Blob as a multipart form: upload (with upsert) and update.
        const store = master.client.storage.from(bucket);
        const uploaded = await store.upload(name, new Blob([], { type: kind.type }), { upsert: true });
        expect(uploaded.error?.message, `upload() to ${bucket}`).toBe(empty);
        expect((await fetch(store.getPublicUrl(name).data.publicUrl)).status, `nothing stored in ${bucket}`).toBe(400);
        // A file in place is kept when an empty one would replace it.
        expect((await store.upload(name, new Blob([kind.bytes], { type: kind.type }))).error).toBeNull();
        const updated = await store.update(name, new Blob([], { type: kind.type }));
        expect(updated.error?.message, `update() in ${bucket}`).toBe(empty);
        const put = await fetch(url, { method: 'PUT', headers, body: new Uint8Array(0) });
        expect(put.status, `PUT over the file in ${bucket}`).toBe(400);
        await put.arrayBuffer();
        const served = await fetch(store.getPublicUrl(name).data.publicUrl, { cache: 'no-store' });
        expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(kind.bytes)), `the file kept in ${bucket}`).toBe(true);
        expect((await store.remove([name])).error).toBeNull();
      }
    });

    it('refuses a name longer than either adapter can store with 400, and stores the longest it allows (found by the fuzzer)', async () => {
      // Before: a 231-byte name failed on disk (ENAMETOOLONG, its temporary file is 29 bytes longer) and lite answered 500.
      const headers = { authorization: `Bearer ${master.token}`, apikey: server.publishableKey, 'content-type': 'image/png' };
      const url = (name: string) => `${server.url}/storage/v1/object/avatars/${encodeURIComponent(master.id)}/${name}`;
      const refused = {
        statusCode: '400',
        error: 'InvalidKey',
        message: expect.stringContaining('at most 960 bytes, in parts of 1 to 200 bytes'),
      };
      const longest = `${'x'.repeat(196 - tag.length)}${tag}.png`;
      expect(Buffer.byteLength(longest)).toBe(200);
      const tooLong: [string, string][] = [
        ['201 bytes', `x${longest}`],
        ["231 bytes, the fuzzer's", `${'x'.repeat(227)}.png`],
        ['101 two-byte letters', `${'é'.repeat(101)}.png`],
        ['over 960 bytes in all', `${Array.from({ length: 6 }, () => 'd'.repeat(190)).join('/')}/a.png`],
      ];
      for (const [how, name] of tooLong) {
        for (const method of ['POST', 'PUT']) {
          const response = await fetch(url(encodeURIComponent(name).replaceAll('%2F', '/')), { method, headers, body: PNG });
          expect({ status: response.status, body: await response.json() }, `${method} ${how}`).toEqual({ status: 400, body: refused });
        }
      }
      const stored = await fetch(url(longest), { method: 'POST', headers, body: PNG });
      expect(stored.status, 'a 200-byte name').toBe(200);
      await stored.arrayBuffer();
      const served = await fetch(`${server.url}/storage/v1/object/public/avatars/${master.id}/${longest}`);
      expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(PNG))).toBe(true);
      const moved = await fetch(`${server.url}/storage/v1/object/move`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ bucketId: 'avatars', sourceKey: `${master.id}/${longest}`, destinationKey: `${master.id}/x${longest}` }),
      });
      expect(moved.status, 'a move to a 201-byte name').toBe(400);
      await moved.arrayBuffer();
      expect((await master.client.storage.from('avatars').remove([`${master.id}/${longest}`])).error).toBeNull();
    });

    it('refuses to make one name both a file and a folder, by upload, update, move or copy, with 409 (found by the fuzzer)', async () => {
      // Before: the disk adapter failed such a write (mkdir EEXIST, rename EISDIR) and lite answered 500; S3 kept both.
      const video = videoBytes(64);
      const bucket = master.client.storage.from('lesson-videos');
      const headers = { authorization: `Bearer ${master.token}`, apikey: server.publishableKey, 'content-type': 'video/mp4' };
      const url = (name: string) => `${server.url}/storage/v1/object/lesson-videos/${name}`;
      const folder = `clash-${tag}`;
      // The fuzzer's way to a file named like a folder: `<folder>/.` is `<folder>` once the gate has resolved the dot.
      const file = await fetch(url(`${folder}/.`), { method: 'POST', headers, body: video });
      expect(file.status).toBe(200);
      await file.arrayBuffer();
      expect((await bucket.upload(`${folder}-inside/a.mp4`, new Blob([video], { type: 'video/mp4' }))).error).toBeNull();
      const clashes: [string, Promise<Response>][] = [
        ['under a file', fetch(url(`${folder}/a.mp4`), { method: 'POST', headers, body: video })],
        [
          'under a file, upsert',
          fetch(url(`${folder}/a.mp4`), { method: 'POST', headers: { ...headers, 'x-upsert': 'true' }, body: video }),
        ],
        ['a folder as a file', fetch(url(`${folder}-inside`), { method: 'POST', headers, body: video })],
        ['a folder as a file, PUT', fetch(url(`${folder}-inside`), { method: 'PUT', headers, body: video })],
      ];
      for (const [how, sent] of clashes) {
        const response = await sent;
        expect({ status: response.status, body: await response.json() }, how).toEqual({
          status: 409,
          body: { statusCode: '409', error: 'Conflict', message: expect.stringMatching(/cannot also be (a folder|a file)/) },
        });
      }
      for (const action of ['move', 'copy'] as const) {
        const response = await fetch(`${server.url}/storage/v1/object/${action}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ bucketId: 'lesson-videos', sourceKey: `${folder}-inside/a.mp4`, destinationKey: `${folder}/b.mp4` }),
        });
        expect(response.status, `${action} under a file`).toBe(409);
        await response.arrayBuffer();
      }
      // Both stay as they were, and a name beside them is free.
      for (const name of [folder, `${folder}-inside/a.mp4`]) {
        const served = await fetch(bucket.getPublicUrl(name).data.publicUrl, { cache: 'no-store' });
        expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(video)), name).toBe(true);
      }
      expect((await bucket.upload(`${folder}-inside/b.mp4`, new Blob([video], { type: 'video/mp4' }))).error).toBeNull();
      expect((await bucket.remove([folder, `${folder}-inside/a.mp4`, `${folder}-inside/b.mp4`])).error).toBeNull();
      // Once the file is gone, its name can be a folder.
      expect((await bucket.upload(`${folder}/a.mp4`, new Blob([video], { type: 'video/mp4' }))).error).toBeNull();
      expect((await bucket.remove([`${folder}/a.mp4`])).error).toBeNull();
    });

    it('serves byte ranges of a lesson video (206, suffix and open ranges, 416 past the end), ETags (304) and cache headers', async () => {
      const video = videoBytes(300_000);
      const name = `range-${tag}.mp4`;
      const bucket = master.client.storage.from('lesson-videos');
      expect((await bucket.upload(name, new Blob([video], { type: 'video/mp4' }), { cacheControl: '120' })).error).toBeNull();
      expect((await bucket.update(name, new Blob([video], { type: 'video/mp4' }), { cacheControl: '120' })).error).toBeNull();
      const url = bucket.getPublicUrl(name).data.publicUrl;

      const whole = await fetch(url);
      expect(whole.status).toBe(200);
      expect(whole.headers.get('accept-ranges')).toBe('bytes');
      expect(whole.headers.get('cache-control')).toBe('max-age=120');
      expect(Number(whole.headers.get('content-length'))).toBe(video.length);
      expect(Buffer.from(await whole.arrayBuffer()).equals(Buffer.from(video))).toBe(true);
      const etag = whole.headers.get('etag');
      expect(etag).toMatch(/^"[^"]+"$/);

      const middle = await fetch(url, { headers: { range: 'bytes=100000-100999' } });
      expect(middle.status).toBe(206);
      expect(middle.headers.get('content-range')).toBe(`bytes 100000-100999/${video.length}`);
      expect(Number(middle.headers.get('content-length'))).toBe(1000);
      expect(Buffer.from(await middle.arrayBuffer()).equals(Buffer.from(video.subarray(100000, 101000)))).toBe(true);

      const tail = await fetch(url, { headers: { range: 'bytes=-500' } });
      expect(tail.status).toBe(206);
      expect(tail.headers.get('content-range')).toBe(`bytes ${video.length - 500}-${video.length - 1}/${video.length}`);
      expect(Buffer.from(await tail.arrayBuffer()).equals(Buffer.from(video.subarray(video.length - 500)))).toBe(true);

      const open = await fetch(url, { headers: { range: 'bytes=299000-' } });
      expect(open.status).toBe(206);
      expect(Buffer.from(await open.arrayBuffer()).equals(Buffer.from(video.subarray(299000)))).toBe(true);

      const past = await fetch(url, { headers: { range: `bytes=${video.length}-` } });
      expect(past.status).toBe(416);
      expect(past.headers.get('content-range')).toBe(`bytes */${video.length}`);
      await past.arrayBuffer();

      const current = await fetch(url, { headers: { 'if-none-match': etag! } });
      expect(current.status).toBe(304);
      expect(current.headers.get('etag')).toBe(etag);
      const changed = await fetch(url, { headers: { 'if-none-match': '"something-else"' } });
      expect(changed.status).toBe(200);
      await changed.arrayBuffer();

      // The signed and the authenticated reads serve ranges too (the player of a private link).
      const signed = await bucket.createSignedUrl(name, 60);
      const signedRange = await fetch(signed.data!.signedUrl, { headers: { range: 'bytes=0-7' } });
      expect(signedRange.status).toBe(206);
      expect(Buffer.from(await signedRange.arrayBuffer()).equals(Buffer.from(video.subarray(0, 8)))).toBe(true);
      const authenticated = await fetch(`${server.url}/storage/v1/object/lesson-videos/${name}`, {
        headers: { authorization: `Bearer ${master.token}`, apikey: server.publishableKey, range: 'bytes=10-19' },
      });
      expect(authenticated.status).toBe(206);
      expect(Buffer.from(await authenticated.arrayBuffer()).equals(Buffer.from(video.subarray(10, 20)))).toBe(true);
      expect((await bucket.remove([name])).error).toBeNull();
      expect((await fetch(url)).status).toBe(400);
    });

    it('streams a large lesson video through (never whole in memory) and serves it back byte for byte', { timeout: 240_000 }, async () => {
      // 120 MB sent by curl (another process) as this test generates them. At 100 MB the test stops writing; once
      // the server has taken what was sent, the live buffers of this process (the server runs in it) are measured:
      // a server that reads an upload whole (as before: read, then copied twice) holds over 100 MB there, a
      // streaming one a few parts.
      const size = 120 * MB;
      const pauseAt = 100 * MB;
      const name = `big-${tag}.mp4`;
      const curl = spawn(
        'curl',
        [
          '-sS',
          '-X',
          'POST',
          '-T',
          '-',
          '-o',
          '/dev/null',
          '-w',
          '%{http_code}',
          '-H',
          `authorization: Bearer ${master.token}`,
          '-H',
          `apikey: ${server.publishableKey}`,
          '-H',
          'content-type: video/mp4',
          `${server.url}/storage/v1/object/lesson-videos/${name}`,
        ],
        { stdio: ['pipe', 'pipe', 'inherit'] },
      );
      let answer = '';
      curl.stdout.on('data', (data: Buffer) => (answer += data.toString()));
      const exited = new Promise<number | null>((resolve) => curl.on('exit', resolve));
      const write = async (from: number, to: number) => {
        for (let sent = from; sent < to;) {
          const piece = new Uint8Array(Math.min(256 * 1024, to - sent));
          for (let i = 0; i < piece.length; i++) piece[i] = (sent + i) % 251;
          if (sent === 0) piece.set(videoBytes(8));
          sent += piece.length;
          if (!curl.stdin.write(piece)) await once(curl.stdin, 'drain');
        }
      };
      setFlagsFromString('--expose-gc');
      const collect = runInNewContext('gc') as () => void;
      collect();
      const baseline = process.memoryUsage().arrayBuffers;
      await write(0, pauseAt);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      collect();
      const held = process.memoryUsage().arrayBuffers - baseline;
      await write(pauseAt, size);
      curl.stdin.end();
      expect(await exited).toBe(0);
      expect(answer).toBe('200');
      expect(held, `live buffers with 100 MB sent: ${Math.round(held / MB)} MB`).toBeLessThan(64 * MB);

      const url = master.client.storage.from('lesson-videos').getPublicUrl(name).data.publicUrl;
      const head = await fetch(url, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(Number(head.headers.get('content-length'))).toBe(size);
      const last = await fetch(url, { headers: { range: `bytes=${size - 1000}-` } });
      expect(last.status).toBe(206);
      const expected = Buffer.from(Array.from({ length: 1000 }, (_, i) => (size - 1000 + i) % 251));
      expect(Buffer.from(await last.arrayBuffer()).equals(expected)).toBe(true);
      expect((await master.client.storage.from('lesson-videos').remove([name])).error).toBeNull();
    });

    describe('signed URLs (lite differs from the Storage API; the server aligns it)', () => {
      const bucket = () => master.client.storage.from('thumbnails');

      it('creates a signed download URL, one or many, that serve the object', async () => {
        const name = `signed-${tag}.png`;
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
        const name = `signed-upload-${tag}.png`;
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

      it('moves and copies an object', async () => {
        const name = `move-${tag}.png`;
        expect((await bucket().upload(name, new Blob([PNG], { type: 'image/png' }))).error).toBeNull();
        expect((await bucket().copy(name, `copy-${tag}.png`)).error).toBeNull();
        expect((await bucket().move(name, `moved-${tag}.png`)).error).toBeNull();
        for (const kept of [`copy-${tag}.png`, `moved-${tag}.png`]) {
          const served = await fetch(bucket().getPublicUrl(kept).data.publicUrl);
          expect(served.status).toBe(200);
          expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
        }
        expect((await fetch(bucket().getPublicUrl(name).data.publicUrl)).status).toBe(400);
      });

      it('refuses to move or copy to a folder name (a key with an empty segment) with 400, keeping the object (found by the fuzzer)', async () => {
        const name = `kept-${tag}.png`;
        expect((await bucket().upload(name, new Blob([PNG], { type: 'image/png' }))).error).toBeNull();
        for (const target of [`folder-${tag}/`, `a-${tag}//b.png`]) {
          for (const action of ['move', 'copy'] as const) {
            const response = await fetch(`${server.url}/storage/v1/object/${action}`, {
              method: 'POST',
              headers: { apikey: server.publishableKey, authorization: `Bearer ${master.token}`, 'content-type': 'application/json' },
              body: JSON.stringify({ bucketId: 'thumbnails', sourceKey: name, destinationKey: target }),
            });
            expect(response.status, `${action} to ${target}`).toBe(400);
          }
        }
        const served = await fetch(bucket().getPublicUrl(name).data.publicUrl);
        expect(served.status).toBe(200);
      });
    });
  });
}
