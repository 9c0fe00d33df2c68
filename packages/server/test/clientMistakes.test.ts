// Client mistakes get a clear 4xx, never a 500: emails that are not text or too long, oversized sign-up bodies,
// writes to read-only views, a certificate for an unknown course, a storage listing lite cannot run, a REST write body that is not an object or a list of them, a full-text word too long, TRACE, the * and absolute request forms, and
// a Host this server does not answer for. Also: the one-time-code endpoint and password sign-in do not tell
// whether an address has an account.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

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
    server = await startTestServer('embedded', { seed: false });
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

  it("answers a reply to a reply, or to another lesson's message, with 400 and the trigger's code 23514", async () => {
    const service = { apikey: server.secretKey, authorization: `Bearer ${server.secretKey}`, prefer: 'return=representation' };
    const member = { authorization: `Bearer ${token}`, prefer: 'return=representation' };
    const created = async (path: string, body: unknown, headers: Record<string, string>) => {
      const response = await post(path, body, headers);
      expect(response.status, await response.clone().text()).toBe(201);
      return ((await response.json()) as [{ id: string }])[0].id;
    };
    // Learners discuss only lessons of a published course that sit in a module.
    const course = await created('/rest/v1/courses', { slug: 'replies', title: 'Replies', state: 'published' }, service);
    const module = await created('/rest/v1/modules', { course_id: course, title: 'Module' }, service);
    const lesson = { module_id: module, course_id: course, is_private: false };
    const videoA = await created('/rest/v1/videos', { title: 'Lesson A', ...lesson }, service);
    const videoB = await created('/rest/v1/videos', { title: 'Lesson B', ...lesson }, service);
    const question = await created('/rest/v1/lesson_messages', { video_id: videoA, body: 'Why?', at_seconds: 3 }, member);
    const reply = await created('/rest/v1/lesson_messages', { video_id: videoA, parent_id: question, body: 'Because.' }, member);
    for (const mistake of [
      { video_id: videoA, parent_id: reply, body: 'A reply to a reply' },
      { video_id: videoB, parent_id: question, body: 'A reply on another lesson' },
    ]) {
      const response = await post('/rest/v1/lesson_messages', mistake, member);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { code: string; message: string };
      expect(body.code).toBe('23514');
      expect(body.message).toMatch(/^(replies are one level deep|a reply belongs to the lesson of its question)/);
    }
    // A CHECK constraint's violation the same way, with PostgreSQL's own message.
    const tooLong = await post('/rest/v1/discussion_subjects', { title: 't'.repeat(301), content: 'ok' }, member);
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({ code: '23514', message: expect.stringMatching(/violates check constraint/) });
  });

  it('answers a storage listing with a negative or fractional count, or an unknown sort, with 400 (found by the fuzzer)', async () => {
    const auth = { authorization: `Bearer ${token}` };
    const list = (body: unknown) => post('/storage/v1/object/list/avatars', body, auth);
    await expect4xx(await list({ prefix: '', offset: -1 }), 400);
    await expect4xx(await list({ prefix: '', limit: -1 }), 400);
    await expect4xx(await list({ prefix: '', limit: 1.5 }), 400);
    await expect4xx(await list({ prefix: '', limit: 1e20 }), 400);
    await expect4xx(await list({ prefix: '', sortBy: { column: 'nope', order: 'asc' } }), 400);
    await expect4xx(await list({ prefix: '', sortBy: { column: 'name', order: 'sideways' } }), 400);
    // What supabase-js sends is still answered by lite.
    const ok = await list({ prefix: '', limit: 100, offset: 0, sortBy: { column: 'name', order: 'asc' } });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual([]);
  });

  it('answers a REST write whose JSON body is not an object or a list of objects with 400 PGRST102 (found by the fuzzer)', async () => {
    const answers: string[] = [];
    for (const method of ['POST', 'PATCH', 'PUT']) {
      for (const query of ['', '?columns=title']) {
        for (const body of ['"x"', '1', 'true', 'null', '[1]', '["x"]', '[{"title":"a"},2]']) {
          const target = `/rest/v1/ai_prompts${query}${method === 'POST' ? '' : `${query ? '&' : '?'}id=eq.00000000-0000-4000-8000-000000000000`}`;
          const response = await fetch(`${server.url}${target}`, {
            method,
            headers: json({ authorization: `Bearer ${token}`, prefer: 'return=representation' }),
            body,
          });
          const { code } = (await response.json()) as { code?: string };
          answers.push(`${method} ${target} ${body}: ${response.status} ${code}`);
        }
      }
    }
    expect(answers.filter((answer) => !answer.endsWith(': 400 PGRST102'))).toEqual([]);
  });

  it("answers a tsquery argument with a word over PostgreSQL's length limit with 400 54000 (found by the fuzzer)", async () => {
    const word = 'x'.repeat(3000);
    const argument = await post('/rest/v1/rpc/search_topics', { words: word, folded: 'x', staff: false, premium: false, n: 1, pool: 1 });
    expect(argument.status).toBe(400);
    expect(((await argument.json()) as { code: string }).code).toBe('54000');
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
