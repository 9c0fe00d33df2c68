// Issue 32 ("Also"): a banned member gets no session by magic link or one-time code either. lite checks bans only
// for OAuth; its verify answered the link with 303 and a fresh session in the fragment, and a code with a session.
// The server now answers a banned account as the password sign-in does (403 user_banned), for a link in lite's own
// form of a refused link (303 to the page with #error_code=user_banned), and ends the session lite had made.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

describe('magic links and one-time codes of a banned member', () => {
  let server: TestServer;
  const json = () => ({ apikey: server.publishableKey, 'content-type': 'application/json' });

  beforeAll(async () => {
    server = await startTestServer('embedded', { seed: false });
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  /** A member made through the admin route (never signed in, so the server has not read their ban state yet). */
  async function member(email: string, banned: boolean): Promise<string> {
    const created = await fetch(`${server.url}/_admin/users`, {
      method: 'POST',
      headers: { apikey: server.secretKey },
      body: JSON.stringify({ email, password: 'Member-Passw0rd', role: 'student' }),
    });
    const { id } = (await created.json()) as { id: string };
    if (banned) await server.database.query(`update auth.users set banned_until = now() + interval '1 day' where id = $1`, [id]);
    return id;
  }

  /** Asks for a mail at `path` and gives the link it carries and its token hash. */
  async function mailedLink(path: string, email: string): Promise<{ link: string; tokenHash: string }> {
    const before = server.mailbox.list({ to: email }).length;
    const asked = await fetch(`${server.url}${path}`, { method: 'POST', headers: json(), body: JSON.stringify({ email }) });
    expect(asked.status).toBe(200);
    const mails = server.mailbox.list({ to: email });
    expect(mails).toHaveLength(before + 1);
    const link = /https?:\/\/\S+\/auth\/v1\/verify\?[^\s"<>]+/.exec(mails[0]!.text ?? '')?.[0] ?? '';
    const tokenHash = /token=([0-9a-f]+)/.exec(link)?.[1] ?? '';
    expect(tokenHash).not.toBe('');
    return { link: link.replaceAll('&amp;', '&'), tokenHash };
  }

  const sessions = async (id: string) =>
    (await server.database.query<{ n: number }>('select count(*)::int as n from auth.sessions where user_id = $1', [id]))[0]!.n;

  it('a member who is not banned signs in by link and by code (the flows themselves work)', async () => {
    const email = 'welcome@example.com';
    const id = await member(email, false);
    const before = await sessions(id);
    const byLink = await fetch((await mailedLink('/auth/v1/magiclink', email)).link, { redirect: 'manual' });
    expect(byLink.status).toBe(303);
    expect(byLink.headers.get('location')).toContain('access_token=');
    const { tokenHash } = await mailedLink('/auth/v1/otp', email);
    const byCode = await fetch(`${server.url}/auth/v1/verify`, {
      method: 'POST',
      headers: json(),
      body: JSON.stringify({ type: 'magiclink', token_hash: tokenHash }),
    });
    expect(byCode.status).toBe(200);
    expect(await sessions(id)).toBe(before + 2);
  });

  it('a banned member following a magic link gets the refusal, not a session', async () => {
    const email = 'banned-link@example.com';
    const id = await member(email, true);
    const answer = await fetch((await mailedLink('/auth/v1/magiclink', email)).link, { redirect: 'manual' });
    expect(answer.status).toBe(303);
    const location = answer.headers.get('location') ?? '';
    expect(location).not.toContain('access_token');
    const fragment = new URLSearchParams(location.split('#')[1] ?? '');
    expect(Object.fromEntries(fragment)).toEqual({
      error: 'access_denied',
      error_code: 'user_banned',
      error_description: 'User is banned',
    });
    expect(await sessions(id)).toBe(0);
  });

  it('a banned member following a recovery link gets the refusal, not a session', async () => {
    const email = 'banned-recovery@example.com';
    const id = await member(email, true);
    const answer = await fetch((await mailedLink('/auth/v1/recover', email)).link, { redirect: 'manual' });
    expect(answer.headers.get('location')).toContain('error_code=user_banned');
    expect(answer.headers.get('location')).not.toContain('access_token');
    expect(await sessions(id)).toBe(0);
  });

  it('a banned member entering a one-time code gets 403 user_banned, as at the password sign-in', async () => {
    const email = 'banned-code@example.com';
    const id = await member(email, true);
    const { tokenHash } = await mailedLink('/auth/v1/otp', email);
    const answer = await fetch(`${server.url}/auth/v1/verify`, {
      method: 'POST',
      headers: json(),
      body: JSON.stringify({ type: 'magiclink', token_hash: tokenHash }),
    });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({ code: 403, error_code: 'user_banned', msg: 'User is banned' });
    expect(await sessions(id)).toBe(0);
    const password = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: json(),
      body: JSON.stringify({ email, password: 'Member-Passw0rd' }),
    });
    expect([password.status, await password.json()]).toEqual([403, { code: 403, error_code: 'user_banned', msg: 'User is banned' }]);
  });
});
