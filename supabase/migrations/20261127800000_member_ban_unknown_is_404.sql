-- Two of a stranger's requests that the fuzzer (issue 32) found answered as the server's own failure:
-- 1. set_member_ban for an id that names no member (null, or a member deleted meanwhile) raised P0002, which PostgREST
--    and lite answer 500. It is the caller's mistake: SQLSTATE PT404 makes both answer 404 with the message, as
--    issue_certificate does for an unknown course. The function is otherwise unchanged; its grants are restated.
-- 2. valid_translations(jsonb), the check of 20261127400000's per-language texts, kept PostgreSQL's default EXECUTE for
--    PUBLIC (20261127305000, which takes that right away from every function, sorts before it). The API roles keep the
--    grant that migration gave them: the check constraints run it as the writer.
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
    raise exception 'No member with this id' using errcode = 'PT404';
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

revoke all on function public.set_member_ban(uuid, boolean) from public, anon;
grant execute on function public.set_member_ban(uuid, boolean) to authenticated, service_role;

revoke execute on function public.valid_translations(jsonb) from public;
