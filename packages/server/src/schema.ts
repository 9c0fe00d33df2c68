// Brings the database up to date at start: the migrations of supabase/migrations (recorded in
// supabase_migrations.schema_migrations, as the Supabase CLI does), then the demo seed once.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { App } from '@supabase/lite';
import type { Database } from './database.ts';
import { readSetting, writeSetting } from './settings.ts';

/**
 * True when every file of supabase/migrations is recorded as applied. Checked first because it is the
 * usual case at start, and lite's migration runner (its CLI module) costs a few hundred ms to load and run.
 */
export async function migrationsUpToDate(db: Database, rootDir: string): Promise<boolean> {
  const folder = path.join(rootDir, 'supabase', 'migrations');
  const versions = existsSync(folder) ? readdirSync(folder).flatMap((name) => /^(\d+)_.+\.sql$/.exec(name)?.[1] ?? []) : [];
  const [table] = await db.query<{ exists: boolean }>("select to_regclass('supabase_migrations.schema_migrations') is not null as exists");
  if (!table?.exists) return versions.length === 0;
  const applied = new Set(
    (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).map((row) => row.version),
  );
  return versions.every((version) => applied.has(version));
}

/** lite reads `<cwd>/supabase/migrations`; run it from the project root whatever the caller's cwd. */
export async function migrate(app: App, rootDir: string, db?: Database): Promise<string[]> {
  if (db && (await migrationsUpToDate(db, rootDir))) return [];
  const { applyPendingMigrations } = await import('@supabase/lite/cli');
  const previous = process.cwd();
  const switchDir = path.resolve(previous) !== path.resolve(rootDir);
  if (switchDir) process.chdir(rootDir);
  try {
    const result = await applyPendingMigrations(app as never);
    return result.applied.map((m) => m.filename);
  } finally {
    if (switchDir) process.chdir(previous);
  }
}

async function hasCourses(db: Database): Promise<boolean> {
  const table = await db.query<{ exists: boolean }>("select to_regclass('public.courses') is not null as exists");
  if (!table[0]?.exists) return false;
  const rows = await db.query('select 1 from public.courses limit 1');
  return rows.length > 0;
}

/**
 * Runs supabase/seed.sql once, in one transaction, on a database without courses. The marker
 * keeps a deliberately emptied catalogue from being re-seeded on the next start.
 */
export async function seedOnce(db: Database, rootDir: string): Promise<'seeded' | 'skipped'> {
  if (await readSetting(db, 'seeded_at')) return 'skipped';
  if (await hasCourses(db)) {
    await writeSetting(db, 'seeded_at', new Date().toISOString()); // content came another way: never seed over it
    return 'skipped';
  }
  const file = path.join(rootDir, 'supabase', 'seed.sql');
  if (!existsSync(file)) return 'skipped';
  try {
    await db.execInTransaction(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`supabase/seed.sql failed: ${(error as Error).message}`);
  }
  await writeSetting(db, 'seeded_at', new Date().toISOString());
  return 'seeded';
}
