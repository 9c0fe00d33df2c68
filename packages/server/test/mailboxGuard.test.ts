// Who may read /_mailbox (mailboxAccess.ts), one condition per case, through the requests a browser or a test sends to
// one real server: the caught mail holds every recovery and sign-up link, so reading it is reading every account. The
// service secret key (apikey or Bearer), the banner's mailbox key (once as ?key=, then as the cookie it is traded for),
// a signed-in master's token; nothing else. A second server at an https address gives the cookie its Secure flag.
// Servers on a copy of a migrated database (startMigratedTestServer), fast enough for the mutation runs
// (stryker/scopes.mjs: `server-mailbox`), which start the file once per mutant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount, startMigratedTestServer, type TestServer } from './helpers.ts';

const REFUSED = {
  error: 'unauthorized',
  message: 'The mailbox needs the key from the start banner (open the address it prints), the secret key, or a signed-in master',
};
const PASSWORD = 'Mailbox-Passw0rd';

/** `secret` with its last character changed: the same length, not the same key. */
const oneCharacterOff = (secret: string) => secret.slice(0, -1) + (secret.endsWith('A') ? 'B' : 'A');

describe('the mailbox opens for its keys and a signed-in master, for nobody else', () => {
  let server: TestServer;
  let httpsServer: TestServer;
  let master = { id: '', token: '' };
  let instructor = { id: '', token: '' };
  let student = { id: '', token: '' };

  beforeAll(async () => {
    [server, httpsServer] = await Promise.all([
      startMigratedTestServer(),
      // Reached at 127.0.0.1 all the same (a loopback address is always this server's name: hostNames.ts).
      startMigratedTestServer({ siteUrl: 'https://academy.example' }),
    ]);
    master = await signedInAccount(server, 'master@example.com', PASSWORD, 'master');
    instructor = await signedInAccount(server, 'instructor@example.com', PASSWORD, 'instructor');
    student = await signedInAccount(server, 'student@example.com', PASSWORD, 'student');
  });
  afterAll(async () => {
    await Promise.all([server?.cleanup(), httpsServer?.cleanup()]);
  });

  const list = (headers: Record<string, string> = {}, target = '/_mailbox/api/messages', on = server) =>
    fetch(`${on.url}${target}`, { headers, redirect: 'manual' });
  async function expectOpen(response: Response): Promise<void> {
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  }
  async function expectRefused(response: Response): Promise<void> {
    expect(response.status).toBe(401);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual(REFUSED);
  }

  it('refuses a visitor who brings nothing, saying what to bring', async () => {
    await expectRefused(await list());
    await expectRefused(await list({}, '/_mailbox'));
  });

  describe('the service secret key', () => {
    it('opens it as the apikey header', async () => {
      await expectOpen(await list({ apikey: server.secretKey }));
    });

    it('opens it as a Bearer token', async () => {
      await expectOpen(await list({ authorization: `Bearer ${server.secretKey}` }));
    });

    it('does not open it as the publishable key, one character off, or cut short', async () => {
      await expectRefused(await list({ apikey: server.publishableKey }));
      await expectRefused(await list({ apikey: oneCharacterOff(server.secretKey) }));
      await expectRefused(await list({ authorization: `Bearer ${server.secretKey.slice(0, -1)}` }));
    });
  });

  describe('the mailbox key as its cookie', () => {
    const cookie = (value: string) => ({ cookie: value });

    it('opens it alone', async () => {
      await expectOpen(await list(cookie(`academy_mailbox=${server.mailboxKey}`)));
    });

    it('opens it among other cookies, with spaces around its name and its value', async () => {
      await expectOpen(await list(cookie(`theme=dark; academy_mailbox = ${server.mailboxKey} ; lang=pt`)));
    });

    it('opens it percent-encoded, as a browser may send it', async () => {
      const encoded = [...server.mailboxKey].map((char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`).join('');
      await expectOpen(await list(cookie(`academy_mailbox=${encoded}`)));
    });

    it('reads on past a cookie without "=" that starts with its name', async () => {
      await expectOpen(await list(cookie(`academy_mailboxX; academy_mailbox=${server.mailboxKey}`)));
    });

    it('does not open it under another name, one character off, or as the secret key', async () => {
      await expectRefused(await list(cookie(`xacademy_mailbox=${server.mailboxKey}`)));
      await expectRefused(await list(cookie(`academy_mailbox_=${server.mailboxKey}`)));
      await expectRefused(await list(cookie(`academy_mailbox=${oneCharacterOff(server.mailboxKey)}`)));
      await expectRefused(await list(cookie(`academy_mailbox=${server.secretKey}`)));
    });

    it('is the other server’s own key: one server’s key does not open another', async () => {
      await expectRefused(await list(cookie(`academy_mailbox=${httpsServer.mailboxKey}`)));
      await expectOpen(await list(cookie(`academy_mailbox=${httpsServer.mailboxKey}`), '/_mailbox/api/messages', httpsServer));
    });
  });

  describe('the mailbox key in the address', () => {
    it('is traded for an HttpOnly cookie scoped to the mailbox, and the address loses it', async () => {
      const traded = await list({}, `/_mailbox?key=${server.mailboxKey}`);
      expect(traded.status).toBe(303);
      expect(traded.headers.get('location')).toBe('/_mailbox');
      expect(traded.headers.get('set-cookie')).toBe(
        `academy_mailbox=${server.mailboxKey}; Path=/_mailbox; HttpOnly; SameSite=Strict; Max-Age=2592000`,
      );
      expect(traded.headers.get('cache-control')).toBe('no-store');
      expect(traded.headers.get('referrer-policy')).toBe('no-referrer');
    });

    it('keeps the rest of the address as it was', async () => {
      const traded = await list({}, `/_mailbox/api/messages?to=x%40example.com&key=${server.mailboxKey}&page=2`);
      expect(traded.status).toBe(303);
      expect(traded.headers.get('location')).toBe('/_mailbox/api/messages?to=x%40example.com&page=2');
    });

    it('gives a Secure cookie when the site is at an https address', async () => {
      const traded = await list({}, `/_mailbox?key=${httpsServer.mailboxKey}`, httpsServer);
      expect(traded.status).toBe(303);
      expect(traded.headers.get('set-cookie')).toBe(
        `academy_mailbox=${httpsServer.mailboxKey}; Path=/_mailbox; HttpOnly; SameSite=Strict; Max-Age=2592000; Secure`,
      );
    });

    it('is refused one character off, empty, or as the secret key', async () => {
      await expectRefused(await list({}, `/_mailbox?key=${oneCharacterOff(server.mailboxKey)}`));
      await expectRefused(await list({}, '/_mailbox?key='));
      await expectRefused(await list({}, `/_mailbox?key=${server.secretKey}`));
    });
  });

  describe('a signed-in member’s access token', () => {
    const bearer = (token: string) => ({ apikey: server.publishableKey, authorization: `Bearer ${token}` });

    it('opens it for a master', async () => {
      await expectOpen(await list(bearer(master.token)));
    });

    it('does not open it for an instructor or a student', async () => {
      await expectRefused(await list(bearer(instructor.token)));
      await expectRefused(await list(bearer(student.token)));
    });

    it('does not open it with a token that is no session', async () => {
      await expectRefused(await list(bearer('not-a-token')));
      await expectRefused(await list(bearer(`${master.token.slice(0, -2)}xx`)));
    });

    it('does not open it with a master’s token once that session is signed out', async () => {
      const session = await signedInAccount(server, 'leaving-master@example.com', PASSWORD, 'master');
      await expectOpen(await list(bearer(session.token)));
      const signedOut = await fetch(`${server.url}/auth/v1/logout`, { method: 'POST', headers: bearer(session.token) });
      expect(signedOut.status).toBe(204);
      await expectRefused(await list(bearer(session.token)));
    });
  });

  it('is off, for every key, when mail goes out through SMTP', async () => {
    // The https server has no SMTP either: its mailbox is on (the case above); this one asks a server with SMTP.
    const withSmtp = await startMigratedTestServer({
      smtp: { host: '127.0.0.1', port: 1, from: 'academy@example.com' },
    });
    try {
      const off = await list({ apikey: withSmtp.secretKey }, '/_mailbox/api/messages', withSmtp);
      expect(off.status).toBe(404);
      expect(await off.json()).toEqual({ error: 'not_found', message: 'The local mailbox is off: mail is sent through SMTP' });
    } finally {
      await withSmtp.cleanup();
    }
  });
});
