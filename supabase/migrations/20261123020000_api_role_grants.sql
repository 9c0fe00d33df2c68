-- Table privileges of the API roles, granted explicitly. Hosted Supabase no longer grants new
-- public tables to anon, authenticated and service_role (the default for new projects since
-- 2026-05-30, for all projects since 2026-10-30), and the embedded server no longer grants on its
-- own (patches/@supabase__lite@0.10.0.patch): both run on exactly these grants.
--
-- Grants say which statements a role may attempt; row level security still decides which rows.
-- Each table gets what its policies (20261122040200 and later) can allow, nothing more. A table
-- added later must grant in its own migration: the default privileges below give the API roles
-- nothing, except service_role, the backend's own key (functions, seed tools).

-- Start from nothing: older projects (and embedded data directories) carry blanket grants.
revoke all on all tables in schema public from anon, authenticated, service_role;
revoke all on all sequences in schema public from anon, authenticated, service_role;
revoke all on all functions in schema public from anon, authenticated, service_role;

grant usage on schema public to anon, authenticated, service_role;

-- Catalogue and community content: everyone reads (policies hide hidden/premium rows),
-- signed-in users write where a policy lets them (staff, authors, members).
grant select on public.courses, public.modules, public.videos, public.ai_prompts, public.tools,
  public.discussion_subjects, public.discussion_comments, public.discussion_likes, public.newsletters
  to anon;
grant select, insert, update, delete on public.courses, public.modules, public.videos, public.ai_prompts,
  public.tools, public.discussion_subjects, public.discussion_comments, public.newsletters, public.video_progress
  to authenticated;
-- A like is added or removed, never edited.
grant select, insert, delete on public.discussion_likes to authenticated;
-- Profiles are created by the auth trigger and removed with the auth user. anon may name the
-- table (SPEC's forum reads embed user_profiles in comments and topics) but no policy lets it
-- see a row: the embed comes back empty; public_profiles is the view for names.
grant select on public.user_profiles to anon;
grant select, update on public.user_profiles to authenticated;
-- Written only by the service role (payments, newsletter functions) or definer functions.
grant select on public.subscriptions, public.certificates, public.newsletter_deliveries to authenticated;
grant select, delete on public.newsletter_subscribers to authenticated;
-- public.payment_events: no API role but service_role.

-- Read views.
grant select on public.discussion_topics_with_counts, public.lesson_catalog, public.prompt_catalog,
  public.public_profiles
  to anon, authenticated;

-- The service role bypasses RLS and writes what users may not (subscriptions, newsletter state).
grant select, insert, update, delete on all tables in schema public to service_role;
grant usage, select on all sequences in schema public to service_role;

-- Functions the API roles call: helpers that policies, views and column guards evaluate as the
-- caller, and the certificate RPCs. (Trigger functions need no EXECUTE grant to fire.)
grant execute on function public.current_app_role(), public.is_staff(),
  public.has_active_subscription(text[]), public.is_api_user()
  to anon, authenticated, service_role;
grant execute on function public.issue_certificate(text) to authenticated, service_role;
grant execute on function public.verify_certificate(uuid) to anon, authenticated, service_role;

-- What later migrations create (as the role running this one): nothing for anon and
-- authenticated until a migration grants it; the usual access for service_role.
alter default privileges in schema public revoke all on tables from anon, authenticated, service_role;
alter default privileges in schema public revoke all on sequences from anon, authenticated, service_role;
alter default privileges in schema public revoke all on functions from anon, authenticated, service_role;
alter default privileges in schema public grant select, insert, update, delete on tables to service_role;
alter default privileges in schema public grant usage, select on sequences to service_role;
alter default privileges in schema public grant execute on functions to service_role;
