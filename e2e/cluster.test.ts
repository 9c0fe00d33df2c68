// Issue 37: the self-hosted answer to "one machine is not enough", run for real. Two server processes (as
// `pnpm start` runs them) on one database of the journeys' engine and one S3 stand-in (s3rver), behind a small
// round-robin proxy written for the test (support/cluster.ts). Journeys: an account made on one server signs in on
// the other; an avatar and a lesson video uploaded through one are served (and seeked) by the other; a ban made on
// one refuses the member on the other within a second; sign-in backoff and mail limits count requests made on both;
// in Chromium through the proxy, the app signs up on one server and in on the other, shows an avatar uploaded through
// one from the other, and plays and seeks a lesson video the other serves; kill -9 of a server while a learner saves
// progress loses no acknowledged write and the proxy routes around it; a rolling restart under a bounded load fails
// no request. Every loop is bounded in time and count; every browser step waits on a state, none on a time.
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import postgres from 'postgres';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createFreshDatabase,
  freePort,
  passwordSignIn,
  startS3StandIn,
  within,
  type FreshDatabase,
  type S3StandIn,
} from '@academy/server/testing';
import { assertCurrentBuild, e2eEngine } from './support/app.ts';
import { ClusterServer, RoundRobinProxy } from './support/cluster.ts';
import { hasChromium, newPage, openBrowser, signInViaUi, signUpViaUi, uniqueEmail, waitForPath, waitForText } from './support/index.ts';
import { LESSON_VIDEO_PATH } from './fixtures/academyCourse.ts';
import { insertFreeLesson } from '../supabase/tests/lessonFixture.ts';

const PASSWORD = 'Passw0rd-Cluster';
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201b7ad3b8b0000000049454e44ae426082',
  'hex',
);

describe('cluster: two servers, one database, one bucket, a proxy in front', () => {
  let database: FreshDatabase;
  let sql: postgres.Sql;
  let s3: S3StandIn;
  let a: ClusterServer;
  let b: ClusterServer;
  let proxy: RoundRobinProxy;
  let keys: { publishable: string; secret: string };

  beforeAll(async () => {
    database = await createFreshDatabase(e2eEngine(), 'academy_e2e_cluster_');
    sql = postgres(database.url, { max: 2, onnotice: () => {} });
    s3 = await startS3StandIn();
    const proxyPort = await freePort();
    // No SITE_URL: each server gives the browser the address it was reached at, so a page of A talks to A.
    const env = { ...s3.env, DATABASE_URL: database.url, TRUST_PROXY: '1' };
    a = new ClusterServer('a', env);
    b = new ClusterServer('b', env);
    await a.start(); // migrates and seeds
    await b.start();
    proxy = new RoundRobinProxy([a, b]);
    await proxy.start(proxyPort);
    const rows = await sql<{ key: string; value: string }[]>`select key, value from academy_server.settings`;
    const setting = (key: string) => rows.find((row) => row.key === key)!.value;
    keys = { publishable: setting('publishable_key'), secret: setting('secret_key') };
  }, 240_000);
  afterAll(async () => {
    await proxy?.stop();
    await a?.remove();
    await b?.remove();
    await s3?.stop();
    await sql?.end();
    await database?.drop();
  });

  const member = (token: string) => ({ apikey: keys.publishable, authorization: `Bearer ${token}`, 'content-type': 'application/json' });

  async function createMember(server: ClusterServer, email: string, role = 'student'): Promise<string> {
    const created = await fetch(`${server.url}/_admin/users`, {
      method: 'POST',
      headers: { apikey: keys.secret, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, role }),
    });
    expect(created.status).toBe(200);
    return ((await created.json()) as { id: string }).id;
  }

  const signIn = (server: { url: string }, email: string) => passwordSignIn(server.url, keys.publishable, email, PASSWORD);

  // Through the API as the app calls it (the same sign-up and sign-in requests the pages send); the app itself does it
  // through the proxy below ('in the browser, through the proxy').
  it('an account made on one server signs in on the other', async () => {
    const email = `cluster-${Date.now()}@example.com`;
    const signedUp = await fetch(`${a.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: keys.publishable, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, data: { locale: 'ht' } }),
    });
    expect(signedUp.status).toBe(200);
    const created = (await signedUp.json()) as { user?: { id: string } };
    const onB = await signIn(b, email);
    expect(onB.id).toBe(created.user?.id);
    const profile = await fetch(`${b.url}/auth/v1/user`, { headers: member(onB.token) });
    expect(((await profile.json()) as { email: string }).email).toBe(email);
  });

  it('an avatar and a lesson video uploaded through one server are served, and seeked, by the other', { timeout: 120_000 }, async () => {
    await createMember(a, 'avatar@example.com');
    const learner = await signIn(a, 'avatar@example.com');
    const name = `${learner.id}-1.png`;
    const uploaded = await fetch(`${a.url}/storage/v1/object/avatars/${name}`, {
      method: 'POST',
      headers: { ...member(learner.token), 'content-type': 'image/png' },
      body: PNG,
    });
    expect(uploaded.status).toBe(200);
    const served = await fetch(`${b.url}/storage/v1/object/public/avatars/${name}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    await createMember(b, 'video-staff@example.com', 'master');
    const staff = await signIn(b, 'video-staff@example.com');
    const video = Buffer.alloc(2 * 1024 * 1024);
    for (let i = 0; i < video.length; i++) video[i] = i % 251;
    video.set([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70]);
    const put = await fetch(`${b.url}/storage/v1/object/lesson-videos/cluster.mp4`, {
      method: 'POST',
      headers: { ...member(staff.token), 'content-type': 'video/mp4' },
      body: video,
    });
    expect(put.status).toBe(200);
    const seek = await fetch(`${a.url}/storage/v1/object/public/lesson-videos/cluster.mp4`, {
      headers: { range: 'bytes=1048576-1049599' },
    });
    expect(seek.status).toBe(206);
    expect(seek.headers.get('content-range')).toBe(`bytes 1048576-1049599/${video.length}`);
    expect(Buffer.from(await seek.arrayBuffer()).equals(video.subarray(1048576, 1049600))).toBe(true);
    // And through the proxy, whichever server answers.
    for (let i = 0; i < 4; i++) {
      const viaProxy = await fetch(`${proxy.url}/storage/v1/object/public/avatars/${name}`);
      expect(Buffer.from(await viaProxy.arrayBuffer()).equals(PNG)).toBe(true);
    }
  });

  it('a ban made on one server refuses the member on the other within a second', async () => {
    await createMember(a, 'ban-staff@example.com', 'master');
    const staff = await signIn(a, 'ban-staff@example.com');
    const learnerId = await createMember(a, 'ban-learner@example.com');
    const learner = await signIn(b, 'ban-learner@example.com');
    const read = () => fetch(`${b.url}/rest/v1/courses?select=id&limit=1`, { headers: member(learner.token) });
    expect((await read()).status).toBe(200);
    const banned = await fetch(`${a.url}/rest/v1/rpc/set_member_ban`, {
      method: 'POST',
      headers: member(staff.token),
      body: JSON.stringify({ target: learnerId, banned: true }),
    });
    expect(banned.status).toBeLessThan(300);
    expect(await within(1000, async () => (await read()).status === 403), 'refused on B within a second').not.toBeNull();
  });

  it('sign-in backoff counts the attempts made on both servers', async () => {
    await createMember(a, 'backoff@example.com');
    // Wrong passwords, alternately on A and B. Counted per server, neither would make anyone wait before its sixth
    // (the eleventh in all); counted together, the wait starts after the fifth in all: a 429 comes well before.
    const statuses: number[] = [];
    for (let i = 0; i < 10 && !statuses.includes(429); i++) {
      const server = i % 2 === 0 ? a : b;
      const response = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: keys.publishable, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'backoff@example.com', password: 'Wrong-passw0rd' }),
      });
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 6)).toEqual([400, 400, 400, 400, 400, 400]);
    expect(statuses.at(-1), `answers: ${statuses.join(' ')}`).toBe(429);
  });

  it('mail limits count the mail asked of both servers: to one inbox, and from one address', async () => {
    const ask = (server: ClusterServer, path: string, email: string, address: string) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        // TRUST_PROXY=1: the address a proxy appended is the client's (each request here from the one it names).
        headers: { apikey: keys.publishable, 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify(path === '/auth/v1/otp' ? { email, create_user: false } : { email }),
      }).then(async (response) => {
        await response.arrayBuffer();
        return response.status;
      });
    // Five mails to one inbox in an hour (DEFAULT_MAIL_LIMITS), asked from six addresses: a recovery link on A and a
    // magic link (one-time code) on B in turn. Counted per server (three each), the sixth would be sent.
    await createMember(a, 'mail-limit@example.com');
    const toOneInbox: number[] = [];
    for (let i = 0; i < 6; i++)
      toOneInbox.push(
        await ask(i % 2 === 0 ? a : b, i % 2 === 0 ? '/auth/v1/recover' : '/auth/v1/otp', 'mail-limit@example.com', `198.51.100.${i + 1}`),
      );
    expect(toOneInbox).toEqual([200, 200, 200, 200, 200, 429]);
    // Twenty mail requests from one address in an hour, to as many inboxes, on A and B in turn: the 21st is refused
    // (per server it would be the eleventh).
    const fromOneAddress: number[] = [];
    for (let i = 0; i < 21; i++)
      fromOneAddress.push(await ask(i % 2 === 0 ? a : b, '/auth/v1/recover', `stranger-${i}@example.com`, '198.51.100.99'));
    expect(fromOneAddress.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(fromOneAddress[20], 'the 21st from one address').toBe(429);
  });

  // The app in Chromium through the proxy: everything round robin, except the requests a journey steers to one server
  // to prove that what one did, the other sees. The proxy notes who answered each request while `recording`.
  describe.skipIf(!hasChromium)('in the browser, through the proxy', () => {
    let browser: Browser;
    const WAIT = { timeout: 15_000 };

    beforeAll(async () => {
      assertCurrentBuild();
      browser = await openBrowser({ args: ['--autoplay-policy=no-user-gesture-required'] });
    });
    afterAll(async () => {
      await browser?.close();
    });
    const contexts: BrowserContext[] = [];
    afterEach(async () => {
      // Closed, so no page of one journey (a video playing, its progress saved) sends requests during the next.
      for (const context of contexts.splice(0)) await context.close().catch(() => undefined);
      proxy.steer = null;
      proxy.recording = false;
      proxy.answers.length = 0;
    });

    const page = async (): Promise<Page> => {
      const opened = await newPage(browser);
      contexts.push(opened.context);
      return opened.page;
    };
    /** Who answered the requests noted so far whose method and path (with its query) start so, and how. */
    const answered = (method: string, pathPrefix: string) =>
      proxy.answers
        .filter((answer) => answer.method === method && answer.path.startsWith(pathPrefix))
        .map(({ server, status }) => ({ server, status }));

    it('signs up in the app on one server and signs in on the other', async () => {
      const email = uniqueEmail('cluster-signup');
      proxy.steer = (method, path) =>
        method === 'POST' && path.startsWith('/auth/v1/signup')
          ? a
          : method === 'POST' && path.startsWith('/auth/v1/token')
            ? b
            : undefined;
      proxy.recording = true;
      const signingUp = await page();
      await signUpViaUi(signingUp, proxy.url, email);
      await waitForText(signingUp, 'Conta criada com sucesso!');
      await waitForPath(signingUp, '/plans');
      const signingIn = await page();
      await signInViaUi(signingIn, proxy.url, email);
      await waitForText(signingIn, 'Login realizado com sucesso!');
      await waitForPath(signingIn, '/plans');
      expect(answered('POST', '/auth/v1/signup')).toEqual([{ server: 'a', status: 200 }]);
      expect(answered('POST', '/auth/v1/token?grant_type=password')).toEqual([{ server: 'b', status: 200 }]);
    });

    it('an avatar uploaded in the app through one server is shown through the other', async () => {
      const email = uniqueEmail('cluster-avatar');
      await createMember(a, email);
      const learner = await page();
      await signInViaUi(learner, proxy.url, email, PASSWORD);
      await waitForPath(learner, '/plans');
      proxy.steer = (method, path) =>
        path.startsWith('/storage/v1/object/avatars/') ? a : path.startsWith('/storage/v1/object/public/avatars/') ? b : undefined;
      proxy.recording = true;
      await learner.goto(`${proxy.url}/edit-profile`);
      await learner.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
      await waitForText(learner, 'Avatar updated successfully!');
      await learner.reload();
      const avatar = learner.locator('main img').first();
      await avatar.waitFor(WAIT);
      expect(await avatar.getAttribute('src')).toMatch(/\/storage\/v1\/object\/public\/avatars\/[0-9a-f-]+-\d+\.png$/);
      // Shown: the browser decoded the 1x1 picture B served.
      await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), WAIT).toBe(1);
      expect(answered('POST', '/storage/v1/object/avatars/')).toEqual([{ server: 'a', status: 200 }]);
      // B sent the bytes (200), and after the reload told the browser its copy is current (304, the same ETag).
      const shown = answered('GET', '/storage/v1/object/public/avatars/');
      expect(shown[0]).toEqual({ server: 'b', status: 200 });
      expect(
        shown.every((answer) => answer.server === 'b' && [200, 304].includes(answer.status)),
        JSON.stringify(shown),
      ).toBe(true);
    });

    it("a lesson video uploaded through one server plays and seeks in the app's player through the other", async () => {
      const objectPath = `cluster/lesson-${Date.now().toString(36)}.webm`;
      const uploaded = await fetch(`${a.url}/storage/v1/object/lesson-videos/${objectPath}`, {
        method: 'POST',
        headers: { apikey: keys.secret, authorization: `Bearer ${keys.secret}`, 'content-type': 'video/webm' },
        body: readFileSync(LESSON_VIDEO_PATH),
      });
      expect(uploaded.status).toBe(200);
      const lesson = await insertFreeLesson((text, params) => sql.unsafe(text, (params ?? []) as never[]) as never, 'cluster-watching');
      await sql`update public.videos set video_url = ${`${proxy.url}/storage/v1/object/public/lesson-videos/${objectPath}`} where id = ${lesson}`;
      const email = uniqueEmail('cluster-watcher');
      await createMember(a, email);
      const learner = await page();
      await signInViaUi(learner, proxy.url, email, PASSWORD);
      await waitForPath(learner, '/plans');
      proxy.steer = (_method, path) => (path.startsWith('/storage/v1/object/public/lesson-videos/') ? b : undefined);
      proxy.recording = true;
      // The lesson's address with ?t=95: the player seeks there as soon as it knows the video (fixtures/lesson.webm, 120 s).
      await learner.goto(`${proxy.url}/academy/cluster-watching/${lesson}?t=95`);
      const video = learner.locator('video[data-testid="lesson-video"]');
      await video.waitFor(WAIT);
      const playerAt = () => video.evaluate((element: HTMLVideoElement) => element.currentTime);
      await expect.poll(playerAt, WAIT).toBeGreaterThan(96);
      // And back, as a learner drags the bar: it plays on from there.
      await video.evaluate((element: HTMLVideoElement) => (element.currentTime = 30));
      await expect.poll(playerAt, WAIT).toBeGreaterThan(31);
      expect(await playerAt()).toBeLessThan(60);
      // Every byte of it came from B, as the byte ranges the player asked for.
      const fetched = proxy.answers.filter((answer) => answer.path.startsWith('/storage/v1/object/public/lesson-videos/'));
      expect(fetched.length).toBeGreaterThan(0);
      expect(
        fetched.every((answer) => answer.server === 'b' && answer.status === 206 && answer.range?.startsWith('bytes=')),
        JSON.stringify(fetched),
      ).toBe(true);
    });
  });

  it(
    'kill -9 of a server while a learner saves progress: every acknowledged write is kept, the proxy routes around it',
    { timeout: 180_000 },
    async () => {
      await createMember(a, 'progress@example.com');
      const learner = await signIn(proxy, 'progress@example.com');
      const lesson = await insertFreeLesson((text, params) => sql.unsafe(text, (params ?? []) as never[]) as never, 'cluster-progress');
      const acknowledged: number[] = [];
      let refused = 0;
      for (let step = 1; step <= 60; step++) {
        if (step === 20) await a.kill();
        const saved = await fetch(`${proxy.url}/rest/v1/video_progress?on_conflict=user_id,video_id`, {
          method: 'POST',
          headers: { ...member(learner.token), prefer: 'resolution=merge-duplicates,return=minimal' },
          body: JSON.stringify({ user_id: learner.id, video_id: lesson, progress: step, completed: false }),
          signal: AbortSignal.timeout(15_000),
        }).catch(() => null);
        if (saved && saved.status < 300) acknowledged.push(step);
        else refused += 1;
      }
      console.info(
        `kill -9: ${acknowledged.length} of 60 writes acknowledged, ${refused} not; the proxy sent ${proxy.stats.retried} on to the other server`,
      );
      // The proxy sends a request to the other server when one refuses it: none is lost, at most the one in flight.
      expect(refused).toBeLessThanOrEqual(1);
      expect(acknowledged.at(-1)).toBe(60);
      const [row] = await sql<{ progress: number }[]>`
      select progress from public.video_progress where user_id = ${learner.id} and video_id = ${lesson}`;
      expect(Number(row?.progress)).toBe(60);
      await a.start();
    },
  );

  it('a rolling restart under a bounded load fails no request', { timeout: 300_000 }, async () => {
    if (!a.running) await a.start();
    await createMember(a, 'rolling@example.com');
    const learner = await signIn(proxy, 'rolling@example.com');
    const lesson = await insertFreeLesson((text, params) => sql.unsafe(text, (params ?? []) as never[]) as never, 'cluster-rolling');
    let restarting = true;
    let sent = 0;
    const failures: string[] = [];
    const deadline = Date.now() + 150_000;
    const worker = async (n: number) => {
      while (restarting && sent < 3000 && Date.now() < deadline) {
        sent += 1;
        const write = sent % 2 === 0;
        const response = await fetch(
          write
            ? `${proxy.url}/rest/v1/video_progress?on_conflict=user_id,video_id`
            : `${proxy.url}/rest/v1/courses?select=id,slug&limit=5`,
          write
            ? {
                method: 'POST',
                headers: { ...member(learner.token), prefer: 'resolution=merge-duplicates,return=minimal' },
                body: JSON.stringify({ user_id: learner.id, video_id: lesson, progress: (sent % 99) + 1, completed: false }),
                signal: AbortSignal.timeout(15_000),
              }
            : { headers: { apikey: keys.publishable }, signal: AbortSignal.timeout(15_000) },
        ).catch((error: unknown) => ({ status: 0, statusText: String(error), arrayBuffer: async () => new ArrayBuffer(0) }));
        await response.arrayBuffer();
        if (response.status >= 300) failures.push(`worker ${n}: ${response.status} ${response.statusText}`);
      }
    };
    const load = Promise.all([0, 1, 2].map(worker));
    for (const server of [a, b]) {
      await server.stop();
      await server.start();
      // The proxy sees it healthy again before the next one goes.
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    restarting = false;
    await load;
    console.info(
      `rolling restart: ${sent} requests, ${failures.length} failed; the proxy sent ${proxy.stats.retried} on to the other server in all`,
    );
    expect(sent, 'requests sent during the restarts').toBeGreaterThan(20);
    expect(failures).toEqual([]);
  });
});
