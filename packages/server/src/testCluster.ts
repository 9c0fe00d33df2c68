// PostgreSQL for the test suite, with no PostgreSQL server needed on the machine: one throwaway embedded
// cluster per test run (vitest's global setup starts it, `scripts/vitestCluster.ts`), a fresh database in
// it per test file or server. Its URL travels to the test workers in ACADEMY_TEST_CLUSTER_URL.
// TEST_DATABASE_URL, when set, names a PostgreSQL server the same tests also run on.
import { createHash, randomBytes, type Hash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { CLUSTER_FOLDER, recoverCluster, startEmbeddedPostgres } from './embeddedPostgres.ts';

/** The engines the test files list: ACADEMY_TEST_ENGINES (comma-separated; the `hosted` project sets it), else the two the product runs on. */
export function testEngines(): TestEngine[] {
  const chosen = process.env.ACADEMY_TEST_ENGINES;
  return chosen ? (chosen.split(',').map((name) => name.trim()) as TestEngine[]) : ['embedded', 'server'];
}

/**
 * A TCP port on 127.0.0.1 that nothing listens on right now, for a test that must name its port before it
 * starts (a child process, a stand-in whose address goes into the server's settings). Servers started in the
 * test's own process take port 0 instead. Fixed port tables made two checkouts' runs collide.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export const TEST_CLUSTER_ENV = 'ACADEMY_TEST_CLUSTER_URL';
const FOLDER_PREFIX = 'academy-test-cluster-';

/**
 * The engines the product runs on, as the tests name them: `embedded` (the default), `server` (a PostgreSQL
 * server at TEST_DATABASE_URL) and `hosted` (that server's databases prepared as a hosted Supabase project).
 */
export type TestEngine = 'embedded' | 'server' | 'hosted';

/** The admin URL (database `postgres`) of the engine, or null when it is not available in this run. */
export function adminUrlOf(engine: TestEngine): string | null {
  if (engine === 'server' || engine === 'hosted') return process.env.TEST_DATABASE_URL || null;
  return process.env[TEST_CLUSTER_ENV] || null;
}

export function requiredAdminUrl(engine: TestEngine): string {
  const url = adminUrlOf(engine);
  if (url) return url;
  throw new Error(
    engine !== 'embedded'
      ? 'TEST_DATABASE_URL is not set'
      : `${TEST_CLUSTER_ENV} is not set: run the tests through vitest (its global setup starts the embedded cluster)`,
  );
}

export type FreshDatabase = { url: string; name: string; drop(): Promise<void> };

/** A new empty database `<prefix><random>` on the engine's cluster, dropped by drop(). */
export async function createFreshDatabase(engine: TestEngine, prefix = 'academy_test_'): Promise<FreshDatabase> {
  const adminUrl = requiredAdminUrl(engine);
  const name = `${prefix}${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => dropDatabase(adminUrl, name),
  };
}

export type DatabaseTemplate = {
  /**
   * Names everything the template is made of (the migrations' text, the code that applies them): a change to any of
   * it must change the key, so a template made from other migrations is never cloned. Hex, at most 40 characters.
   */
  key: string;
  /** Brings the empty database at `url` to the state every copy starts in, and closes its connections. */
  build(url: string): Promise<void>;
};

/**
 * A new database `<prefix><random>` that starts as a copy of the template: the template (`academy_tpl_<key>`) is built
 * once per engine's cluster by the first caller, under an advisory lock the other callers wait on, then each copy is
 * PostgreSQL's `create database … template`, a file copy of a few milliseconds where building (lite's base schema and
 * every migration) takes seconds of the machine's CPU. A template on the run's embedded cluster goes with the cluster;
 * one on the PostgreSQL server stays for the next run with the same key.
 */
export async function createDatabaseFromTemplate(engine: TestEngine, prefix: string, template: DatabaseTemplate): Promise<FreshDatabase> {
  if (!/^[0-9a-f]{1,40}$/.test(template.key)) throw new Error(`a template key is hex, at most 40 characters: ${template.key}`);
  const adminUrl = requiredAdminUrl(engine);
  const templateName = `academy_tpl_${template.key}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    // One key for every template: builds are rare, and a build's many catalog writes beside another's gain nothing.
    await admin`select pg_advisory_lock(hashtext('academy test database template'))`;
    try {
      const [found] = await admin`select 1 from pg_database where datname = ${templateName}`;
      if (!found) {
        // Built under another name and renamed when complete: a build that failed half-way is never cloned.
        const building = await createFreshDatabase(engine, `academy_tplbuild_${template.key.slice(0, 12)}_`);
        try {
          await template.build(building.url);
          // A copy needs the template without sessions; a pool that closes lazily may still hold one.
          await admin`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${building.name} and pid <> pg_backend_pid()`;
          await admin.unsafe(`alter database "${building.name}" rename to "${templateName}"`);
          await admin.unsafe(`comment on database "${templateName}" is '${TEMPLATE_BUILT}${new Date().toISOString()}'`);
          await dropStaleTemplates(admin, templateName);
        } catch (error) {
          await building.drop().catch(() => {});
          throw error;
        }
      }
    } finally {
      await admin`select pg_advisory_unlock(hashtext('academy test database template'))`;
    }
    const name = `${prefix}${process.pid}_${randomBytes(4).toString('hex')}`;
    await admin.unsafe(`create database "${name}" template "${templateName}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return { url: url.toString(), name, drop: () => dropDatabase(adminUrl, name) };
  } finally {
    await admin.end();
  }
}

/** The comment a template carries: when it was built. */
const TEMPLATE_BUILT = 'academy test template, built ';
/** A template on a PostgreSQL server that no run has rebuilt for this long is another version's, and goes. */
const STALE_TEMPLATE_MS = 24 * 60 * 60 * 1000;

/**
 * Each change to the migrations or the server's code makes a template of its own on the PostgreSQL server, which
 * outlives the run: without this, every version tested on a machine would leave a database behind. A template built
 * more than a day ago (or without its comment, from before it had one) is dropped when a new one is built; one that a
 * run is copying at that moment keeps its lock until the copy ends, and one still in use refuses the drop and stays.
 */
async function dropStaleTemplates(admin: postgres.Sql, keep: string): Promise<void> {
  const templates = await admin<{ datname: string; comment: string | null }[]>`
    select datname, shobj_description(oid, 'pg_database') as comment
    from pg_database where starts_with(datname, 'academy_tpl_') and datname <> ${keep}`;
  for (const { datname, comment } of templates) {
    const built = comment?.startsWith(TEMPLATE_BUILT) ? Date.parse(comment.slice(TEMPLATE_BUILT.length)) : Number.NaN;
    if (Number.isFinite(built) && Date.now() - built < STALE_TEMPLATE_MS) continue;
    await admin.unsafe(`drop database if exists "${datname}"`).catch(() => {});
  }
}

/**
 * Hashes what a database built by the server's code depends on beyond the migrations: every source file of the
 * server (its names relative to the server package, so two checkouts of one version share a template) and lite's
 * version.
 */
export function hashServerCode(hash: Hash): Hash {
  const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const sourceDir = path.join(packageDir, 'src');
  for (const name of readdirSync(sourceDir)
    .filter((file) => file.endsWith('.ts'))
    .sort())
    hash.update(`\0src/${name}\0`).update(readFileSync(path.join(sourceDir, name)));
  const lite = path.join(packageDir, 'node_modules', '@supabase', 'lite', 'package.json');
  return hash.update('\0lite\0').update(existsSync(lite) ? readFileSync(lite) : '');
}

/** Hashes every migration of the checkout at `rootDir`, by name and text: a template is another once one changes. */
export function hashMigrations(hash: Hash, rootDir: string): Hash {
  const folder = path.join(rootDir, 'supabase', 'migrations');
  for (const name of readdirSync(folder).sort()) hash.update(`\0migrations/${name}\0`).update(readFileSync(path.join(folder, name)));
  return hash;
}

const serverTemplateKeys = new Map<string, string>();

/**
 * The template of a server's database: what startServer leaves in an empty database (lite's base schema, the storage
 * service's grants, every migration and, with `seed`, the demo seed), without the keys and rate counts each server
 * makes for itself. `prepare` runs first on the empty database (the hosted platform's preparation). A server started
 * on a copy finds its migrations applied, as at a restart, and makes its own keys. The key covers the migrations, the
 * seed, the server's sources and lite's version.
 */
export function serverDatabaseTemplate(options: { rootDir: string; seed: boolean; prepare?: string }): DatabaseTemplate {
  const parts = `${options.rootDir}\0${options.seed}\0${options.prepare ?? ''}`;
  let key = serverTemplateKeys.get(parts);
  if (!key) {
    // The checkout's path is not part of the key: the same version in another folder makes the same database.
    const hash = hashServerCode(createHash('sha1').update(`${options.seed}\0${options.prepare ?? ''}`));
    hashMigrations(hash, options.rootDir);
    const seed = path.join(options.rootDir, 'supabase', 'seed.sql');
    hash.update('\0seed\0').update(existsSync(seed) ? readFileSync(seed) : '');
    key = hash.digest('hex');
    serverTemplateKeys.set(parts, key);
  }
  return {
    key,
    async build(url) {
      const { startServer } = await import('./index.ts');
      const sql = postgres(url, { max: 1, onnotice: () => {} });
      const dataDir = mkdtempSync(path.join(tmpdir(), 'academy-template-'));
      try {
        if (options.prepare) await sql.unsafe(options.prepare);
        const server = await startServer({ port: 0, dataDir, databaseUrl: url, rootDir: options.rootDir, log: false, seed: options.seed });
        await server.stop();
        await sql`delete from academy_server.settings where key <> 'seeded_at'`;
        const [rates] = await sql`select to_regclass('academy_server.rate_limits') is not null as exists`;
        if (rates?.exists) await sql`truncate academy_server.rate_limits`;
      } finally {
        await sql.end();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const again = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await again.unsafe(`drop database if exists "${name}" with (force)`);
  } finally {
    await again.end();
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Clusters of earlier runs that were killed before their teardown: stopped and removed. */
async function removeAbandonedClusters(): Promise<void> {
  for (const entry of readdirSync(tmpdir())) {
    const match = new RegExp(`^${FOLDER_PREFIX}(\\d+)-`).exec(entry);
    if (!match || isAlive(Number(match[1]))) continue;
    const folder = path.join(tmpdir(), entry);
    if (existsSync(path.join(folder, CLUSTER_FOLDER))) await recoverCluster(path.join(folder, CLUSTER_FOLDER)).catch(() => null);
    rmSync(folder, { recursive: true, force: true });
  }
}

export type TestCluster = { adminUrl: string; stop(): Promise<void> };

/** A throwaway cluster (no fsync) in the temp folder, removed by stop(). */
export async function startTestCluster(): Promise<TestCluster> {
  await removeAbandonedClusters();
  const dataDir = mkdtempSync(path.join(tmpdir(), `${FOLDER_PREFIX}${process.pid}-`));
  try {
    const cluster = await startEmbeddedPostgres({ dataDir, database: 'postgres', durable: false });
    return {
      adminUrl: cluster.url,
      async stop() {
        await cluster.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

export { startS3StandIn, type S3StandIn } from './s3StandIn.ts';
export { within, passwordSignIn } from './clusterTesting.ts';
