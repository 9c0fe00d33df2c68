// Sign-out ends access on the embedded server (issue 32, "Also"). lite's REST and storage take any unexpired token of
// the project, as hosted PostgREST does, so a member who signed out (or whose account was deleted) kept reading and
// writing with the old token for up to an hour, and functions trusted it the same way. The auth service here keeps
// the sessions, so the server checks them: an access token of a member whose user is gone, or whose session (its
// `session_id`) was signed out, is refused with 401 on /rest/v1, /storage/v1 and /functions/v1, each in its API's own
// error form. Plain REST reads and upserts check user and session inside their one transaction (plainTransaction.ts)
// and fall through to here when either is gone, so the check costs them nothing while the session lives.
// A session found alive is trusted for a few seconds (as a ban state is, bans.ts), so a polled function such as
// check-subscription pays no extra round trip; a sign-out through this server forgets the member's sessions at once,
// and a session ended through another server over the same database is announced to this one at once
// (clusterSignals.ts).
// Hosted Supabase keeps its own rule (a token lives until it expires), as the README says.
import { verifiedMember } from './accessToken.ts';
import type { Database } from './database.ts';
import { jsonResponse } from './responses.ts';
import { isUnder } from './requestTarget.ts';

const USER_AND_SESSION = `select exists (select 1 from auth.users where id = $1) as user_found,
  ($2::uuid is null or exists (select 1 from auth.sessions where id = $2::uuid and user_id = $1)) as session_found`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The refusal in the form the caller's client reads: PostgREST's, the Storage API's, the functions'. */
function refusal(pathname: string, code: 'session_not_found' | 'user_not_found'): Response {
  const message = code === 'user_not_found' ? 'The account of this token no longer exists' : 'The session of this token was signed out';
  if (isUnder(pathname, '/rest/v1')) return jsonResponse({ code: 'PGRST303', details: code, hint: null, message }, 401);
  if (isUnder(pathname, '/storage/v1')) return jsonResponse({ statusCode: '401', error: 'Unauthorized', message }, 401);
  return jsonResponse({ error: message, code }, 401);
}

/** How long a session found alive is trusted before it is looked up again. */
const ALIVE_MS = 5_000;
/** Past this many remembered sessions, the ones no longer trusted are dropped. */
const PRUNE_AT = 10_000;

export class EndedSessions {
  private readonly database: Database;
  private readonly jwtSecret: string;
  private readonly now: () => number;
  /** `user|session` → when it was last found alive. */
  private readonly alive = new Map<string, number>();

  constructor(database: Database, jwtSecret: string, now: () => number = Date.now) {
    this.database = database;
    this.jwtSecret = jwtSecret;
    this.now = now;
  }

  /** Nothing is trusted any more (the announcements of other servers may have been missed). */
  forgetAll(): void {
    this.alive.clear();
  }

  /** A member signed out through this server (one session or all of them): none of theirs is trusted any more. */
  forgetMember(userId: string): void {
    for (const key of this.alive.keys()) if (key.startsWith(`${userId}|`)) this.alive.delete(key);
  }

  /**
   * A 401 when the request carries a member's access token (this project's, unexpired) whose user or session is gone;
   * null otherwise, anything else about the token included (lite or the function answers that as before).
   */
  async refusal(request: Request, pathname: string): Promise<Response | null> {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
    const member = token ? verifiedMember(token, this.jwtSecret) : null;
    if (!member) return null;
    const sessionId = member.sessionId !== null && UUID.test(member.sessionId) ? member.sessionId : null;
    if (member.sessionId !== null && sessionId === null) return refusal(pathname, 'session_not_found');
    const key = `${member.userId}|${sessionId ?? ''}`;
    const seen = this.alive.get(key);
    if (seen !== undefined && this.now() - seen < ALIVE_MS) return null;
    const [row] = await this.database.query<{ user_found: boolean; session_found: boolean }>(USER_AND_SESSION, [member.userId, sessionId]);
    if (!row?.user_found) return refusal(pathname, 'user_not_found');
    if (!row.session_found) return refusal(pathname, 'session_not_found');
    this.remember(key);
    return null;
  }

  private remember(key: string): void {
    const now = this.now();
    if (this.alive.size >= PRUNE_AT) for (const [known, at] of this.alive) if (now - at >= ALIVE_MS) this.alive.delete(known);
    this.alive.set(key, now);
  }
}
