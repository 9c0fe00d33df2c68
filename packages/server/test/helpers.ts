// Starting real servers for tests: a fresh PGlite directory or a fresh PostgreSQL database per
// server, on a port of this project's range (18100-18199), cleaned up afterwards.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { HOSTED_PLATFORM } from '../../../supabase/tests/hostedPlatform.ts';
import { startServer, type RunningServer, type ServerOptions } from '../src/index.ts';

/** `hosted`: a PostgreSQL database prepared as a hosted Supabase project of today (no default grants). */
export type Backend = 'pglite' | 'postgres' | 'hosted';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? null;

/** The backends to run on: PostgreSQL only when the test runner found one; ACADEMY_TEST_ENGINES (the `hosted` project) picks others. */
export const BACKENDS: Backend[] = process.env.ACADEMY_TEST_ENGINES
  ? (process.env.ACADEMY_TEST_ENGINES.split(',').map((name) => name.trim()) as Backend[])
  : TEST_DATABASE_URL
    ? ['pglite', 'postgres']
    : ['pglite'];

/** Each test file owns a few fixed ports so files can run in parallel without clashing. */
export const PORTS = {
  server: 18100,
  contractPglite: 18110,
  contractPostgres: 18111,
  contractHosted: 18112,
  badInputPglite: 18120,
  badInputPostgres: 18121,
  crashPglite: 18130,
  crashPostgres: 18131,
  storagePglite: 18140,
  storagePostgres: 18141,
  cli: 18150,
  functions: 18160,
  smtp: 18170,
  smtpServer: 18171,
  signInLimit: 18172,
  clientAddress: 18173,
  // The hardening tests (issue 18): 18180-18189.
  passwordRule: 18180,
  mailLimits: 18181,
  securityHeaders: 18182,
  paymentsMode: 18183,
  clientMistakes: 18184,
  outage: 18185,
  enumeration: 18186,
  // Functions under deno serve (issue 22).
  denoFunctions: 18187,
} as const;

export type TestDatabase = { url: string; drop(): Promise<void> };

/** A new empty PostgreSQL database named academy_srv_<random>. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `academy_srv_${randomBytes(6).toString('hex')}`;
  const admin = postgres(TEST_DATABASE_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const sql = postgres(TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
      await sql.unsafe(`drop database if exists ${name} with (force)`);
      await sql.end();
    },
  };
}

export function tempDir(prefix = 'academy-srv-'): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

export type TestServer = RunningServer & { dataDir: string; databaseUrl: string | undefined; cleanup(): Promise<void> };

export async function startTestServer(backend: Backend, port: number, options: Partial<ServerOptions> = {}): Promise<TestServer> {
  const dataDir = tempDir();
  const database = backend === 'pglite' ? null : await createTestDatabase();
  if (database && backend === 'hosted') {
    const sql = postgres(database.url, { max: 1, onnotice: () => {} });
    await sql.unsafe(HOSTED_PLATFORM);
    await sql.end();
  }
  const server = await startServer({ port, dataDir, databaseUrl: database?.url, log: false, ...options });
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
