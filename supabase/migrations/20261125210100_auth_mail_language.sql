-- Issue 20.7 on hosted Supabase: the auth service writes its mails from templates (supabase/templates, generated
-- from packages/server/src/authMailLanguage.ts) that can read only the user's metadata. The member's language lives
-- in user_profiles.locale (sign-up stores the page's language; the language menu changes it), so a copy of it is
-- kept in auth.users.raw_user_meta_data.locale: a recovery mail goes out in the language the member reads now.

create or replace function public.copy_locale_to_auth_metadata()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update auth.users
    set raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || jsonb_build_object('locale', new.locale)
    where id = new.id and raw_user_meta_data ->> 'locale' is distinct from new.locale;
  return new;
end;
$$;

revoke all on function public.copy_locale_to_auth_metadata() from public, anon, authenticated;

create trigger user_profiles_locale_to_auth_metadata
  after update of locale on public.user_profiles
  for each row
  when (new.locale is distinct from old.locale)
  execute function public.copy_locale_to_auth_metadata();

-- Members who chose a language before this migration.
update auth.users u
  set raw_user_meta_data = coalesce(u.raw_user_meta_data, '{}'::jsonb) || jsonb_build_object('locale', p.locale)
  from public.user_profiles p
  where p.id = u.id and p.locale is not null and u.raw_user_meta_data ->> 'locale' is distinct from p.locale;
