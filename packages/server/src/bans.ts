// The auth service's ban (auth.users.banned_until), enforced by the embedded server (issue 20.6). @supabase/lite
// stores the column but checks it only for OAuth sign-ins, so the server refuses here what hosted Supabase's
// auth refuses itself: a password sign-in or token refresh of a banned account; and, so a ban takes effect at
// once, every API call (/rest, /storage, /functions) carrying a banned member's access token.
// Staff set bans through public.set_member_ban() (supabase/migrations/20261123040000_staff_ban_members.sql).
import { decodeJsonSegment, UUID } from './accessToken.ts';
import type { Database } from './database.ts';
import { jsonResponse } from './responses.ts';

/** How long a member's ban state is trusted before it is read again (a ban made through this server is seen at once). */
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
  forget(): void {
    this.known.clear();
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
  const header = request.headers.get('authorization') ?? '';
  const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  const payload = token?.split('.')[1];
  const claims = payload ? decodeJsonSegment(payload) : null;
  return typeof claims?.sub === 'string' && UUID.test(claims.sub) ? claims.sub : null;
}

/** A token grant (password sign-in, refresh) that succeeded for a banned account is turned into a refusal. */
export async function refuseBannedGrant(response: Response, guard: BanGuard, database: Database): Promise<Response> {
  if (!response.ok) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { user?: { id?: unknown }; access_token?: unknown } | null;
  const userId = typeof body?.user?.id === 'string' ? body.user.id : null;
  if (!userId || !(await guard.isBanned(userId))) return response;
  // The session just issued must not survive either.
  await database.query('delete from auth.sessions where user_id = $1', [userId]);
  return bannedResponse();
}
