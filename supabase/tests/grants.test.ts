// The API roles' privileges come from the migrations alone, on every engine: after real requests
// (lite used to grant ALL on every table on the first one) each role holds exactly what
// 20261123020000_api_role_grants.sql grants, and the buckets carry the limits the embedded server
// enforces, so hosted Supabase's storage service enforces the same.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BUCKET_RULES } from '../../packages/server/src/storageUploads.ts';
import { createTestBackend, describeEachEngine, type TestBackend } from './harness.ts';

const DML = ['DELETE', 'INSERT', 'SELECT', 'UPDATE'];
const READ = ['SELECT'];

/** Table or view -> role -> privileges (sorted). A role not named holds nothing. */
const EXPECTED: Record<string, Partial<Record<'anon' | 'authenticated' | 'service_role', string[]>>> = {
  ai_prompts: { anon: READ, authenticated: DML, service_role: DML },
  certificates: { authenticated: READ, service_role: DML },
  courses: { anon: READ, authenticated: DML, service_role: DML },
  discussion_comments: { anon: READ, authenticated: DML, service_role: DML },
  discussion_likes: { anon: READ, authenticated: ['DELETE', 'INSERT', 'SELECT'], service_role: DML },
  discussion_subjects: { anon: READ, authenticated: DML, service_role: DML },
  discussion_topics_with_counts: { anon: READ, authenticated: READ, service_role: DML },
  lesson_catalog: { anon: READ, authenticated: READ, service_role: DML },
  lesson_messages: { anon: READ, authenticated: DML, service_role: DML },
  lesson_question_counts: { anon: READ, authenticated: READ, service_role: DML },
  modules: { anon: READ, authenticated: DML, service_role: DML },
  newsletter_deliveries: { authenticated: READ, service_role: DML },
  newsletter_subscribers: { authenticated: ['DELETE', 'SELECT'], service_role: DML },
  newsletters: { anon: READ, authenticated: DML, service_role: DML },
  // Members update read_at only: a column grant, which role_table_grants does not list.
  notification_feed: { authenticated: READ, service_role: DML },
  notifications: { authenticated: READ, service_role: DML },
  payment_events: { service_role: DML },
  prompt_catalog: { anon: READ, authenticated: READ, service_role: DML },
  public_profiles: { anon: READ, authenticated: READ, service_role: DML },
  search_words: { service_role: DML },
  subscriptions: { authenticated: READ, service_role: DML },
  tools: { anon: READ, authenticated: DML, service_role: DML },
  user_profiles: { anon: READ, authenticated: ['SELECT', 'UPDATE'], service_role: DML },
  video_progress: { authenticated: DML, service_role: DML },
  videos: { anon: READ, authenticated: DML, service_role: DML },
};

describeEachEngine('API role grants', (engine) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await createTestBackend(engine);
    // The requests that used to trigger lite's blanket grant: anonymous reads, a sign-up, a user read.
    const user = await backend.signUpUser(`grants-${engine}@example.test`);
    expect((await backend.client().from('courses').select('id')).error).toBeNull();
    expect((await user.client.from('video_progress').select('video_id')).error).toBeNull();
  });
  afterAll(async () => {
    await backend?.close();
  });

  it('each role holds exactly the privileges the grant migration gives', async () => {
    const rows = await backend.sql<{ table_name: string; grantee: string; privileges: string[] }>(
      `select table_name, grantee, array_agg(privilege_type::text order by privilege_type) as privileges
       from information_schema.role_table_grants
       where table_schema = 'public' and grantee in ('anon', 'authenticated', 'service_role')
       group by table_name, grantee`,
    );
    const actual: Record<string, Record<string, string[]>> = {};
    for (const row of rows) (actual[row.table_name] ??= {})[row.grantee] = row.privileges;
    expect(actual).toEqual(EXPECTED);
  });

  it('gives later tables nothing for anon and authenticated by default', async () => {
    await backend.exec('create table public.grants_probe (id int primary key)');
    const [probe] = await backend.sql<{ anon: boolean; authenticated: boolean; service: boolean }>(
      `select has_table_privilege('anon', 'public.grants_probe', 'select') as anon,
              has_table_privilege('authenticated', 'public.grants_probe', 'select') as authenticated,
              has_table_privilege('service_role', 'public.grants_probe', 'insert') as service`,
    );
    await backend.exec('drop table public.grants_probe');
    expect(probe).toEqual({ anon: false, authenticated: false, service: true });
  });

  it('stores each bucket limit the embedded server enforces', async () => {
    const buckets = await backend.sql<{ id: string; file_size_limit: string | number; allowed_mime_types: string[] }>(
      'select id, file_size_limit, allowed_mime_types from storage.buckets order by id',
    );
    const stored = Object.fromEntries(
      buckets.map((b) => [b.id, { maxBytes: Number(b.file_size_limit), types: [...b.allowed_mime_types].sort() }]),
    );
    const enforced = Object.fromEntries(
      Object.entries(BUCKET_RULES).map(([id, rule]) => [id, { maxBytes: rule.maxBytes, types: [...rule.types].sort() }]),
    );
    expect(stored).toEqual(enforced);
  });

  // Issue 20.6: where PostgREST serves the API (hosted Supabase: its authenticator role exists), it runs the ban
  // check before every request, so a banned member's unexpired token is refused at once (bans.test.ts tests the check).
  // Declared only where it applies, so other engines report nothing skipped.
  if (engine === 'hosted')
    it('the Data API runs the ban check before every request', async () => {
      const rows = await backend.sql<{ setting: string }>(
        `select unnest(setconfig) as setting from pg_db_role_setting where setrole = 'authenticator'::regrole and setdatabase = 0`,
      );
      expect(rows.map((row) => row.setting)).toContain('pgrst.db_pre_request=public.refuse_banned_caller');
    });
});
