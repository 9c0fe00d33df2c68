// Issue 32.3: one gate in front of everything. The guards used to compare the raw path while lite decodes it, so
// `/auth/v1/%74oken` was never slowed down, `/auth/v1/%72ecover` mailed past the limit, `/auth/v1/%6ftp` told who has
// an account, `PUT /auth/v1/%75ser` worked for a banned member, `/storage/v1/%6fbject/...` skipped the upload check.
// Here every guard is driven through every spelling of its path (pathVariants.ts) and must answer each one as it
// answers the plain path; targets that have no canonical form are 400 `bad_request_target`.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount, startTestServer, type TestServer } from './helpers.ts';
import { pathVariants } from './pathVariants.ts';

const PASSWORD = 'Gate-Passw0rd';

describe('every guard through every spelling of its path', () => {
  let server: TestServer;
  let addressCounter = 0;
  /** A client address of its own for each test step (TRUST_PROXY), so the limits of one never touch another. */
  const freshAddress = () => `198.51.100.${++addressCounter}`;

  function send(
    method: string,
    target: string,
    options: { body?: unknown; token?: string; address?: string; headers?: Record<string, string> } = {},
  ) {
    const body = options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    return fetch(`${server.url}${target}`, {
      method,
      headers: {
        apikey: server.publishableKey,
        'content-type': 'application/json',
        'x-forwarded-for': options.address ?? freshAddress(),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      body,
    });
  }

  /** The status and error code of each spelling of `path`, as `spelling: status code`, for one readable comparison. */
  async function answers(path: string, ask: (target: string) => Promise<Response>): Promise<string[]> {
    const seen: string[] = [];
    for (const variant of pathVariants(path)) {
      const response = await ask(variant);
      const body = (await response.json().catch(() => null)) as { error_code?: string; code?: unknown; error?: string } | null;
      const code = body?.error_code ?? (typeof body?.code === 'string' ? body.code : body?.error);
      seen.push(`${variant}: ${response.status} ${code ?? ''}`.trim());
    }
    return seen;
  }
  const expectAll = (seen: string[], answer: string) => expect(seen).toEqual(seen.map((line) => `${line.split(': ')[0]}: ${answer}`));

  beforeAll(async () => {
    server = await startTestServer('embedded', {
      seed: false,
      trustProxy: true,
      signInLimits: { freeAttempts: 1, baseDelayMs: 10 * 60_000, maxDelayMs: 10 * 60_000, sprayThreshold: 1_000_000 },
      mailLimits: { perRecipient: 1, perAddress: 1_000_000 },
    });
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  it('password sign-in backoff: a pair that must wait is refused through every spelling of /auth/v1/token', async () => {
    const email = 'guessed@example.com';
    await signedInAccount(server, email, PASSWORD);
    const address = freshAddress();
    const signIn = (target: string, password: string) => send('POST', target, { body: { email, password }, address });
    expect((await signIn('/auth/v1/token?grant_type=password', 'Wrong-Passw0rd-1')).status).toBe(400);
    expect((await signIn('/auth/v1/token?grant_type=password', 'Wrong-Passw0rd-2')).status).toBe(400);
    expect((await signIn('/auth/v1/token?grant_type=password', PASSWORD)).status).toBe(429);
    // Even the right password waits, whichever way the path or the grant is spelled.
    expectAll(
      await answers('/auth/v1/token', (target) => signIn(`${target}?grant_type=password`, PASSWORD)),
      '429 over_request_rate_limit',
    );
    for (const query of ['?grant_type=%70assword', '?x=1&grant_type=password', '?grant_type=password&grant_type=password'])
      expect((await signIn(`/auth/v1/%74oken${query}`, PASSWORD)).status).toBe(429);
  });

  it('mail limit per recipient: recovery mail stops at the limit through every spelling of /auth/v1/recover', async () => {
    const email = 'bombed@example.com';
    await signedInAccount(server, email, PASSWORD);
    expect((await send('POST', '/auth/v1/recover', { body: { email } })).status).toBe(200);
    expectAll(await answers('/auth/v1/recover', (target) => send('POST', target, { body: { email } })), '429 over_email_send_rate_limit');
    expect(server.mailbox.list({ to: email })).toHaveLength(1);
  });

  it('mail limit of the newsletter confirmation through every spelling of /functions/v1/newsletter-subscribe', async () => {
    const email = 'reader@example.com';
    expect((await send('POST', '/functions/v1/newsletter-subscribe', { body: { email } })).status).toBe(202);
    expectAll(
      await answers('/functions/v1/newsletter-subscribe', (target) => send('POST', target, { body: { email } })),
      '429 rate_limited',
    );
    expect(server.mailbox.list({ to: email })).toHaveLength(1);
  });

  it('account enumeration: one-time codes answer an unknown address as a member through every spelling of /auth/v1/otp', async () => {
    let stranger = 0;
    const seen = await answers('/auth/v1/otp', (target) =>
      send('POST', target, { body: { email: `stranger${++stranger}@example.com`, create_user: false } }),
    );
    expectAll(seen, '200');
  });

  describe('a banned member', () => {
    let member: { id: string; token: string };
    const email = 'banned@example.com';

    beforeAll(async () => {
      member = await signedInAccount(server, email, PASSWORD);
      // Banned in the auth service (as hosted's dashboard does), sessions left: the server must refuse the token.
      await server.database.query(`update auth.users set banned_until = now() + interval '1 day' where id = $1`, [member.id]);
      // The server trusts a member's ban state it read (at the sign-in above) for 5 s.
      await new Promise((resolve) => setTimeout(resolve, 5_200));
    });

    it('cannot change the account through any spelling of PUT /auth/v1/user', async () => {
      const seen = await answers('/auth/v1/user', (target) => send('PUT', target, { body: { data: { nick: 'x' } }, token: member.token }));
      expectAll(seen, '403 user_banned');
    });

    it('cannot read through any spelling of /rest/v1/courses', async () => {
      expectAll(
        await answers('/rest/v1/courses', (target) => send('GET', `${target}?select=id`, { token: member.token })),
        '403 user_banned',
      );
    });

    it('gets no session through any spelling of /auth/v1/token', async () => {
      const seen = await answers('/auth/v1/token', (target) =>
        send('POST', `${target}?grant_type=password`, { body: { email, password: PASSWORD } }),
      );
      expectAll(seen, '403 user_banned');
    });
  });

  it('upload check: bytes that are no image are refused through every spelling of the upload path', async () => {
    const member = await signedInAccount(server, 'uploader@example.com', PASSWORD);
    const path = `/storage/v1/object/avatars/${member.id}-face.png`;
    const seen = await answers(path, (target) =>
      send('POST', target, {
        body: 'not a picture at all',
        token: member.token,
        headers: { 'content-type': 'image/png', 'x-upsert': 'true' },
      }),
    );
    expectAll(seen, '415 InvalidMimeType');
  });

  it('mailbox: every spelling of /_mailbox/api/messages needs a key, and is the mailbox with it', async () => {
    expectAll(await answers('/_mailbox/api/messages', (target) => send('GET', target)), '401 unauthorized');
    const seen = await answers('/_mailbox/api/messages', async (target) => {
      const response = await send('GET', target, { headers: { apikey: server.secretKey } });
      const list = (await response.json().catch(() => null)) as unknown;
      return new Response(JSON.stringify({ error: Array.isArray(list) ? 'list' : 'other' }), { status: response.status });
    });
    expectAll(seen, '200 list');
  });
});

describe('targets without a canonical form', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('embedded', { seed: false });
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  /** A raw request: fetch would resolve dot segments and escape what it sends. */
  function raw(method: string, target: string): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const request = httpRequest(
        { host: '127.0.0.1', port: server.port, method, path: target, headers: { apikey: server.publishableKey } },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      request.on('error', reject);
      request.end();
    });
  }

  it('answers 400 bad_request_target, before any route', async () => {
    const targets = [
      '/auth/v1%2Ftoken?grant_type=password', // an encoded slash: one segment that would route as two
      '/storage/v1/object/avatars/a%2F..%2F..%2Fx.png',
      '/auth/v1/token%00',
      '/rest/v1/courses%0a',
      '/..',
      '/rest/v1/../../../etc/passwd',
      '/auth/v1/%2e%2e/%2e%2e/%2E%2E/x',
      '/auth/v1/%zzoken',
      '/auth/v1/tok%e',
      '/auth/v1/%C3', // half of a UTF-8 character
      '/auth/v1/%FF%FE',
      '/auth\\v1/token',
      '/auth/v1/token#x',
    ];
    const seen: string[] = [];
    for (const target of targets) {
      const answer = await raw('POST', target);
      const code = (JSON.parse(answer.body || 'null') as { error?: string } | null)?.error;
      seen.push(`${target}: ${answer.status} ${code}`);
    }
    expect(seen).toEqual(targets.map((target) => `${target}: 400 bad_request_target`));
  });
});
