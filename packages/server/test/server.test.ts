// The server's own routes on one server started as `pnpm start` does (its own embedded PostgreSQL): health, config.json, the static app, the
// mailbox, functions (a fixture function using the import map and _shared), create-user, the lock.
import { cpSync, mkdirSync, readFileSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import path from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, startServer, DataDirLockedError } from '../src/index.ts';
import type { EmailMessage } from '@supabase/lite';
import { authMailWording, localizedAuthMailDriver } from '../src/authMailLanguage.ts';
import { migrate, migrationsUpToDate, seedOnce } from '../src/schema.ts';
import { startTestServer, tempDir, type TestServer } from './helpers.ts';

function fixtureRoot(): { rootDir: string; appDir: string } {
  const rootDir = tempDir('academy-root-');
  cpSync(path.join(REPO_ROOT, 'supabase', 'migrations'), path.join(rootDir, 'supabase', 'migrations'), { recursive: true });
  cpSync(path.join(REPO_ROOT, 'supabase', 'functions', '_shared'), path.join(rootDir, 'supabase', 'functions', '_shared'), {
    recursive: true,
  });
  cpSync(path.join(REPO_ROOT, 'supabase', 'functions', 'deno.json'), path.join(rootDir, 'supabase', 'functions', 'deno.json'));
  mkdirSync(path.join(rootDir, 'supabase', 'functions', 'whoami'), { recursive: true });
  writeFileSync(
    path.join(rootDir, 'supabase', 'functions', 'whoami', 'index.ts'),
    `import { decodeJwt } from 'jose';
import { json, preflight, error } from '../_shared/http.ts';
import { getCaller } from '../_shared/auth.ts';
import type { FunctionEnv } from '../_shared/env.ts';
export default async function handler(request: Request, env: FunctionEnv): Promise<Response> {
  const early = preflight(request);
  if (early) return early;
  const caller = await getCaller(request, env);
  if (!caller) return error(401, 'Sign in first');
  const claims = decodeJwt(request.headers.get('authorization')!.slice(7));
  return json({ id: caller.id, email: caller.email, sub: claims.sub, site: env.SITE_URL });
}
`,
  );
  mkdirSync(path.join(rootDir, 'supabase', 'functions', 'slow'), { recursive: true });
  writeFileSync(
    path.join(rootDir, 'supabase', 'functions', 'slow', 'index.ts'),
    `export default async function handler(): Promise<Response> {
  await new Promise((resolve) => setTimeout(resolve, 800));
  return new Response('finished', { status: 200 });
}
`,
  );
  mkdirSync(path.join(rootDir, 'supabase', 'functions', 'go'), { recursive: true });
  writeFileSync(
    path.join(rootDir, 'supabase', 'functions', 'go', 'index.ts'),
    `export default async (): Promise<Response> => Response.redirect('https://example.com/next', 303);\n`,
  );
  const appDir = path.join(rootDir, 'dist');
  mkdirSync(path.join(appDir, 'assets'), { recursive: true });
  writeFileSync(path.join(appDir, 'index.html'), '<!doctype html><title>Academy test app</title><div id="root"></div>' + ' '.repeat(2000));
  writeFileSync(path.join(appDir, 'assets', 'index-abc123.js'), 'console.log("academy");\n'.repeat(200));
  writeFileSync(path.join(appDir, 'secret-outside.txt'), 'not to be reached via ..');
  return { rootDir, appDir };
}

/** A GET that keeps the body as sent (fetch would decompress it). */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number | undefined; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

let server: TestServer;
let base: string;

let fixture: { rootDir: string; appDir: string };

beforeAll(async () => {
  fixture = fixtureRoot();
  const { rootDir, appDir } = fixture;
  server = await startTestServer('default', { rootDir, appDir, seed: false });
  base = server.url;
});
afterAll(async () => {
  await server?.cleanup();
  if (fixture) rmSync(fixture.rootDir, { recursive: true, force: true });
});

describe('health and config', () => {
  it('answers /health with the database kind', async () => {
    const response = await fetch(`${base}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'embedded-postgres' });
  });

  it('gives the app its backend address and the publishable key, never the secret', async () => {
    const response = await fetch(`${base}/config.json`);
    const body = (await response.json()) as Record<string, string>;
    expect(body).toEqual({ supabaseUrl: base, supabaseAnonKey: server.publishableKey });
    expect(JSON.stringify(body)).not.toContain(server.secretKey);
    expect(server.publishableKey).toMatch(/^sb_publishable_/);
  });

  it('runs its own PostgreSQL durable (fsync), on loopback only, with a password kept in the data directory', async () => {
    const [settings] = await server.database.query<Record<string, string>>(
      "select current_setting('fsync') as fsync, current_setting('synchronous_commit') as sync, current_setting('full_page_writes') as fpw, current_setting('listen_addresses') as listen, current_setting('data_directory') as dir",
    );
    expect(settings).toEqual({
      fsync: 'on',
      sync: 'on',
      fpw: 'on',
      listen: '127.0.0.1',
      dir: path.join(realpathSync(server.dataDir), 'postgres'),
    });
    const password = readFileSync(path.join(server.dataDir, 'postgres-password'), 'utf8').trim();
    expect(password.length).toBeGreaterThanOrEqual(32);
    expect(statSync(path.join(server.dataDir, 'postgres-password')).mode & 0o077).toBe(0);
  });

  it("does not expose lite's /_system routes", async () => {
    expect((await fetch(`${base}/_system/info`)).status).toBe(404);
  });
});

describe('the built app', () => {
  it('serves index.html for client routes that accept html, not for missing assets', async () => {
    const page = await fetch(`${base}/academy/coder-ai`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('Academy test app');
    expect((await fetch(`${base}/assets/missing-123.js`)).status).toBe(404);
    expect((await fetch(`${base}/favicon-missing.png`, { headers: { accept: 'image/png' } })).status).toBe(404);
  });

  it('caches hashed assets for a year and compresses them (br preferred, gzip otherwise)', async () => {
    const br = await rawGet(`${base}/assets/index-abc123.js`, { 'accept-encoding': 'br, gzip' });
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toContain('academy');
    expect(br.body.length).toBeLessThan(1000);
    const gz = await rawGet(`${base}/assets/index-abc123.js`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toContain('academy');
    const plain = await rawGet(`${base}/assets/index-abc123.js`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('answers a repeated request with 304 when the etag matches', async () => {
    const first = await fetch(`${base}/assets/index-abc123.js`);
    await first.arrayBuffer();
    const again = await fetch(`${base}/assets/index-abc123.js`, { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it("revalidates the app's HTML with its ETag, so a second visit downloads no page it already has (issue 34.4)", async () => {
    const first = await fetch(`${base}/academy/coder-ai`, { headers: { accept: 'text/html' } });
    await first.arrayBuffer();
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const again = await rawGet(`${base}/academy/coder-ai`, { accept: 'text/html', 'if-none-match': etag!, 'accept-encoding': 'br, gzip' });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['cache-control']).toBe('no-cache');
    // Hashed assets are never asked again within a year: immutable, not merely long-lived.
    const asset = await rawGet(`${base}/assets/index-abc123.js`, {});
    expect(asset.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(asset.headers['cache-control']).toMatch(/\bimmutable\b/);
  });

  it('never serves files outside the app folder', async () => {
    for (const attempt of ['/..%2fsupabase%2fmigrations', '/%2e%2e/%2e%2e/etc/passwd', '/assets/..%2f..%2fsecret-outside.txt']) {
      const response = await fetch(`${base}${attempt}`);
      expect(await response.text()).not.toMatch(/root:|create table/);
    }
  });
});

describe('mailbox', () => {
  const withSecret = () => ({ apikey: server.secretKey });

  it('stores mail posted with the secret key and lists it by recipient', async () => {
    const post = await fetch(`${base}/_mailbox/api/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: server.secretKey },
      body: JSON.stringify({
        to: 'Learner@Example.com',
        subject: 'Weekly <news>',
        text: 'hello',
        html: '<script>alert(1)</script><p>hi</p>',
      }),
    });
    expect(post.status).toBe(201);
    const list = (await (await fetch(`${base}/_mailbox/api/messages?to=learner@example.com`, { headers: withSecret() })).json()) as {
      id: string;
      subject: string;
    }[];
    expect(list.map((m) => m.subject)).toEqual(['Weekly <news>']);

    const index = await (await fetch(`${base}/_mailbox`, { headers: withSecret() })).text();
    expect(index).toContain('Weekly &lt;news&gt;');
    expect(index).not.toContain('Weekly <news>');
    const page = await fetch(`${base}/_mailbox/${list[0]!.id}`, { headers: withSecret() });
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('<iframe sandbox');
    expect(html).not.toContain('<script>alert(1)</script>');
  });

  it('refuses mail posted without the secret key', async () => {
    const body = JSON.stringify({ to: 'a@example.com', subject: 's', text: 't' });
    const anonymous = await fetch(`${base}/_mailbox/api/messages`, { method: 'POST', headers: { apikey: server.publishableKey }, body });
    expect(anonymous.status).toBe(401);
    expect((await (await fetch(`${base}/_mailbox/api/messages?to=a@example.com`, { headers: withSecret() })).json()) as unknown[]).toEqual(
      [],
    );
  });

  it('is never open by address alone: a loopback visitor (as behind a reverse proxy) without a key reads nothing', async () => {
    server.mailbox.add({
      to: 'victim@example.com',
      subject: 'Reset your password',
      text: 'https://example.com/recover?token=secret',
      html: undefined,
      from: null,
    });
    for (const target of ['/_mailbox', '/_mailbox/api/messages', '/_mailbox/api/messages?to=victim@example.com']) {
      const response = await fetch(`${base}${target}`, { headers: { 'x-forwarded-for': '127.0.0.1', apikey: server.publishableKey } });
      expect(response.status, target).toBe(401);
      const text = await response.text();
      expect(text).not.toContain('recover?token');
      expect(text).toContain('key from the start banner');
    }
    const message = server.mailbox.list({ to: 'victim@example.com' })[0]!;
    expect((await fetch(`${base}/_mailbox/${message.id}`)).status).toBe(401);
    expect((await fetch(`${base}/_mailbox?key=not-the-key`)).status).toBe(401);
    expect((await fetch(`${base}/_mailbox`, { headers: { cookie: 'academy_mailbox=guess' } })).status).toBe(401);
  });

  it('opens with the banner key: the key is traded for an HttpOnly cookie scoped to the mailbox', async () => {
    const first = await fetch(`${base}/_mailbox?key=${encodeURIComponent(server.mailboxKey)}&to=x@example.com`, { redirect: 'manual' });
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/_mailbox?to=x%40example.com');
    const cookie = first.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^academy_mailbox=/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/_mailbox');
    const page = await fetch(`${base}/_mailbox`, { headers: { cookie: cookie.split(';')[0]! } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h1>Mailbox</h1>');
  });

  it('opens for a signed-in master, not for a signed-in learner', async () => {
    const headers = { apikey: server.publishableKey, 'content-type': 'application/json' };
    async function tokenFor(email: string): Promise<string> {
      const password = 'Passw0rd-1';
      expect((await fetch(`${base}/auth/v1/signup`, { method: 'POST', headers, body: JSON.stringify({ email, password }) })).status).toBe(
        200,
      );
      const session = await fetch(`${base}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email, password }),
      });
      return ((await session.json()) as { access_token: string }).access_token;
    }
    const learner = await tokenFor(`learner-${Date.now()}@example.com`);
    const masterEmail = `master-${Date.now()}@example.com`;
    const master = await tokenFor(masterEmail);
    await server.database.query("update public.user_profiles set role = 'master' where email = $1", [masterEmail]);

    const asLearner = await fetch(`${base}/_mailbox/api/messages`, {
      headers: { apikey: server.publishableKey, authorization: `Bearer ${learner}` },
    });
    expect(asLearner.status).toBe(401);
    const asMaster = await fetch(`${base}/_mailbox/api/messages`, {
      headers: { apikey: server.publishableKey, authorization: `Bearer ${master}` },
    });
    expect(asMaster.status).toBe(200);
    expect(Array.isArray(await asMaster.json())).toBe(true);
  });

  it('keeps the password recovery mail, linking to the page the client asked for', async () => {
    const email = `recover-${Date.now()}@example.com`;
    const headers = { apikey: server.publishableKey, 'content-type': 'application/json' };
    expect(
      (await fetch(`${base}/auth/v1/signup`, { method: 'POST', headers, body: JSON.stringify({ email, password: 'Passw0rd-1' }) })).status,
    ).toBe(200);
    const redirect = encodeURIComponent(`${base}/update-password`);
    const recover = await fetch(`${base}/auth/v1/recover?redirect_to=${redirect}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email }),
    });
    expect(recover.status).toBe(200);
    const [mail] = (await (await fetch(`${base}/_mailbox/api/messages?to=${email}`, { headers: withSecret() })).json()) as {
      text: string;
    }[];
    expect(mail!.text).toContain(`redirect_to=${redirect}`);
  });

  // Issue 20.7: the page's language goes with the sign-up (options.data.locale, SignUpPage.tsx) and every auth mail
  // follows the member's language: recovery now, and a confirmation mail where confirmations are turned on (lite's
  // own confirmation mail, as it would reach the mail driver). Changing the language later reaches the auth
  // service's copy (user_metadata.locale), which hosted Supabase's templates read (hostedAuthTemplates.test.ts).
  it('writes auth mails in the language the member signed up in, and follows a later change', async () => {
    const email = `pt-${Date.now()}@example.com`;
    const headers = { apikey: server.publishableKey, 'content-type': 'application/json' };
    const signup = await fetch(`${base}/auth/v1/signup`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password: 'Passw0rd-1', data: { locale: 'pt' } }),
    });
    expect(signup.status).toBe(200);
    const { user } = (await signup.json()) as { user: { id: string } };
    const [profile] = await server.database.query<{ locale: string | null }>('select locale from public.user_profiles where id = $1', [
      user.id,
    ]);
    expect(profile?.locale).toBe('pt');

    const mails = async () =>
      (await (await fetch(`${base}/_mailbox/api/messages?to=${email}`, { headers: withSecret() })).json()) as {
        subject: string;
        text: string;
      }[];
    expect((await fetch(`${base}/auth/v1/recover`, { method: 'POST', headers, body: JSON.stringify({ email }) })).status).toBe(200);
    expect((await mails()).map((mail) => mail.subject)).toEqual([authMailWording.pt.recovery.subject]);

    const sent: EmailMessage[] = [];
    const driver = localizedAuthMailDriver({ send: async (message) => void sent.push(message) }, server.database);
    const verify = `${base}/auth/v1/verify?token=abc&type=signup&redirect_to=${base}/`;
    await driver.send({
      to: email,
      subject: 'Confirm Your Signup',
      text: `Follow this link: ${verify}`,
      html: `<a href="${verify}">Confirm</a>`,
    });
    expect(sent[0]?.subject).toBe(authMailWording.pt.confirmation.subject);
    expect(sent[0]?.text).toContain(`${authMailWording.pt.confirmation.action}: ${verify}`);

    await server.database.query(`update public.user_profiles set locale = 'en' where id = $1`, [user.id]);
    const [metadata] = await server.database.query<{ locale: string | null }>(
      `select raw_user_meta_data ->> 'locale' as locale from auth.users where id = $1`,
      [user.id],
    );
    expect(metadata?.locale).toBe('en');
    expect((await fetch(`${base}/auth/v1/recover`, { method: 'POST', headers, body: JSON.stringify({ email }) })).status).toBe(200);
    expect((await mails()).map((mail) => mail.subject)).toContain(authMailWording.en.recovery.subject);
  });
});

describe('functions', () => {
  it('runs supabase/functions/<name>/index.ts with the caller verified', async () => {
    const headers = { apikey: server.publishableKey, 'content-type': 'application/json' };
    const email = `fn-${Date.now()}@example.com`;
    const signup = (await (
      await fetch(`${base}/auth/v1/signup`, { method: 'POST', headers, body: JSON.stringify({ email, password: 'Passw0rd-1' }) })
    ).json()) as {
      access_token: string;
      user: { id: string };
    };
    const ok = await fetch(`${base}/functions/v1/whoami`, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${signup.access_token}` },
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ id: signup.user.id, email, sub: signup.user.id, site: base });
    expect(ok.headers.get('access-control-allow-origin')).toBe('*');
  });

  it("passes a function's redirect through (immutable headers) with nosniff added", async () => {
    const response = await fetch(`${base}/functions/v1/go`, { method: 'POST', redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('https://example.com/next');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses forged tokens, answers preflights, and 404s unknown or private names', async () => {
    const forged = await fetch(`${base}/functions/v1/whoami`, {
      method: 'POST',
      headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4Iiwicm9sZSI6ImF1dGhlbnRpY2F0ZWQifQ.bad' },
    });
    expect(forged.status).toBe(401);
    const options = await fetch(`${base}/functions/v1/whoami`, { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('access-control-allow-headers')).toContain('apikey');
    expect((await fetch(`${base}/functions/v1/nope`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${base}/functions/v1/_shared`, { method: 'POST' })).status).toBe(404);
    // An encoded slash has no canonical path (requestTarget.ts): refused before any route.
    expect((await fetch(`${base}/functions/v1/..%2F_shared`, { method: 'POST' })).status).toBe(400);
  });
});

describe('staff accounts and the data directory', () => {
  it('creates a master account through /_admin/users only with the secret key', async () => {
    const body = JSON.stringify({ email: 'boss@example.com', password: 'Passw0rd-1', role: 'master' });
    expect((await fetch(`${base}/_admin/users`, { method: 'POST', headers: { apikey: server.publishableKey }, body })).status).toBe(401);
    const created = await fetch(`${base}/_admin/users`, { method: 'POST', headers: { apikey: server.secretKey }, body });
    expect(created.status).toBe(200);
    expect(await created.json()).toMatchObject({ email: 'boss@example.com', role: 'master', created: true });
    const rows = await server.database.query<{ role: string }>("select role from public.user_profiles where email = 'boss@example.com'");
    expect(rows).toEqual([{ role: 'master' }]);
  });

  it('refuses a second server on the same data directory with a clear message', async () => {
    const second = startServer({ port: 0, dataDir: server.dataDir, log: false });
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(/in use by another Academy server/);
  });
});

describe('migrations at start', () => {
  it("skips lite's migration runner when every migration is applied, and applies a new one", async () => {
    expect(await migrationsUpToDate(server.database, fixture.rootDir)).toBe(true);
    expect(await migrate(server.app, fixture.rootDir, server.database)).toEqual([]);
    const added = path.join(fixture.rootDir, 'supabase', 'migrations', '29990101000000_added_later.sql');
    writeFileSync(added, 'create table public.added_later (id int primary key);');
    try {
      expect(await migrationsUpToDate(server.database, fixture.rootDir)).toBe(false);
      expect(await migrate(server.app, fixture.rootDir, server.database)).toEqual(['29990101000000_added_later.sql']);
      expect(await migrationsUpToDate(server.database, fixture.rootDir)).toBe(true);
      expect(await server.database.query("select to_regclass('public.added_later')::text as t")).toEqual([{ t: 'added_later' }]);
    } finally {
      rmSync(added);
    }
  });

  it('runs a migration in one transaction: its statements share it, and a failing one leaves nothing of the others', async () => {
    const folder = path.join(fixture.rootDir, 'supabase', 'migrations');
    const together = path.join(folder, '29990102000000_together.sql');
    writeFileSync(
      together,
      'create table public.first_half as select txid_current() as tx;\ncreate table public.second_half as select txid_current() as tx;',
    );
    const broken = path.join(folder, '29990103000000_broken.sql');
    try {
      // Other statements on the pool meanwhile, as a server that already answers requests has.
      const traffic = Promise.all(Array.from({ length: 20 }, () => server.database.query('select pg_sleep(0.01)')));
      expect(await migrate(server.app, fixture.rootDir, server.database)).toEqual(['29990102000000_together.sql']);
      await traffic;
      const [row] = await server.database.query<{ same: boolean }>(
        'select (select tx from public.first_half) = (select tx from public.second_half) as same',
      );
      expect(row).toEqual({ same: true });

      writeFileSync(broken, 'create table public.left_behind (id int);\ninsert into public.no_such_table values (1);');
      await expect(migrate(server.app, fixture.rootDir, server.database)).rejects.toThrow();
      expect(await server.database.query("select to_regclass('public.left_behind') as t")).toEqual([{ t: null }]);
      expect(await migrationsUpToDate(server.database, fixture.rootDir)).toBe(false);
    } finally {
      rmSync(together);
      rmSync(broken, { force: true });
    }
  });
});

describe('demo seed', () => {
  const course = (slug: string) =>
    `insert into public.courses (state, slug, title, description, category, level, is_premium, position) values ('published', '${slug}', 'T', 'D', 'AI Development', 'Beginner', false, 1);`;
  const courses = async () =>
    (await server.database.query<{ slug: string }>('select slug from public.courses order by slug')).map((r) => r.slug);

  it('runs all of seed.sql or none of it, once, and never over content', async () => {
    const seedFile = path.join(fixture.rootDir, 'supabase', 'seed.sql');
    writeFileSync(seedFile, `${course('first')}\ninsert into public.no_such_table values (1);`);
    await expect(seedOnce(server.database, fixture.rootDir)).rejects.toThrow(/seed.sql failed/);
    expect(await courses()).toEqual([]);

    writeFileSync(seedFile, `${course('first')}\n${course('second')}`);
    expect(await seedOnce(server.database, fixture.rootDir)).toBe('seeded');
    expect(await courses()).toEqual(['first', 'second']);

    await server.database.query('delete from public.courses');
    expect(await seedOnce(server.database, fixture.rootDir)).toBe('skipped');
    expect(await courses()).toEqual([]);
  });
});

describe('shutdown', () => {
  it("stops while it reads its schema again after another server's migrations", async () => {
    const other = await startTestServer('embedded', { seed: false, appDir: fixture.appDir });
    try {
      for (let i = 0; i < 5; i++) await other.database.query(`select pg_notify('academy_server', '{"kind":"schema"}')`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const outcome = await Promise.race([
        other.stop().then(() => 'stopped'),
        new Promise((resolve) => setTimeout(resolve, 30_000, 'still stopping after 30 s').unref()),
      ]);
      expect(outcome).toBe('stopped');
    } finally {
      await other.cleanup();
    }
  });

  it('lets an in-flight request finish, refuses new connections, closes the database and frees the directory', async () => {
    const inFlight = fetch(`${base}/functions/v1/slow`, { method: 'POST' });
    await new Promise((r) => setTimeout(r, 200));
    const stopped = server.stop();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('finished');
    await stopped;
    await expect(fetch(`${base}/health`)).rejects.toThrow();
    // The lock is gone: a new server may open the same directory.
    const again = await startServer({
      port: 0,
      dataDir: server.dataDir,
      rootDir: fixture.rootDir,
      appDir: fixture.appDir,
      log: false,
      seed: false,
    });
    expect((await fetch(`${again.url}/health`)).status).toBe(200);
    await again.stop();
  });
});
