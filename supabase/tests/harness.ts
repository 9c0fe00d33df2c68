// A real Academy backend for tests: @supabase/lite on PGlite (in memory) or on a fresh
// PostgreSQL database, with every migration of supabase/migrations applied, and supabase-js
// clients that talk to it in-process (app.fetch, no port).
//
// Usage:
//   const backend = await createTestBackend('pglite');
//   const student = await backend.signUpUser('s@example.test');
//   await student.client.from('video_progress').select('*');
//   await backend.close();
//
// `supabase/` is not a workspace package, so lite and supabase-js are imported from the
// server package's node_modules (their own dependencies resolve from their real location).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  App,
  generateApiKey,
  setExperimental,
  type DefaultAppConfig,
} from '../../packages/server/node_modules/@supabase/lite/dist/index.js';
import { createPgliteConnection } from '../../packages/server/node_modules/@supabase/lite/dist/db/postgres/pglite/PgliteConnection.js';
import { createPostgresConnection } from '../../packages/server/node_modules/@supabase/lite/dist/db/postgres/PostgresConnection.js';
import { applyPendingMigrations } from '../../packages/server/node_modules/@supabase/lite/dist/cli/lib.js';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { STORAGE_SERVICE_GRANTS } from '../../packages/server/src/platformGrants.ts';
import { HOSTED_PLATFORM } from './hostedPlatform.ts';
import { createMemoryStorageAdapter } from './memoryStorage.ts';

/** `hosted`: PostgreSQL prepared as a hosted Supabase project of today (hostedPlatform.ts). */
export type Engine = 'pglite' | 'postgres' | 'hosted';
export type Role = 'student' | 'instructor' | 'master';
export type Tier = 'Monthly' | 'Yearly' | 'Lifetime';

/**
 * PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server. ACADEMY_TEST_ENGINES
 * (comma-separated) picks others: the `hosted` test project sets it to `hosted`.
 */
export const engines: Engine[] = process.env.ACADEMY_TEST_ENGINES
  ? (process.env.ACADEMY_TEST_ENGINES.split(',').map((name) => name.trim()) as Engine[])
  : process.env.TEST_DATABASE_URL
    ? ['pglite', 'postgres']
    : ['pglite'];

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
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
  /** The fresh database's URL (postgres engine only), for tools that need their own connection. */
  databaseUrl: string | null;
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

/**
 * lite hands jsonb values (auth metadata) to the driver already serialised, and postgres.js
 * would encode that text again, leaving raw_user_meta_data a JSON string in triggers.
 */
const jsonPassThrough = {
  serialize: (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value)),
  parse: (value: string) => JSON.parse(value) as unknown,
};

const JWT_SECRET = 'academy-test-jwt-secret-'.padEnd(48, 'x');

async function openPglite() {
  const connection = await createPgliteConnection({ url: 'memory://' });
  const pg = connection.driver as unknown as {
    query<Row>(q: string, p?: unknown[]): Promise<{ rows: Row[] }>;
    exec(q: string): Promise<unknown>;
  };
  const driver: Driver = {
    query: async (q, p) => (await pg.query(q, p ?? [])).rows as never,
    exec: async (q) => {
      await pg.exec(q);
    },
  };
  return { connection, driver, databaseUrl: null, dropDatabase: async () => {} };
}

async function openPostgres(adminUrl: string) {
  const name = `academy_db_${process.pid}_${randomBytes(4).toString('hex')}`;
  const adminConnection = createPostgresConnection({ url: adminUrl, postgresOptions: { onnotice: () => {}, max: 1 } } as never);
  const admin = adminConnection.driver as unknown as { unsafe(q: string): Promise<unknown> };
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const connection = createPostgresConnection({
    url: url.toString(),
    postgresOptions: {
      onnotice: () => {},
      types: {
        json: { to: 114, from: [114], ...jsonPassThrough },
        jsonb: { to: 3802, from: [3802], ...jsonPassThrough },
      },
    },
  } as never);
  const sql = connection.driver as unknown as { unsafe<Row>(q: string, p?: unknown[]): Promise<Row[]> };
  const driver: Driver = {
    query: (q, p) => sql.unsafe(q, (p ?? []) as never) as never,
    exec: async (q) => {
      await sql.unsafe(q);
    },
  };
  const dropDatabase = async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await adminConnection.close();
  };
  return { connection, driver, databaseUrl: url.toString(), dropDatabase };
}

/** lite reads supabase/migrations relative to the working directory. */
function enterRepoRoot() {
  if (process.cwd() !== repoRoot.replace(/\/$/, '')) process.chdir(repoRoot);
}

export async function createTestBackend(engine: Engine): Promise<TestBackend> {
  enterRepoRoot();
  setExperimental('storage', true);
  const opened = engine === 'pglite' ? await openPglite() : await openPostgres(requiredDatabaseUrl());
  const { connection, driver } = opened;
  if (engine === 'hosted') await driver.exec(HOSTED_PLATFORM);
  const publishableKey = (await generateApiKey('publishable')).key;
  const secretKey = (await generateApiKey('secret')).key;
  const app = new App({
    connection,
    auth: { enabled: true, jwt_secret: JWT_SECRET, publishable_key: publishableKey, secret_key: secretKey },
    storage: { enabled: true },
    studio: { enabled: false },
    options: { server: { admin: false, disableStudio: true, disableFallback: true } },
  } as unknown as DefaultAppConfig);
  app._storageAdapter = createMemoryStorageAdapter() as never;
  await app.init();
  // As the embedded server does: the storage service's grants, then our migrations grant the rest.
  await driver.exec(STORAGE_SERVICE_GRANTS);
  await applyPendingMigrations(app);

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
      await connection.close();
      await opened.dropDatabase();
    },
  };
  return backend;
}

function requiredDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
}
