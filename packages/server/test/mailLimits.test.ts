// Mail bombing: recovery, one-time codes, email change and newsletter confirmation mail are limited per recipient
// and per client address (429 with Retry-After, nothing sent past the limit), for members and strangers alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

describe('mail limits', () => {
  let server: TestServer;
  let addressCounter = 0;
  const freshAddress = () => `203.0.113.${++addressCounter}`;

  const post = (path: string, body: unknown, address: string, token?: string, method = 'POST') =>
    fetch(`${server.url}${path}`, {
      method,
      headers: {
        apikey: server.publishableKey,
        'content-type': 'application/json',
        'x-forwarded-for': address,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });

  async function expectRefused(response: Response) {
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await response.json()) as { msg?: string; error?: string };
    expect(body.msg ?? body.error).toMatch(/Too many emails/);
  }

  beforeAll(async () => {
    server = await startTestServer('embedded', {
      seed: false,
      trustProxy: true,
      mailLimits: { perRecipient: 3, perAddress: 5, windowMs: 60 * 60_000 },
    });
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  it('stops recovery mail to one inbox after the limit, whatever addresses ask for it', async () => {
    const email = 'victim@example.com';
    expect((await post('/auth/v1/signup', { email, password: 'Victim-Passw0rd' }, freshAddress())).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await post('/auth/v1/recover', { email }, freshAddress())).status).toBe(200);
    await expectRefused(await post('/auth/v1/recover', { email }, freshAddress()));
    // One-time codes go to the same inbox and share its limit.
    await expectRefused(await post('/auth/v1/otp', { email, create_user: false }, freshAddress()));
    expect(server.mailbox.list({ to: email })).toHaveLength(3);
  });

  it('limits one address across many recipients, known or not', async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i++) expect((await post('/auth/v1/recover', { email: `stranger${i}@example.com` }, address)).status).toBe(200);
    await expectRefused(await post('/auth/v1/recover', { email: 'stranger9@example.com' }, address));
    expect((await post('/auth/v1/recover', { email: 'stranger9@example.com' }, freshAddress())).status).toBe(200);
  });

  it('limits newsletter confirmations to one inbox', async () => {
    const email = 'reader@example.com';
    for (let i = 0; i < 3; i++) expect((await post('/functions/v1/newsletter-subscribe', { email }, freshAddress())).status).toBe(202);
    await expectRefused(await post('/functions/v1/newsletter-subscribe', { email }, freshAddress()));
  });

  it('limits email-change mail sent from a signed-in account', async () => {
    const session = (await (
      await post('/auth/v1/signup', { email: 'mover@example.com', password: 'Mover-Passw0rd' }, freshAddress())
    ).json()) as {
      access_token: string;
    };
    const address = freshAddress();
    const target = 'new-inbox@example.com';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await post('/auth/v1/user', { email: target }, address, session.access_token, 'PUT')).status);
    expect(statuses.slice(0, 3).every((status) => status < 429)).toBe(true);
    await expectRefused(await post('/auth/v1/user', { email: target }, address, session.access_token, 'PUT'));
  });
});
