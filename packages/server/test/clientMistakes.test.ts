// Client mistakes get a clear 4xx, never a 500: emails that are not text or too long, oversized sign-up bodies,
// writes to read-only views, a certificate for an unknown course, TRACE, the * and absolute request forms, and
// a Host this server does not answer for. Also: the one-time-code endpoint and password sign-in do not tell
// whether an address has an account.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTS, startTestServer, type TestServer } from './helpers.ts';

describe('client mistakes', () => {
  let server: TestServer;
  let token: string;
  const json = (extra: Record<string, string> = {}) => ({ apikey: server.publishableKey, 'content-type': 'application/json', ...extra });
  const post = (path: string, body: unknown, extra: Record<string, string> = {}, method = 'POST') =>
    fetch(`${server.url}${path}`, { method, headers: json(extra), body: JSON.stringify(body) });

  /** A raw request: fetch cannot send TRACE, `*`, an absolute target or another Host. */
  function raw(method: string, target: string, headers: Record<string, string> = {}) {
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest({ host: '127.0.0.1', port: server.port, method, path: target, headers }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on('error', reject);
      request.end();
    });
  }

  async function expect4xx(response: Response, status: number) {
    expect(response.status).toBe(status);
    const body = (await response.json()) as { msg?: string; message?: string; error?: string };
    expect(body.msg ?? body.message ?? body.error).toBeTruthy();
  }

  beforeAll(async () => {
    server = await startTestServer('embedded', PORTS.clientMistakes, { seed: false });
    const signUp = await post('/auth/v1/signup', { email: 'member@example.com', password: 'Member-Passw0rd' });
    token = ((await signUp.json()) as { access_token: string }).access_token;
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  it('answers an email that is not text, or over 255 characters, with 400', async () => {
    const long = `${'a'.repeat(250)}@example.com`;
    await expect4xx(await post('/auth/v1/signup', { email: long, password: 'Member-Passw0rd' }), 400);
    await expect4xx(await post('/auth/v1/signup', { email: ['a@example.com'], password: 'Member-Passw0rd' }), 400);
    await expect4xx(await post('/auth/v1/token?grant_type=password', { email: ['a@example.com'], password: 'x' }), 400);
    await expect4xx(await post('/auth/v1/otp', { email: { $ne: '' } }), 400);
    await expect4xx(await post('/auth/v1/recover', { email: 42 }), 400);
  });

  it('refuses a sign-up body over 64 KB (a 1 MB name) with 413', async () => {
    const response = await post('/auth/v1/signup', {
      email: 'big@example.com',
      password: 'Member-Passw0rd',
      data: { first_name: 'n'.repeat(1_000_000) },
    });
    expect(response.status).toBe(413);
  });

  it('answers writes to read-only views with 405 and an unknown course certificate with 404', async () => {
    const auth = { authorization: `Bearer ${token}` };
    await expect4xx(await post('/rest/v1/lesson_catalog', { title: 'x' }, auth), 405);
    await expect4xx(
      await fetch(`${server.url}/rest/v1/prompt_catalog?id=eq.00000000-0000-4000-8000-000000000000`, {
        method: 'DELETE',
        headers: json(auth),
      }),
      405,
    );
    const certificate = await post('/rest/v1/rpc/issue_certificate', { course_slug: 'no-such-course' }, auth);
    expect(certificate.status).toBe(404);
    expect(((await certificate.json()) as { message: string }).message).toContain('no-such-course');
  });

  it('answers TRACE, the asterisk form and the absolute form without a server error', async () => {
    expect((await raw('TRACE', '/')).status).toBe(405);
    expect((await raw('OPTIONS', '*')).status).toBe(204);
    expect((await raw('GET', '*')).status).toBe(400);
    expect((await raw('GET', 'http://evil.example/config.json')).status).toBe(400);
    expect((await raw('GET', `http://127.0.0.1:${server.port}/health`)).status).toBe(400);
  });

  it('answers only for its own host names, and never puts another Host in config.json', async () => {
    const forged = await raw('GET', '/config.json', { host: 'evil.example' });
    expect(forged.status).toBe(421);
    expect(forged.body).not.toContain('evil.example');
    for (const host of [`127.0.0.1:${server.port}`, `localhost:${server.port}`]) {
      const own = await raw('GET', '/config.json', { host });
      expect(own.status).toBe(200);
      expect((JSON.parse(own.body) as { supabaseUrl: string }).supabaseUrl).toBe(`http://${host}`);
    }
  });

  it('answers a one-time code request alike for a member and a stranger', async () => {
    const member = await post('/auth/v1/otp', { email: 'member@example.com', create_user: false });
    const stranger = await post('/auth/v1/otp', { email: 'stranger@example.com', create_user: false });
    expect([member.status, await member.text()]).toEqual([200, '{}']);
    expect([stranger.status, await stranger.text()]).toEqual([200, '{}']);
    expect(server.mailbox.list({ to: 'stranger@example.com' })).toEqual([]);
  });

  it('takes about as long to refuse an unknown account as a wrong password', async () => {
    const time = async (email: string) => {
      const started = performance.now();
      const response = await post(
        '/auth/v1/token?grant_type=password',
        { email, password: 'Wrong-Passw0rd' },
        { 'x-forwarded-for': email },
      );
      expect(response.status).toBe(400);
      return performance.now() - started;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      known.push(await time('member@example.com'));
      unknown.push(await time(`nobody${i}@example.com`));
    }
    // bcrypt at cost 10 takes tens of milliseconds; without the equaliser an unknown account answered in a few.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });
});
