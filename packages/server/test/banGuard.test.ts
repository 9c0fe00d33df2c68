// A banned member (auth.users.banned_until in the future) opens nothing (bans.ts and the router's ban check in
// index.ts), one condition per case, through the requests a member's browser sends, to one real server on a clock
// the test moves (ServerOptions.clock: the ban cache trusts a state for 5 s). The paths a ban must cover are the
// router's: every API prefix (/rest/v1, /storage/v1, /functions/v1) and the account endpoint by its token; the token
// grants (password, refresh) and the links and codes of /auth/v1/verify by the account they sign in. Fast enough for
// the mutation runs (stryker/scopes.mjs: `server-bans`), which start the file's server once per mutant.
import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMigratedTestServer, type TestServer } from './helpers.ts';

const PASSWORD = 'Member-Passw0rd';
const BANNED = { code: 403, error_code: 'user_banned', msg: 'User is banned' };

type Member = { id: string; email: string; token: string; refreshToken: string };

describe('a banned member, on every path', () => {
  let server: TestServer;
  let now = Date.UTC(2026, 0, 1);
  let counter = 0;

  const headers = (token?: string, authorization = token ? `Bearer ${token}` : undefined) => ({
    apikey: server.publishableKey,
    'content-type': 'application/json',
    // Each request its own client address: the sign-in backoff never meets these tests.
    'x-forwarded-for': `192.0.2.${++counter % 250}`,
    ...(authorization ? { authorization } : {}),
  });
  const call = (method: string, target: string, token?: string, body?: unknown) =>
    fetch(`${server.url}${target}`, { method, headers: headers(token), body: body === undefined ? undefined : JSON.stringify(body) });

  /** The requests a signed-in member makes with their access token, one per path the router checks. */
  const withToken: { name: string; ask: (token: string) => Promise<Response> }[] = [
    { name: 'REST read', ask: (token) => call('GET', '/rest/v1/courses?select=id', token) },
    { name: 'REST call', ask: (token) => call('POST', '/rest/v1/rpc/member_may_watch', token, { lesson_id: 1 }) },
    { name: 'storage listing', ask: (token) => call('POST', '/storage/v1/object/list/avatars', token, { prefix: '' }) },
    { name: 'function', ask: (token) => call('POST', '/functions/v1/check-subscription', token, {}) },
    { name: 'account read', ask: (token) => call('GET', '/auth/v1/user', token) },
    { name: 'account change', ask: (token) => call('PUT', '/auth/v1/user', token, { data: { nick: 'x' } }) },
  ];

  async function signIn(email: string): Promise<Response> {
    return call('POST', '/auth/v1/token?grant_type=password', undefined, { email, password: PASSWORD });
  }
  async function newMember(): Promise<Member> {
    const email = `member${++counter}@example.com`;
    const created = await fetch(`${server.url}/_admin/users`, {
      method: 'POST',
      headers: { apikey: server.secretKey },
      body: JSON.stringify({ email, password: PASSWORD, role: 'student' }),
    });
    const { id } = (await created.json()) as { id: string };
    const session = (await (await signIn(email)).json()) as { access_token: string; refresh_token: string };
    return { id, email, token: session.access_token, refreshToken: session.refresh_token };
  }
  async function ban(member: Member, until = "now() + interval '1 day'"): Promise<void> {
    await server.database.query(`update auth.users set banned_until = ${until} where id = $1`, [member.id]);
    // Past the 5 s the server trusts a state it read: these cases do not rest on the ban's notice (clusterSignals.ts).
    now += 5_000;
  }
  const sessions = async (member: Member) =>
    (await server.database.query<{ n: number }>('select count(*)::int as n from auth.sessions where user_id = $1', [member.id]))[0]!.n;
  async function mailedLink(path: string, email: string): Promise<string> {
    const before = server.mailbox.list({ to: email }).length;
    expect((await call('POST', path, undefined, { email })).status).toBe(200);
    const mails = server.mailbox.list({ to: email });
    expect(mails).toHaveLength(before + 1);
    const link = /https?:\/\/\S+\/auth\/v1\/verify\?[^\s"<>]+/.exec(mails[0]!.text ?? '')?.[0] ?? '';
    return link.replaceAll('&amp;', '&');
  }
  /** A token that names `sub` with any signature: the guard reads the subject without checking it. */
  const unsignedToken = (claims: Record<string, unknown>) =>
    ['{"alg":"HS256","typ":"JWT"}', JSON.stringify(claims)].map((part) => Buffer.from(part).toString('base64url')).join('.') +
    '.' +
    createHmac('sha256', 'not the secret').update('x').digest('base64url');

  beforeAll(async () => {
    server = await startMigratedTestServer({ trustProxy: true, clock: () => now, mailLimits: { perRecipient: 1_000, perAddress: 1_000 } });
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  it('a member who is not banned is answered on each path (the refusals below are the ban’s)', async () => {
    const member = await newMember();
    for (const { name, ask } of withToken) expect((await ask(member.token)).status, name).not.toBe(403);
    const refreshed = await call('POST', '/auth/v1/token?grant_type=refresh_token', undefined, { refresh_token: member.refreshToken });
    expect(refreshed.status).toBe(200);
    const byLink = await fetch(await mailedLink('/auth/v1/magiclink', member.email), { redirect: 'manual' });
    expect(byLink.headers.get('location')).toContain('access_token=');
  });

  it('each path refuses a banned member’s access token with GoTrue’s answer', async () => {
    const member = await newMember();
    await ban(member);
    for (const { name, ask } of withToken) {
      const answer = await ask(member.token);
      expect([name, answer.status, await answer.json()]).toEqual([name, 403, BANNED]);
    }
  });

  it('reads the token from an Authorization header of any spacing, and only from a Bearer one', async () => {
    const member = await newMember();
    await ban(member);
    const read = (authorization: string) =>
      fetch(`${server.url}/rest/v1/courses?select=id`, { headers: headers(undefined, authorization) }).then((r) => r.status);
    expect(await read(`Bearer   ${member.token}`)).toBe(403);
    expect(await read(`Token ${member.token}`)).not.toBe(403);
    expect(await read(`NotBearer ${member.token}`)).not.toBe(403);
    expect(await read(`Bearer ${member.token} extra`)).not.toBe(403);
  });

  it('answers a token it cannot read as the API does, never with a failure of its own', async () => {
    for (const token of [
      'not-a-token',
      unsignedToken({ sub: 'not-a-uuid', role: 'authenticated' }),
      // A member id that names nobody (a deleted account, a forged token).
      unsignedToken({ sub: randomUUID(), role: 'authenticated' }),
    ]) {
      const answer = await call('GET', '/rest/v1/courses?select=id', token);
      expect([token, answer.status < 500, answer.status === 403]).toEqual([token, true, false]);
    }
  });

  it('a visitor without a token is answered on each path', async () => {
    for (const { name, ask } of withToken.slice(0, 4)) {
      const answer = await ask('');
      expect([name, answer.status < 500, answer.status === 403]).toEqual([name, true, false]);
    }
  });

  it('a banned member still reaches what is not theirs to be refused: the site’s settings, health, signing out', async () => {
    const member = await newMember();
    await ban(member);
    for (const [method, target] of [
      ['GET', '/config.json'],
      ['GET', '/health'],
      ['POST', '/auth/v1/logout'],
    ] as const) {
      const answer = await call(method, target, member.token);
      expect([target, answer.status < 300]).toEqual([target, true]);
    }
  });

  it('a link whose code is wrong, or missing, is the auth service’s own answer', async () => {
    for (const query of [`?token=${'0'.repeat(56)}&type=magiclink`, '?type=magiclink', '']) {
      const answer = await fetch(`${server.url}/auth/v1/verify${query}`, { redirect: 'manual' });
      expect([query, answer.status < 500]).toEqual([query, true]);
      expect(answer.headers.get('location') ?? '').not.toContain('user_banned');
    }
  });

  it('a ban made by staff in the dashboard (set_member_ban) refuses the member’s next request', async () => {
    const member = await newMember();
    expect((await withToken[0]!.ask(member.token)).status).toBe(200);
    const staffEmail = `staff${++counter}@example.com`;
    await fetch(`${server.url}/_admin/users`, {
      method: 'POST',
      headers: { apikey: server.secretKey },
      body: JSON.stringify({ email: staffEmail, password: PASSWORD, role: 'master' }),
    });
    const staff = (await (await signIn(staffEmail)).json()) as { access_token: string };
    const banned = await call('POST', '/rest/v1/rpc/set_member_ban', staff.access_token, { target: member.id, banned: true });
    expect(banned.status).toBe(200);
    expect((await withToken[0]!.ask(member.token)).status).toBe(403);
  });

  it('a password sign-in of a banned member is refused and leaves no session', async () => {
    const member = await newMember();
    await ban(member);
    const answer = await signIn(member.email);
    expect([answer.status, await answer.json()]).toEqual([403, BANNED]);
    // Every session of the member ends, the one this sign-in made included.
    expect(await sessions(member)).toBe(0);
  });

  it('a refresh of a banned member is refused and ends the session', async () => {
    const member = await newMember();
    await ban(member);
    const answer = await call('POST', '/auth/v1/token?grant_type=refresh_token', undefined, { refresh_token: member.refreshToken });
    expect([answer.status, await answer.json()]).toEqual([403, BANNED]);
    expect(await sessions(member)).toBe(0);
  });

  it('a magic link of a banned member goes to the app with the refusal, not a session', async () => {
    const member = await newMember();
    await ban(member);
    const answer = await fetch(await mailedLink('/auth/v1/magiclink', member.email), { redirect: 'manual' });
    expect(answer.status).toBe(303);
    const [page, fragment] = (answer.headers.get('location') ?? '').split('#');
    expect(page).toMatch(/^http/);
    expect(Object.fromEntries(new URLSearchParams(fragment))).toEqual({
      error: 'access_denied',
      error_code: 'user_banned',
      error_description: 'User is banned',
    });
    expect(await sessions(member)).toBe(0);
  });

  it('a one-time code of a banned member is refused as the password is', async () => {
    const member = await newMember();
    await ban(member);
    const link = await mailedLink('/auth/v1/otp', member.email);
    const tokenHash = /token=([0-9a-f]+)/.exec(link)?.[1] ?? '';
    const answer = await call('POST', '/auth/v1/verify', undefined, { type: 'magiclink', token_hash: tokenHash });
    expect([answer.status, await answer.json()]).toEqual([403, BANNED]);
    expect(await sessions(member)).toBe(0);
  });

  it('a failed sign-in of a banned member is the auth service’s own answer', async () => {
    const member = await newMember();
    await ban(member);
    const answer = await call('POST', '/auth/v1/token?grant_type=password', undefined, { email: member.email, password: 'Wrong-Passw0rd' });
    expect(answer.status).toBe(400);
  });

  it('a ban that has run out opens everything again', async () => {
    const member = await newMember();
    await ban(member, "now() - interval '1 second'");
    for (const { name, ask } of withToken) expect((await ask(member.token)).status, name).not.toBe(403);
  });

  describe('the ban state the server trusts for 5 s', () => {
    it('is read again 5 s after it was read, not before', async () => {
      const member = await newMember();
      now += 5_000;
      expect((await withToken[0]!.ask(member.token)).status).toBe(200);
      // Banned without the trigger's notice (replica mode skips triggers): only the 5 s can make the server see it.
      await server.database.execInTransaction(
        `set local session_replication_role = replica; update auth.users set banned_until = now() + interval '1 day' where id = '${member.id}'`,
      );
      now += 4_999;
      expect((await withToken[0]!.ask(member.token)).status).toBe(200);
      now += 1;
      expect((await withToken[0]!.ask(member.token)).status).toBe(403);
    });

    it('is forgotten at once when the ban is announced', async () => {
      const member = await newMember();
      expect((await withToken[0]!.ask(member.token)).status).toBe(200);
      await server.database.query(`update auth.users set banned_until = now() + interval '1 day' where id = $1`, [member.id]);
      // The clock stands still: only the ban's notice can make the server read the state again.
      let status = 0;
      for (let i = 0; i < 40 && status !== 403; i++) {
        status = (await withToken[0]!.ask(member.token)).status;
        if (status !== 403) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(status).toBe(403);
    });
  });
});
