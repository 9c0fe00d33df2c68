// The password sign-in's backoff (signInLimiter.ts, counted in rateStore.ts), one condition per case, each through
// the request a member's browser sends (POST /auth/v1/token?grant_type=password) to one real server, on a clock the
// test moves (ServerOptions.clock) so a wait or a window passes without waiting. The server starts on a copy of a
// migrated database (startMigratedTestServer), so the file is fast enough for the mutation runs (stryker/scopes.mjs:
// `server-limits`), which start it once per mutant. The spray delay is a real sleep, measured.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateStore } from '../src/rateStore.ts';
import { startMigratedTestServer, type TestServer } from './helpers.ts';

const FREE = 3;
// Above the failures any backoff case makes from its address, so only the spray cases reach it.
const SPRAY_THRESHOLD = 12;
const SPRAY_DELAY_MS = 2_500;
const WINDOW_MS = 60 * 60_000;
const PASSWORD = 'Right-Passw0rd';

describe('password sign-in backoff, through the token endpoint', () => {
  let server: TestServer;
  let now = Date.UTC(2026, 0, 1);
  let addressCounter = 0;
  /** Each case's own client address (TRUST_PROXY), so no count of one case reaches another. */
  const freshAddress = () => `198.51.100.${++addressCounter}`;
  let member = '';
  let neighbour = '';

  function post(target: string, body: unknown, address: string, method = 'POST') {
    return fetch(`${server.url}${target}`, {
      method,
      headers: { apikey: server.publishableKey, 'content-type': 'application/json', 'x-forwarded-for': address },
      ...(method === 'GET' ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
  }
  const signIn = (address: string, body: unknown) => post('/auth/v1/token?grant_type=password', body, address);
  const guess = async (address: string, email = member) => (await signIn(address, { email, password: 'Wrong-Passw0rd' })).status;
  /** The statuses of `count` wrong guesses, one after another. */
  async function guesses(address: string, count: number, email = member): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) statuses.push(await guess(address, email));
    return statuses;
  }
  async function timed(ask: () => Promise<Response>): Promise<{ status: number; ms: number }> {
    const started = performance.now();
    const response = await ask();
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  }

  beforeAll(async () => {
    server = await startMigratedTestServer({
      trustProxy: true,
      clock: () => now,
      signInLimits: {
        freeAttempts: FREE,
        baseDelayMs: 1000,
        maxDelayMs: 8000,
        windowMs: WINDOW_MS,
        sprayThreshold: SPRAY_THRESHOLD,
        sprayDelayMs: SPRAY_DELAY_MS,
      },
      mailLimits: { perRecipient: 1_000_000, perAddress: 1_000_000 },
    });
    for (const email of ['member@example.com', 'neighbour@example.com']) {
      const created = await fetch(`${server.url}/_admin/users`, {
        method: 'POST',
        headers: { apikey: server.secretKey },
        body: JSON.stringify({ email, password: PASSWORD, role: 'student' }),
      });
      expect(created.status).toBe(200);
    }
    member = 'member@example.com';
    neighbour = 'neighbour@example.com';
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  it('checks the free attempts and the one after them, then refuses with the wait, in GoTrue’s form', async () => {
    const address = freshAddress();
    // The attempt past the free ones is still checked: it sets the first wait.
    expect(await guesses(address, FREE + 1)).toEqual([400, 400, 400, 400]);
    const refused = await signIn(address, { email: member, password: PASSWORD });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.headers.get('content-type')).toBe('application/json');
    expect(await refused.json()).toEqual({
      code: 429,
      error_code: 'over_request_rate_limit',
      msg: 'Too many sign-in attempts. Try again in 1 seconds.',
    });
  });

  it('doubles the wait with each attempt past the free ones, up to the cap', async () => {
    const address = freshAddress();
    await guesses(address, FREE + 1);
    const waits: string[] = [];
    for (const wait of [1000, 2000, 4000, 8000, 8000]) {
      now += wait;
      expect(await guess(address)).toBe(400);
      const refused = await signIn(address, { email: member, password: PASSWORD });
      expect(refused.status).toBe(429);
      waits.push(refused.headers.get('retry-after') ?? '');
    }
    expect(waits).toEqual(['2', '4', '8', '8', '8']);
  });

  it('rounds what is left of a wait up to whole seconds', async () => {
    const address = freshAddress();
    await guesses(address, FREE + 1);
    now += 1000;
    await guess(address);
    // 2 s to wait; 0.5 s of it passed: 1.5 s is "2", never "1".
    now += 500;
    expect((await signIn(address, { email: member, password: PASSWORD })).headers.get('retry-after')).toBe('2');
    now += 1499;
    expect((await signIn(address, { email: member, password: PASSWORD })).headers.get('retry-after')).toBe('1');
    now += 1;
    expect((await signIn(address, { email: member, password: PASSWORD })).status).toBe(200);
  });

  it('starts the count over a window after the first attempt', async () => {
    const address = freshAddress();
    await guesses(address, FREE + 1);
    now += WINDOW_MS;
    expect(await guesses(address, FREE + 1)).toEqual([400, 400, 400, 400]);
    expect(await guess(address)).toBe(429);
  });

  it('the right password from another address signs the owner in while a guessing address waits', async () => {
    const address = freshAddress();
    await guesses(address, FREE + 1);
    expect(await guess(address)).toBe(429);
    expect((await signIn(freshAddress(), { email: member, password: PASSWORD })).status).toBe(200);
  });

  it('another account from the same address is not kept waiting (a school behind one address)', async () => {
    const address = freshAddress();
    await guesses(address, FREE + 1);
    expect(await guess(address)).toBe(429);
    expect((await signIn(address, { email: neighbour, password: PASSWORD })).status).toBe(200);
  });

  it('a right password starts the pair over', async () => {
    const address = freshAddress();
    expect(await guesses(address, FREE - 1)).toEqual([400, 400]);
    expect((await signIn(address, { email: member, password: PASSWORD })).status).toBe(200);
    expect(await guesses(address, FREE + 1)).toEqual([400, 400, 400, 400]);
    expect(await guess(address)).toBe(429);
  });

  it('counts one account however its address is capitalised', async () => {
    const address = freshAddress();
    expect(await guesses(address, FREE + 1, 'MEMBER@Example.com')).toEqual([400, 400, 400, 400]);
    expect(await guess(address, 'member@example.com')).toBe(429);
  });

  it('counts one account with or without spaces around its address', async () => {
    const address = freshAddress();
    expect(await guesses(address, FREE + 1, '  member@example.com ')).toHaveLength(FREE + 1);
    expect(await guess(address, 'member@example.com')).toBe(429);
  });

  it('counts a phone sign-in by its number', async () => {
    const address = freshAddress();
    const byPhone = (phone: string) => signIn(address, { phone, password: 'Wrong-Passw0rd' }).then((r) => r.status);
    for (let i = 0; i <= FREE; i++) expect(await byPhone('+5511999990001')).not.toBe(429);
    expect(await byPhone('+5511999990001')).toBe(429);
    expect(await byPhone('+5511999990002')).not.toBe(429);
  });

  it('answers a sign-in without an email, or with a password that is no text, as the auth service does', async () => {
    for (const body of [{ password: 'Wrong-Passw0rd' }, { email: 'nobody@example.com', password: 12345678 }, '{not json']) {
      const answer = await signIn(freshAddress(), body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('limits the password grant only: not a refresh, not another method, not another path', async () => {
    const refresh = freshAddress();
    for (let i = 0; i < FREE + 2; i++) {
      const answer = await post('/auth/v1/token?grant_type=refresh_token', { refresh_token: 'no-such-token' }, refresh);
      expect(answer.status).not.toBe(429);
    }
    const method = freshAddress();
    for (let i = 0; i < FREE + 2; i++) expect((await post('/auth/v1/token?grant_type=password', null, method, 'GET')).status).not.toBe(429);
    const path = freshAddress();
    for (let i = 0; i < FREE + 2; i++) {
      const answer = await post('/auth/v1/logout?grant_type=password', { email: member, password: 'Wrong-Passw0rd' }, path);
      expect(answer.status).not.toBe(429);
    }
  });

  it('takes about as long to refuse an unknown account as a wrong password (it pays the same password check)', async () => {
    const time = async (email: string) => {
      const started = performance.now();
      const response = await signIn(freshAddress(), { email, password: 'Wrong-Passw0rd' });
      expect(response.status).toBe(400);
      await response.arrayBuffer();
      return performance.now() - started;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      known.push(await time(member));
      unknown.push(await time(`nobody${i}@example.com`));
    }
    // bcrypt at cost 10 takes tens of milliseconds; without the router's equaliser an unknown account answers in a few.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });

  describe('an address failing across many accounts', () => {
    it('is slowed once it has failed the threshold, and only then', async () => {
      const address = freshAddress();
      for (let i = 0; i < SPRAY_THRESHOLD - 1; i++) expect(await guess(address, `victim${i}@example.com`)).toBe(400);
      // Threshold - 1 failures: the next attempt is checked at once (and fails: the threshold is reached).
      const before = await timed(() => signIn(address, { email: 'victim-last@example.com', password: 'Wrong-Passw0rd' }));
      expect(before.status).toBe(400);
      expect(before.ms).toBeLessThan(SPRAY_DELAY_MS - 500);
      const slowed = await timed(() => signIn(address, { email: neighbour, password: PASSWORD }));
      expect(slowed.status).toBe(200);
      expect(slowed.ms).toBeGreaterThanOrEqual(SPRAY_DELAY_MS - 50);
      // Another address is not slowed by this one's failures.
      const other = await timed(() => signIn(freshAddress(), { email: neighbour, password: PASSWORD }));
      expect(other.ms).toBeLessThan(SPRAY_DELAY_MS - 500);
    });

    it('counts a sign-in the auth service refuses for its missing key (401) as a failure too', async () => {
      const address = freshAddress();
      for (let i = 0; i < SPRAY_THRESHOLD; i++) {
        const keyless = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
          body: JSON.stringify({ email: `keyless${i}@example.com`, password: 'Wrong-Passw0rd' }),
        });
        expect(keyless.status).toBe(401);
      }
      const slowed = await timed(() => signIn(address, { email: neighbour, password: PASSWORD }));
      expect(slowed.status).toBe(200);
      expect(slowed.ms).toBeGreaterThanOrEqual(SPRAY_DELAY_MS - 50);
    });

    it('is answered at once when its attempt is refused anyway', async () => {
      const address = freshAddress();
      for (let i = 0; i < SPRAY_THRESHOLD - FREE - 1; i++) await guess(address, `sprayed${i}@example.com`);
      // The member's own pair from this address is made to wait; its last check makes the threshold.
      await guesses(address, FREE + 1);
      const refused = await timed(() => signIn(address, { email: member, password: PASSWORD }));
      expect(refused.status).toBe(429);
      expect(refused.ms).toBeLessThan(SPRAY_DELAY_MS - 500);
    });

    it('counts its failures in a window: after it, the threshold is counted again', async () => {
      const address = freshAddress();
      for (let i = 0; i < SPRAY_THRESHOLD; i++) await guess(address, `early${i}@example.com`);
      now += WINDOW_MS;
      const afterWindow = await timed(() => signIn(address, { email: neighbour, password: PASSWORD }));
      expect(afterWindow.ms).toBeLessThan(SPRAY_DELAY_MS - 500);
      for (let i = 0; i < SPRAY_THRESHOLD; i++) await guess(address, `late${i}@example.com`);
      const slowed = await timed(() => signIn(address, { email: neighbour, password: PASSWORD }));
      expect(slowed.ms).toBeGreaterThanOrEqual(SPRAY_DELAY_MS - 50);
    });
  });

  // Housekeeping, not a decision: a count idle for a day decides nothing any more, so no request can tell it is gone.
  // Read from the server's own table, through a store of its own (its own count of writes).
  describe('the counts idle for a day', () => {
    const DAY_MS = 86_400_000;
    const stored = async () =>
      (
        await server.database.query<{ key: string }>("select key from academy_server.rate_limits where key like 'sweep:%' order by key")
      ).map((row) => row.key);

    it('go at every 500th write of a store, and only they: a later window or a later block keeps a count', async () => {
      const store = new RateStore(server.database);
      const sweepAt = Date.UTC(2026, 5, 1);
      const rule = { limit: 1_000, windowMs: 1_000 };
      // Writes 1 to 4: idle since a day and a millisecond; exactly a day; blocked until an hour ago (its window a
      // week old); written at the sweep's time.
      await store.count('sweep:idle', sweepAt - DAY_MS - 1, rule);
      await store.count('sweep:day', sweepAt - DAY_MS, rule);
      const blockedUntilAnHourAgo = { free: 0, baseDelayMs: 7 * DAY_MS - 3_600_000, maxDelayMs: 7 * DAY_MS, windowMs: 1_000 };
      expect(await store.attempt('sweep:blocked', sweepAt - 7 * DAY_MS, blockedUntilAnHourAgo)).toEqual({
        allowed: true,
        retryAfterSeconds: 0,
      });
      await store.count('sweep:recent', sweepAt, rule);
      for (let write = 5; write < 500; write++) await store.count('sweep:filler', sweepAt, { limit: 10_000, windowMs: 1_000 });
      expect(await stored()).toEqual(['sweep:blocked', 'sweep:day', 'sweep:filler', 'sweep:idle', 'sweep:recent']);
      await store.count('sweep:filler', sweepAt, { limit: 10_000, windowMs: 1_000 });
      expect(await stored()).toEqual(['sweep:blocked', 'sweep:day', 'sweep:filler', 'sweep:recent']);
      await server.database.query("delete from academy_server.rate_limits where key like 'sweep:%'");
    });
  });
});
