// The auth service's ban (auth.users.banned_until), enforced by the embedded server (issue 20.6). @supabase/lite
// stores the column but checks it only for OAuth sign-ins, so the server refuses here what hosted Supabase's
// auth refuses itself: a password sign-in or token refresh, a magic link or a one-time code of a banned account; and, so a ban takes effect at
// once, every API call (/rest, /storage, /functions) carrying a banned member's access token.
// Staff set bans through public.set_member_ban() (supabase/migrations/20261123040000_staff_ban_members.sql).
import { decodeJsonSegment, UUID } from './accessToken.ts';
import type { Database } from './database.ts';
import { jsonResponse } from './responses.ts';

/** How long a member's ban state is trusted before it is read again (a ban made through any server over the same database is announced and seen at once: clusterSignals.ts). */
const CACHE_MS = 5_000;

export class BanGuard {
  private readonly known = new Map<string, { banned: boolean; at: number }>();
  private readonly database: Database;
  private readonly now: () => number;

  constructor(database: Database, now: () => number = Date.now) {
    this.database = database;
    this.now = now;
  }

  async isBanned(userId: string): Promise<boolean> {
    const cached = this.known.get(userId);
    if (cached && this.now() - cached.at < CACHE_MS) return cached.banned;
    const rows = await this.database.query<{ banned: boolean }>(
      'select coalesce(banned_until > now(), false) as banned from auth.users where id = $1',
      [userId],
    );
    const banned = rows[0]?.banned === true;
    this.known.set(userId, { banned, at: this.now() });
    return banned;
  }

  /** Forget cached states: a ban or unban just went through this server. */
  // Stryker disable next-line BlockStatement: not observable alone, the ban's notice (clusterSignals.ts) forgets the member within milliseconds too.
  forget(): void {
    // Stryker disable next-line all: as above.
    this.known.clear();
  }

  /** Forget one member's state: a ban or unban of theirs was announced (any server, clusterSignals.ts). */
  forgetMember(userId: string): void {
    this.known.delete(userId);
  }
}

/** GoTrue's answer to a banned account. */
export function bannedResponse(): Response {
  return jsonResponse({ code: 403, error_code: 'user_banned', msg: 'User is banned' }, 403);
}

/**
 * The member an access token names (its `sub`), read without checking the signature: the auth service and the
 * API check it anyway, and a forged token can only get a refusal here, never access.
 */
export function tokenSubject(request: Request): string | null {
  // Stryker disable next-line StringLiteral: equivalent, any text without 'Bearer ' finds no token, as '' does.
  const header = request.headers.get('authorization') ?? '';
  const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  return token ? subjectOf(token) : null;
}

function subjectOf(token: string): string | null {
  const payload = token.split('.')[1];
  const claims = payload ? decodeJsonSegment(payload) : null;
  return typeof claims?.sub === 'string' && UUID.test(claims.sub) ? claims.sub : null;
}

/** A token grant (password sign-in, refresh) that succeeded for a banned account is turned into a refusal. */
export async function refuseBannedGrant(response: Response, guard: BanGuard, database: Database): Promise<Response> {
  // Stryker disable next-line ConditionalExpression: equivalent, a refused grant's body names no user (read on, it is answered as is all the same); kept to skip reading it.
  if (!response.ok) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { user?: { id?: unknown }; access_token?: unknown } | null;
  // Stryker disable next-line ConditionalExpression,OptionalChaining: equivalent, an answered grant or code always carries its user object with a string id (lite); the checks only keep a changed answer from becoming a 500.
  const userId = typeof body?.user?.id === 'string' ? body.user.id : null;
  if (!userId || !(await guard.isBanned(userId))) return response;
  // The session just issued must not survive either.
  await database.query('delete from auth.sessions where user_id = $1', [userId]);
  return bannedResponse();
}

/**
 * A magic link, recovery link or one-time code (/auth/v1/verify) that signed a banned account in is turned into a
 * refusal too (lite checks bans only for OAuth). A code (POST) answers a session like a token grant: the same 403.
 * A link (GET) answers 303 to the app with the session in the fragment: it goes to the same page with lite's own
 * form of a refused link instead, `#error=access_denied&error_code=user_banned&error_description=User is banned`.
 */
export async function refuseBannedVerification(method: string, response: Response, guard: BanGuard, database: Database): Promise<Response> {
  if (method !== 'GET') return refuseBannedGrant(response, guard, database);
  const location = response.headers.get('location');
  // A session is handed out only in a location's fragment: no location (an error answered as JSON) or no fragment,
  // nothing to refuse. One condition: a missing location has no fragment either.
  const hashAt = location?.indexOf('#') ?? -1;
  if (hashAt === -1) return response;
  const token = new URLSearchParams(location!.slice(hashAt + 1)).get('access_token');
  const userId = token ? subjectOf(token) : null;
  if (!userId || !(await guard.isBanned(userId))) return response;
  await database.query('delete from auth.sessions where user_id = $1', [userId]);
  const refusal = new URLSearchParams({ error: 'access_denied', error_code: 'user_banned', error_description: 'User is banned' });
  return new Response(null, { status: 303, headers: { location: `${location!.slice(0, hashAt)}#${refusal.toString()}` } });
}
