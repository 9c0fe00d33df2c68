// What the plain REST paths (plainReads.ts, plainUpserts.ts; issue 17) share: who the caller is, and running a
// request's statements as that caller the way lite runs them (the same settings, the same user-and-session check),
// in one transaction sent to PostgreSQL in one write. lite sends the check, BEGIN with the settings and the
// statements, and COMMIT as three or more round trips; here they are one.
//
// Nothing here refuses anyone. A caller it does not recognise, a user or session that is gone, any database error:
// the answer is null, nothing of the transaction persists, and the request goes to lite, which answers (or refuses)
// as it always did.
import type { Reserved } from './postgresDriver.ts';
import { verifiedMember, type VerifiedMember } from './accessToken.ts';
import type { RequestRoleSettings } from './requestRoleSettings.ts';

/** Who asks, with the settings lite gives the request: a visitor (publishable key alone or as the bearer) or a member. */
export type Caller = { role: 'anon'; member: null } | { role: 'authenticated'; member: VerifiedMember };

export function callerOf(headers: Headers, publishableKey: string, jwtSecret: string): Caller | null {
  if (headers.get('apikey') !== publishableKey) return null;
  const authorization = headers.get('authorization');
  if (authorization === null || authorization === `Bearer ${publishableKey}`) return { role: 'anon', member: null };
  if (!authorization.startsWith('Bearer ')) return null;
  const member = verifiedMember(authorization.slice('Bearer '.length), jwtSecret);
  return member ? { role: 'authenticated', member } : null;
}

/** lite's settings (the same names and values, in one statement), then the role's own (requestRoleSettings.ts). */
const LITE_SETTINGS = ['role', 'request.jwt.claim.sub', 'request.jwt.claim.role', 'storage.operation', 'request.jwt.claims'];

function settingsOf(caller: Caller, roles: RequestRoleSettings): Statement {
  const member = caller.member;
  const values = member ? [caller.role, member.userId, caller.role, '', member.claimsJson] : ['anon', '', 'anon', '', '{"role":"anon"}'];
  const own = roles.settingsOf(caller.role);
  const names = [...LITE_SETTINGS, ...own.map(([name]) => name)];
  return {
    text: `SELECT ${names.map((name, index) => `set_config('${name}', $${index + 1}, true)`).join(', ')}`,
    params: [...values, ...own.map(([, value]) => value)],
  };
}

// lite looks a token's user and session up before it runs the request. These fail (division by zero) when either is
// gone: the error aborts the transaction, so no statement after it runs, a write included, and the request falls
// through to endedSessions.ts, which refuses it with 401 before lite sees it.
const MEMBER_AND_SESSION =
  'SELECT 1 / (EXISTS (SELECT 1 FROM "auth"."users" WHERE id = $1) AND EXISTS (SELECT 1 FROM "auth"."sessions" WHERE id = $2))::int AS member_found';
const MEMBER_ONLY = 'SELECT 1 / (EXISTS (SELECT 1 FROM "auth"."users" WHERE id = $1))::int AS member_found';

export type Statement = { text: string; params: unknown[] };

export type Pool = { reserve(): Promise<Reserved> };

/**
 * Runs the statements as the caller: BEGIN (READ ONLY for a read), the member's user-and-session check (before the
 * settings: as the server's own database user, as lite looks them up, since the request's role may not read auth),
 * lite's settings, the statements, COMMIT, all in one write on a connection of its own. The rows of each statement;
 * null when anything failed: a failed statement aborts the transaction, so its COMMIT ends it as a rollback.
 */
export async function runAsCaller(
  pool: Pool,
  caller: Caller,
  statements: Statement[],
  { readOnly, roles }: { readOnly: boolean; roles: RequestRoleSettings },
): Promise<unknown[][] | null> {
  const connection = await pool.reserve();
  try {
    const member = caller.member;
    // Statements with parameters are prepared by the pool (postgresDriver.ts), up to its bound.
    const run = ({ text, params }: Statement) => connection.unsafe(text, params).execute();
    // Started one after another in this turn, so postgres.js sends them in this order, in one write.
    const steps: Promise<unknown[]>[] = [connection.unsafe(readOnly ? 'BEGIN READ ONLY' : 'BEGIN').execute()];
    if (member)
      steps.push(
        member.sessionId
          ? run({ text: MEMBER_AND_SESSION, params: [member.userId, member.sessionId] })
          : run({ text: MEMBER_ONLY, params: [member.userId] }),
      );
    steps.push(run(settingsOf(caller, roles)));
    const first = steps.length;
    for (const statement of statements) steps.push(run(statement));
    steps.push(connection.unsafe('COMMIT').execute());
    const settled = await Promise.allSettled(steps);
    if (settled.some((step) => step.status === 'rejected')) return null;
    return settled.slice(first, first + statements.length).map((step) => (step as PromiseFulfilledResult<unknown[]>).value);
  } finally {
    connection.release();
  }
}
