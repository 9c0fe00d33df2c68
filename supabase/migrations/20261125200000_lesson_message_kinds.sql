-- A lesson's top-level message is a question or a note (issue 21); replies are neither. The player's markers
-- and the lesson cards' counts are the questions: a note ("the command at 2:10 needs sudo") is not a place
-- where someone got stuck.

alter table public.lesson_messages add column kind text;
update public.lesson_messages set kind = 'question' where parent_id is null;
alter table public.lesson_messages add constraint lesson_messages_kind_check
  check ((parent_id is null and kind in ('question', 'note')) or (parent_id is not null and kind is null));

-- At insert, as before (20261124200000), and: a top-level message without a kind is a question.
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
  if new.parent_id is null then
    new.kind := coalesce(new.kind, 'question');
  else
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

-- At update, as before (20261124200100), and: a message keeps its kind.
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
     or new.kind is distinct from old.kind
     or new.by_staff is distinct from old.by_staff
     or new.created_at is distinct from old.created_at then
    raise exception 'a message cannot move to another lesson, thread, author, time or kind' using errcode = '42501';
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

-- Questions per lesson for the lesson cards: notes are not counted. security_invoker: only what the caller may read.
create or replace view public.lesson_question_counts
with (security_invoker = true)
as
select m.video_id, count(*)::integer as questions
from public.lesson_messages m
where m.parent_id is null and m.kind = 'question'
group by m.video_id;
