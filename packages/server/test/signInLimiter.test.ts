// Password sign-in slows guessing down without locking anyone out: the backoff per account and address pair on a
// fake clock (with the real database store), then through the real server: the right password from an address that
// has not failed always signs in, a burst of guesses is cut short, a made-up X-Forwarded-For does not reset the count,
// and two servers on one database share the count (on each engine of the run).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../src/index.ts';
import { RateStore } from '../src/rateStore.ts';
import { SignInLimiter, type SignInLimits } from '../src/signInLimiter.ts';
import { createTestDatabase, describeEachBackend, startTestServer, tempDir, type TestServer } from './helpers.ts';

const limits: SignInLimits = {
  freeAttempts: 3,
  baseDelayMs: 1000,
  maxDelayMs: 8000,
  windowMs: 60 * 60_000,
  sprayThreshold: 4,
  sprayDelayMs: 700,
};
const password = 'Right-Passw0rd';

describe('password sign-in', () => {
  let server: TestServer;
  let email = 0;

  async function signIn(address: string, account: string, pass: string) {
    return fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: server.publishableKey, 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ email: account, password: pass }),
    });
  }
  async function newAccount(): Promise<string> {
    email += 1;
    const account = `member${email}@example.com`;
    const created = await fetch(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: server.publishableKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: account, password }),
    });
    expect(created.status).toBe(200);
    return account;
  }

  beforeAll(async () => {
    // TRUST_PROXY: each test names its client address in X-Forwarded-For, as a reverse proxy would.
    server = await startTestServer('embedded', {
      seed: false,
      trustProxy: true,
      signInLimits: { ...limits, baseDelayMs: 30_000, sprayThreshold: 1000 },
    });
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  describe('the backoff rule (fake clock, real store)', () => {
    let now = 1_000_000;
    let slept: number[] = [];
    const limiter = () =>
      new SignInLimiter(
        new RateStore(server.database),
        limits,
        () => now,
        async (ms) => {
          slept.push(ms);
        },
      );

    it('gives a pair a few free attempts, then waits 1 s, 2 s, 4 s ... up to the cap, and starts over on success', async () => {
      const l = limiter();
      for (let i = 0; i < 3; i++) expect((await l.attempt('a@x.io', '10.0.0.1')).allowed).toBe(true);
      // The fourth attempt goes ahead and sets the first wait; anything sent during it is refused.
      expect((await l.attempt('a@x.io', '10.0.0.1')).allowed).toBe(true);
      expect(await l.attempt('A@X.io ', '10.0.0.1')).toEqual({ allowed: false, retryAfterSeconds: 1 });
      now += 1000;
      expect((await l.attempt('a@x.io', '10.0.0.1')).allowed).toBe(true);
      expect(await l.attempt('a@x.io', '10.0.0.1')).toEqual({ allowed: false, retryAfterSeconds: 2 });
      now += 2000;
      expect((await l.attempt('a@x.io', '10.0.0.1')).allowed).toBe(true);
      expect((await l.attempt('a@x.io', '10.0.0.1')).retryAfterSeconds).toBe(4);
      for (let i = 0; i < 5; i++) {
        now += 60_000;
        await l.attempt('a@x.io', '10.0.0.1');
      }
      expect((await l.attempt('a@x.io', '10.0.0.1')).retryAfterSeconds).toBe(8);
      // Another address never waits for this pair's failures: the owner signs in from home.
      expect((await l.attempt('a@x.io', '10.0.0.2')).allowed).toBe(true);
      await l.recordSuccess('a@x.io', '10.0.0.1');
      expect((await l.attempt('a@x.io', '10.0.0.1')).allowed).toBe(true);
    });

    it('slows (never refuses) an address that fails across many accounts', async () => {
      const l = limiter();
      slept = [];
      for (let i = 0; i < 4; i++) {
        expect((await l.attempt(`victim${i}@x.io`, '10.9.9.9')).allowed).toBe(true);
        await l.recordFailure('10.9.9.9');
      }
      expect(slept).toEqual([]);
      expect((await l.attempt('fresh@x.io', '10.9.9.9')).allowed).toBe(true);
      expect(slept).toEqual([700]);
      expect((await l.attempt('fresh@x.io', '10.9.9.10')).allowed).toBe(true);
      expect(slept).toEqual([700]);
    });
  });

  it('never refuses the right password from an address that has not failed, however long the guessing goes on', async () => {
    const account = await newAccount();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await signIn('198.51.100.7', account, `Wrong-Passw0rd-${i}`)).status);
    expect(statuses.slice(0, 4)).toEqual([400, 400, 400, 400]);
    expect(statuses).toContain(429);
    const refused = await signIn('198.51.100.7', account, password);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error_code: string }).error_code).toBe('over_request_rate_limit');
    // The owner, elsewhere (or another pupil behind the same school address signing in to their own account).
    expect((await signIn('192.0.2.44', account, password)).status).toBe(200);
    const neighbour = await newAccount();
    expect((await signIn('198.51.100.7', neighbour, password)).status).toBe(200);
  });

  it('checks at most one password past the free attempts when a burst of guesses arrives at once', async () => {
    const account = await newAccount();
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn('198.51.100.8', account, `Burst-Passw0rd-${i}`).then((r) => r.status)),
    );
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(limits.freeAttempts + 1);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20 - limits.freeAttempts - 1);
  });
});

describe('password sign-in without a trusted proxy', () => {
  it('counts the connection, not a made-up X-Forwarded-For', async () => {
    const server = await startTestServer('embedded', { seed: false, signInLimits: limits });
    try {
      const attempt = (i: number) =>
        fetch(`${server.url}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: {
            apikey: server.publishableKey,
            'content-type': 'application/json',
            'x-forwarded-for': `203.0.113.${i}`,
            'x-real-ip': `203.0.113.${i}`,
          },
          body: JSON.stringify({ email: 'nobody@example.com', password: 'Wrong-Passw0rd' }),
        }).then((r) => r.status);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push(await attempt(i));
      expect(statuses).toContain(429);
    } finally {
      await server.cleanup();
    }
  });
});

// On every engine of the run: the count lives in the database, whichever PostgreSQL it is (it skipped without a
// PostgreSQL server before, although the embedded one serves it the same). Two processes: e2e/cluster.test.ts.
describeEachBackend('password sign-in shared by two servers', (backend) => {
  it('keeps one count for two servers on the same database', async () => {
    const database = await createTestDatabase(backend);
    const dirs = [tempDir(), tempDir()];
    const servers: RunningServer[] = [];
    try {
      for (const dataDir of dirs) {
        servers.push(await startServer({ port: 0, dataDir, databaseUrl: database.url, log: false, seed: false, signInLimits: limits }));
      }
      const attempt = (i: number) =>
        fetch(`${servers[i % 2]!.url}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: { apikey: servers[0]!.publishableKey, 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'shared@example.com', password: 'Wrong-Passw0rd' }),
        }).then((r) => r.status);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push(await attempt(i));
      expect(statuses.slice(0, 4)).toEqual([400, 400, 400, 400]);
      expect(statuses.slice(4)).toEqual([429, 429]);
    } finally {
      for (const running of servers) await running.stop();
      await database.drop();
    }
  });
});
