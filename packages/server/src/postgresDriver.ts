// How the server drives postgres.js, for its own statements and for lite's (database.ts hands lite this pool):
//
// - Values go to PostgreSQL as text, for PostgreSQL to read by the type of the column they meet, as PostgREST sends
//   them. lite turns filter text into JavaScript values ('true' becomes true, '5' becomes 5), and postgres.js typed
//   those by their JavaScript type (a boolean declared `boolean`: `"position" = $1` with true failed 42883 "operator
//   does not exist", `"title" = $1` with 'true' too) and wrote them with its serializers, which were wrong for text
//   (its boolean one wrote every string, 'true' included, as false) or threw inside the driver's message handler (a
//   number for a timestamp): the first such request answered 500, the next ones hung, each holding a connection idle
//   in transaction. Now a boolean or a number is its text, and PostgreSQL says what it says for a column of another
//   type (22P02, 22007, 22008 ...), as it does for PostgREST.
// - Statements with parameters are prepared (one round trip instead of two: postgres.js otherwise asks PostgreSQL for
//   the parameter types first), up to a fixed number of distinct texts, because request shapes come from clients.
// - A connection held for a transaction (a reservation: lite's requests and the plain path's) that failed inside the
//   driver is ended, never handed to the next request; one whose connection closed under it (an outage, a timeout
//   that ended the session) refuses further statements instead of writing to a closed socket (postgres.js then throws
//   where nobody can catch it, which ends the process), and goes back to the pool only through postgres.js's own close.
//   The close is watched on the connection itself, not only through a statement it fails: a connection that closed
//   while none of its statements ran (its backend ended by an administrator, or by the request roles'
//   idle_in_transaction_session_timeout while the request awaited something else) fails no statement, and postgres.js
//   3.4.9 wrote the next one to the closed socket (a short one from a timer: an uncaught TypeError; a long one at once:
//   an unhandled rejection and a statement that never settles), then took the connection back as open on release.
import type { Sql } from 'postgres';
import { currentDatabaseErrorTrail, noteDatabaseError } from './databaseErrorTrail.ts';

/** Request shapes come from clients: past this many distinct texts, a new one runs unprepared. */
export const PREPARED_TEXTS_LIMIT = 500;

/**
 * lite serialises jsonb values (auth metadata) to text before handing them to the driver, and postgres.js would
 * JSON-encode that text again, so `raw_user_meta_data->>'full_name'` came out NULL in triggers. Strings are passed
 * through as the already-encoded JSON they are.
 */
const jsonPassThrough = {
  serialize: (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value)),
  parse: (value: string) => JSON.parse(value) as unknown,
};

/** A value as its text: what a serializer gives PostgreSQL for a type whose text form is the value's own. */
const asText = (value: unknown) => (typeof value === 'string' ? value : value instanceof Date ? value.toISOString() : String(value));

/**
 * postgres.js `types`: json and jsonb as above; booleans written as PostgreSQL reads them (postgres.js wrote anything
 * but `true` as false); dates and times as their text (lite's own serializers hand the value on as it is, and
 * postgres.js cannot write a number).
 */
export const PARAMETER_TYPES = {
  json: { to: 114, from: [114], ...jsonPassThrough },
  jsonb: { to: 3802, from: [3802], ...jsonPassThrough },
  boolean: {
    to: 16,
    from: [16],
    serialize: (value: unknown) => (value === true ? 't' : value === false ? 'f' : asText(value)),
    parse: (value: string) => value === 't',
  },
  ...Object.fromEntries(
    (
      [
        ['date', 1082],
        ['time', 1083],
        ['timestamp', 1114],
        ['timestamptz', 1184],
        ['timetz', 1266],
      ] as const
    ).map(([name, oid]) => [name, { to: oid, from: [oid], serialize: asText, parse: (value: string) => value }]),
  ),
};

/**
 * A parameter as postgres.js should see it: booleans and numbers as their text, so PostgreSQL types them by their
 * column (postgres.js declares a boolean `boolean`) and reads them as it reads PostgREST's; a plain object as its
 * JSON (a JSON value for a text column is its JSON text, as PostgREST stores it). Everything else (strings, null,
 * dates, bigints, buffers, arrays) as it is.
 */
export function asParameter(value: unknown): unknown {
  if (typeof value === 'boolean' || typeof value === 'number') return String(value);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) return JSON.stringify(value);
  return value;
}

/** Which statement texts are prepared: the first PREPARED_TEXTS_LIMIT distinct ones with parameters. */
export class PreparedTexts {
  private readonly texts = new Set<string>();
  private readonly limit: number;
  constructor(limit = PREPARED_TEXTS_LIMIT) {
    this.limit = limit;
  }

  has(text: string): boolean {
    if (this.texts.has(text)) return true;
    if (this.texts.size >= this.limit) return false;
    this.texts.add(text);
    return true;
  }
}

/** postgres.js: a query starts once asked to (execute, or awaited) and settles with its rows. */
export type Query<Row = unknown> = Promise<Row[]> & {
  execute(): Query<Row>;
  /** The backend it ran on (set when it starts). */
  state?: { pid?: number | null } | null;
  /** How postgres.js fails it. */
  reject?: (error: unknown) => void;
};
type UnsafeOptions = { prepare?: boolean; simple?: boolean };
type Unsafe = (text: string, params?: unknown[] | UnsafeOptions, options?: UnsafeOptions) => Query;
/** A connection held for one transaction (postgres.js `reserve()`). */
export type Reserved = { unsafe: Unsafe; release(): void };

/**
 * postgres.js's connection, as its own `begin()` reaches it: a query's `onexecute` option is called with it when the
 * query is written (the value it returns is what `execute` returns: true, "more may follow", when there is no such
 * option), and the pool calls the connection's `onclose` once, with the error, when its socket closes.
 */
type DriverConnection = { onclose: ((error: unknown) => void) | null };
type UnsafeOptionsWithExecute = UnsafeOptions & { onexecute?: (connection: DriverConnection) => unknown };

/** Errors that mean the connection itself is gone (no statement can run on it any more), as postgres.js names them. */
const CONNECTION_GONE = new Set(['CONNECTION_CLOSED', 'CONNECTION_ENDED', 'CONNECTION_DESTROYED', 'ECONNRESET', 'EPIPE']);

function isConnectionGone(error: unknown): boolean {
  const { code, severity } = (error ?? {}) as { code?: unknown; severity?: unknown };
  // FATAL and PANIC end the session (an administrator's or a timeout's termination, a shutdown).
  return (typeof code === 'string' && CONNECTION_GONE.has(code)) || severity === 'FATAL' || severity === 'PANIC';
}

/** PostgreSQL's own refusal of a statement (it carries a severity): the connection is fine, the transaction aborted. */
function isDatabaseError(error: unknown): boolean {
  return typeof (error as { severity?: unknown } | null)?.severity === 'string';
}

const ignore = () => {};

/** A query that fails at once, without reaching the driver (a reservation whose connection is gone). */
function failedQuery(error: unknown): Query {
  const failed = Promise.reject(error) as Query;
  failed.catch(ignore);
  failed.execute = () => failed;
  return failed;
}

/** postgres.js `unsafe(text, options)` takes the options in the parameters' place. */
function splitArguments(params: unknown[] | UnsafeOptions | undefined, options: UnsafeOptions | undefined): [unknown[], UnsafeOptions] {
  return Array.isArray(params) ? [params, options ?? {}] : [[], params ?? options ?? {}];
}

type PoolOptions = {
  /** Ends one backend by its process id (pg_terminate_backend), on another connection of the pool. */
  terminate(pid: number): Promise<unknown>;
  log?: (message: string, fields: Record<string, unknown>) => void;
};

/**
 * Puts the rules above on a postgres.js pool, in place, before anything uses it: lite's query builder (through
 * kysely-postgres-js, which reserves a connection per transaction and runs `unsafe` on it) and the server's own
 * statements share it.
 */
export function guardPool(sql: Sql, options: PoolOptions): void {
  const prepared = new PreparedTexts();
  const run = (unsafe: Unsafe, text: string, params: unknown[], queryOptions: UnsafeOptions) =>
    unsafe(text, params.map(asParameter), { prepare: params.length > 0 && prepared.has(text), ...queryOptions });
  const pool = sql as unknown as { unsafe: Unsafe; reserve(): Promise<Reserved> };
  const unsafe = pool.unsafe;
  pool.unsafe = (text, params, queryOptions) => run(unsafe, text, ...splitArguments(params, queryOptions));
  const reserve = pool.reserve;
  pool.reserve = async () => guardReservation(await reserve(), run, options);
}

function guardReservation(
  reserved: Reserved,
  run: (unsafe: Unsafe, text: string, params: unknown[], options: UnsafeOptions) => Query,
  options: PoolOptions,
): Reserved {
  const unsafe = reserved.unsafe;
  const release = reserved.release;
  /** Set once the connection is gone: later statements fail with it, and postgres.js has taken the connection back. */
  let gone: unknown = null;
  /** Set when a statement failed inside the driver: the connection's state is unknown, so it is ended, not reused. */
  let broken: unknown = null;
  let last: Query | null = null;
  /** The connection held, once a statement was written to it; watched for its close until released. */
  let connection: DriverConnection | null = null;
  const onClose = (error: unknown) => {
    gone ??= error ?? new Error('The database connection closed');
  };
  // Learnt from the first statement written: a transaction's BEGIN, which lite and the plain path send right after
  // reserving, with no I/O between them (a close is I/O). postgres.js does not call `onexecute` for a statement that
  // it must describe first (parameters, not yet prepared on this connection): a later one then tells.
  const learnConnection = (own: UnsafeOptionsWithExecute['onexecute']) => (held: DriverConnection) => {
    if (!connection) {
      connection = held;
      // A `begin()` that ran on this connection before left its own (settled) handler here.
      held.onclose = onClose;
    }
    return own ? own(held) : true;
  };

  reserved.unsafe = (text, params, queryOptions) => {
    if (gone) return failedQuery(gone);
    const [values, given] = splitArguments(params, queryOptions) as [unknown[], UnsafeOptionsWithExecute];
    const query = run(unsafe, text, values, { ...given, onexecute: learnConnection(given.onexecute) } as UnsafeOptions);
    last = query;
    const trail = currentDatabaseErrorTrail();
    // Watched through postgres.js's own reject (awaiting the query here would start it before its caller asks).
    const reject = query.reject!;
    query.reject = (error: unknown) => {
      if (isConnectionGone(error)) gone ??= error;
      else if (!isDatabaseError(error)) broken ??= error;
      else noteDatabaseError(trail, error);
      reject(error);
    };
    return query;
  };

  reserved.release = () => {
    // postgres.js took a closed connection back itself (its `onclose`); releasing it again would hand a connection
    // without a socket to the next statement.
    if (gone) return;
    if (connection?.onclose === onClose) connection.onclose = null;
    const pid = last?.state?.pid ?? null;
    if (!broken || pid === null) return release.call(reserved);
    options.log?.('a database connection failed inside the driver: ended, not reused', { error: String(broken), pid });
    // Ending the backend closes the socket; postgres.js then takes the connection back and opens a new one when needed.
    options.terminate(pid).catch(ignore);
  };
  return reserved;
}
