// PostgreSQL lost while running: requests that fail because the database is unreachable are answered 503 with
// Retry-After (clients and proxies retry) instead of 500, and /health says so. Nothing else is needed to recover:
// the connection pool reconnects by itself once the database is back.
// A database that stops answering without failing (stopped, frozen, its connections all held) is the same outage:
// a request still unanswered after ANSWER_CHECK_MS has the database checked, and gets 503 once two checks in a row fail
// (issue 32.5: with PostgreSQL stopped, REST requests got no answer at all). A slow answer from a database that
// answers its check is waited for. A write already sent may still complete after its 503 (as behind any gateway's
// timeout): PostgreSQL runs what it received once it runs again.
// At start, an unreachable database is one clear line for the person running the server, not a stack trace.
import type { Database } from './database.ts';

export const OUTAGE_RETRY_AFTER_SECONDS = 5;
const PROBE_TIMEOUT_MS = 2000;
/** How long a request waits for its answer before the database is checked (then again after each check). */
export const ANSWER_CHECK_MS = 3000;
/** Failed checks in a row that make an unanswered request an outage: about 10 s of a stopped database. */
const OUTAGE_CHECKS = 2;

const CONNECTION_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
]);

/** True for errors that mean "the database cannot be reached", as opposed to a bad query. */
export function isConnectionError(error: unknown): boolean {
  for (let cause: unknown = error, depth = 0; cause && depth < 5; cause = (cause as { cause?: unknown }).cause, depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && CONNECTION_ERRORS.has(code)) return true;
    const errors = (cause as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some(isConnectionError)) return true;
  }
  return false;
}

export function unavailableResponse(): Response {
  return new Response(
    JSON.stringify({ error: 'database_unavailable', message: 'The database cannot be reached right now. Try again shortly.' }),
    {
      status: 503,
      headers: { 'content-type': 'application/json', 'retry-after': String(OUTAGE_RETRY_AFTER_SECONDS), 'cache-control': 'no-store' },
    },
  );
}

/** The probe in flight for each database: every request (and /health) asking meanwhile shares it. */
const probes = new WeakMap<Database, Promise<boolean>>();

/** True when a trivial query cannot complete within a short time. One probe at a time per database. */
export function databaseIsDown(db: Database): Promise<boolean> {
  const inFlight = probes.get(db);
  if (inFlight) return inFlight;
  const down = probe(db).finally(() => probes.delete(db));
  probes.set(db, down);
  return down;
}

async function probe(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), PROBE_TIMEOUT_MS);
  });
  try {
    const query = db.query('select 1').then(() => 'ok' as const);
    query.catch(() => {}); // a probe still waiting when the timeout answered fails later, for nobody
    const outcome = await Promise.race([query, timeout]);
    return outcome === 'timeout';
  } catch {
    return true;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs a request; a 5xx answer or a throw while the database is unreachable becomes 503 with Retry-After, and so does
 * a request still unanswered when the database fails its check.
 */
export async function answerDuringOutage(db: Database, run: () => Promise<Response>, checkAfterMs = ANSWER_CHECK_MS): Promise<Response> {
  let response: Response;
  try {
    const work = run();
    const answered = await answerOrOutage(db, work, checkAfterMs);
    if (answered === 'outage') {
      // Given up on, not abandoned to an unhandled rejection: its late answer is dropped.
      work.then(
        (late) => late.body?.cancel().catch(() => {}),
        () => {},
      );
      return unavailableResponse();
    }
    response = answered;
  } catch (error) {
    if (isConnectionError(error) || (await databaseIsDown(db))) return unavailableResponse();
    throw error;
  }
  if (response.status >= 500 && response.status !== 503 && (await databaseIsDown(db))) {
    await response.body?.cancel().catch(() => {});
    return unavailableResponse();
  }
  return response;
}

/**
 * The request's answer, or 'outage' once the database has failed OUTAGE_CHECKS checks in a row, each after the request
 * waited checkAfterMs more. One failed check is not enough: on a machine busy enough, a trivial query can take longer
 * than the check allows while a long request (an upload of a lesson video) is still making progress.
 */
async function answerOrOutage(db: Database, work: Promise<Response>, checkAfterMs: number): Promise<Response | 'outage'> {
  for (let failed = 0; failed < OUTAGE_CHECKS;) {
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<'check'>((resolve) => {
      timer = setTimeout(() => resolve('check'), checkAfterMs);
    });
    const first = await Promise.race([work, waited]).finally(() => clearTimeout(timer));
    if (first !== 'check') return first;
    failed = (await databaseIsDown(db)) ? failed + 1 : 0;
  }
  return 'outage';
}

/**
 * PostgreSQL's refusals of the connection itself (severity FATAL at log-in): a role or password it does not take
 * (class 28), a database that does not exist (3D000), no CONNECT privilege (42501), no free connection (53300).
 */
function isConnectionRefusal(error: unknown): boolean {
  const { code, severity } = (error ?? {}) as { code?: unknown; severity?: unknown };
  if (severity !== 'FATAL' || typeof code !== 'string') return false;
  return code.startsWith('28') || code === '3D000' || code === '42501' || code === '53300';
}

/** The start error as one line for people, or null when it is not about reaching the database. */
export function databaseStartErrorLine(error: unknown, databaseUrl: string | undefined): string | null {
  if (!databaseUrl) return null;
  const refused = isConnectionRefusal(error);
  if (!refused && !isConnectionError(error)) return null;
  const where = databaseUrl.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
  const reason = ((error as { message?: string; code?: string }).message || (error as { code?: string }).code || 'unknown error').split(
    '\n',
  )[0];
  if (refused) return `PostgreSQL at ${where} refused the connection: ${reason}. Check DATABASE_URL (its user, password and database).`;
  return `PostgreSQL at ${where} cannot be reached (${reason}). Check DATABASE_URL and that the database server is running.`;
}
