// Starting real servers for tests, each on a free port the system picks (two checkouts' runs never collide), cleaned up afterwards:
// - 'default': exactly what `pnpm start` does, its own embedded PostgreSQL cluster in a fresh DATA_DIR;
// - 'embedded': a fresh database in the run's embedded cluster (same PostgreSQL, no initdb per server);
// - 'server': a fresh database on TEST_DATABASE_URL's PostgreSQL server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { describe } from 'vitest';
import { HOSTED_PLATFORM } from '../../../supabase/tests/hostedPlatform.ts';
import { REPO_ROOT, startServer, type RunningServer, type ServerOptions } from '../src/index.ts';
import {
  adminUrlOf,
  createDatabaseFromTemplate,
  createFreshDatabase,
  freePort,
  serverDatabaseTemplate,
  testEngines,
  type FreshDatabase,
  type TestEngine,
} from '../src/testCluster.ts';

export type Backend = 'default' | TestEngine;

export { freePort };

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? null;

/** The engines a file runs on (ACADEMY_TEST_ENGINES, set by the `hosted` project, picks others); one missing in this run is reported as skipped. */
export const BACKENDS: TestEngine[] = testEngines();

export function describeEachBackend(title: string, body: (backend: TestEngine) => void): void {
  for (const backend of BACKENDS) describe.skipIf(adminUrlOf(backend) === null)(`${title} on ${backend}`, () => body(backend));
}

export type TestDatabase = FreshDatabase;

/** A new empty database named academy_srv_<random> on the engine's cluster. */
export function createTestDatabase(engine: TestEngine = 'embedded'): Promise<TestDatabase> {
  return createFreshDatabase(engine, 'academy_srv_');
}

export function tempDir(prefix = 'academy-srv-'): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

export type TestServer = RunningServer & { dataDir: string; databaseUrl: string | undefined; cleanup(): Promise<void> };

export async function startTestServer(backend: Backend, options: Partial<ServerOptions> = {}): Promise<TestServer> {
  const dataDir = tempDir();
  const database = backend === 'default' ? null : await createTestDatabase(backend);
  if (database && backend === 'hosted') {
    const sql = postgres(database.url, { max: 1, onnotice: () => {} });
    await sql.unsafe(HOSTED_PLATFORM);
    await sql.end();
  }
  const server = await startServer({ port: 0, dataDir, databaseUrl: database?.url, log: false, ...options });
  return {
    ...server,
    dataDir,
    databaseUrl: database?.url,
    async cleanup() {
      await server.stop();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A new account with this role (the admin route), signed in with its password: its id and access token. */
export async function signedInAccount(
  server: RunningServer,
  email: string,
  password: string,
  role = 'student',
): Promise<{ id: string; token: string }> {
  const created = await fetch(`${server.url}/_admin/users`, {
    method: 'POST',
    headers: { apikey: server.secretKey },
    body: JSON.stringify({ email, password, role }),
  });
  const { id } = (await created.json()) as { id: string };
  const session = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: server.publishableKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return { id, token: ((await session.json()) as { access_token: string }).access_token };
}

/**
 * A real server (the same startServer, every route and guard) on a fresh copy of the run's server database template
 * (testCluster.ts serverDatabaseTemplate: migrations applied once per run, with the seed when asked), for test files
 * that must start fast: the mutation runs (stryker/scopes.mjs) start the file's server once per mutant.
 */
export async function startMigratedTestServer(options: Partial<ServerOptions> = {}): Promise<TestServer> {
  const seed = options.seed ?? false;
  const database = await createDatabaseFromTemplate('embedded', 'academy_srv_', serverDatabaseTemplate({ rootDir: REPO_ROOT, seed }));
  const dataDir = tempDir();
  const server = await startServer({ port: 0, dataDir, databaseUrl: database.url, log: false, outboxIntervalMs: 0, ...options, seed });
  return {
    ...server,
    dataDir,
    databaseUrl: database.url,
    async cleanup() {
      await server.stop();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
