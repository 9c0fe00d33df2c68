-- Issue 33: staff build the academy. The course structure lives in the database (no course content in code):
-- a course has a state (draft / announced / published), a planned month for its first lessons (shown while
-- announced), a cover and its texts in three languages; modules get a description; every lesson knows its course
-- (a lesson without a module is in its course's "unassigned" list). Staff reorder and move with functions that apply
-- a whole new order or nothing. Learners and visitors never reach a draft: not through a table, a view or an RPC.
-- The contract with the dashboard is /work/team/COURSE_CONTRACT.md (mirrored in docs/ARCHITECTURE.md).

-- Texts in other languages ------------------------------------------------------------------------------------------
-- The plain title/description columns hold the Creole text (the default language); `translations` holds Portuguese
-- and English: {"pt": {"title": "...", "description": "..."}, "en": {...}}. Only those keys, each value an object of
-- optional non-empty strings of bounded length, so a reader's page never meets a number or an empty title.
create function public.valid_translations(value jsonb)
returns boolean
language sql
immutable
parallel safe
return (
  jsonb_typeof(value) = 'object'
  and not exists (
    select 1
    from jsonb_each(value) as language (code, texts)
    where language.code not in ('pt', 'en')
      or jsonb_typeof(language.texts) <> 'object'
      or exists (
        select 1
        from jsonb_each(language.texts) as field (name, text)
        where field.name not in ('title', 'description')
          or jsonb_typeof(field.text) <> 'string'
          or btrim(field.text #>> '{}') = ''
          or char_length(field.text #>> '{}') > case when field.name = 'title' then 300 else 10000 end
      )
  )
);

-- Courses ---------------------------------------------------------------------------------------------------------
-- Existing rows were live in the catalogue: they become published. New ones start as drafts.
alter table public.courses
  add column state text not null default 'published' check (state in ('draft', 'announced', 'published')),
  add column planned_month date check (planned_month is null or planned_month = date_trunc('month', planned_month)::date),
  add column cover_url text check (cover_url is null or char_length(cover_url) <= 2048),
  add column translations jsonb not null default '{}' check (public.valid_translations(translations)),
  -- When the course was first published; never cleared. Its slug is then part of shared links and certificates.
  add column published_at timestamptz;
alter table public.courses alter column state set default 'draft';
update public.courses set published_at = created_at where state = 'published';
-- Addresses: /academy/<slug>. Lower-case words joined by single hyphens; not valid for rows made before (they
-- were checked by hand), valid for every write from now on.
alter table public.courses
  add constraint courses_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 80) not valid;
-- The catalogue in staff's order.
create index courses_position_idx on public.courses (position, created_at);

-- Slugs: 'all' and 'automation' are the addresses of the catalogue's own pages (/academy/all, the static automation
-- page), so no course may take them, except the automation course's own row (the seed's fixed id), which describes
-- that static page in the catalogue and in search. A course that is or was published
-- keeps its slug (links, certificates). published_at is stamped here, the one place that sees every state change.
create function public.guard_course_slug_and_state()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.slug is distinct from old.slug and old.published_at is not null then
    raise exception 'slug_locked' using errcode = 'P0001', detail = 'a course that was published keeps its slug';
  end if;
  if (tg_op = 'INSERT' or new.slug is distinct from old.slug)
     and (new.slug = 'all' or (new.slug = 'automation' and new.id <> '00000000-0000-4000-8000-00000000c003')) then
    raise exception 'slug_reserved' using errcode = 'P0001', detail = 'this address belongs to a page of the academy';
  end if;
  -- Written here only: a client cannot set or clear it.
  new.published_at := case
    when tg_op = 'UPDATE' and old.published_at is not null then old.published_at
    when new.state = 'published' then now()
  end;
  return new;
end;
$$;
create trigger courses_guard_slug_and_state before insert or update on public.courses
  for each row execute function public.guard_course_slug_and_state();

-- Modules ---------------------------------------------------------------------------------------------------------
alter table public.modules
  add column description text check (description is null or char_length(description) <= 10000),
  add column translations jsonb not null default '{}' check (public.valid_translations(translations));

-- Lessons: each knows its course ----------------------------------------------------------------------------------
alter table public.videos
  add column course_id uuid references public.courses (id) on delete cascade,
  add column translations jsonb not null default '{}' check (public.valid_translations(translations));
update public.videos v set course_id = m.course_id from public.modules m where m.id = v.module_id;
-- A course's lists: its modules' lessons and its unassigned ones (module_id null), in order.
create index videos_course_module_position_idx on public.videos (course_id, module_id, position, created_at);

-- A lesson in a module is in that module's course, always: set on every write that names a module.
create function public.lesson_follows_its_module()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.module_id is not null then
    select m.course_id into new.course_id from public.modules m where m.id = new.module_id;
  end if;
  return new;
end;
$$;
create trigger videos_follow_module before insert or update of module_id, course_id on public.videos
  for each row execute function public.lesson_follows_its_module();

-- A module moved to another course takes its lessons along.
create function public.module_moves_its_lessons()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  update public.videos set course_id = new.course_id where module_id = new.id and course_id is distinct from new.course_id;
  return null;
end;
$$;
create trigger modules_move_lessons after update of course_id on public.modules
  for each row execute function public.module_moves_its_lessons();

-- Deleting a module never deletes a lesson silently: its lessons go to the end of the course's unassigned list, in
-- their order. (The foreign key's "on delete set null" would leave them with no position among the unassigned.)
create function public.module_delete_keeps_lessons()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  last_position integer;
begin
  -- The course itself is being deleted (this runs inside its cascade): its lessons go with it.
  if not exists (select 1 from public.courses c where c.id = old.course_id) then
    return old;
  end if;
  select coalesce(max(v.position), 0) into last_position
  from public.videos v where v.course_id = old.course_id and v.module_id is null;
  update public.videos v
  set module_id = null, course_id = old.course_id, position = last_position + ordered.rank
  from (
    select x.id, row_number() over (order by x.position, x.created_at, x.id) as rank
    from public.videos x where x.module_id = old.id
  ) as ordered
  where v.id = ordered.id;
  return old;
end;
$$;
create trigger modules_delete_keeps_lessons before delete on public.modules
  for each row execute function public.module_delete_keeps_lessons();

-- Who reads what --------------------------------------------------------------------------------------------------
-- Learners and visitors: announced and published courses; the modules and lessons of published courses only (a
-- lesson in no module, unassigned, is staff's). Staff read everything. Only staff write (unchanged policies).
-- "in (select ...)" is evaluated once per statement (a hashed subplan), not once per row.
drop policy "anyone reads courses" on public.courses;
create policy "anyone reads announced and published courses" on public.courses
  for select to anon, authenticated using (state in ('announced', 'published'));
create policy "staff read all courses" on public.courses
  for select to authenticated using ((select public.is_staff()));

drop policy "anyone reads modules" on public.modules;
create policy "anyone reads modules of published courses" on public.modules
  for select to anon, authenticated
  using (course_id in (select c.id from public.courses c where c.state = 'published'));
create policy "staff read all modules" on public.modules
  for select to authenticated using ((select public.is_staff()));

alter policy "anyone reads visible free videos" on public.videos
  using (not is_hidden and not is_private and module_id is not null
         and course_id in (select c.id from public.courses c where c.state = 'published'));
alter policy "subscriber reads visible premium videos" on public.videos
  using (not is_hidden and is_private and module_id is not null
         and course_id in (select c.id from public.courses c where c.state = 'published')
         and (select public.has_active_subscription()));
-- lesson_messages, notification_feed and progress writes check "exists (select 1 from public.videos ...)" under the
-- caller's policies, so a draft's lessons drop out of them with the policies above.

-- The read view of lessons gains the texts in other languages and the course's state; non-staff see only lessons
-- in a module of a published course. The course comes from the lesson's own course_id (equal to its module's).
create or replace view public.lesson_catalog
as
select
  v.id,
  v.title,
  v.description,
  v.thumbnail_url,
  v.is_private,
  v.position,
  v.created_at,
  v.module_id,
  m.title as module_title,
  m.position as module_position,
  c.id as course_id,
  c.slug as course_slug,
  c.title as course_title,
  case when not v.is_private or reader.may_play_premium then v.youtube_url end as youtube_url,
  case when not v.is_private or reader.may_play_premium then v.video_url end as video_url,
  (v.is_private and not reader.may_play_premium) as is_locked,
  v.translations,
  m.translations as module_translations,
  c.translations as course_translations,
  c.state as course_state,
  c.is_premium as course_is_premium,
  m.description as module_description
from public.videos v
cross join (
  select (public.has_active_subscription() or public.is_staff()) as may_play_premium, public.is_staff() as staff
) reader
left join public.modules m on m.id = v.module_id
left join public.courses c on c.id = v.course_id
where not v.is_hidden
  and (reader.staff or (c.state = 'published' and v.module_id is not null));

-- The notification mails' rule (who may watch a lesson today) follows the policies on videos.
create or replace function public.member_may_watch(member uuid, video uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.videos v
    left join public.courses c on c.id = v.course_id
    where v.id = video
      and (
        public.member_is_staff(member)
        or (not v.is_hidden and v.module_id is not null and c.state = 'published'
            and (not v.is_private or public.member_has_active_subscription(member)))
      )
  )
  and not exists (select 1 from auth.users u where u.id = member and u.banned_until > now());
$$;

-- Certificates only for published courses; a draft is not found (its existence stays staff's). Lessons counted are
-- those a learner sees: in a module, not hidden. Otherwise as 20261123030200.
create or replace function public.issue_certificate(course_slug text)
returns public.certificates
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  course public.courses;
  total_videos integer;
  completed_videos integer;
  issued public.certificates;
begin
  if caller is null then
    raise exception 'sign in to receive a certificate' using errcode = '42501';
  end if;

  select * into course from public.courses c where c.slug = issue_certificate.course_slug;
  if not found or course.state = 'draft' then
    raise exception 'course % not found', issue_certificate.course_slug using errcode = 'PT404';
  end if;
  if course.state <> 'published' then
    raise exception 'course % is not published', issue_certificate.course_slug using errcode = '42501';
  end if;

  select count(*), count(*) filter (where vp.completed)
    into total_videos, completed_videos
  from public.videos v
  left join public.video_progress vp on vp.video_id = v.id and vp.user_id = caller
  where v.course_id = course.id and v.module_id is not null and not v.is_hidden;

  if total_videos = 0 or completed_videos < total_videos then
    raise exception 'course not completed: % of % videos', completed_videos, total_videos
      using errcode = '42501';
  end if;

  insert into public.certificates (user_id, course_id, learner_name, course_title)
  select caller, course.id,
         coalesce(nullif(btrim(concat_ws(' ', p.first_name, p.last_name)), ''), p.email, 'User'),
         course.title
  from public.user_profiles p
  where p.id = caller
  on conflict (user_id, course_id) do nothing;

  select * into issued from public.certificates c
  where c.user_id = caller and c.course_id = course.id;
  return issued;
end;
$$;

-- Search: a draft's lessons and their discussions are found by staff only (search_everything is SECURITY DEFINER and
-- checks every rule itself). Otherwise as 20261124400000.
create or replace function public.search_lessons(words tsquery, folded text, staff boolean, premium boolean, n integer, pool integer)
returns table (kind text, id uuid, title text, snippet text, context text, course_slug text, lesson_id uuid,
  at_seconds integer, is_locked boolean, score real)
language plpgsql
stable
set search_path = ''
as $$
begin
  return query execute $query$
    with published as (
      select c.id from public.courses c where c.state = 'published'
    ),
    matching_courses as (
      select c.id from public.courses c where c.search_vector @@ $1
    ),
    found as (
      select v.id from public.videos v
      where ($3 or not v.is_hidden) and v.search_vector @@ $1
      union
      select v.id from public.videos v
      where ($3 or not v.is_hidden) and v.course_id in (select mc.id from matching_courses mc)
    ),
    newest as (
      select v.* from public.videos v
      where v.id in (select f.id from found f)
        and ($3 or (v.module_id is not null and v.course_id in (select p.id from published p)))
      order by v.created_at desc limit $6
    ),
    best as (
      select v.*, extensions.word_similarity($2, public.search_fold(v.title)) as similarity
      from newest v order by similarity desc, v.created_at desc limit $5
    )
    select 'lesson'::text, v.id, v.title, public.search_excerpt(v.description, $2), c.title, c.slug, v.id,
           null::integer, (v.is_private and not $4), v.similarity
    from best v
    left join public.courses c on c.id = v.course_id
    order by v.similarity desc, v.created_at desc
  $query$ using words, folded, staff, premium, n, pool;
end;
$$;

create or replace function public.search_discussions(words tsquery, folded text, staff boolean, premium boolean, n integer, pool integer)
returns table (kind text, id uuid, title text, snippet text, context text, course_slug text, lesson_id uuid,
  at_seconds integer, is_locked boolean, score real)
language plpgsql
stable
set search_path = ''
as $$
begin
  return query execute $query$
    with newest as (
      select lm.* from public.lesson_messages lm
      join public.videos v on v.id = lm.video_id
      where lm.search_vector @@ $1
        and ($3 or (not lm.is_hidden and not v.is_hidden and (not v.is_private or $4)
                    and v.module_id is not null
                    and v.course_id in (select c.id from public.courses c where c.state = 'published')
                    and (lm.parent_id is null
                         or not exists (select 1 from public.lesson_messages q where q.id = lm.parent_id and q.is_hidden))))
      order by lm.created_at desc
      limit $5
    )
    select 'discussion'::text, lm.id, v.title, public.search_excerpt(lm.body, $2), c.title, c.slug, v.id,
           coalesce(lm.at_seconds, q.at_seconds), false, 0::real
    from newest lm
    join public.videos v on v.id = lm.video_id
    left join public.lesson_messages q on q.id = lm.parent_id
    left join public.courses c on c.id = v.course_id
    order by lm.created_at desc
  $query$ using words, folded, staff, premium, n, pool;
end;
$$;
revoke all on function public.search_lessons(tsquery, text, boolean, boolean, integer, integer),
  public.search_discussions(tsquery, text, boolean, boolean, integer, integer)
  from public, anon, authenticated, service_role;

-- Reordering and moving ---------------------------------------------------------------------------------------------
-- Each takes the complete new order and applies it whole, in the caller's transaction, as the caller (RLS: only staff
-- write). Serialised per course by a transaction advisory lock, so two staff reordering the same list at once run one
-- after the other; the second sees the first's result and, if its list no longer names exactly the current rows,
-- fails with 'stale_order' (the dashboard reloads and says so) instead of leaving duplicate or missing positions.

-- The lock key of one course's lists, and of the catalogue's order (course null).
create function public.course_order_lock(course uuid)
returns void
language sql
volatile
set search_path = ''
as $$
  select pg_advisory_xact_lock(hashtextextended('academy-course-order:' || coalesce(course::text, 'catalogue'), 0));
$$;

create function public.require_staff()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not coalesce(public.is_staff(), false) then
    raise exception 'only staff change the academy''s order' using errcode = '42501';
  end if;
end;
$$;

-- True when `ids` names exactly the rows of `current_ids`, each once.
create function public.same_members(ids uuid[], current_ids uuid[])
returns boolean
language sql
immutable
set search_path = ''
return (
  coalesce(cardinality(ids), 0) = coalesce(cardinality(current_ids), 0)
  and (select count(distinct x) from unnest(ids) as x) = coalesce(cardinality(ids), 0)
  and coalesce(ids <@ current_ids and current_ids <@ ids, coalesce(cardinality(ids), 0) = 0)
);

create function public.reorder_courses(ids uuid[])
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  perform public.require_staff();
  perform public.course_order_lock(null);
  if not public.same_members(ids, array(select c.id from public.courses c)) then
    raise exception 'stale_order' using errcode = 'P0001';
  end if;
  update public.courses c set position = o.rank
  from unnest(ids) with ordinality as o (id, rank)
  where c.id = o.id and c.position is distinct from o.rank;
end;
$$;

create function public.reorder_modules(course uuid, ids uuid[])
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  perform public.require_staff();
  perform public.course_order_lock(course);
  if not public.same_members(ids, array(select m.id from public.modules m where m.course_id = course)) then
    raise exception 'stale_order' using errcode = 'P0001';
  end if;
  update public.modules m set position = o.rank
  from unnest(ids) with ordinality as o (id, rank)
  where m.id = o.id and m.position is distinct from o.rank;
end;
$$;

-- module null: the course's unassigned list.
create function public.reorder_lessons(course uuid, module uuid, ids uuid[])
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  perform public.require_staff();
  perform public.course_order_lock(course);
  if not public.same_members(ids, array(
    select v.id from public.videos v where v.course_id = course and v.module_id is not distinct from module
  )) then
    raise exception 'stale_order' using errcode = 'P0001';
  end if;
  update public.videos v set position = o.rank
  from unnest(ids) with ordinality as o (id, rank)
  where v.id = o.id and v.position is distinct from o.rank;
end;
$$;

-- Moves a lesson to position `to_position` (1-based, clamped) of a module of `to_course` (to_module null: its
-- unassigned list); both lists are renumbered 1..n without gaps.
create function public.move_lesson(lesson uuid, to_course uuid, to_module uuid, to_position integer)
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  from_course uuid;
  from_module uuid;
  target uuid[];
begin
  perform public.require_staff();
  select v.course_id, v.module_id into from_course, from_module from public.videos v where v.id = lesson;
  if not found then
    raise exception 'stale_order' using errcode = 'P0001', detail = 'the lesson no longer exists';
  end if;
  -- Both courses' locks, always in the same order, so two opposite moves cannot deadlock.
  perform public.course_order_lock(x.course)
  from (select distinct unnest(array[from_course, to_course]) as course) as x
  where x.course is not null
  order by x.course;
  -- Re-read under the locks: another move may have run meanwhile.
  select v.course_id, v.module_id into from_course, from_module from public.videos v where v.id = lesson;
  if to_module is not null and not exists (select 1 from public.modules m where m.id = to_module and m.course_id = to_course) then
    raise exception 'stale_order' using errcode = 'P0001', detail = 'the module is not in that course';
  end if;
  if not exists (select 1 from public.courses c where c.id = to_course) then
    raise exception 'stale_order' using errcode = 'P0001', detail = 'the course no longer exists';
  end if;

  update public.videos set course_id = to_course, module_id = to_module where id = lesson;

  target := array(
    select v.id from public.videos v
    where v.course_id = to_course and v.module_id is not distinct from to_module and v.id <> lesson
    order by v.position, v.created_at, v.id
  );
  to_position := least(greatest(coalesce(to_position, cardinality(target) + 1), 1), coalesce(cardinality(target), 0) + 1);
  target := target[1:to_position - 1] || lesson || target[to_position:];
  update public.videos v set position = o.rank
  from unnest(target) with ordinality as o (id, rank)
  where v.id = o.id and v.position is distinct from o.rank;

  if from_course is distinct from to_course or from_module is distinct from to_module then
    update public.videos v set position = o.rank
    from (
      select x.id, row_number() over (order by x.position, x.created_at, x.id) as rank
      from public.videos x
      where x.course_id is not distinct from from_course and x.module_id is not distinct from from_module
    ) as o
    where v.id = o.id and v.position is distinct from o.rank;
  end if;
end;
$$;

-- Change notices ----------------------------------------------------------------------------------------------------
-- The server renders the catalogue and course pages from the database and caches them; it LISTENs on
-- academy_courses and drops its cache when any course, module or lesson changes. One notice per statement (and
-- PostgreSQL folds equal notices of a transaction into one, sent at commit).
create function public.notify_academy_courses()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform pg_notify('academy_courses', tg_table_name);
  return null;
end;
$$;
create trigger courses_notify after insert or update or delete or truncate on public.courses
  for each statement execute function public.notify_academy_courses();
create trigger modules_notify after insert or update or delete or truncate on public.modules
  for each statement execute function public.notify_academy_courses();
create trigger videos_notify after insert or update or delete or truncate on public.videos
  for each statement execute function public.notify_academy_courses();

-- Grants (hosted path: nothing is granted by default; 20261123020000) ------------------------------------------------
-- Tables and lesson_catalog keep their grants (table grants cover new columns; "create or replace view" keeps them).
-- The translation check is evaluated by the API roles' writes.
grant execute on function public.valid_translations(jsonb) to anon, authenticated, service_role;
-- The order functions are the dashboard's: signed-in callers only, staff checked inside.
revoke all on function public.reorder_courses(uuid[]), public.reorder_modules(uuid, uuid[]),
  public.reorder_lessons(uuid, uuid, uuid[]), public.move_lesson(uuid, uuid, uuid, integer)
  from public, anon, service_role;
grant execute on function public.reorder_courses(uuid[]), public.reorder_modules(uuid, uuid[]),
  public.reorder_lessons(uuid, uuid, uuid[]), public.move_lesson(uuid, uuid, uuid, integer)
  to authenticated;
-- Their parts run as the caller inside them.
revoke all on function public.course_order_lock(uuid), public.require_staff(), public.same_members(uuid[], uuid[])
  from public, anon, service_role;
grant execute on function public.course_order_lock(uuid), public.require_staff(), public.same_members(uuid[], uuid[])
  to authenticated;
-- Trigger functions need no EXECUTE grant to fire.
revoke all on function public.guard_course_slug_and_state(), public.lesson_follows_its_module(),
  public.module_moves_its_lessons(), public.module_delete_keeps_lessons(), public.notify_academy_courses()
  from public, anon, authenticated, service_role;
