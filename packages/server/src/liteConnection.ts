// lite's PostgreSQL connection as the server uses it. Two things lite 0.10 does are changed on the connection object
// itself, not in lite's bundle (the server used to patch the bundle; docs/ARCHITECTURE.md says why each change stays):
//
// 1. On its first request lite granted ALL on every table and sequence of every schema with row-level security to
//    anon, authenticated and service_role, and made that the default for later tables. Table privileges come from
//    the migrations (20261123020000_api_role_grants.sql), as on hosted Supabase, so the grant must never run. lite runs
//    it from its RLS check (`ensureRlsContext`) when it has not yet looked (`rlsState` "unknown"); the server's
//    database always has RLS tables once migrated, so the state is set to what that look would find, "active", and
//    the look (with its grant) never happens. The `grants` test (supabase/tests/grants.test.ts) makes requests first
//    and fails on any privilege the migrations did not give.
// 2. A request role's own settings (statement_timeout, idle_in_transaction_session_timeout: migration
//    20261127110000_request_role_timeouts.sql) apply only to sessions that log in as that role. PostgREST applies the
//    impersonated role's settings in each request's transaction; lite switches role with set_config and applies none.
//    After lite's own settings (`applyJwtSessionContext`, which every request with a caller runs inside its
//    transaction) the role's timeouts are set the same way, so no request can hold a connection or a lock for long.
// 3. A schema that could not be read is never kept. lite answers a failed read of the schema (the database unreachable
//    for a moment) with an empty one and kept it: after an outage every request said "Could not find the table ... in
//    the schema cache" until a restart. The server's database always has tables once migrated, so an empty schema is
//    a failed read: it is dropped and the request fails (503 during an outage); the next request reads it again.
// 4. Migrations run in one transaction on one connection. lite's `transaction()` sent BEGIN, each statement and
//    COMMIT as separate statements of the pool, which may each take another connection: a migration could commit in
//    pieces, or its record commit after `migrate()` returned (the server's own check then found it missing).
import type { Connection } from '@supabase/lite';
import type { RequestRoleSettings } from './requestRoleSettings.ts';

/** What the server reaches on lite's connection object (BasePostgresConnection of lite 0.10). */
type LiteConnectionInternals = {
  rlsState: 'unknown' | 'active' | 'inactive';
  introspect(options?: unknown): Promise<{ tables: unknown[] }>;
  clearSchemaCache(): Promise<void>;
  transaction(statements: string[], options?: { intent?: string }): Promise<void>;
  applyJwtSessionContext(transaction: SettingsRunner, vars: { auth?: { role?: unknown } }, setRole: boolean): Promise<void>;
};

/** The part of a kysely instance (lite's transaction) used to run one statement of settings. */
type SettingsRunner = {
  selectNoFrom(
    select: (eb: {
      fn(name: string, args: unknown[]): { as(alias: string): unknown };
      val(value: string): unknown;
      lit(value: boolean): unknown;
    }) => unknown[],
  ): { execute(): Promise<unknown> };
};

/** Fails at start, loudly, if lite no longer has what the changes rely on (a lite upgrade must review them). */
function internalsOf(connection: Connection): LiteConnectionInternals {
  const internals = connection as unknown as Partial<LiteConnectionInternals>;
  const methods = [internals.applyJwtSessionContext, internals.introspect, internals.clearSchemaCache, internals.transaction];
  if (internals.rlsState === undefined || methods.some((method) => typeof method !== 'function'))
    throw new Error('@supabase/lite changed its PostgreSQL connection: review packages/server/src/liteConnection.ts');
  return internals as LiteConnectionInternals;
}

/** The part of postgres.js used to run a migration on one connection. */
export type TransactionDriver = { begin<T>(run: (tx: { unsafe(sql: string): Promise<unknown> }) => Promise<T>): Promise<T> };

export class SchemaUnreadableError extends Error {
  constructor() {
    super('The database schema could not be read');
  }
}

export function adaptLiteConnection(connection: Connection, roles: RequestRoleSettings, driver: TransactionDriver): void {
  const internals = internalsOf(connection);
  internals.rlsState = 'active';

  const introspect = internals.introspect;
  internals.introspect = async function (options) {
    const schema = await introspect.call(this, options);
    if (schema.tables.length > 0) return schema;
    await this.clearSchemaCache();
    throw new SchemaUnreadableError();
  };

  internals.transaction = async function (statements, options) {
    try {
      await driver.begin(async (tx) => {
        for (const statement of statements) await tx.unsafe(statement);
      });
    } finally {
      if (options?.intent === 'migration') await this.clearSchemaCache();
    }
  };

  const applyLiteSettings = internals.applyJwtSessionContext;
  internals.applyJwtSessionContext = async function (transaction, vars, setRole) {
    await applyLiteSettings.call(this, transaction, vars, setRole);
    const settings = roles.settingsOf(typeof vars.auth?.role === 'string' && vars.auth.role ? vars.auth.role : 'anon');
    if (settings.length === 0) return;
    await transaction
      .selectNoFrom((eb) => settings.map(([name, value]) => eb.fn('set_config', [eb.val(name), eb.val(value), eb.lit(true)]).as(name)))
      .execute();
  };
}
