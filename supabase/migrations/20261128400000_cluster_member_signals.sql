-- Several servers on one database (issue 37): each server trusts a member's ban state and a session it found alive
-- for a few seconds (packages/server/src/bans.ts, endedSessions.ts). A ban or unban, a signed-out session and a
-- deleted account are announced on the channel academy_server at commit, so every server LISTENing forgets what it
-- knew of that member at once (packages/server/src/clusterSignals.ts). Hosted Supabase has no listener: the notices
-- go nowhere and cost nothing.
create function public.announce_member_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_table_name = 'sessions' then
    perform pg_notify('academy_server', json_build_object('kind', 'signout', 'id', old.user_id)::text);
  elsif tg_op = 'DELETE' then
    perform pg_notify('academy_server', json_build_object('kind', 'signout', 'id', old.id)::text);
  else
    perform pg_notify('academy_server', json_build_object('kind', 'ban', 'id', new.id)::text);
  end if;
  return null;
end;
$$;

create trigger announce_ban after update of banned_until on auth.users
  for each row when (old.banned_until is distinct from new.banned_until)
  execute function public.announce_member_change();
create trigger announce_deleted_member after delete on auth.users
  for each row execute function public.announce_member_change();
create trigger announce_signout after delete on auth.sessions
  for each row execute function public.announce_member_change();

-- A trigger fires without EXECUTE: nobody calls it (20261127305000's decision for trigger functions).
revoke execute on function public.announce_member_change() from public, anon, authenticated, service_role;
