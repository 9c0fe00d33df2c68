// PostgreSQL lost while running: requests that fail because the database is unreachable are answered 503 with
// Retry-After (clients and proxies retry) instead of 500, and /health says so. Nothing else is needed to recover:
// the connection pool reconnects by itself once the database is back.
// At start, an unreachable database is one clear line for the person running the server, not a stack trace.
import type { Database } from './database.ts';

export const OUTAGE_RETRY_AFTER_SECONDS = 5;
const PROBE_TIMEOUT_MS = 2000;

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

/** True when a trivial query cannot complete within a short time. */
export async function databaseIsDown(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), PROBE_TIMEOUT_MS);
  });
  try {
    const outcome = await Promise.race([db.query('select 1').then(() => 'ok' as const), timeout]);
    return outcome === 'timeout';
  } catch {
    return true;
  } finally {
    clearTimeout(timer);
  }
}

/** Runs a request; a 5xx answer or a throw while the database is unreachable becomes 503 with Retry-After. */
export async function answerDuringOutage(db: Database, run: () => Promise<Response>): Promise<Response> {
  let response: Response;
  try {
    response = await run();
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

/** The start error as one line for people, or null when it is not about reaching the database. */
export function databaseStartErrorLine(error: unknown, databaseUrl: string | undefined): string | null {
  if (!databaseUrl || !isConnectionError(error)) return null;
  const where = databaseUrl.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
  const reason = (error as { message?: string; code?: string }).message || (error as { code?: string }).code || 'unknown error';
  return `PostgreSQL at ${where} cannot be reached (${reason.split('\n')[0]}). Check DATABASE_URL and that the database server is running.`;
}
