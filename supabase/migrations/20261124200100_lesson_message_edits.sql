-- The edit guard of lesson_messages (20261124200000) called auth.uid() itself: the API roles may not
-- use schema auth inside an invoker's trigger function, so every edit failed with 42501. The caller's
-- id is compared in a SECURITY DEFINER helper instead.

-- True when `member` is the caller.
create or replace function public.is_caller(member uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(member = auth.uid(), false);
$$;

revoke all on function public.is_caller(uuid) from public;
grant execute on function public.is_caller(uuid) to anon, authenticated, service_role;

create or replace function public.guard_lesson_message_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not public.is_api_user() then
    return new;
  end if;
  if new.video_id is distinct from old.video_id
     or new.parent_id is distinct from old.parent_id
     or new.author_id is distinct from old.author_id
     or new.at_seconds is distinct from old.at_seconds
     or new.by_staff is distinct from old.by_staff
     or new.created_at is distinct from old.created_at then
    raise exception 'a message cannot move to another lesson, thread, author or time' using errcode = '42501';
  end if;
  if new.body is distinct from old.body then
    if not public.is_caller(old.author_id) then
      raise exception 'only the author edits a message' using errcode = '42501';
    end if;
    new.updated_at := now();
  else
    new.updated_at := old.updated_at;
  end if;
  if new.is_hidden is distinct from old.is_hidden and not public.is_staff() then
    raise exception 'only staff hide or show messages' using errcode = '42501';
  end if;
  return new;
end;
$$;

