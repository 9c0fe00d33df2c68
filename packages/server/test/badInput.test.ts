// Bad requests get a clear 4xx and change nothing: malformed JSON, unknown tables and columns,
// oversized bodies, wrong content types, expired or forged tokens. Embedded PostgreSQL and a PostgreSQL server.
import { request as httpRequest } from 'node:http';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachBackend, PORTS, startTestServer, type TestServer } from './helpers.ts';

type Session = { access_token: string; user: { id: string } };

describeEachBackend('bad input', (backend) => {
  let server: TestServer;
  let staff: Session;
  let learner: Session;

  const headers = (token?: string, extra: Record<string, string> = {}) => ({
    apikey: server.publishableKey,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...extra,
  });

  async function toolCount(): Promise<number> {
    const rows = await server.database.query<{ n: number }>('select count(*)::int as n from public.tools');
    return rows[0]!.n;
  }

  async function session(email: string): Promise<Session> {
    const response = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: headers(undefined, { 'content-type': 'application/json' }),
      body: JSON.stringify({ email, password: 'Passw0rd-Bad-1' }),
    });
    return (await response.json()) as Session;
  }

  beforeAll(async () => {
    server = await startTestServer(
      backend,
      { embedded: PORTS.badInputEmbedded, server: PORTS.badInputServer, hosted: PORTS.badInputHosted }[backend],
      { seed: false },
    );
    for (const [email, role] of [
      ['staff@example.com', 'master'],
      ['learner@example.com', 'student'],
    ]) {
      const r = await fetch(`${server.url}/_admin/users`, {
        method: 'POST',
        headers: { apikey: server.secretKey },
        body: JSON.stringify({ email, password: 'Passw0rd-Bad-1', role }),
      });
      expect(r.status).toBe(200);
    }
    staff = await session('staff@example.com');
    learner = await session('learner@example.com');
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  async function expectClear4xx(response: Response, status: number | number[]) {
    const statuses = Array.isArray(status) ? status : [status];
    expect(statuses).toContain(response.status);
    const body = (await response.json()) as { message?: string; msg?: string; error?: string };
    expect(body.message ?? body.msg ?? body.error, 'a 4xx says what is wrong').toBeTruthy();
  }

  it('answers malformed JSON with 400', async () => {
    const before = await toolCount();
    const r = await fetch(`${server.url}/rest/v1/tools`, {
      method: 'POST',
      headers: headers(staff.access_token, { 'content-type': 'application/json' }),
      body: '{"name": "x",',
    });
    await expectClear4xx(r, 400);
    const signup = await fetch(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers: headers(undefined, { 'content-type': 'application/json' }),
      body: '{oops',
    });
    expect(signup.status).toBe(400);
    expect(await toolCount()).toBe(before);
  });

  it('answers unknown tables with 404 and unknown columns with 400', async () => {
    await expectClear4xx(await fetch(`${server.url}/rest/v1/no_such_table?select=*`, { headers: headers(staff.access_token) }), 404);
    await expectClear4xx(await fetch(`${server.url}/rest/v1/tools?select=no_such_column`, { headers: headers(staff.access_token) }), 400);
    const before = await toolCount();
    const insert = await fetch(`${server.url}/rest/v1/tools`, {
      method: 'POST',
      headers: headers(staff.access_token, { 'content-type': 'application/json' }),
      body: JSON.stringify({ name: 'X', url: 'https://x.io', category: 'AI', no_such_column: 1 }),
    });
    await expectClear4xx(insert, 400);
    expect(await toolCount()).toBe(before);
  });

  it('refuses values the schema forbids with 400, changing nothing', async () => {
    const before = await toolCount();
    const r = await fetch(`${server.url}/rest/v1/tools`, {
      method: 'POST',
      headers: headers(staff.access_token, { 'content-type': 'application/json' }),
      body: JSON.stringify({ name: 'X', url: 'https://x.io', category: 'Not a category' }),
    });
    await expectClear4xx(r, 400);
    expect(await toolCount()).toBe(before);
  });

  it('refuses bodies over the limit with 413 before reading them', async () => {
    const before = await toolCount();
    const big = JSON.stringify({ name: 'X', url: 'https://x.io', category: 'AI', description: 'a'.repeat(3 * 1024 * 1024) });
    const r = await fetch(`${server.url}/rest/v1/tools`, {
      method: 'POST',
      headers: headers(staff.access_token, { 'content-type': 'application/json' }),
      body: big,
    });
    await expectClear4xx(r, 413);
    expect(await toolCount()).toBe(before);

    // A declared size over the storage limit is refused from the headers alone.
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(`${server.url}/storage/v1/object/lesson-videos/huge.mp4`, {
        method: 'POST',
        headers: { ...headers(staff.access_token), 'content-type': 'video/mp4', 'content-length': String(10 * 1024 * 1024 * 1024) },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.write(Buffer.alloc(1024));
    });
    expect(status).toBe(413);
  });

  it('refuses a wrong content type', async () => {
    const before = await toolCount();
    const r = await fetch(`${server.url}/rest/v1/tools`, {
      method: 'POST',
      headers: headers(staff.access_token, { 'content-type': 'text/plain' }),
      body: JSON.stringify({ name: 'X', url: 'https://x.io', category: 'AI' }),
    });
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
    expect(await toolCount()).toBe(before);
    const upload = await fetch(`${server.url}/storage/v1/object/avatars/${learner.user.id}-1.png`, {
      method: 'POST',
      headers: headers(learner.access_token, { 'content-type': 'text/html' }),
      body: '<script>alert(1)</script>',
    });
    await expectClear4xx(upload, 415);
  });

  describe('tokens', () => {
    const claims = () => ({ sub: staff.user.id, role: 'authenticated', aud: 'authenticated', email: 'staff@example.com' });
    const forgedWith = (secret: string, expiresIn = '1h') =>
      new SignJWT(claims())
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(new TextEncoder().encode(secret));
    const expired = () =>
      new SignJWT(claims())
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
        .sign(new TextEncoder().encode(server.jwtSecret));
    const unsigned = () =>
      `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify({ ...claims(), exp: Math.floor(Date.now() / 1000) + 3600 })).toString('base64url')}.`;

    it('refuses forged, expired and unsigned tokens on every service with 401, changing nothing', async () => {
      const tokens = {
        forged: await forgedWith('not-the-secret-not-the-secret-not-the-secret'),
        expired: await expired(),
        unsigned: unsigned(),
      };
      for (const [kind, token] of Object.entries(tokens)) {
        const before = await toolCount();
        const write = await fetch(`${server.url}/rest/v1/tools`, {
          method: 'POST',
          headers: headers(token, { 'content-type': 'application/json' }),
          body: JSON.stringify({ name: `X ${kind}`, url: 'https://x.io', category: 'AI' }),
        });
        expect(write.status, `rest with a ${kind} token`).toBe(401);
        expect(await toolCount()).toBe(before);
        // GoTrue answers a token it cannot verify with 403 bad_jwt; supabase-js signs out on both.
        expect([401, 403], `auth with a ${kind} token`).toContain(
          (await fetch(`${server.url}/auth/v1/user`, { headers: headers(token) })).status,
        );
        const upload = await fetch(`${server.url}/storage/v1/object/thumbnails/${kind}.png`, {
          method: 'POST',
          headers: headers(token, { 'content-type': 'image/png' }),
          body: Buffer.from('89504e470d0a1a0a', 'hex'),
        });
        expect([400, 401, 403], `storage with a ${kind} token`).toContain(upload.status);
        expect(
          (await fetch(`${server.url}/functions/v1/check-subscription`, { method: 'POST', headers: headers(token) })).status,
          `function with a ${kind} token`,
        ).toBe(401);
      }
    });

    it('refuses requests without the apikey, and a learner token cannot act as staff', async () => {
      expect((await fetch(`${server.url}/rest/v1/tools?select=*`)).status).toBe(401);
      const before = await toolCount();
      const r = await fetch(`${server.url}/rest/v1/tools`, {
        method: 'POST',
        headers: headers(learner.access_token, { 'content-type': 'application/json' }),
        body: JSON.stringify({ name: 'X', url: 'https://x.io', category: 'AI' }),
      });
      expect([401, 403]).toContain(r.status);
      expect(await toolCount()).toBe(before);
    });
  });
});
