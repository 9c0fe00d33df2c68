-- Who may call each function is decided here, not by PostgreSQL's default (issue 32). A function is
-- created executable by PUBLIC, so every role, anon included, could call the 19 functions of public that
-- no migration had revoked from PUBLIC: trigger functions and internal helpers among them, callable as
-- /rest/v1/rpc/<name>. 20261123020000_api_role_grants.sql revoked the API roles' own grants but not PUBLIC's.
--
-- After this file no function of public is executable through PUBLIC; each API role holds exactly the
-- explicit grants (supabase/tests/grants.test.ts lists the whole matrix from the catalogue, so a function
-- added later without its own revoke and grants fails that test). Hosted Supabase gives functions the same
-- PUBLIC default (its advice: revoke from public, then grant the roles that call it), so this runs as is there.
--
-- The default privileges are left alone: revoking PUBLIC's EXECUTE by default can only be done for every
-- schema at once (ALTER DEFAULT PRIVILEGES without IN SCHEMA), which would also close functions that lite
-- or a later CREATE EXTENSION make for the policies of every caller (auth.uid(), unaccent). A migration that
-- adds a function in public says who may call it in the same file: `revoke all on function ... from public`,
-- then `grant execute ... to` the roles that call it.

revoke execute on all functions in schema public from public;

-- Trigger functions: no role calls them (PostgreSQL refuses a direct call of one anyway), and a trigger
-- fires without EXECUTE on its function. Some held service_role's grant from the default privileges.
revoke all on function public.guard_comment_columns(), public.guard_lesson_message_insert(),
  public.guard_lesson_message_update(), public.guard_master_role(), public.guard_profile_columns(),
  public.guard_topic_columns(), public.handle_new_user(), public.keep_completed_progress(),
  public.normalize_profile_role(), public.stamp_created_at(), public.sync_profile_email(),
  public.copy_locale_to_auth_metadata(), public.notify_lesson_thread(), public.remember_search_words()
  from anon, authenticated, service_role;

-- What stays callable, unchanged (each was granted explicitly by the migration that made it):
-- - every API role: the helpers that policies, views and column guards evaluate as the caller
--   (current_app_role, is_staff, has_active_subscription, is_api_user, is_caller, lesson_message_hidden),
--   the folds that generated columns and search evaluate (search_fold, search_document, search_excerpt),
--   the ban check run before each Data API request (refuse_banned_caller) and the public RPCs
--   (verify_certificate, search_everything);
-- - authenticated and service_role: issue_certificate, member_bans, set_member_ban (each checks its caller);
-- - service_role only: the notification mail queue (claim/finish_notification_mails,
--   notification_mail_max_attempts) and the member checks it runs (member_is_staff,
--   member_has_active_subscription, member_may_watch);
-- - no API role: search_everything's parts (search_terms, search_lessons, search_prompts, search_tools,
--   search_topics, search_discussions).
