-- Issue 39 item 10 with the course builder (issue 33): search finds courses themselves (every course staff create;
-- a draft only by staff, like its lessons), in any of their three languages ('Automation', 'automação', 'Jwèt');
-- a title match ranks above a match in the body; a word of four letters or more with one adjacent transposition or
-- one missing letter still finds its word ('Supabsae', 'Stirpe', 'Fgma'); search_everything takes the reader's
-- language, so a course is shown with its title in that language (else Creole).

-- A course's document: its titles and descriptions in every language (the plain columns are Creole, translations
-- hold pt and en). Was the Creole title only (20261124400000).
alter table public.courses drop column search_vector;
alter table public.courses add column search_vector tsvector generated always as (
  public.search_document(
    title || ' ' || coalesce(translations #>> '{pt,title}', '') || ' ' || coalesce(translations #>> '{en,title}', ''),
    coalesce(description, '') || ' ' || coalesce(translations #>> '{pt,description}', '') || ' '
      || coalesce(translations #>> '{en,description}', '')
  )
) stored;
-- Only the titles, for ranking a title match above a body match.
alter table public.courses add column title_search_vector tsvector generated always as (
  public.search_document(
    title || ' ' || coalesce(translations #>> '{pt,title}', '') || ' ' || coalesce(translations #>> '{en,title}', ''),
    null
  )
) stored;
create index courses_search_idx on public.courses using gin (search_vector);
insert into public.search_words (word)
  select distinct l.lexeme from public.courses c cross join lateral unnest(c.search_vector) as l
  where l.lexeme ~ '^[[:alnum:]]{4,40}$'
on conflict do nothing;

-- True when `typed` is `known` with one letter missing, or with two adjacent letters swapped: the typing slips a
-- trigram similarity misses in short words ('fgma' for 'figma', 'stirpe' for 'stripe', 'supabsae' for 'supabase').
create function public.one_slip_from(known text, typed text)
returns boolean
language sql
immutable
parallel safe
return (
  (char_length(known) = char_length(typed) + 1
   and exists (
     select 1 from generate_series(1, char_length(known)) as i
     where overlay(known placing '' from i for 1) = typed
   ))
  or (char_length(known) = char_length(typed) and known <> typed
      and exists (
        select 1 from generate_series(1, char_length(known) - 1) as i
        where overlay(known placing substr(known, i + 1, 1) || substr(known, i, 1) from i for 2) = typed
      ))
);

-- The query of a search, as 20261124400000, plus the known words one slip away from a typed word of four letters or
-- more (those share its first or second letter and differ in length by at most one, which bounds the scan).
create or replace function public.search_terms(folded text)
returns tsquery
language sql
stable
set search_path = ''
set pg_trgm.similarity_threshold = 0.4
return (
  select to_tsquery('simple'::regconfig, string_agg('(' || alternatives || ')', ' & ' order by position))
  from regexp_split_to_table(folded, '[^[:alnum:]]+') with ordinality as typed (word, position)
  cross join lateral (
    select string_agg(distinct choice, ' | ') as alternatives
    from (
      select typed.word || ':*' as choice
      union all
      select near.word
      from (
        select w.word from public.search_words w
        where length(typed.word) >= 4 and w.word operator(extensions.%) typed.word and w.word not like typed.word || '%'
        order by w.word operator(extensions.<->) typed.word
        limit 3
      ) as near
      union all
      select slip.word
      from (
        select w.word from public.search_words w
        where char_length(typed.word) >= 4
          and char_length(w.word) between char_length(typed.word) and char_length(typed.word) + 1
          and (left(w.word, 1) in (left(typed.word, 1), substr(typed.word, 2, 1)))
          and public.one_slip_from(w.word, typed.word)
        limit 3
      ) as slip
    ) as choices
  ) as expanded
  where typed.word <> ''
);

-- Courses: announced and published ones for everyone, drafts for staff only. A title match ranks above a match in
-- the description (1 + similarity against similarity). The title and excerpt are the reader's language, else Creole.
create function public.search_courses(words tsquery, folded text, staff boolean, premium boolean, n integer, lang text)
returns table (kind text, id uuid, title text, snippet text, context text, course_slug text, lesson_id uuid,
  at_seconds integer, is_locked boolean, score real)
language sql
stable
set search_path = ''
as $$
  with found as (
    select c.*,
           coalesce(nullif(btrim(c.translations -> lang ->> 'title'), ''), c.title) as shown_title,
           coalesce(nullif(btrim(c.translations -> lang ->> 'description'), ''), c.description) as shown_description,
           (c.title_search_vector @@ words) as title_hit
    from public.courses c
    where c.search_vector @@ words and (staff or c.state in ('announced', 'published'))
  )
  select 'course'::text, f.id, f.shown_title, public.search_excerpt(f.shown_description, folded), null::text, f.slug, null::uuid,
         null::integer, (f.is_premium and not premium),
         ((case when f.title_hit then 1 else 0 end) + extensions.word_similarity(folded, public.search_fold(f.shown_title)))::real
  from found f
  order by 10 desc, f.position, f.created_at
  limit n
$$;

-- Lessons as 20261127400000, with a title match ranked above a match in the description or the course's name.
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
      select v.*,
             ((case when public.search_document(v.title, null) @@ $1 then 1 else 0 end)
              + extensions.word_similarity($2, public.search_fold(v.title)))::real as similarity
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

-- The search, as 20261124400000, with courses first and the reader's language ('ht', 'pt' or 'en'; anything else is
-- Creole). The old two-argument form is replaced: a call without `lang` is Creole.
drop function public.search_everything(text, integer);
create function public.search_everything(q text, lim integer default 5, lang text default 'ht')
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
  return query select * from public.search_prompts(words, folded, staff, premium, n, pool);
  return query select * from public.search_tools(words, folded, staff, premium, n, pool);
  return query select * from public.search_topics(words, folded, staff, premium, n, pool);
  return query select * from public.search_discussions(words, folded, staff, premium, n, pool);
end;
$$;

revoke all on function public.search_everything(text, integer, text) from public;
grant execute on function public.search_everything(text, integer, text) to anon, authenticated, service_role;
revoke all on function public.search_courses(tsquery, text, boolean, boolean, integer, text),
  public.search_lessons(tsquery, text, boolean, boolean, integer, integer), public.search_terms(text)
  from public, anon, authenticated, service_role;
-- Evaluated inside search_terms as the definer; pure.
revoke all on function public.one_slip_from(text, text) from public, anon, authenticated, service_role;
