// Brings the database up to date at start: the migrations of supabase/migrations (recorded in
// supabase_migrations.schema_migrations, as the Supabase CLI does), then the demo seed once.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { App } from '@supabase/lite';
import { applyPendingMigrations } from '@supabase/lite/cli';
import type { Database } from './database.ts';
import { readSetting, writeSetting } from './settings.ts';

/** lite reads `<cwd>/supabase/migrations`; run it from the project root whatever the caller's cwd. */
export async function migrate(app: App, rootDir: string): Promise<string[]> {
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
