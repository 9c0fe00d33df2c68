// Migrations apply from zero on each engine, are recorded by the CLI's history table,
// and a second apply is a no-op. Every public table has row level security enabled.
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { applyPendingMigrations } from '../../packages/server/node_modules/@supabase/lite/dist/cli/lib.js';
import { createTestBackend, describeEachEngine, type TestBackend } from './harness.ts';

const migrationVersions = readdirSync(new URL('../migrations/', import.meta.url))
  .filter((file) => file.endsWith('.sql'))
  .map((file) => file.split('_')[0])
  .sort();

describeEachEngine('migrations', (engine) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await createTestBackend(engine, { fromEmpty: true });
  });
  afterAll(async () => {
    await backend?.close();
  });

  it('records every migration file in supabase_migrations.schema_migrations', async () => {
    const rows = await backend.sql<{ version: string }>('select version from supabase_migrations.schema_migrations order by version');
    expect(rows.map((row) => row.version)).toEqual(migrationVersions);
  });

  it('applies nothing the second time', async () => {
    const before = await backend.sql('select count(*)::int as n from public.courses');
    await applyPendingMigrations(backend.app as never);
    const rows = await backend.sql<{ version: string }>('select version from supabase_migrations.schema_migrations');
    expect(rows).toHaveLength(migrationVersions.length);
    expect(await backend.sql('select count(*)::int as n from public.courses')).toEqual(before);
  });

  it('enables row level security on every public table', async () => {
    const tables = await backend.sql<{ relname: string; relrowsecurity: boolean }>(
      `select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
    );
    expect(tables.length).toBeGreaterThanOrEqual(16);
    expect(tables.filter((table) => !table.relrowsecurity).map((table) => table.relname)).toEqual([]);
  });

  it('creates a profile for each new auth user, splitting full_name', async () => {
    const user = await backend.signUpUser(`names-${engine}@example.test`, 'student', undefined, '  Jean  Baptiste Louis ');
    const [profile] = await backend.sql<Record<string, unknown>>('select * from public.user_profiles where id = $1', [user.id]);
    expect(profile).toMatchObject({
      email: `names-${engine}@example.test`,
      first_name: 'Jean',
      last_name: 'Baptiste Louis',
      role: 'student',
      type: 'free',
    });
    const bare = await backend.signUpUser(`bare-${engine}@example.test`);
    const [bareProfile] = await backend.sql<Record<string, unknown>>(
      'select first_name, last_name from public.user_profiles where id = $1',
      [bare.id],
    );
    expect(bareProfile).toEqual({ first_name: null, last_name: null });
  });

  it('stores a role written with spaces and capitals in its canonical form', async () => {
    const staffMember = await backend.signUpUser(`caps-${engine}@example.test`, 'master');
    const learner = await backend.signUpUser(`caps-learner-${engine}@example.test`);
    const result = await staffMember.client.from('user_profiles').update({ role: ' Instructor ' }).eq('id', learner.id).select('role');
    expect(result.error).toBeNull();
    expect(result.data).toEqual([{ role: 'instructor' }]);
  });

  it('keeps the profile email equal to the auth email', async () => {
    const user = await backend.signUpUser(`before-${engine}@example.test`);
    await backend.sql('update auth.users set email = $1 where id = $2', [`after-${engine}@example.test`, user.id]);
    const [profile] = await backend.sql<{ email: string }>('select email from public.user_profiles where id = $1', [user.id]);
    expect(profile!.email).toBe(`after-${engine}@example.test`);
  });

  it('creates the storage buckets, all public', async () => {
    const buckets = await backend.sql<{ id: string; public: boolean }>('select id, public from storage.buckets order by id');
    expect(buckets).toEqual(
      ['avatars', 'lesson-videos', 'newsletter-images', 'thumbnails', 'tool-logos'].map((id) => ({ id, public: true })),
    );
  });
});
