// Issue 37: nothing that must agree across servers lives in one process only. Two real server processes
// (`node packages/server/src/main.ts`, as `pnpm start` runs it) on one database of the run's PostgreSQL: a ban, a
// sign-out, the newsletter sign-up limit and a migration made through one are in force on the other at once; two
// outbox senders never claim the same notification.
import { mkdtempSync, mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, startServer, type RunningServer } from '../src/index.ts';
import { insertFreeLesson } from '../../../supabase/tests/lessonFixture.ts';
import { ServerProcess } from './fuzz/servers.ts';
import { passwordSignIn, within } from '../src/testCluster.ts';
import { createTestDatabase, type TestDatabase } from './helpers.ts';

const PASSWORD = 'Passw0rd-Cluster';

describe('two servers on one database', () => {
  let database: TestDatabase;
  let sql: postgres.Sql;
  let a: ServerProcess;
  let b: ServerProcess;
  let keys: { publishable: string; secret: string };

  beforeAll(async () => {
    database = await createTestDatabase('embedded');
    sql = postgres(database.url, { max: 4, onnotice: () => {} });
    a = new ServerProcess('a', { DATABASE_URL: database.url });
    await a.start();
    // The second starts on a migrated database, as a server added to a running academy does.
    b = new ServerProcess('b', { DATABASE_URL: database.url });
    await b.start();
    const rows = await sql<{ key: string; value: string }[]>`select key, value from academy_server.settings`;
    const setting = (key: string) => rows.find((row) => row.key === key)!.value;
    keys = { publishable: setting('publishable_key'), secret: setting('secret_key') };
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await sql?.end();
    await database?.drop();
  });

  async function member(server: ServerProcess, email: string, role = 'student'): Promise<{ id: string; token: string }> {
    const created = await fetch(`${server.url}/_admin/users`, {
      method: 'POST',
      headers: { apikey: keys.secret, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, role }),
    });
    expect(created.status).toBe(200);
    return signIn(server, email);
  }

  const signIn = (server: { url: string }, email: string) => passwordSignIn(server.url, keys.publishable, email, PASSWORD);

  const asMember = (token: string) => ({ apikey: keys.publishable, authorization: `Bearer ${token}`, 'content-type': 'application/json' });

  it('a ban made through one server refuses the member on the other within a second', async () => {
    const staff = await member(a, 'staff-ban@example.com', 'master');
    const learner = await member(a, 'learner-ban@example.com');
    const read = () => fetch(`${b.url}/rest/v1/courses?select=id&limit=1`, { headers: asMember(learner.token) });
    // B has just found the member not banned (and would trust that for 5 s).
    expect((await read()).status).toBe(200);
    const banned = await fetch(`${a.url}/rest/v1/rpc/set_member_ban`, {
      method: 'POST',
      headers: asMember(staff.token),
      body: JSON.stringify({ target: learner.id, banned: true }),
    });
    expect(banned.status).toBeLessThan(300);
    const took = await within(1000, async () => (await read()).status === 403);
    expect(took, 'B refused the banned member within a second').not.toBeNull();
    // Unbanned through B: A lets the member in again at once (a new session: the ban ended the old ones).
    const lifted = await fetch(`${b.url}/rest/v1/rpc/set_member_ban`, {
      method: 'POST',
      headers: asMember(staff.token),
      body: JSON.stringify({ target: learner.id, banned: false }),
    });
    expect(lifted.status).toBeLessThan(300);
    const again = await signIn(a, 'learner-ban@example.com');
    expect((await fetch(`${a.url}/rest/v1/courses?select=id&limit=1`, { headers: asMember(again.token) })).status).toBe(200);
  });

  it('a sign-out through one server ends the token on the other at once', async () => {
    const learner = await member(a, 'learner-signout@example.com');
    const check = () => fetch(`${b.url}/functions/v1/check-subscription`, { method: 'POST', headers: asMember(learner.token) });
    // B has just found the session alive (and would trust that for 5 s).
    expect((await check()).status).toBe(200);
    const out = await fetch(`${a.url}/auth/v1/logout`, { method: 'POST', headers: asMember(learner.token) });
    expect(out.status).toBeLessThan(300);
    const took = await within(1000, async () => (await check()).status === 401);
    expect(took, 'B refused the signed-out token within a second').not.toBeNull();
  });

  it('counts newsletter sign-ups of one client across both servers (10 in 10 minutes)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const server = i % 2 === 0 ? a : b;
      const response = await fetch(`${server.url}/functions/v1/newsletter-subscribe`, {
        method: 'POST',
        headers: { apikey: keys.publishable, 'content-type': 'application/json' },
        body: JSON.stringify({ email: `reader-${i}@example.com` }),
      });
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(202));
    expect(statuses[10], 'the eleventh, the sixth on its server').toBe(429);
  });

  it('a server started with a newer migration tells the others: they serve its table at once', async () => {
    const read = () =>
      fetch(`${a.url}/rest/v1/cluster_probe?select=id`, { headers: { apikey: keys.publishable }, signal: AbortSignal.timeout(5000) });
    expect((await read()).status).toBe(404);
    // A project root whose migrations are this repository's plus one more.
    const root = mkdtempSync(path.join(tmpdir(), 'academy-newer-'));
    const migrations = path.join(root, 'supabase', 'migrations');
    mkdirSync(migrations, { recursive: true });
    for (const file of readdirSync(path.join(REPO_ROOT, 'supabase', 'migrations')))
      symlinkSync(path.join(REPO_ROOT, 'supabase', 'migrations', file), path.join(migrations, file));
    for (const entry of ['functions', 'seed.sql', 'config.toml'])
      symlinkSync(path.join(REPO_ROOT, 'supabase', entry), path.join(root, 'supabase', entry));
    writeFileSync(
      path.join(migrations, '29991231000000_cluster_probe.sql'),
      `create table public.cluster_probe (id integer primary key);
       alter table public.cluster_probe enable row level security;
       create policy "anyone reads the probe" on public.cluster_probe for select using (true);
       grant select on public.cluster_probe to anon;
       insert into public.cluster_probe values (1);`,
    );
    const dataDir = mkdtempSync(path.join(tmpdir(), 'academy-newer-data-'));
    // lite's migration runner is loaded before the start changes into the other root (the start does that to run it).
    await import('@supabase/lite/cli');
    let newer: RunningServer | null = null;
    // Each step bounded, and named when it is the one that took too long.
    const step = <T>(label: string, ms: number, work: Promise<T>): Promise<T> =>
      Promise.race([work, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${label}: no end within ${ms} ms`)), ms))]);
    try {
      newer = await step(
        'the newer server starting',
        60_000,
        startServer({ port: 0, dataDir, databaseUrl: database.url, rootDir: root, log: false, seed: false }),
      );
      const took = await within(1000, async () => (await read().catch(() => null))?.status === 200);
      expect(took, 'A served the new table within a second of the newer server starting').not.toBeNull();
      expect(
        await step(
          'A reading the table',
          10_000,
          read().then((r) => r.json()),
        ),
      ).toEqual([{ id: 1 }]);
      const fromB = await step(
        'B reading the table',
        10_000,
        fetch(`${b.url}/rest/v1/cluster_probe?select=id`, { headers: { apikey: keys.publishable }, signal: AbortSignal.timeout(8000) }),
      );
      expect(fromB.status).toBe(200);
    } finally {
      // The table stays: the database is dropped after the file (a DROP would wait on the servers' pools).
      // Known, not solved (issue 37): this in-process server's stop() did not always end within 30 s inside the test
      // worker (its processes, stopped by SIGTERM in e2e/cluster.test.ts, do end); a slow stop is reported, not failed.
      await step('the newer server stopping', 30_000, newer?.stop() ?? Promise.resolve()).catch((error: unknown) =>
        console.warn(String(error)),
      );
      rmSync(root, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('two outbox senders never claim the same notification, and neither waits for the other (SKIP LOCKED)', async () => {
    const asker = await member(a, 'asker-outbox@example.com');
    const answerer = await member(b, 'answerer-outbox@example.com');
    const video = await insertFreeLesson((text, params) => sql.unsafe(text, (params ?? []) as never[]) as never, 'outbox-two-senders');
    for (let i = 0; i < 12; i++) {
      const [question] = await sql<{ id: string }[]>`
        insert into public.lesson_messages (video_id, author_id, body) values (${video}, ${asker.id}, ${'Question ' + i}) returning id`;
      await sql`insert into public.lesson_messages (video_id, parent_id, author_id, body) values (${video}, ${question!.id}, ${answerer.id}, 'Answer')`;
    }
    const pending = await sql<{ id: string }[]>`
      select id from public.notifications where recipient_id = ${asker.id} and mail_status = 'pending'`;
    expect(pending.length).toBe(12);
    // The first sender's claim is still in its transaction (its rows locked) when the second claims.
    const first = await sql.reserve();
    const second = await sql.reserve();
    try {
      await first`begin`;
      const one = await first<{ id: string }[]>`select id from public.claim_notification_mails(5, 1000)`;
      await second`set statement_timeout = '2s'`;
      const two = await second<{ id: string }[]>`select id from public.claim_notification_mails(100, 1000)`;
      await first`commit`;
      const ids = [...one, ...two].map((row) => row.id);
      expect(one.length).toBe(5);
      expect(two.length).toBe(7);
      expect(new Set(ids).size).toBe(12);
      expect(new Set(ids)).toEqual(new Set(pending.map((row) => row.id)));
    } finally {
      first.release();
      second.release();
    }
  });
});
