// What the plain REST paths (plainReads.ts, plainUpserts.ts; issue 17) share: who the caller is, and running a
// request's statements as that caller the way lite runs them (the same settings, the same user-and-session check),
// in one transaction sent to PostgreSQL in one write. lite sends the check, BEGIN with the settings and the
// statements, and COMMIT as three or more round trips; here they are one.
//
// Nothing here refuses anyone. A caller it does not recognise, a user or session that is gone, any database error:
// the answer is null, nothing of the transaction persists, and the request goes to lite, which answers (or refuses)
// as it always did.
import { verifiedMember, type VerifiedMember } from './accessToken.ts';

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

/** lite's settings statement (same text, same values). */
const SETTINGS =
  "SELECT set_config('role', $1, true), set_config('request.jwt.claim.sub', $2, true), set_config('request.jwt.claim.role', $3, true), set_config('storage.operation', $4, true), set_config('request.jwt.claims', $5, true)";

function settingsOf(caller: Caller): string[] {
  const member = caller.member;
  return member ? [caller.role, member.userId, caller.role, '', member.claimsJson] : ['anon', '', 'anon', '', '{"role":"anon"}'];
}

// lite looks a token's user and session up before it runs the request. These fail (division by zero) when either is
// gone: the error aborts the transaction, so no statement after it runs, a write included, and the request goes to
// lite, which answers it as it always did (for REST, as hosted PostgREST does, it still runs an unexpired token's
// request whose session was signed out: plainUpserts.test.ts holds that case against lite's answer).
const MEMBER_AND_SESSION =
  'SELECT 1 / (EXISTS (SELECT 1 FROM "auth"."users" WHERE id = $1) AND EXISTS (SELECT 1 FROM "auth"."sessions" WHERE id = $2))::int AS member_found';
const MEMBER_ONLY = 'SELECT 1 / (EXISTS (SELECT 1 FROM "auth"."users" WHERE id = $1))::int AS member_found';

export type Statement = { text: string; params: unknown[]; prepare: boolean };

/** postgres.js: a query runs once asked to (execute), and its promise settles with its rows. */
type Query<Row> = Promise<Row[]> & { execute(): Query<Row> };
type Reserved = {
  unsafe<Row>(sql: string, params?: unknown[], options?: { prepare?: boolean }): Query<Row>;
  release(): void;
};
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
  { readOnly }: { readOnly: boolean },
): Promise<unknown[][] | null> {
  const connection = await pool.reserve();
  try {
    const member = caller.member;
    const run = ({ text, params, prepare }: Statement) => connection.unsafe<unknown>(text, params, { prepare }).execute();
    // Started one after another in this turn, so postgres.js sends them in this order, in one write.
    const steps: Promise<unknown[]>[] = [connection.unsafe<unknown>(readOnly ? 'BEGIN READ ONLY' : 'BEGIN').execute()];
    if (member)
      steps.push(
        member.sessionId
          ? run({ text: MEMBER_AND_SESSION, params: [member.userId, member.sessionId], prepare: true })
          : run({ text: MEMBER_ONLY, params: [member.userId], prepare: true }),
      );
    steps.push(run({ text: SETTINGS, params: settingsOf(caller), prepare: true }));
    const first = steps.length;
    for (const statement of statements) steps.push(run(statement));
    steps.push(connection.unsafe<unknown>('COMMIT').execute());
    const settled = await Promise.allSettled(steps);
    if (settled.some((step) => step.status === 'rejected')) return null;
    return settled.slice(first, first + statements.length).map((step) => (step as PromiseFulfilledResult<unknown[]>).value);
  } finally {
    connection.release();
  }
}

/**
 * Which statement texts are prepared. Request shapes come from clients: past the bound a new text runs unprepared,
 * so no client can make PostgreSQL keep an unbounded number of statements (the same bound as the kysely patch's).
 */
export class PreparedTexts {
  private readonly texts = new Set<string>();
  private readonly limit: number;
  constructor(limit = 500) {
    this.limit = limit;
  }

  statement(text: string, params: unknown[]): Statement {
    if (!this.texts.has(text) && this.texts.size < this.limit) this.texts.add(text);
    return { text, params, prepare: this.texts.has(text) };
  }
}
