-- 'Ban User' bans (issue 20.6). SPEC keeps its effect on the profile (type back to 'free'); on top of that the
-- auth service's own ban (auth.users.banned_until, which hosted Supabase has too) stops the member signing in
-- and using the API. The embedded server refuses sign-ins, token refreshes and API calls of a banned account
-- (packages/server/src/bans.ts); hosted Supabase's auth refuses sign-in and refresh itself.
-- Only staff may ban or unban, checked here on the server; staff accounts and oneself cannot be banned.

create or replace function public.set_member_ban(target uuid, banned boolean)
returns timestamptz
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  target_role text;
  until timestamptz := case when banned then now() + interval '100 years' else null end;
begin
  if not public.is_staff() then
    raise exception 'Only staff can ban or unban members' using errcode = '42501';
  end if;
  if target = auth.uid() then
    raise exception 'You cannot ban yourself' using errcode = '42501';
  end if;
  select lower(btrim(p.role)) into target_role from public.user_profiles p where p.id = target;
  if not found then
    raise exception 'No member with this id' using errcode = 'P0002';
  end if;
  if banned and target_role in ('master', 'instructor') then
    raise exception 'Staff accounts cannot be banned; change the role first' using errcode = '42501';
  end if;

  update auth.users set banned_until = until where id = target;
  if banned then
    -- SPEC 4: Ban User sets the type back to free.
    update public.user_profiles set type = 'free' where id = target;
    -- Signed-in devices lose their sessions: no refresh token of this member works any more.
    delete from auth.sessions where user_id = target;
  end if;
  return until;
end;
$$;

-- Which of these members are banned, for the staff Users list (auth.users is not readable through the API).
create or replace function public.member_bans(ids uuid[])
returns table (id uuid, banned_until timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception 'Only staff can see bans' using errcode = '42501';
  end if;
  return query
    select u.id, u.banned_until
    from auth.users u
    where u.id = any (ids) and u.banned_until is not null and u.banned_until > now();
end;
$$;

revoke all on function public.set_member_ban(uuid, boolean) from public, anon;
revoke all on function public.member_bans(uuid[]) from public, anon;
grant execute on function public.set_member_ban(uuid, boolean) to authenticated, service_role;
grant execute on function public.member_bans(uuid[]) to authenticated, service_role;
