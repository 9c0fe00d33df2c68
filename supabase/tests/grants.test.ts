// The API roles' privileges come from the migrations alone, on every engine: after real requests
// (lite used to grant ALL on every table on the first one) each role holds exactly what
// 20261123020000_api_role_grants.sql grants, and the buckets carry the limits the embedded server
// enforces, so hosted Supabase's storage service enforces the same.
import { readFileSync } from 'node:fs';
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
  lesson_caption_cues: { service_role: DML },
  lesson_captions: { anon: READ, authenticated: DML, service_role: DML },
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

type ApiRole = 'anon' | 'authenticated' | 'service_role';
const EVERY_ROLE: ApiRole[] = ['anon', 'authenticated', 'service_role'];
const SIGNED_IN: ApiRole[] = ['authenticated', 'service_role'];
const BACKEND: ApiRole[] = ['service_role'];
const NOBODY: ApiRole[] = [];

/**
 * Every function of a schema the Data API exposes -> the API roles that may execute it (through any grant,
 * PUBLIC's included). A function missing here fails the test: who may call it is a decision its migration makes
 * (20261127305000_function_execute_by_decision.sql).
 */
const EXPECTED_FUNCTIONS: Record<string, ApiRole[]> = {
  // Helpers that policies, views and column guards evaluate as the caller.
  'public.current_app_role()': EVERY_ROLE,
  'public.has_active_subscription(text[])': EVERY_ROLE,
  'public.is_api_user()': EVERY_ROLE,
  'public.is_caller(uuid)': EVERY_ROLE,
  'public.is_staff()': EVERY_ROLE,
  'public.lesson_message_hidden(uuid)': EVERY_ROLE,
  // The Data API's pre-request ban check (hosted) runs as the caller.
  'public.refuse_banned_caller()': EVERY_ROLE,
  // Pure checks and folds that CHECK constraints, generated columns (the writers' inserts) and search evaluate.
  'public.valid_translations(jsonb)': EVERY_ROLE,
  'public.valid_caption_cues(jsonb)': EVERY_ROLE,
  'public.search_document(text,text)': EVERY_ROLE,
  'public.search_excerpt(text,text)': EVERY_ROLE,
  // The name public_profiles shows (the view evaluates it as the reader; 20261128300000).
  'public.member_display_name(text,text,text)': EVERY_ROLE,
  'public.search_fold(text)': EVERY_ROLE,
  // RPCs of the app.
  'public.search_everything(text,integer,text)': EVERY_ROLE,
  'public.verify_certificate(uuid)': EVERY_ROLE,
  'public.issue_certificate(text,text)': SIGNED_IN,
  'public.correct_certificate_name(uuid,text)': SIGNED_IN,
  'public.member_bans(uuid[])': SIGNED_IN,
  'public.set_member_ban(uuid,boolean)': SIGNED_IN,
  // The dashboard's order functions and the parts they run as the caller (staff checked inside).
  'public.course_order_lock(uuid)': ['authenticated'],
  'public.move_lesson(uuid,uuid,uuid,integer)': ['authenticated'],
  'public.reorder_courses(uuid[])': ['authenticated'],
  'public.reorder_lessons(uuid,uuid,uuid[])': ['authenticated'],
  'public.reorder_modules(uuid,uuid[])': ['authenticated'],
  'public.require_staff()': ['authenticated'],
  'public.same_members(uuid[],uuid[])': ['authenticated'],
  // The notification mail queue and the member checks it runs: functions with the secret key only.
  'public.claim_notification_mails(integer,integer)': BACKEND,
  'public.finish_notification_mails(uuid[],uuid[])': BACKEND,
  'public.member_has_active_subscription(uuid,text[])': BACKEND,
  'public.member_is_staff(uuid)': BACKEND,
  'public.member_may_watch(uuid,uuid)': BACKEND,
  'public.notification_mail_max_attempts()': BACKEND,
  // search_everything's parts: it computes the caller's rights and calls them as their owner.
  'public.search_captions(tsquery,text,boolean,boolean,integer,text)': NOBODY,
  'public.search_courses(tsquery,text,boolean,boolean,integer,text)': NOBODY,
  'public.search_discussions(tsquery,text,boolean,boolean,integer,integer)': NOBODY,
  // One typo's distance, used inside search_terms (20261127400100).
  'public.one_slip_from(text,text)': NOBODY,
  'public.search_lessons(tsquery,text,boolean,boolean,integer,integer)': NOBODY,
  'public.search_prompts(tsquery,text,boolean,boolean,integer,integer)': NOBODY,
  'public.search_terms(text)': NOBODY,
  // A new member's generated name, given by a trigger (20261128300000).
  'public.generated_member_name(text)': NOBODY,
  // The tidy check of a printed name, run inside issue_certificate and correct_certificate_name (20261128300100).
  'public.certificate_name(text)': NOBODY,
  'public.search_tools(tsquery,text,boolean,boolean,integer,integer)': NOBODY,
  'public.search_topics(tsquery,text,boolean,boolean,integer,integer)': NOBODY,
  // Trigger functions fire without EXECUTE; nobody calls them.
  'public.announce_member_change()': NOBODY,
  'public.copy_locale_to_auth_metadata()': NOBODY,
  'public.guard_comment_columns()': NOBODY,
  'public.guard_course_slug_and_state()': NOBODY,
  'public.lesson_follows_its_module()': NOBODY,
  'public.module_delete_keeps_lessons()': NOBODY,
  'public.module_moves_its_lessons()': NOBODY,
  'public.notify_academy_courses()': NOBODY,
  'public.guard_lesson_message_insert()': NOBODY,
  'public.index_caption_cues()': NOBODY,
  'public.stamp_lesson_captions()': NOBODY,
  'public.guard_lesson_message_update()': NOBODY,
  'public.guard_master_role()': NOBODY,
  'public.guard_profile_columns()': NOBODY,
  'public.give_member_a_name()': NOBODY,
  'public.keep_generated_name()': NOBODY,
  'public.guard_topic_columns()': NOBODY,
  'public.handle_new_user()': NOBODY,
  'public.keep_completed_progress()': NOBODY,
  'public.merge_watched_ranges()': NOBODY,
  'public.normalize_profile_role()': NOBODY,
  'public.notify_lesson_thread()': NOBODY,
  'public.remember_search_words()': NOBODY,
  'public.stamp_created_at()': NOBODY,
  'public.sync_profile_email()': NOBODY,
};

/**
 * Functions PUBLIC still executes, each with the migration that left it so. Empty: the one left so
 * (valid_translations, whose migration sorts after 20261127305000) is revoked by 20261127800000. Listed exactly: a
 * function added to PUBLIC fails the test.
 */
const PUBLIC_STILL_EXECUTES: string[] = [];

/** The schemas the Data API serves (hosted: supabase/config.toml's `[api] schemas`; lite serves `public`). */
function exposedSchemas(): string[] {
  const config = readFileSync(new URL('../config.toml', import.meta.url), 'utf8');
  const listed = /^\s*schemas\s*=\s*\[([^\]]*)\]/m.exec(config);
  if (!listed) throw new Error('supabase/config.toml names no [api] schemas');
  return [...listed[1]!.matchAll(/"([^"]+)"/g)].map((match) => match[1]!);
}

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

  it('each function of an exposed schema is executable by exactly the roles decided for it', async () => {
    const rows = await backend.sql<{ signature: string; roles: ApiRole[] }>(
      `select n.nspname || '.' || regexp_replace(p.oid::regprocedure::text, '^' || n.nspname || '\\.', '') as signature,
              array(select r from unnest(array['anon', 'authenticated', 'service_role']) as r
                    where has_function_privilege(r, p.oid, 'execute')) as roles
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = any($1::text[])`,
      [exposedSchemas()],
    );
    // regprocedure qualifies a name only off the search path: the query names every function with its schema.
    const actual = Object.fromEntries(rows.map((row) => [row.signature, row.roles]));
    expect(actual).toEqual(EXPECTED_FUNCTIONS);
  });

  it('PUBLIC may execute no function of an exposed schema (a role created later inherits nothing)', async () => {
    const rows = await backend.sql<{ signature: string }>(
      `select p.oid::regprocedure::text as signature
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = any($1::text[])
         and exists (select from aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) as acl
                     where acl.grantee = 0 and acl.privilege_type = 'EXECUTE')
       order by 1`,
      [exposedSchemas()],
    );
    expect(rows.map((row) => row.signature)).toEqual(PUBLIC_STILL_EXECUTES);
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
