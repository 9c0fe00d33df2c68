-- Only a master grants or removes the master role, and the academy always keeps one master.
-- Before this, any staff member (an instructor too) could make themselves master and demote
-- every master, leaving the academy without anyone who manages staff.
--
-- The trigger runs with the caller's rights: a caller who passes the master check is staff and
-- reads every profile, so the count of the other masters sees them all; the service role
-- bypasses RLS. Concurrent demotions are serialised by an advisory lock so two masters cannot
-- demote each other at the same moment and leave none.
create or replace function public.guard_master_role()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  old_role text := lower(btrim(coalesce(old.role, '')));
  new_role text := lower(btrim(coalesce(new.role, '')));
begin
  if old_role = new_role then
    return new;
  end if;
  if public.is_api_user()
     and (old_role = 'master' or new_role = 'master')
     and coalesce(public.current_app_role(), '') <> 'master' then
    raise exception 'only a master may grant or remove the master role'
      using errcode = '42501';
  end if;
  if old_role = 'master' and current_user in ('anon', 'authenticated', 'service_role') then
    perform pg_advisory_xact_lock(hashtext('academy.master_role'));
    if not exists (
      select 1 from public.user_profiles p
      where p.id <> old.id and lower(btrim(p.role)) = 'master'
    ) then
      raise exception 'the last master cannot be demoted'
        using errcode = '42501';
    end if;
  end if;
  return new;
end;
$$;

create trigger guard_master_role
  before update of role on public.user_profiles
  for each row execute function public.guard_master_role();
