// Opens the one database connection the server runs on: by default PostgreSQL from the embedded cluster
// in DATA_DIR/postgres (embeddedPostgres.ts), a PostgreSQL server when a URL is given. Also offers a tiny `query()` used for the server's own
// bookkeeping (keys, seed marker) outside lite's request pipeline.
import { mkdirSync } from 'node:fs';
import postgres from 'postgres';
import path from 'node:path';
import type { Connection } from '@supabase/lite';
import { createPostgresConnection } from '@supabase/lite/postgres';
import { startEmbeddedPostgres, type EmbeddedCluster } from './embeddedPostgres.ts';
import { adaptLiteConnection } from './liteConnection.ts';
import { guardPool, PARAMETER_TYPES } from './postgresDriver.ts';
import { RequestRoleSettings } from './requestRoleSettings.ts';

/** `embedded-postgres`: the cluster this server runs in DATA_DIR; `postgres`: a server at DATABASE_URL. */
export type DatabaseKind = 'embedded-postgres' | 'postgres' | 'pglite';

export type Database = {
  kind: DatabaseKind;
  connection: Connection;
  /** Runs one statement with `$1..$n` parameters and returns its rows. */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Runs a script of many statements (no parameters, no result). */
  exec(sql: string): Promise<void>;
  /** Runs a script of many statements in one transaction: all of it or none. */
  execInTransaction(sql: string): Promise<void>;
  close(): Promise<void>;
  /** Human-readable location for the banner (URL password hidden). */
  location: string;
  /** What starting the embedded cluster repaired after a crash (one line), else null. */
  recovery: string | null;
  /** The embedded cluster only: resolves with one line if PostgreSQL dies under the server. */
  lost?: Promise<string>;
  /** The request roles' own settings, applied in each request's transaction; `load()` once the migrations ran. */
  requestRoles: RequestRoleSettings;
  /**
   * LISTENs on a channel on a connection of its own (re-opened after a loss; `onListen` runs at each (re)start).
   * PostgreSQL only.
   */
  listen?(channel: string, onNotice: (payload: string) => void, onListen: () => void): Promise<{ unlisten(): Promise<void> }>;
};

type PgliteDriver = {
  query<Row>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  exec(sql: string): Promise<unknown>;
  transaction<T>(fn: (tx: { exec(sql: string): Promise<unknown> }) => Promise<T>): Promise<T>;
};
type PostgresDriver = {
  end(options: { timeout: number }): Promise<void>;
  unsafe<Row>(sql: string, params?: unknown[], options?: { prepare?: boolean }): Promise<Row[]>;
  begin<T>(fn: (tx: { unsafe(sql: string): Promise<unknown> }) => Promise<T>): Promise<T>;
};

/** Called with the text of every statement sent to PostgreSQL (tests and benchmarks count round trips with it). */
export type StatementListener = (sql: string) => void;

export async function openDatabase(options: {
  dataDir: string;
  databaseUrl?: string | undefined;
  onStatement?: StatementListener | undefined;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.onStatement);
  return openEmbeddedPostgres(options.dataDir, options.onStatement);
}

/** The folder where the first versions kept their PGlite database. */
export function pgliteFolder(dataDir: string): string {
  return path.join(dataDir, 'db');
}

async function openEmbeddedPostgres(dataDir: string, onStatement?: StatementListener): Promise<Database> {
  const cluster: EmbeddedCluster = await startEmbeddedPostgres({ dataDir });
  try {
    const database = await openPostgres(cluster.url, onStatement, cluster.socketPath);
    return {
      ...database,
      kind: 'embedded-postgres',
      recovery: cluster.recovery,
      lost: cluster.lost,
      location: path.join(dataDir, 'postgres'),
      close: async () => {
        try {
          await database.close();
        } finally {
          await cluster.stop();
        }
      },
    };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}

/**
 * PGlite's own start parameters (0.4.5), plus a smaller shared buffer pool: its default 128 MB
 * lives inside the WebAssembly heap for the life of the process; 32 MB holds this product's data
 * and cut the measured RSS by about 100 MB.
 */
const PGLITE_START_PARAMS = [
  '--single',
  '-F',
  '-O',
  '-j',
  '-c',
  'search_path=public',
  '-c',
  'exit_on_error=false',
  '-c',
  'log_checkpoints=false',
  '-c',
  'max_worker_processes=0',
  '-c',
  'max_parallel_workers=0',
  '-c',
  'max_parallel_workers_per_gather=0',
  '-c',
  'shared_buffers=32MB',
  '-c',
  'work_mem=2MB',
];

/** PGlite is no longer an engine the server runs on; only the migration of an old data directory opens it. */
export async function openPglite(directory: string): Promise<Database> {
  mkdirSync(directory, { recursive: true });
  // Loaded only here: a normal start never pays for PGlite's code.
  const { createPgliteConnection } = await import('@supabase/lite/pglite');
  // A plain path: PGlite reads "file:/x" as a relative directory named "file:".
  const connection = await createPgliteConnection({ url: directory, pgliteOptions: { startParams: PGLITE_START_PARAMS } });
  const driver = connection.driver as unknown as PgliteDriver;
  return {
    kind: 'pglite',
    connection: connection as unknown as Connection,
    query: async (sql, params) => (await driver.query(sql, params ?? [])).rows as never,
    exec: async (sql) => {
      await driver.exec(sql);
    },
    execInTransaction: async (sql) => {
      await driver.transaction((tx) => tx.exec(sql));
    },
    close: () => connection.close(),
    location: directory,
    recovery: null,
    requestRoles: new RequestRoleSettings(),
  };
}

/** How long closing the pool waits for statements still running before it closes their connections. */
const CLOSE_GRACE_SECONDS = 5;

export async function openPostgres(url: string, onStatement?: StatementListener, socketPath?: string | null): Promise<Database> {
  const connection = createPostgresConnection({
    url,
    postgresOptions: {
      // The embedded cluster's socket: postgres.js connects there instead of the URL's host and port.
      ...(socketPath && { path: socketPath }),
      onnotice: () => {},
      ...(onStatement && { debug: (_connection: number, sql: string) => onStatement(sql) }),
      types: PARAMETER_TYPES,
    },
  });
  const driver = connection.driver as unknown as PostgresDriver;
  // Values typed by PostgreSQL, bounded prepared statements, no broken connection reused (postgresDriver.ts).
  guardPool(connection.driver as never, {
    terminate: (pid) => driver.unsafe('select pg_terminate_backend($1)', [pid]),
    log: (msg, fields) => console.error(JSON.stringify({ level: 'error', msg, ...fields })),
  });
  const requestRoles = new RequestRoleSettings();
  adaptLiteConnection(connection as unknown as Connection, requestRoles, driver);
  return {
    kind: 'postgres',
    connection: connection as unknown as Connection,
    // Prepared: one round trip instead of two (postgres.js would ask for the parameter types first), and the texts
    // are this server's own, a fixed set.
    query: (sql, params) => driver.unsafe(sql, params ?? [], { prepare: true }) as never,
    requestRoles,
    // A client of its own (one connection): stopping it never waits on the pool, nor the pool on it.
    listen: async (channel, onNotice, onListen) => {
      const listener = postgres(url, { max: 1, ...(socketPath && { path: socketPath }), onnotice: () => {} });
      const subscription = await listener.listen(channel, onNotice, onListen);
      return {
        unlisten: async () => {
          await subscription.unlisten().catch(() => {});
          await listener.end({ timeout: 1 });
        },
      };
    },
    exec: async (sql) => {
      await driver.unsafe(sql);
    },
    execInTransaction: async (sql) => {
      await driver.begin((tx) => tx.unsafe(sql));
    },
    // Bounded (lite's close() waits without limit): postgres.js never finishes ending a pool whose connection was held
    // for a transaction when the end began, even after its release; past the grace, the connections are closed.
    close: () => driver.end({ timeout: CLOSE_GRACE_SECONDS }),
    location: url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@'),
    recovery: null,
  };
}
