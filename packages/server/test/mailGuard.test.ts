// The mail limits (mailLimiter.ts, counted in rateStore.ts), one condition per case, through the requests that make
// the server send mail, to one real server on a clock the test moves (ServerOptions.clock). The list of endpoints
// that mail is written out here, from what each sends (not read from the guard's own table, which a regression could
// shorten): every one of them must stop at the limit. Fast enough for the mutation runs (stryker/scopes.mjs:
// `server-limits`), which start the file's server once per mutant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMigratedTestServer, type TestServer } from './helpers.ts';

const PER_RECIPIENT = 2;
const PER_ADDRESS = 4;
const WINDOW_MS = 60 * 60_000;
const PASSWORD = 'Mailer-Passw0rd';

describe('mail limits, through every request that sends mail', () => {
  let server: TestServer;
  let now = Date.UTC(2026, 0, 1);
  let counter = 0;
  /** Each step's own client address (TRUST_PROXY) and recipients, so the counts of one never reach another. */
  const freshAddress = () => `203.0.113.${++counter}`;
  const freshRecipient = (name = 'inbox') => `${name}${++counter}@example.com`;
  let token = '';

  function send(method: string, target: string, body: unknown, address: string, bearer?: string) {
    return fetch(`${server.url}${target}`, {
      method,
      headers: {
        apikey: server.publishableKey,
        'content-type': 'application/json',
        'x-forwarded-for': address,
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  }

  /** Each request of GoTrue and of the functions that mails the address in its body. */
  const mailers: { name: string; ask: (email: string, address: string) => Promise<Response>; refusal: 'auth' | 'function' }[] = [
    { name: 'recovery link', ask: (email, address) => send('POST', '/auth/v1/recover', { email }, address), refusal: 'auth' },
    {
      name: 'one-time code',
      ask: (email, address) => send('POST', '/auth/v1/otp', { email, create_user: false }, address),
      refusal: 'auth',
    },
    { name: 'magic link', ask: (email, address) => send('POST', '/auth/v1/magiclink', { email }, address), refusal: 'auth' },
    {
      name: 'confirmation sent again',
      ask: (email, address) => send('POST', '/auth/v1/resend', { type: 'signup', email }, address),
      refusal: 'auth',
    },
    {
      name: 'email change',
      ask: (email, address) => send('PUT', '/auth/v1/user', { email }, address, token),
      refusal: 'auth',
    },
    {
      name: 'newsletter confirmation',
      ask: (email, address) => send('POST', '/functions/v1/newsletter-subscribe', { email }, address),
      refusal: 'function',
    },
  ];

  beforeAll(async () => {
    server = await startMigratedTestServer({
      trustProxy: true,
      clock: () => now,
      mailLimits: { perRecipient: PER_RECIPIENT, perAddress: PER_ADDRESS, windowMs: WINDOW_MS },
    });
    const created = await fetch(`${server.url}/_admin/users`, {
      method: 'POST',
      headers: { apikey: server.secretKey },
      body: JSON.stringify({ email: 'mover@example.com', password: PASSWORD, role: 'student' }),
    });
    expect(created.status).toBe(200);
    const session = await send(
      'POST',
      '/auth/v1/token?grant_type=password',
      { email: 'mover@example.com', password: PASSWORD },
      freshAddress(),
    );
    token = ((await session.json()) as { access_token: string }).access_token;
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  for (const mailer of mailers) {
    it(`${mailer.name}: one inbox gets the limit, then 429 in the caller's form, and nothing more is sent`, async () => {
      const email = freshRecipient();
      for (let i = 0; i < PER_RECIPIENT; i++) {
        const answer = await mailer.ask(email, freshAddress());
        expect(answer.status, `${mailer.name} ${i + 1}`).not.toBe(429);
      }
      const mailed = server.mailbox.list({ to: email }).length;
      const refused = await mailer.ask(email, freshAddress());
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('3600');
      expect(refused.headers.get('content-type')).toBe('application/json');
      expect(refused.headers.get('access-control-allow-origin')).toBe('*');
      const message = 'Too many emails requested. Try again in 3600 seconds.';
      expect(await refused.json()).toEqual(
        mailer.refusal === 'auth'
          ? { code: 429, error_code: 'over_email_send_rate_limit', msg: message }
          : { error: message, code: 'rate_limited' },
      );
      expect(server.mailbox.list({ to: email })).toHaveLength(mailed);
    });
  }

  it('one inbox shares its count between the requests that mail it', async () => {
    const email = freshRecipient();
    expect((await send('POST', '/auth/v1/recover', { email }, freshAddress())).status).toBe(200);
    expect((await send('POST', '/auth/v1/magiclink', { email }, freshAddress())).status).toBe(200);
    expect((await send('POST', '/auth/v1/otp', { email, create_user: false }, freshAddress())).status).toBe(429);
  });

  it('says how long is left of the window, in whole seconds rounded up', async () => {
    const email = freshRecipient();
    for (let i = 0; i < PER_RECIPIENT; i++) await send('POST', '/auth/v1/recover', { email }, freshAddress());
    now += 1_500;
    const refused = await send('POST', '/auth/v1/recover', { email }, freshAddress());
    expect(refused.headers.get('retry-after')).toBe('3599');
    now += WINDOW_MS - 1_500;
    // The window is over: the inbox can be mailed again.
    expect((await send('POST', '/auth/v1/recover', { email }, freshAddress())).status).toBe(200);
  });

  it('one inbox however its address is capitalised', async () => {
    const email = freshRecipient('Case');
    for (let i = 0; i < PER_RECIPIENT; i++) await send('POST', '/auth/v1/recover', { email: email.toUpperCase() }, freshAddress());
    expect((await send('POST', '/auth/v1/recover', { email: email.toLowerCase() }, freshAddress())).status).toBe(429);
  });

  it('one inbox with or without spaces around its address', async () => {
    const email = freshRecipient('spaced');
    for (let i = 0; i < PER_RECIPIENT; i++) await send('POST', '/auth/v1/recover', { email: ` ${email}  ` }, freshAddress());
    expect((await send('POST', '/auth/v1/recover', { email }, freshAddress())).status).toBe(429);
  });

  it('another inbox is not limited by one that is', async () => {
    const email = freshRecipient();
    for (let i = 0; i <= PER_RECIPIENT; i++) await send('POST', '/auth/v1/recover', { email }, freshAddress());
    expect((await send('POST', '/auth/v1/recover', { email: freshRecipient() }, freshAddress())).status).toBe(200);
  });

  it('one client address gets the limit across inboxes, known or not; another address is not limited by it', async () => {
    const address = freshAddress();
    for (let i = 0; i < PER_ADDRESS; i++)
      expect((await send('POST', '/auth/v1/recover', { email: freshRecipient() }, address)).status).toBe(200);
    const email = freshRecipient();
    const refused = await send('POST', '/auth/v1/recover', { email }, address);
    expect(refused.status).toBe(429);
    expect(server.mailbox.list({ to: email })).toHaveLength(0);
    expect((await send('POST', '/auth/v1/recover', { email }, freshAddress())).status).toBe(200);
  });

  it('does not count requests that send no mail: a sign-up, another method, another path, no address', async () => {
    const address = freshAddress();
    const email = freshRecipient();
    const tries = PER_ADDRESS + 1;
    const statuses: number[] = [];
    for (let i = 0; i < tries; i++) statuses.push((await send('POST', '/auth/v1/signup', { email, password: PASSWORD }, address)).status);
    for (let i = 0; i < tries; i++) statuses.push((await send('DELETE', '/auth/v1/recover', { email }, address)).status);
    for (let i = 0; i < tries; i++) statuses.push((await send('POST', '/auth/v1/user', { email }, address, token)).status);
    for (let i = 0; i < tries; i++) statuses.push((await send('PUT', '/auth/v1/otp', { email }, address)).status);
    for (let i = 0; i < tries; i++) statuses.push((await send('POST', '/auth/v1/recover', { email: 42 }, address)).status);
    for (let i = 0; i < tries; i++) statuses.push((await send('POST', '/auth/v1/recover', '{not json', address)).status);
    // The newsletter's function reads its body after the limiter (the auth endpoints refuse these bodies first).
    for (const body of [{ email: 42 }, 'null', { email: '   ' }])
      statuses.push((await send('POST', '/functions/v1/newsletter-subscribe', body, freshAddress())).status);
    expect(statuses.filter((status) => status === 429 || status >= 500)).toEqual([]);
    // None of them counted: this address and this inbox still get their mail.
    expect((await send('POST', '/auth/v1/recover', { email }, address)).status).toBe(200);
  });
});
