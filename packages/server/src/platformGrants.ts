// What hosted Supabase's platform grants before any migration of ours runs, reproduced for the
// embedded backend (lite no longer grants anything on its own: liteConnection.ts).
// Only the storage service's part: its schema and tables belong to the platform, and hosted
// Supabase's storage migrations grant them to the API roles (RLS on storage.objects decides).
// Everything in `public` is granted by supabase/migrations, identically on both.

/** The request roles as Supabase creates them, only when missing (roles are cluster-wide: never altered). */
export const REQUEST_ROLES = `
do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
  if not exists (select from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
end
$$;
`;

/** Idempotent: the request roles, then the storage service's grants. */
export const STORAGE_SERVICE_GRANTS = `${REQUEST_ROLES}-- lite creates the storage tables with its base schema, just before the first migration: the
-- default privileges reach those; the plain grants reach tables of an existing data directory.
create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;
alter default privileges in schema storage grant all on tables to anon, authenticated, service_role;
alter default privileges in schema storage grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema storage grant execute on functions to anon, authenticated, service_role;
grant all on all tables in schema storage to anon, authenticated, service_role;
grant all on all sequences in schema storage to anon, authenticated, service_role;
grant execute on all functions in schema storage to anon, authenticated, service_role;
`;

/** Runs after lite's init() and before the migrations. */
export async function grantStorageService(db: { exec(sql: string): Promise<void> }): Promise<void> {
  await db.exec(STORAGE_SERVICE_GRANTS);
}
