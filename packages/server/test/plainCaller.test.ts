// The plain REST path (plainRequests.ts, plainTransaction.ts) runs a read or an upsert as its caller, one condition
// per case, through the requests the app sends, to one real server whose statements the test hears
// (ServerOptions.onStatement): which caller it takes a request for (a visitor by the publishable key, alone or as the
// bearer; a member by a token of this project; nobody else), that it runs as exactly that caller (the member's own
// rows, never another's), that a member whose user or session is gone is left to lite (and refused there), and that
// a read runs read-only. "Answered by this path" is told by its statements: `BEGIN READ ONLY` for a read, its
// user-and-session check for a member's write; lite sends neither. Fast enough for the mutation runs
// (stryker/scopes.mjs: `server-plain`).
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMigratedTestServer, type TestServer } from './helpers.ts';

const PASSWORD = 'Plain-Caller-Passw0rd';
const SAVE = { prefer: 'resolution=merge-duplicates', 'content-type': 'application/json' };

type Member = { id: string; token: string };

describe('the plain path runs each request as its caller', () => {
  let server: TestServer;
  const statements: string[] = [];
  let learner: Member;
  let other: Member;
  let lessons: string[] = [];

  async function member(email: string): Promise<Member> {
    const created = await fetch(`${server.url}/_admin/users`, {
      method: 'POST',
      headers: { apikey: server.secretKey },
      body: JSON.stringify({ email, password: PASSWORD, role: 'student' }),
    });
    const { id } = (await created.json()) as { id: string };
    const session = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: server.publishableKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    return { id, token: ((await session.json()) as { access_token: string }).access_token };
  }
  /** A token of this project signed with its secret, as the auth service signs one (with or without a session). */
  function signed(claims: Record<string, unknown>): string {
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const body = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ aud: 'authenticated', role: 'authenticated', exp: Math.floor(Date.now() / 1000) + 3600, ...claims })}`;
    return `${body}.${createHmac('sha256', server.jwtSecret).update(body).digest('base64url')}`;
  }

  /** The answer, and whether this path gave it (told by its statements). */
  async function ask(method: string, query: string, headers: Record<string, string>, body?: unknown) {
    statements.length = 0;
    const response = await fetch(`${server.url}/rest/v1/${query}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const readOnly = statements.includes('BEGIN READ ONLY');
    const memberCheck = statements.some((sql) => sql.includes('AS member_found'));
    return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null, readOnly, memberCheck };
  }
  const asVisitor = (extra: Record<string, string> = {}) => ({ apikey: server.publishableKey, ...extra });
  const asMember = (token: string, extra: Record<string, string> = {}) => ({
    apikey: server.publishableKey,
    authorization: `Bearer ${token}`,
    ...extra,
  });
  const progressOf = (userId: string, lesson: string, progress = 40) => ({ user_id: userId, video_id: lesson, progress, completed: false });

  beforeAll(async () => {
    server = await startMigratedTestServer({ seed: true, onStatement: (sql) => statements.push(sql) });
    learner = await member('plain-learner@example.com');
    other = await member('plain-other@example.com');
    lessons = (await server.database.query<{ id: string }>('select id from public.videos where not is_private order by id limit 2')).map(
      (row) => row.id,
    );
    for (const [who, lesson] of [
      [learner, lessons[0]!],
      [other, lessons[1]!],
    ] as const) {
      await server.database.query('insert into public.video_progress (user_id, video_id, progress, completed) values ($1, $2, 10, false)', [
        who.id,
        lesson,
      ]);
    }
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  it('a visitor by the publishable key alone, or as the bearer: read-only, as anon', async () => {
    const published = await server.database.query<{ id: string }>(
      "select id from public.courses where state in ('announced', 'published') order by id",
    );
    for (const headers of [asVisitor(), asVisitor({ authorization: `Bearer ${server.publishableKey}` })]) {
      const answer = await ask('GET', 'courses?select=id&order=id', headers);
      expect(answer).toMatchObject({ status: 200, readOnly: true, memberCheck: false });
      expect(answer.json).toEqual(published.map(({ id }) => ({ id })));
    }
  });

  it('a member reads their own rows only, read-only, after the check that they and their session exist', async () => {
    const answer = await ask('GET', 'video_progress?select=user_id,video_id', asMember(learner.token));
    expect(answer).toMatchObject({ status: 200, readOnly: true, memberCheck: true });
    expect(answer.json).toEqual([{ user_id: learner.id, video_id: lessons[0] }]);
  });

  it('a member token without a session is checked for its member alone', async () => {
    const token = signed({ sub: other.id });
    const answer = await ask('GET', 'video_progress?select=user_id', asMember(token));
    expect(answer).toMatchObject({ status: 200, readOnly: true, memberCheck: true, json: [{ user_id: other.id }] });
  });

  it('leaves to lite what it does not recognise: another key, another scheme, a token it cannot verify', async () => {
    const cases: Record<string, Record<string, string>> = {
      'no key': {},
      'the secret key': { apikey: server.secretKey },
      'another scheme': asVisitor({ authorization: `Tokens ${learner.token}` }),
      'a token of another secret': asVisitor({ authorization: `Bearer ${learner.token.slice(0, -4)}AAAA` }),
    };
    for (const [name, headers] of Object.entries(cases)) {
      const answer = await ask('GET', 'video_progress?select=user_id', headers);
      expect([name, answer.readOnly, answer.memberCheck]).toEqual([name, false, false]);
    }
  });

  it('a member whose session ended, or who is gone, is not answered here (and lite refuses them)', async () => {
    const leaving = await member('plain-leaving@example.com');
    await server.database.query('delete from auth.sessions where user_id = $1', [leaving.id]);
    const ended = await ask('GET', 'video_progress?select=user_id', asMember(leaving.token));
    expect([ended.readOnly, ended.status]).toEqual([true, 401]);
    const gone = await member('plain-gone@example.com');
    const withoutSession = signed({ sub: gone.id });
    await server.database.query('delete from auth.users where id = $1', [gone.id]);
    expect((await ask('GET', 'video_progress?select=user_id', asMember(withoutSession))).status).toBe(401);
  });

  it('a member’s save is written by this path as that member: a new row 201, the same row again 200', async () => {
    const lesson = lessons[1]!;
    const first = await ask(
      'POST',
      'video_progress?on_conflict=user_id,video_id',
      asMember(learner.token, SAVE),
      progressOf(learner.id, lesson),
    );
    expect(first).toMatchObject({ status: 201, memberCheck: true, readOnly: false });
    const again = await ask(
      'POST',
      'video_progress?on_conflict=user_id,video_id',
      asMember(learner.token, SAVE),
      progressOf(learner.id, lesson, 70),
    );
    expect(again).toMatchObject({ status: 200, memberCheck: true, readOnly: false });
    const stored = await server.database.query<{ progress: number }>(
      'select progress from public.video_progress where user_id = $1 and video_id = $2',
      [learner.id, lesson],
    );
    expect(stored).toEqual([{ progress: 70 }]);
  });

  it('a save of another member’s row is refused, and nothing is written', async () => {
    const answer = await ask(
      'POST',
      'video_progress?on_conflict=user_id,video_id',
      asMember(learner.token, SAVE),
      progressOf(other.id, lessons[0]!, 99),
    );
    expect(answer.status).toBe(403);
    const rows = await server.database.query('select 1 from public.video_progress where user_id = $1 and video_id = $2', [
      other.id,
      lessons[0]!,
    ]);
    expect(rows).toEqual([]);
  });

  it('answers many requests one after another (each returns its connection)', async () => {
    for (let i = 0; i < 30; i++) expect((await ask('GET', 'courses?select=id&limit=1', asVisitor())).readOnly).toBe(true);
  });
});
