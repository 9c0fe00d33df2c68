// A real Academy backend for tests: @supabase/lite on a fresh PostgreSQL database (in the run's
// embedded cluster, or on the server at TEST_DATABASE_URL), with every migration of
// supabase/migrations applied, and supabase-js clients that talk to it in-process (app.fetch, no port).
//
// Usage:
//   const backend = await createTestBackend('embedded');
//   const student = await backend.signUpUser('s@example.test');
//   await student.client.from('video_progress').select('*');
//   await backend.close();
//
// `supabase/` is not a workspace package, so lite and supabase-js are imported from the
// server package's node_modules (their own dependencies resolve from their real location).
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe } from 'vitest';
import { fileURLToPath } from 'node:url';
import {
  App,
  generateApiKey,
  setExperimental,
  type DefaultAppConfig,
} from '../../packages/server/node_modules/@supabase/lite/dist/index.js';
import { applyPendingMigrations } from '../../packages/server/node_modules/@supabase/lite/dist/cli/lib.js';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { openPostgres as openServerPostgres } from '../../packages/server/src/database.ts';
import { STORAGE_SERVICE_GRANTS } from '../../packages/server/src/platformGrants.ts';
import { HOSTED_PLATFORM } from './hostedPlatform.ts';
import { createMemoryStorageAdapter } from './memoryStorage.ts';
import { applySqlMutants, sqlMutantsOfRun } from './sqlMutant.ts';
import {
  adminUrlOf,
  createDatabaseFromTemplate,
  createFreshDatabase,
  hashMigrations,
  hashServerCode,
  testEngines,
  type DatabaseTemplate,
  type FreshDatabase,
  type TestEngine,
} from '../../packages/server/src/testCluster.ts';

/**
 * `embedded`: the PostgreSQL the product starts by default (always run); `server`: TEST_DATABASE_URL's;
 * `hosted`: that server prepared as a hosted Supabase project of today (hostedPlatform.ts).
 */
export type Engine = TestEngine;
export type Role = 'student' | 'instructor' | 'master';
export type Tier = 'Monthly' | 'Yearly' | 'Lifetime';

/** Every engine the product runs on (ACADEMY_TEST_ENGINES picks others). One not available in this run is reported as skipped, never left out. */
export const engines: Engine[] = testEngines();

export function engineAvailable(engine: Engine): boolean {
  return adminUrlOf(engine) !== null;
}

/** `describe` once per engine, titled `<title> on <engine>`; skipped (and counted so) where the engine is missing. */
export function describeEachEngine(title: string, body: (engine: Engine) => void): void {
  for (const engine of engines) describe.skipIf(!engineAvailable(engine))(`${title} on ${engine}`, () => body(engine));
}

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
/**
 * Where lite reads supabase/migrations from: the repository, or the scratch copy that `pnpm test:sql-mutation`
 * (scripts/sqlMutation.mjs) makes with one condition of one guard changed, so the db tests run against that mutant.
 */
const migrationsRoot = process.env.ACADEMY_MIGRATIONS_ROOT ?? repoRoot;
export const TEST_PASSWORD = 'Academy-Test-1';

export type SubscriptionSpec = { tier: Tier; status?: string; periodEnd?: Date | null };

export type TestUser = {
  id: string;
  email: string;
  /** A supabase-js client signed in as this user. */
  client: SupabaseClient;
};

export type TestBackend = {
  engine: Engine;
  /** The fresh database's URL, for tools that need their own connection. */
  databaseUrl: string;
  app: App;
  publishableKey: string;
  secretKey: string;
  /** A fresh anonymous supabase-js client (publishable key, no session). */
  client(): SupabaseClient;
  /** A supabase-js client with the secret key: runs as service_role. */
  serviceClient(): SupabaseClient;
  /** Signs a user up through the auth API, then (as the database owner) sets role and subscription. */
  signUpUser(email: string, role?: Role, subscription?: SubscriptionSpec, fullName?: string): Promise<TestUser>;
  /** Runs one statement as the database owner (bypasses RLS). */
  sql<Row = Record<string, unknown>>(query: string, params?: unknown[]): Promise<Row[]>;
  /** Runs a multi-statement script as the database owner. */
  exec(script: string): Promise<void>;
  /** Applies supabase/seed.sql. */
  seed(): Promise<void>;
  close(): Promise<void>;
};

type Driver = {
  query<Row>(query: string, params?: unknown[]): Promise<Row[]>;
  exec(script: string): Promise<void>;
};

const JWT_SECRET = 'academy-test-jwt-secret-'.padEnd(48, 'x');

/** The database connection exactly as the embedded server opens it (database.ts: its driver rules, lite's connection as adapted there). */
async function openPostgres(database: FreshDatabase) {
  const opened = await openServerPostgres(database.url);
  const driver: Driver = {
    query: (q, p) => opened.query(q, p) as never,
    exec: (q) => opened.exec(q),
  };
  return { connection: opened.connection, opened, driver, databaseUrl: database.url, dropDatabase: database.drop };
}

/** A lite app on the connection, configured as every backend of the tests is (fresh keys each time). */
async function createLite(connection: unknown): Promise<{ app: App; publishableKey: string; secretKey: string }> {
  setExperimental('storage', true);
  const publishableKey = (await generateApiKey('publishable')).key;
  const secretKey = (await generateApiKey('secret')).key;
  const app = new App({
    connection: connection as never,
    auth: { enabled: true, jwt_secret: JWT_SECRET, publishable_key: publishableKey, secret_key: secretKey },
    storage: { enabled: true },
    studio: { enabled: false },
    options: { server: { admin: false, disableStudio: true, disableFallback: true } },
  } as unknown as DefaultAppConfig);
  app._storageAdapter = createMemoryStorageAdapter() as never;
  await app.init();
  return { app, publishableKey, secretKey };
}

/**
 * After lite's base schema (createLite), what a backend's database gets from empty: the storage service's grants, then
 * our migrations (all, or those before `migrationsBefore`).
 */
async function prepareDatabase(driver: Driver, app: App, migrationsBefore: string | undefined): Promise<void> {
  // As the embedded server does: the storage service's grants, then our migrations grant the rest.
  await driver.exec(STORAGE_SERVICE_GRANTS);
  if (migrationsBefore) {
    const root = mkdtempSync(join(tmpdir(), 'academy-migrations-'));
    mkdirSync(join(root, 'supabase', 'migrations'), { recursive: true });
    for (const file of readdirSync(join(migrationsRoot, 'supabase', 'migrations'))) {
      if (file < migrationsBefore)
        copyFileSync(join(migrationsRoot, 'supabase', 'migrations', file), join(root, 'supabase', 'migrations', file));
    }
    process.chdir(root);
    try {
      await applyMigrations(app);
    } finally {
      enterRepoRoot();
      rmSync(root, { recursive: true, force: true });
    }
  } else {
    await applyMigrations(app);
  }
}

/**
 * The template every backend's database is copied from (testCluster.ts createDatabaseFromTemplate): prepared from
 * empty exactly as createTestBackend does (hosted's preparation, lite's base schema, prepareDatabase), once per engine
 * and run. Its key covers the migrations, this file (the steps), the server's code and lite's version, so a changed
 * migration or step builds a new one.
 */
function migratedTemplate(engine: Engine): DatabaseTemplate {
  const hash = createHash('sha1');
  hash.update(`${engine === 'hosted' ? 'hosted' : 'plain'}\0`);
  hash.update(readFileSync(fileURLToPath(import.meta.url)));
  // The server's code prepares the database (prepareDatabase, the storage grants) and lite's version builds it.
  hashServerCode(hash);
  hash.update(STORAGE_SERVICE_GRANTS);
  hashMigrations(hash, migrationsRoot);
  return {
    key: hash.digest('hex'),
    async build(url) {
      const opened = await openPostgres({ url, name: '', drop: async () => {} });
      try {
        if (engine === 'hosted') await opened.driver.exec(HOSTED_PLATFORM);
        const { app } = await createLite(opened.connection);
        await prepareDatabase(opened.driver, app, undefined);
      } finally {
        await opened.opened.close();
      }
    },
  };
}

/** lite reads supabase/migrations relative to the working directory. */
function enterRepoRoot() {
  if (process.cwd() !== migrationsRoot.replace(/\/$/, '')) process.chdir(migrationsRoot);
}

/** Applies the pending migrations; a failure names itself, so a mutant that does not apply is told from one a test kills. */
async function applyMigrations(app: App): Promise<void> {
  try {
    await applyPendingMigrations(app);
  } catch (error) {
    throw new Error(`MIGRATIONS_DID_NOT_APPLY: ${String(error)}`, { cause: error });
  }
}

/**
 * `migrationsBefore`: apply only the migrations whose version sorts before it (from a copy of the folder), so a test can
 * write rows as they were, then apply the rest with `applyPendingMigrations(backend.app)` from the repository root.
 * `fromEmpty`: migrate an empty database in this backend (what migrations.test.ts checks) rather than copy the run's
 * migrated template. `pnpm test:sql-mutation`'s mutants come two ways: replayed on the copy (ACADEMY_SQL_MUTANT,
 * sqlMutant.ts), or with `--from-empty` as mutated migrations (ACADEMY_MIGRATIONS_ROOT) applied to an empty database,
 * so no template of a mutant outlives its run on the PostgreSQL server.
 */
export async function createTestBackend(
  engine: Engine,
  options: { migrationsBefore?: string; fromEmpty?: boolean } = {},
): Promise<TestBackend> {
  enterRepoRoot();
  const fromEmpty = Boolean(options.fromEmpty || options.migrationsBefore || process.env.ACADEMY_MIGRATIONS_ROOT);
  const mutants = sqlMutantsOfRun();
  // A backend with only some migrations would have a mutant of a later one made early; such tests are not mutants' targets.
  if (mutants.length > 0 && (options.migrationsBefore || process.env.ACADEMY_MIGRATIONS_ROOT))
    throw new Error('ACADEMY_SQL_MUTANT applies to fully migrated backends only (use pnpm test:sql-mutation --from-empty)');
  const database = fromEmpty
    ? await createFreshDatabase(engine, 'academy_db_')
    : await createDatabaseFromTemplate(engine, 'academy_db_', migratedTemplate(engine));
  const opened = await openPostgres(database);
  const { connection, driver } = opened;
  if (fromEmpty && engine === 'hosted') await driver.exec(HOSTED_PLATFORM);
  // On a copy, before lite opens it: lite then starts on the mutated database as on a mutated migration's.
  if (!fromEmpty) await applySqlMutants(driver, mutants);
  const { app, publishableKey, secretKey } = await createLite(connection);
  if (fromEmpty) {
    await prepareDatabase(driver, app, options.migrationsBefore);
    await applySqlMutants(driver, mutants);
  }
  // A copy of the template: nothing pending, and lite's migration runner says so as it does at a server's restart.
  else await applyMigrations(app);
  await opened.opened.requestRoles.load(opened.opened.query);

  const inProcessFetch = (input: RequestInfo | URL, init?: RequestInit) =>
    app.fetch(new Request(input, init), { peerAddress: '127.0.0.1' });
  const makeClient = (key: string) =>
    createClient('http://127.0.0.1:54321', key, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { fetch: inProcessFetch },
    });

  const backend: TestBackend = {
    engine,
    databaseUrl: opened.databaseUrl,
    app,
    publishableKey,
    secretKey,
    client: () => makeClient(publishableKey),
    serviceClient: () => makeClient(secretKey),
    sql: (query, params) => driver.query(query, params),
    exec: (script) => driver.exec(script),
    seed: () => driver.exec(readFileSync(new URL('../seed.sql', import.meta.url), 'utf8')),
    async signUpUser(email, role = 'student', subscription, fullName) {
      const client = makeClient(publishableKey);
      const signUp = await client.auth.signUp({
        email,
        password: TEST_PASSWORD,
        options: fullName ? { data: { full_name: fullName } } : undefined,
      });
      if (signUp.error || !signUp.data.user) throw new Error(`sign-up of ${email} failed: ${signUp.error?.message}`);
      const id = signUp.data.user.id;
      if (role !== 'student') await driver.query('update public.user_profiles set role = $1 where id = $2', [role, id]);
      if (subscription) {
        await driver.query(`insert into public.subscriptions (user_id, tier, status, current_period_end) values ($1, $2, $3, $4)`, [
          id,
          subscription.tier,
          subscription.status ?? 'active',
          subscription.periodEnd?.toISOString() ?? null,
        ]);
      }
      if (!signUp.data.session) {
        const signIn = await client.auth.signInWithPassword({ email, password: TEST_PASSWORD });
        if (signIn.error) throw new Error(`sign-in of ${email} failed: ${signIn.error.message}`);
      }
      return { id, email, client };
    },
    async close() {
      await opened.opened.close();
      await opened.dropDatabase();
    },
  };
  return backend;
}
