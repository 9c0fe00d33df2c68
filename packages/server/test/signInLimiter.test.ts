// Password sign-in is rate limited per account and per address; the limiter's rule on a fake clock,
// then the real server refusing a guessing run with 429 while other accounts still sign in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignInLimiter } from '../src/signInLimiter.ts';
import { PORTS, startTestServer, type TestServer } from './helpers.ts';

describe('SignInLimiter', () => {
  const limits = { perAccount: 3, perAddress: 5, windowMs: 60_000 };

  it('refuses an account after its failures fill the window and lets it try again once they age out', () => {
    let now = 0;
    const limiter = new SignInLimiter(limits, () => now);
    for (let i = 0; i < 3; i++) {
      expect(limiter.retryAfterSeconds('a@x.io', '1.1.1.1')).toBe(0);
      limiter.recordFailure('a@x.io', '1.1.1.1');
      now += 1000;
    }
    expect(limiter.retryAfterSeconds('A@X.io ', '2.2.2.2')).toBe(57);
    now = 60_001;
    expect(limiter.retryAfterSeconds('a@x.io', '1.1.1.1')).toBe(0);
  });

  it('clears an account on success and limits an address across accounts', () => {
    let now = 0;
    // Six failures from one address, whichever accounts they name, close that address.
    const limiter = new SignInLimiter({ ...limits, perAddress: 6 }, () => now);
    limiter.recordFailure('a@x.io', '1.1.1.1');
    limiter.recordFailure('a@x.io', '1.1.1.1');
    limiter.recordSuccess('a@x.io');
    limiter.recordFailure('a@x.io', '1.1.1.1');
    expect(limiter.retryAfterSeconds('a@x.io', '9.9.9.9')).toBe(0);
    for (const email of ['b@x.io', 'c@x.io']) limiter.recordFailure(email, '1.1.1.1');
    expect(limiter.retryAfterSeconds('new@x.io', '1.1.1.1')).toBe(0);
    limiter.recordFailure('d@x.io', '1.1.1.1');
    now += 500;
    expect(limiter.retryAfterSeconds('new@x.io', '1.1.1.1')).toBeGreaterThan(0);
    expect(limiter.retryAfterSeconds('new@x.io', '3.3.3.3')).toBe(0);
  });
});

describe('password sign-in on the server', () => {
  let server: TestServer;
  const password = 'Right-Passw0rd';

  async function signIn(email: string, pass: string, headers: Record<string, string> = {}) {
    return fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: server.publishableKey, 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ email, password: pass }),
    });
  }

  beforeAll(async () => {
    server = await startTestServer('pglite', PORTS.signInLimit, {
      seed: false,
      signInLimits: { perAccount: 4, perAddress: 8, windowMs: 60_000 },
    });
    for (const email of ['target@example.com', 'other@example.com']) {
      const created = await fetch(`${server.url}/auth/v1/signup`, {
        method: 'POST',
        headers: { apikey: server.publishableKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      expect(created.status).toBe(200);
    }
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  it('answers 429 with Retry-After once an account has too many failures, even for the right password, and not for others', async () => {
    for (let i = 0; i < 4; i++) expect((await signIn('target@example.com', 'Wrong-Passw0rd')).status).toBe(400);
    const refused = await signIn('target@example.com', password);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error_code: string }).error_code).toBe('over_request_rate_limit');
    expect((await signIn('other@example.com', password)).status).toBe(200);
  });

  it('counts the connection, not a made-up X-Forwarded-For: guessing across accounts is limited per address', async () => {
    // No proxy is trusted (the default): every attempt below comes from 127.0.0.1 whatever its header says.
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      statuses.push(
        (await signIn(`nobody${i}@example.com`, 'Wrong-Passw0rd', { 'x-forwarded-for': `203.0.113.${i}`, 'x-real-ip': `203.0.113.${i}` }))
          .status,
      );
    }
    expect(statuses).toContain(429);
  });
});
