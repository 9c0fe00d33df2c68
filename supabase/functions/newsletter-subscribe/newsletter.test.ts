// The three newsletter functions against the real server (on a fresh database of the run's embedded
// PostgreSQL): double opt-in through the mailbox, dedupe, rate limit, confirm, unsubscribe, and
// what the public may read.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import postgres from 'postgres';
import { createClient } from '@supabase/supabase-js';
import { startServer, type RunningServer } from '../../../packages/server/src/index.ts';
import { adminUrlOf } from '../../../packages/server/src/testCluster.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const adminUrl = adminUrlOf('embedded');

let server: RunningServer;
let dataDir: string;
let databaseName: string | null = null;

async function withAdmin<T>(run: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(adminUrl!, { max: 1, onnotice: () => {} });
  try {
    return await run(sql);
  } finally {
    await sql.end();
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'academy-comm-'));
  let databaseUrl: string | undefined;
  if (adminUrl) {
    databaseName = `academy_comm_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    await withAdmin((sql) => sql.unsafe(`create database "${databaseName}"`));
    const url = new URL(adminUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }
  // As if behind a reverse proxy (TRUST_PROXY=1): each test call states its own client address in X-Forwarded-For.
  server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl,
    rootDir: REPO_ROOT,
    log: false,
    seed: false,
    trustProxy: true,
  });
});

afterAll(async () => {
  await server?.stop();
  if (databaseName) await withAdmin((sql) => sql.unsafe(`drop database if exists "${databaseName}" with (force)`));
  rmSync(dataDir, { recursive: true, force: true });
});

let clientCounter = 0;
/** Calls a function as a browser would (publishable key), from its own client address so rate limits do not leak between tests. */
function call(name: string, body: unknown, client = `10.0.0.${++clientCounter}`, query = '') {
  return fetch(`${server.url}/functions/v1/${name}${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: server.publishableKey, 'x-forwarded-for': client },
    body: JSON.stringify(body),
  });
}

const uniqueEmail = (label: string) => `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;
const mailsTo = (email: string) => server.mailbox.list({ to: email });
const subscriberRow = async (email: string) =>
  (
    await server.database.query<{ status: string; token: string }>(
      'select status, token from public.newsletter_subscribers where email = $1',
      [email],
    )
  )[0];

function confirmToken(email: string): string {
  const [mail] = mailsTo(email);
  const link = /https?:\/\/\S+\/newsletter\/confirm\?token=([A-Za-z0-9]+)/.exec(mail?.text ?? '');
  if (!link?.[1]) throw new Error(`no confirmation link in mail to ${email}`);
  return link[1];
}

describe('newsletter-subscribe', () => {
  it('stores a pending subscriber and mails a confirmation link to /newsletter/confirm', async () => {
    const email = uniqueEmail('new');
    const response = await call('newsletter-subscribe', { email: `  ${email.toUpperCase()} ` });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ status: 'check_your_email' });
    expect((await subscriberRow(email))?.status).toBe('pending');
    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(confirmToken(email)).toBe((await subscriberRow(email))?.token);
  });

  it('answers the same for every state and does not mail again right away', async () => {
    const email = uniqueEmail('dup');
    const first = await call('newsletter-subscribe', { email });
    const second = await call('newsletter-subscribe', { email });
    expect([first.status, second.status]).toEqual([202, 202]);
    expect(await second.json()).toEqual(await first.json());
    expect(mailsTo(email)).toHaveLength(1);
    const rows = await server.database.query<{ n: number }>(
      'select count(*)::int as n from public.newsletter_subscribers where email = $1',
      [email],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('keeps the language the visitor subscribed in, the latest one while pending (the newsletter footer speaks it)', async () => {
    const email = uniqueEmail('lang');
    const language = async () =>
      (await server.database.query<{ locale: string }>('select locale from public.newsletter_subscribers where email = $1', [email]))[0]
        ?.locale;
    expect((await call('newsletter-subscribe', { email, locale: 'pt' })).status).toBe(202);
    expect(await language()).toBe('pt');
    expect(mailsTo(email)[0]?.subject).toBe('Confirme sua inscrição na Weekly Newsletter');
    expect((await call('newsletter-subscribe', { email, locale: 'en' })).status).toBe(202);
    expect(await language()).toBe('en');
    // A value that is not one of the three languages is Creole, never stored as sent.
    const other = uniqueEmail('lang-other');
    expect((await call('newsletter-subscribe', { email: other, locale: 'fr' })).status).toBe(202);
    expect(
      (await server.database.query<{ locale: string }>('select locale from public.newsletter_subscribers where email = $1', [other]))[0]
        ?.locale,
    ).toBe('ht');
  });

  it('refuses an invalid address and other methods', async () => {
    expect((await call('newsletter-subscribe', { email: 'not-an-email' })).status).toBe(400);
    expect((await call('newsletter-subscribe', {})).status).toBe(400);
    const get = await fetch(`${server.url}/functions/v1/newsletter-subscribe`, { headers: { apikey: server.publishableKey } });
    expect(get.status).toBe(405);
  });

  it('limits repeated requests from one client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await call('newsletter-subscribe', { email: uniqueEmail('burst') }, '10.9.9.9')).status);
    expect(statuses.slice(0, 10).every((status) => status === 202)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('counts the address the proxy saw, not the ones a client prepends to X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await call('newsletter-subscribe', { email: uniqueEmail('spoof') }, `6.6.6.${i}, 10.8.8.8`)).status);
    expect(statuses[10]).toBe(429);
  });
});

describe('newsletter-confirm and newsletter-unsubscribe', () => {
  it('confirms through the mailed token, idempotently, and then unsubscribes without signing in', async () => {
    const email = uniqueEmail('journey');
    await call('newsletter-subscribe', { email });
    const token = confirmToken(email);

    const confirmed = await call('newsletter-confirm', { token });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ status: 'confirmed' });
    expect((await subscriberRow(email))?.status).toBe('confirmed');
    expect((await call('newsletter-confirm', { token })).status).toBe(200);

    // Subscribing again while confirmed changes nothing and sends nothing.
    expect((await call('newsletter-subscribe', { email })).status).toBe(202);
    expect(mailsTo(email)).toHaveLength(1);

    const left = await call('newsletter-unsubscribe', {}, undefined, `?token=${token}`);
    expect(left.status).toBe(200);
    expect(await left.json()).toEqual({ status: 'unsubscribed' });
    expect((await subscriberRow(email))?.status).toBe('unsubscribed');
    // A confirmation link cannot bring back someone who left.
    expect((await call('newsletter-confirm', { token })).status).toBe(404);
  });

  it('starts over with a fresh token when someone who left subscribes again', async () => {
    const email = uniqueEmail('again');
    await call('newsletter-subscribe', { email });
    const first = confirmToken(email);
    await call('newsletter-unsubscribe', { token: first });
    await call('newsletter-subscribe', { email });
    const row = await subscriberRow(email);
    expect(row?.status).toBe('pending');
    expect(row?.token).not.toBe(first);
    expect(mailsTo(email)).toHaveLength(2);
  });

  it('rejects unknown and malformed tokens', async () => {
    expect((await call('newsletter-confirm', { token: 'f'.repeat(32) })).status).toBe(404);
    expect((await call('newsletter-unsubscribe', { token: 'f'.repeat(32) })).status).toBe(404);
    expect((await call('newsletter-confirm', { token: "' or 1=1 --" })).status).toBe(400);
    expect((await call('newsletter-unsubscribe', {})).status).toBe(400);
  });
});

describe('what the public may read', () => {
  it('lists sent newsletters to anyone, never drafts or subscribers', async () => {
    await server.database.query(
      `insert into public.newsletters (title, body, status, sent_at) values ('Sent issue', 'Hello', 'sent', now()), ('Draft issue', 'Soon', 'draft', null)`,
    );
    const anon = createClient(server.url, server.publishableKey, { auth: { persistSession: false } });
    const newsletters = await anon.from('newsletters').select('title,status');
    expect(newsletters.error).toBeNull();
    expect(newsletters.data?.map((row) => row.title)).toEqual(['Sent issue']);
    const subscribers = await anon.from('newsletter_subscribers').select('email');
    expect(subscribers.data ?? []).toEqual([]);
  });
});
