// Issue 32 ("Also"): sign-out ends access on the embedded server. A token whose session was signed out, or whose
// member was deleted, is refused with 401 on REST (the plain path and lite's), storage and functions, at once; it
// used to keep working until it expired (lite, like hosted PostgREST, checks only the token). The live session of
// another member is untouched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount, startTestServer, type TestServer } from './helpers.ts';

const PASSWORD = 'Signed-0ut-Passw0rd';
const SIGNED_OUT = 'The session of this token was signed out';
const DELETED = 'The account of this token no longer exists';

describe('a token whose session or member is gone', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('embedded', { seed: false });
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  /** One request of each kind, as the app sends them, with this token: the status and error code of each. */
  async function everyKind(token: string, id: string): Promise<Record<string, string>> {
    const headers = { apikey: server.publishableKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const requests: Record<string, () => Promise<Response>> = {
      'rest, plain read': () => fetch(`${server.url}/rest/v1/user_profiles?select=id&id=eq.${id}`, { headers }),
      // A count is not a plain read: lite answers it.
      'rest, lite read': () =>
        fetch(`${server.url}/rest/v1/user_profiles?select=id&id=eq.${id}`, { headers: { ...headers, prefer: 'count=exact' } }),
      'rest, lite write': () =>
        fetch(`${server.url}/rest/v1/user_profiles?id=eq.${id}`, {
          method: 'PATCH',
          headers,
          body: JSON.stringify({ first_name: 'Gone' }),
        }),
      'storage, list': () =>
        fetch(`${server.url}/storage/v1/object/list/avatars`, { method: 'POST', headers, body: JSON.stringify({ prefix: '' }) }),
      'storage, upload': () =>
        fetch(`${server.url}/storage/v1/object/avatars/${id}-face.gif`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'image/gif', 'x-upsert': 'true' },
          body: 'GIF89a-not-much-of-a-picture',
        }),
      'functions, check-subscription': () => fetch(`${server.url}/functions/v1/check-subscription`, { method: 'POST', headers }),
    };
    const seen: Record<string, string> = {};
    for (const [kind, send] of Object.entries(requests)) {
      const response = await send();
      const body = (await response.json().catch(() => null)) as { message?: unknown; error?: unknown } | null;
      seen[kind] =
        response.status === 401 ? `401 ${String(body?.message ?? body?.error)}` : response.status < 300 ? 'ok' : String(response.status);
    }
    return seen;
  }
  const all = (answer: string) => ({
    'rest, plain read': answer,
    'rest, lite read': answer,
    'rest, lite write': answer,
    'storage, list': answer,
    'storage, upload': answer,
    'functions, check-subscription': answer,
  });

  it('works while the session lives, and is refused everywhere at once after sign-out', async () => {
    const member = await signedInAccount(server, 'leaving@example.com', PASSWORD);
    const other = await signedInAccount(server, 'staying@example.com', PASSWORD);
    expect(await everyKind(member.token, member.id)).toEqual(all('ok'));
    const signOut = await fetch(`${server.url}/auth/v1/logout`, {
      method: 'POST',
      headers: { apikey: server.publishableKey, authorization: `Bearer ${member.token}` },
    });
    expect(signOut.status).toBe(204);
    expect(await everyKind(member.token, member.id)).toEqual(all(`401 ${SIGNED_OUT}`));
    expect(await everyKind(other.token, other.id)).toEqual(all('ok'));
  });

  it('is refused everywhere once the member is deleted', async () => {
    const member = await signedInAccount(server, 'deleted@example.com', PASSWORD);
    await server.database.query('delete from auth.users where id = $1', [member.id]);
    expect(await everyKind(member.token, member.id)).toEqual(all(`401 ${DELETED}`));
  });

  it('answers in each API’s own form', async () => {
    const member = await signedInAccount(server, 'forms@example.com', PASSWORD);
    await server.database.query('delete from auth.sessions where user_id = $1', [member.id]);
    const headers = { apikey: server.publishableKey, authorization: `Bearer ${member.token}` };
    const rest = await fetch(`${server.url}/rest/v1/courses?select=id`, { headers });
    expect([rest.status, await rest.json()]).toEqual([
      401,
      { code: 'PGRST303', details: 'session_not_found', hint: null, message: 'The session of this token was signed out' },
    ]);
    const storage = await fetch(`${server.url}/storage/v1/bucket`, { headers });
    expect([storage.status, await storage.json()]).toEqual([
      401,
      { statusCode: '401', error: 'Unauthorized', message: 'The session of this token was signed out' },
    ]);
    const fn = await fetch(`${server.url}/functions/v1/check-subscription`, { method: 'POST', headers });
    expect([fn.status, await fn.json()]).toEqual([401, { error: 'The session of this token was signed out', code: 'session_not_found' }]);
  });
});
