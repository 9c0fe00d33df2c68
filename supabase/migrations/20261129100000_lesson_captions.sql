-- Captions of a lesson, one row per language (issue 38). Staff upload a WebVTT or SRT file in the lesson form; the
-- browser parses it (packages/features/src/academy/model/captions.ts) and saves only plain cues
-- [{ "start": seconds, "end": seconds, "text": "plain text" }], never the file's markup.
--
-- Who reads: exactly who may read the lesson's row in public.videos ("exists (select 1 from public.videos ...)" runs
-- under the caller's policies on videos): hidden lessons and lessons of unpublished courses for staff only, premium
-- lessons for subscribers and staff. So a premium lesson's words never reach a free member or a visitor, as its
-- video link does not. Who writes: staff.
--
-- Search: each cue is kept once more, as a row of public.lesson_caption_cues with its folded document, so Ctrl+K
-- finds words spoken in lessons to the second (search_captions, called by search_everything with the same rules).

-- True when `cues` is a non-empty array (at most 20,000) of {start, end, text}: numbers of seconds, start >= 0,
-- end >= start, text of 1 to 2,000 characters, no other key. CASE fixes the order of the checks, so a value of the
-- wrong type is refused (false), never cast into an error.
create function public.valid_caption_cues(cues jsonb)
returns boolean
language sql
immutable
parallel safe
return (
  case
    when cues is null or jsonb_typeof(cues) <> 'array' then false
    when jsonb_array_length(cues) not between 1 and 20000 then false
    else not exists (
      select 1
      from jsonb_array_elements(cues) as cue
      where case
        when jsonb_typeof(cue) <> 'object' then true
        when jsonb_typeof(cue -> 'start') is distinct from 'number' then true
        when jsonb_typeof(cue -> 'end') is distinct from 'number' then true
        when jsonb_typeof(cue -> 'text') is distinct from 'string' then true
        when (select count(*) from jsonb_object_keys(cue)) <> 3 then true
        when (cue ->> 'start')::numeric < 0 or (cue ->> 'end')::numeric < (cue ->> 'start')::numeric then true
        else char_length(cue ->> 'text') not between 1 and 2000
      end
    )
  end
);

create table public.lesson_captions (
  video_id uuid not null references public.videos (id) on delete cascade,
  language text not null check (language in ('ht', 'pt', 'en')),
  cues jsonb not null check (public.valid_caption_cues(cues)),
  -- The uploaded file's name, shown to staff in the form (which file is in place).
  file_name text check (file_name is null or char_length(file_name) between 1 and 255),
  -- Set by the database on every write.
  updated_at timestamptz not null default now(),
  primary key (video_id, language)
);

create function public.stamp_lesson_captions()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
create trigger stamp_lesson_captions before insert or update on public.lesson_captions
  for each row execute function public.stamp_lesson_captions();

alter table public.lesson_captions enable row level security;

create policy "whoever reads the lesson reads its captions" on public.lesson_captions
  for select to anon, authenticated
  using (exists (select 1 from public.videos v where v.id = video_id));
create policy "staff add captions" on public.lesson_captions
  for insert to authenticated
  with check ((select public.is_staff()));
create policy "staff replace captions" on public.lesson_captions
  for update to authenticated
  using ((select public.is_staff()))
  with check ((select public.is_staff()));
create policy "staff remove captions" on public.lesson_captions
  for delete to authenticated
  using ((select public.is_staff()));

grant select on public.lesson_captions to anon;
grant select, insert, update, delete on public.lesson_captions to authenticated;
grant select, insert, update, delete on public.lesson_captions to service_role;

-- The cues again, one row each, for search only. No API role but service_role may touch it (no policy, RLS on): the
-- search reads it as its owner and applies the rules of videos itself.
create table public.lesson_caption_cues (
  video_id uuid not null,
  language text not null,
  position integer not null,
  start_seconds numeric not null,
  text text not null,
  search_vector tsvector generated always as (public.search_document(null, text)) stored,
  primary key (video_id, language, position),
  foreign key (video_id, language) references public.lesson_captions (video_id, language)
    on delete cascade on update cascade
);
alter table public.lesson_caption_cues enable row level security;
create index lesson_caption_cues_search_idx on public.lesson_caption_cues using gin (search_vector);

-- Rewrites a row's cues in lesson_caption_cues after each insert or change of its cues. SECURITY DEFINER: staff
-- write lesson_captions, not this table.
create function public.index_caption_cues()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.lesson_caption_cues where video_id = new.video_id and language = new.language;
  insert into public.lesson_caption_cues (video_id, language, position, start_seconds, text)
    select new.video_id, new.language, e.position::integer, (e.cue ->> 'start')::numeric, e.cue ->> 'text'
    from jsonb_array_elements(new.cues) with ordinality as e (cue, position);
  return null;
end;
$$;
create trigger index_caption_cues after insert or update of cues, video_id, language on public.lesson_captions
  for each row execute function public.index_caption_cues();

-- Spoken words join the known words, so a misspelt one is corrected to them (as 20261124400000 does for titles).
create trigger lesson_caption_cues_search_words_added after insert on public.lesson_caption_cues
  referencing new table as changed
  for each statement execute function public.remember_search_words('search_vector');

-- Words spoken in lessons: one result per lesson, its best cue (in the reader's language first, then the one most
-- like the query, then the earliest), opened at that cue's second. Rules as search_lessons: hidden lessons and
-- lessons outside a published course's modules only for staff; premium lessons only for subscribers and staff:
-- their cues are not matched at all for anyone else, so neither their text nor their existence comes back.
-- A word in most cues is looked for in the first 1,000 matching cues only (beyond that a learner adds a word).
create function public.search_captions(words tsquery, folded text, staff boolean, premium boolean, n integer, lang text)
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
    candidates as (
      select cc.video_id, cc.language, cc.start_seconds, cc.text
      from public.lesson_caption_cues cc
      join public.videos v on v.id = cc.video_id
      where cc.search_vector @@ $1
        and ($3 or (not v.is_hidden and v.module_id is not null and v.course_id in (select p.id from published p)
                    and (not v.is_private or $4)))
      limit 1000
    ),
    best_per_lesson as (
      select distinct on (c.video_id) c.*, extensions.word_similarity($2, public.search_fold(c.text)) as similarity
      from candidates c
      order by c.video_id, (c.language = $6) desc, similarity desc, c.start_seconds
    ),
    best as (
      select b.* from best_per_lesson b order by b.similarity desc, b.start_seconds limit $5
    )
    select 'caption'::text, v.id, coalesce(nullif(btrim(v.translations -> $6 ->> 'title'), ''), v.title),
           public.search_excerpt(b.text, $2), co.title, co.slug, v.id, floor(b.start_seconds)::integer, false,
           b.similarity::real
    from best b
    join public.videos v on v.id = b.video_id
    left join public.courses co on co.id = v.course_id
    order by b.similarity desc, b.start_seconds
  $query$ using words, folded, staff, premium, n, lang;
end;
$$;

-- The search, as 20261127400100, with the words spoken in lessons after the lessons themselves.
create or replace function public.search_everything(q text, lim integer default 5, lang text default 'ht')
returns table (kind text, id uuid, title text, snippet text, context text, course_slug text, lesson_id uuid,
  at_seconds integer, is_locked boolean, score real)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  folded text := btrim(public.search_fold(left(coalesce(q, ''), 100)));
  words tsquery;
  staff boolean := public.is_staff();
  premium boolean := staff or public.has_active_subscription();
  n integer := least(greatest(coalesce(lim, 5), 1), 20);
  reader_lang text := case when lang in ('pt', 'en') then lang else 'ht' end;
  pool constant integer := 200;
begin
  if length(folded) < 2 then
    return;
  end if;
  words := public.search_terms(folded);
  if words is null then
    return;
  end if;
  return query select * from public.search_courses(words, folded, staff, premium, n, reader_lang);
  return query select * from public.search_lessons(words, folded, staff, premium, n, pool);
  return query select * from public.search_captions(words, folded, staff, premium, n, reader_lang);
  return query select * from public.search_prompts(words, folded, staff, premium, n, pool);
  return query select * from public.search_tools(words, folded, staff, premium, n, pool);
  return query select * from public.search_topics(words, folded, staff, premium, n, pool);
  return query select * from public.search_discussions(words, folded, staff, premium, n, pool);
end;
$$;

-- Who may execute what (20261127305000): the cue check is evaluated by the writers' inserts (a CHECK) and is pure;
-- the search part and the trigger functions are nobody's to call.
revoke all on function public.valid_caption_cues(jsonb) from public;
grant execute on function public.valid_caption_cues(jsonb) to anon, authenticated, service_role;
revoke all on function public.search_captions(tsquery, text, boolean, boolean, integer, text),
  public.stamp_lesson_captions(), public.index_caption_cues()
  from public, anon, authenticated, service_role;
