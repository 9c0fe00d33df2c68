-- Discussion at the second (issue 21): questions and notes on a lesson, each at the player's time,
-- with replies one level deep. A lesson is one video; who may watch it (RLS on public.videos: hidden
-- lessons for staff only, premium ones for subscribers and staff) reads and writes its discussion,
-- nobody else. Hidden messages are for staff only.

create table public.lesson_messages (
  id uuid primary key default gen_random_uuid(),
  video_id uuid not null references public.videos (id) on delete cascade,
  -- null: a question or a note; otherwise a reply to one (never to a reply: see guard_lesson_message_insert).
  parent_id uuid references public.lesson_messages (id) on delete cascade,
  author_id uuid not null references public.user_profiles (id) on delete cascade default auth.uid(),
  body text not null check (char_length(body) between 1 and 4000),
  -- The player's time when a question or note was written; the markers on the progress bar.
  at_seconds integer check (at_seconds is null or at_seconds >= 0),
  is_hidden boolean not null default false,
  -- Written by a master or instructor: the answer is marked as staff's. Set by the database at insert
  -- (public_profiles does not expose roles), so a later role change does not rewrite history.
  by_staff boolean not null default false,
  created_at timestamptz not null default now(),
  -- Set by the database when the author edits the text.
  updated_at timestamptz
);
-- A lesson's discussion in order, and the per-lesson counts of the course page.
create index lesson_messages_video_created_idx on public.lesson_messages (video_id, created_at);
create index lesson_messages_parent_idx on public.lesson_messages (parent_id);
create index lesson_messages_author_idx on public.lesson_messages (author_id);

-- True when the message exists and is hidden. SECURITY DEFINER: a policy on lesson_messages cannot
-- query lesson_messages under its own policies (infinite recursion), and a reply's visibility
-- depends on its question's.
create or replace function public.lesson_message_hidden(message uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select m.is_hidden from public.lesson_messages m where m.id = message), false);
$$;

-- At insert: the database dates the message and says whether staff wrote it; a reply answers a
-- question or note of the same lesson, never another reply.
-- Runs as the caller (is_api_user must see the API role): a hidden question is invisible to
-- non-staff here, and the policy refuses replies to it anyway.
create or replace function public.guard_lesson_message_insert()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  parent record;
begin
  if public.is_api_user() then
    new.created_at := now();
    new.updated_at := null;
    new.by_staff := public.is_staff();
  end if;
  if new.parent_id is not null then
    select m.video_id, m.parent_id into parent from public.lesson_messages m where m.id = new.parent_id;
    if parent.parent_id is not null then
      raise exception 'replies are one level deep: answer the question, not a reply' using errcode = '23514';
    end if;
    if parent.video_id is distinct from new.video_id then
      raise exception 'a reply belongs to the lesson of its question' using errcode = '23514';
    end if;
  end if;
  return new;
end;
$$;

create trigger guard_lesson_message_insert
  before insert on public.lesson_messages
  for each row execute function public.guard_lesson_message_insert();

-- At update: a message stays on its lesson, thread, author, time and date; only its author changes
-- its text (stamped updated_at); only staff hide or show it.
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
    if old.author_id is distinct from auth.uid() then
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

create trigger guard_lesson_message_update
  before update on public.lesson_messages
  for each row execute function public.guard_lesson_message_update();

alter table public.lesson_messages enable row level security;

-- "exists (select 1 from public.videos ...)" runs under the caller's policies on videos: it is true
-- exactly when the caller may watch the lesson (as for video_progress).
create policy "watchers read visible messages of watchable lessons" on public.lesson_messages
  for select to anon, authenticated
  using (
    not is_hidden
    and exists (select 1 from public.videos v where v.id = video_id)
    and (parent_id is null or not public.lesson_message_hidden(parent_id))
  );
create policy "staff read all messages" on public.lesson_messages
  for select to authenticated
  using ((select public.is_staff()));
create policy "watchers write as self on watchable lessons" on public.lesson_messages
  for insert to authenticated
  with check (
    author_id = (select auth.uid())
    and (select public.current_app_role()) is not null
    and not is_hidden
    and exists (select 1 from public.videos v where v.id = video_id)
    and (parent_id is null or (select public.is_staff()) or not public.lesson_message_hidden(parent_id))
  );
create policy "author edits own message on watchable lessons" on public.lesson_messages
  for update to authenticated
  using (author_id = (select auth.uid()) and exists (select 1 from public.videos v where v.id = video_id))
  with check (author_id = (select auth.uid()));
create policy "staff update any message" on public.lesson_messages
  for update to authenticated
  using ((select public.is_staff()))
  with check ((select public.is_staff()));
create policy "author deletes own message" on public.lesson_messages
  for delete to authenticated
  using (author_id = (select auth.uid()));
create policy "staff delete any message" on public.lesson_messages
  for delete to authenticated
  using ((select public.is_staff()));

-- Questions (and notes) per lesson for the lesson cards. security_invoker: counts only what the
-- caller may read.
create view public.lesson_question_counts
with (security_invoker = true)
as
select m.video_id, count(*)::integer as questions
from public.lesson_messages m
where m.parent_id is null
group by m.video_id;

grant select on public.lesson_messages to anon;
grant select, insert, update, delete on public.lesson_messages to authenticated;
grant select, insert, update, delete on public.lesson_messages to service_role;
grant select on public.lesson_question_counts to anon, authenticated;
grant select, insert, update, delete on public.lesson_question_counts to service_role;
revoke all on function public.lesson_message_hidden(uuid) from public;
grant execute on function public.lesson_message_hidden(uuid) to anon, authenticated, service_role;
