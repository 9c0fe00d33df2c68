// The server's own small key/value store, kept inside the database it serves (so it lives in
// DATA_DIR with PGlite and in the database itself with PostgreSQL; never in the repository).
// It holds the API keys, the JWT secret and the "seeded" marker.
import { randomBytes } from 'node:crypto';
import { generateApiKey } from '@supabase/lite';
import type { Database } from './database.ts';

export type ServerKeys = { publishableKey: string; secretKey: string; jwtSecret: string };

const SCHEMA_SQL = `
create schema if not exists academy_server;
revoke all on schema academy_server from public;
create table if not exists academy_server.settings (
  key text primary key,
  value text not null,
  updated_at timestamptz not null default now()
);`;

export async function ensureSettingsTable(db: Database): Promise<void> {
  await db.exec(SCHEMA_SQL);
}

export async function readSetting(db: Database, key: string): Promise<string | null> {
  const rows = await db.query<{ value: string }>('select value from academy_server.settings where key = $1', [key]);
  return rows[0]?.value ?? null;
}

/** Writes the value unless one is already there; returns the value that is stored afterwards. */
export async function writeSettingOnce(db: Database, key: string, value: string): Promise<string> {
  await db.query('insert into academy_server.settings (key, value) values ($1, $2) on conflict (key) do nothing', [key, value]);
  return (await readSetting(db, key)) ?? value;
}

export async function writeSetting(db: Database, key: string, value: string): Promise<void> {
  await db.query(
    'insert into academy_server.settings (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value, updated_at = now()',
    [key, value],
  );
}

/** Generated on the first start and reused afterwards (two servers racing on PostgreSQL agree thanks to `do nothing`). */
export async function loadOrCreateKeys(db: Database): Promise<ServerKeys> {
  await ensureSettingsTable(db);
  const publishableKey = await writeSettingOnce(db, 'publishable_key', (await generateApiKey('publishable')).key);
  const secretKey = await writeSettingOnce(db, 'secret_key', (await generateApiKey('secret')).key);
  const jwtSecret = await writeSettingOnce(db, 'jwt_secret', randomBytes(48).toString('base64url'));
  return { publishableKey, secretKey, jwtSecret };
}
