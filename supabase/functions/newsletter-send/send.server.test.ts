// newsletter-send on the real embedded server (as `pnpm start` runs it, with its own PostgreSQL in
// DATA_DIR, and on the PostgreSQL server at TEST_DATABASE_URL when set), through the same HTTP route the dashboard calls. The send is interrupted by a mail server
// that refuses every connection, then resumed by a second server process on the same data:
// every confirmed subscriber gets exactly one mail. Free ports, databases academy_dash_*.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startServer, type RunningServer } from '../../../packages/server/src/index.ts';
import { adminUrlOf, createFreshDatabase, freePort } from '../../../packages/server/src/testCluster.ts';

// `default`: no DATABASE_URL, the server's own cluster; `server`: TEST_DATABASE_URL (skipped, and counted so, without it).
const BACKENDS = ['default', 'server'] as const;
// Nothing listens here: SMTP connections are refused, so every delivery of the first attempt fails.
const PASSWORD = 'Newsletter-Test-1';

function client(server: RunningServer, key = server.publishableKey): SupabaseClient {
  return createClient(server.url, key, { auth: { persistSession: false, autoRefreshToken: false } });
}

async function signedIn(server: RunningServer, email: string): Promise<SupabaseClient> {
  const c = client(server);
  const { error } = await c.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw error;
  return c;
}

async function createUser(server: RunningServer, email: string, role: string) {
  const response = await fetch(`${server.url}/_admin/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: server.secretKey },
    body: JSON.stringify({ email, password: PASSWORD, role }),
  });
  expect(response.status).toBe(200);
}

async function invokeSend(server: RunningServer, as: SupabaseClient | null, body: unknown) {
  const token = as ? (await as.auth.getSession()).data.session?.access_token : null;
  const response = await fetch(`${server.url}/functions/v1/newsletter-send`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: server.publishableKey, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch((error: unknown) => console.error(error));
});

describe.for(BACKENDS)('newsletter-send on %s', (backend) => {
  it.skipIf(backend === 'server' && !adminUrlOf('server'))(
    'is staff only, and an interrupted send resumes without sending anyone a second mail',
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'academy-dash-'));
      const database = backend === 'server' ? await createFreshDatabase('server', 'academy_dash_') : null;
      cleanups.push(async () => {
        await database?.drop();
        rmSync(dataDir, { recursive: true, force: true });
      });
      // A port nothing listens on: the first process's mail server is down.
      const deadSmtpPort = await freePort();
      const start = (smtp: boolean) =>
        startServer({
          port: 0,
          dataDir,
          databaseUrl: database?.url,
          log: false,
          seed: false,
          smtp: smtp ? { host: '127.0.0.1', port: deadSmtpPort, from: 'academy@example.test' } : null,
        });

      // First process: its mail server is down.
      const first = await start(true);
      let firstStopped = false;
      cleanups.push(async () => {
        if (!firstStopped) await first.stop();
      });
      await createUser(first, 'master@example.test', 'master');
      await createUser(first, 'student@example.test', 'student');
      const service = client(first, first.secretKey);
      const { error: subscribersError } = await service.from('newsletter_subscribers').insert([
        { email: 'one@example.test', status: 'confirmed', token: 'token-one' },
        { email: 'two@example.test', status: 'confirmed', token: 'token-two' },
        { email: 'three@example.test', status: 'confirmed', token: 'token-three' },
        { email: 'pending@example.test', status: 'pending', token: 'token-pending' },
        { email: 'gone@example.test', status: 'unsubscribed', token: 'token-gone' },
      ]);
      expect(subscribersError).toBeNull();

      const master = await signedIn(first, 'master@example.test');
      const student = await signedIn(first, 'student@example.test');
      const { data: created, error: createError } = await master
        .from('newsletters')
        .insert({
          title: 'Week 1',
          body: '<h2>Hello</h2><p onclick="x()">News</p><script>steal()</script>',
          is_html: true,
          status: 'draft',
        })
        .select('id')
        .single();
      expect(createError).toBeNull();
      const id = (created as { id: string }).id;

      expect((await invokeSend(first, null, { newsletter_id: id })).status).toBe(401);
      expect((await invokeSend(first, student, { newsletter_id: id })).status).toBe(403);
      expect((await invokeSend(first, master, {})).status).toBe(400);
      // The student's refusal left nothing behind.
      expect((await service.from('newsletter_deliveries').select('subscriber_id').eq('newsletter_id', id)).data).toEqual([]);

      const interrupted = await invokeSend(first, master, { newsletter_id: id });
      expect(interrupted).toEqual({ status: 200, body: { status: 'sending', total: 3, sent: 0, failed: 3, pending: 0 } });
      expect((await master.from('newsletters').select('status').eq('id', id).single()).data).toEqual({ status: 'sending' });
      await first.stop();
      firstStopped = true;

      // Second process on the same data, with a working (local) mailbox: the send resumes.
      const second = await start(false);
      cleanups.push(() => second.stop());
      const masterAgain = await signedIn(second, 'master@example.test');
      const resumed = await invokeSend(second, masterAgain, { newsletter_id: id });
      expect(resumed).toEqual({ status: 200, body: { status: 'sent', total: 3, sent: 3, failed: 0, pending: 0 } });
      const repeated = await invokeSend(second, masterAgain, { newsletter_id: id });
      expect(repeated.body.status).toBe('sent');

      for (const [email, token] of [
        ['one@example.test', 'token-one'],
        ['two@example.test', 'token-two'],
        ['three@example.test', 'token-three'],
      ] as const) {
        const mails = second.mailbox.list({ to: email });
        expect(mails).toHaveLength(1);
        const mail = mails[0]!;
        expect(mail.subject).toBe('Week 1');
        expect(mail.text).toContain(`${second.url}/newsletter/unsubscribe?token=${token}`);
        expect(mail.html).toContain('<h2>Hello</h2><p>News</p>');
        expect(mail.html).not.toMatch(/script|onclick|steal/);
      }
      expect(second.mailbox.list({ to: 'pending@example.test' })).toHaveLength(0);
      expect(second.mailbox.list({ to: 'gone@example.test' })).toHaveLength(0);

      const { data: newsletter } = await masterAgain.from('newsletters').select('status, sent_at').eq('id', id).single();
      expect(newsletter).toMatchObject({ status: 'sent' });
      expect((newsletter as { sent_at: string | null }).sent_at).not.toBeNull();
      // Staff read the per-recipient rows the dashboard polls for progress.
      const { count } = await masterAgain
        .from('newsletter_deliveries')
        .select('subscriber_id', { count: 'exact', head: true })
        .eq('newsletter_id', id)
        .eq('status', 'sent');
      expect(count).toBe(3);
    },
  );
});
