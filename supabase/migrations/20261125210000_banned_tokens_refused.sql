-- Issue 20.6 on hosted Supabase: a ban refuses sign-in and token refresh in the auth service at once, but an access
-- token issued before the ban stays valid until it expires (an hour by default). The embedded server refuses such
-- tokens itself (packages/server/src/bans.ts); on hosted, the Data API runs this function before every request
-- (PostgREST's db-pre-request, set on the authenticator role below), so a banned member's token is refused at once.
-- Also: 'Unban' gives back the profile type the member's purchases earn (the ban set it to free, SPEC 4).

create or replace function public.refuse_banned_caller()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  -- A primary-key lookup, and only for signed-in callers: the anonymous majority of requests pays nothing.
  if auth.uid() is not null and exists (select 1 from auth.users u where u.id = auth.uid() and u.banned_until > now()) then
    -- PTxxx sets PostgREST's HTTP status: 403, as the auth service answers a banned account.
    raise exception 'User is banned' using errcode = 'PT403', hint = 'user_banned';
  end if;
end;
$$;

revoke all on function public.refuse_banned_caller() from public;
grant execute on function public.refuse_banned_caller() to anon, authenticated, service_role;

-- The role PostgREST connects as exists on hosted Supabase (and any self-hosted stack), not in the embedded
-- database, whose server enforces bans itself. Note: a project can have one pre-request function; this is it.
do $$
begin
  if exists (select from pg_roles where rolname = 'authenticator') then
    alter role authenticator set pgrst.db_pre_request = 'public.refuse_banned_caller';
    notify pgrst, 'reload config';
  end if;
end
$$;

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
  else
    -- Unban: the type follows the member's purchases again, as the payment webhook keeps it.
    update public.user_profiles
      set type = case when public.member_has_active_subscription(target) then 'paid' else 'free' end
      where id = target;
  end if;
  return until;
end;
$$;
