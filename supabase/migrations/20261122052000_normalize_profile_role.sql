-- Roles are compared trimmed and case-insensitively (SPEC 2, route guards); store them that way,
-- so ' Master' written by a staff tool becomes 'master' instead of failing the CHECK.
-- (Runs after guard_profile_columns, which still refuses any role change by a learner.)
create or replace function public.normalize_profile_role()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.role := lower(btrim(new.role));
  return new;
end;
$$;

create trigger normalize_profile_role
  before insert or update of role on public.user_profiles
  for each row execute function public.normalize_profile_role();
