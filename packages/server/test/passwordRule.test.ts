// SPEC 5's password rule holds on the server, not only in the browser: sign-up, password change and recovery
// refuse a password without 8 characters, an upper-case letter, a lower-case letter and a digit (422 weak_password,
// which supabase-js raises as AuthWeakPasswordError), and accept one that has them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

const WEAK = ['abcdef', 'password', '12345678', '      ', 'PASSWORD1', 'password1', 'Password'];
const STRONG = 'Strong-Passw0rd';

describe('the password rule on the server', () => {
  let server: TestServer;
  const json = (token?: string) => ({
    apikey: server.publishableKey,
    'content-type': 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });
  const signUp = (email: string, password: string) =>
    fetch(`${server.url}/auth/v1/signup`, { method: 'POST', headers: json(), body: JSON.stringify({ email, password }) });
  const changePassword = (token: string, password: string) =>
    fetch(`${server.url}/auth/v1/user`, { method: 'PUT', headers: json(token), body: JSON.stringify({ password }) });

  async function expectWeak(response: Response) {
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error_code: string; weak_password: { reasons: string[] } };
    expect(body.error_code).toBe('weak_password');
    expect(body.weak_password.reasons.length).toBeGreaterThan(0);
  }

  beforeAll(async () => {
    server = await startTestServer('embedded', { seed: false });
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  it('refuses weak passwords at sign-up and creates no account', async () => {
    for (const [index, password] of WEAK.entries()) await expectWeak(await signUp(`weak-${index}@example.com`, password));
    const accounts = await server.database.query<{ n: number }>(`select count(*)::int as n from auth.users where email like 'weak-%'`);
    expect(accounts[0]!.n).toBe(0);
    expect((await signUp('strong@example.com', STRONG)).status).toBe(200);
  });

  it('refuses a weak new password when a signed-in user changes it', async () => {
    const session = (await (await signUp('changer@example.com', STRONG)).json()) as { access_token: string };
    for (const password of WEAK) await expectWeak(await changePassword(session.access_token, password));
    expect((await changePassword(session.access_token, 'Another-Passw0rd')).status).toBe(200);
  });

  it('refuses a weak password set through the recovery link', async () => {
    const email = 'forgetful@example.com';
    expect((await signUp(email, STRONG)).status).toBe(200);
    expect(
      (await fetch(`${server.url}/auth/v1/recover`, { method: 'POST', headers: json(), body: JSON.stringify({ email }) })).status,
    ).toBe(200);
    const [mail] = server.mailbox.list({ to: email });
    const tokenHash = /token=([0-9a-f]+)/.exec(mail!.text ?? '')?.[1];
    expect(tokenHash).toBeTruthy();
    const verified = await fetch(`${server.url}/auth/v1/verify`, {
      method: 'POST',
      headers: json(),
      body: JSON.stringify({ type: 'recovery', token_hash: tokenHash }),
    });
    expect(verified.status).toBe(200);
    const { access_token } = (await verified.json()) as { access_token: string };
    await expectWeak(await changePassword(access_token, 'abcdefgh'));
    expect((await changePassword(access_token, 'Recovered-Passw0rd')).status).toBe(200);
  });
});
