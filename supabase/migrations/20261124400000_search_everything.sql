-- One search for everything (issue 21): lessons (title, description, their course's name), prompts, tools,
-- forum topics and lesson discussions (lesson_messages, 20261124200000).
--
-- Matching: full-text search on text folded to lower case without accents ('kominote' finds 'Kominote',
-- 'automacao' finds 'automação'), every word a prefix (type-ahead) or, for typos, one of the known words pg_trgm
-- finds nearest to it ('enginering' finds 'engineering'). Both sides go through the same fold, search_fold().
--
-- Rules: search_everything() is SECURITY DEFINER, so it checks every rule itself, once per call, the way the
-- read views (lesson_catalog, prompt_catalog) and the policies do:
--   - hidden lessons, prompts and topics only for staff;
--   - premium prompts are found by their title by everyone (prompt_catalog shows it), their text is matched
--     and shown only for subscribers and staff;
--   - premium lessons are listed for everyone (lesson_catalog shows them, locked);
--   - a lesson's discussion only for those who may watch the lesson (premium: subscribers and staff), hidden
--     messages and replies to hidden ones only for staff (the policies of lesson_messages).
-- Definer rather than invoker because the rules above are views' rules, not the tables' RLS (a visitor's RLS
-- on ai_prompts hides premium prompts whole, while the library lists them), and because evaluating the
-- rules once per call instead of per row keeps the search within its time budget.

-- Hosted Supabase keeps extensions in the `extensions` schema; the embedded server gets the same layout.
create schema if not exists extensions;
create extension if not exists unaccent with schema extensions;
create extension if not exists pg_trgm with schema extensions;
grant usage on schema extensions to anon, authenticated, service_role;

-- Lower case without accents. unaccent() is only STABLE (its dictionary could change); naming the dictionary
-- makes the fold IMMUTABLE, which expression indexes need. The SQL-standard body is bound when created, so it
-- does not depend on the caller's search_path.
create function public.search_fold(value text)
returns text
language sql
immutable
parallel safe
return lower(extensions.unaccent('extensions.unaccent'::regdictionary, value));

-- The full-text document of a row: its title and body, folded. 'simple': content is in Creole, Portuguese and
-- English, so no language's stemming or stop words apply to all of it.
create function public.search_document(title text, body text)
returns tsvector
language sql
immutable
parallel safe
return to_tsvector('simple'::regconfig, public.search_fold(coalesce(title, '') || ' ' || coalesce(body, '')));

-- A short excerpt of `body` around the first query word found in it (the start when none is).
create function public.search_excerpt(body text, folded_query text)
returns text
language sql
immutable
parallel safe
return (
  select case
    when body is null then null
    else
      case when at_char > 60 then '…' else '' end
      || substr(body, greatest(at_char - 60, 1), 180)
      || case when length(body) > greatest(at_char - 60, 1) + 179 then '…' else '' end
  end
  from (
    select coalesce(nullif(strpos(public.search_fold(body), split_part(btrim(folded_query), ' ', 1)), 0), 1) as at_char
  ) as found
);


-- Each searched row's document, stored: a search that walks the newest rows of a word found in most of them
-- reads it instead of folding the text again (which costs ~0.1 ms a row). Nothing reads these columns but the
-- search (the app names the columns it selects), and nobody writes them.
alter table public.videos add column search_vector tsvector
  generated always as (public.search_document(title, description)) stored;
alter table public.courses add column search_vector tsvector generated always as (public.search_document(title, null)) stored;
alter table public.ai_prompts add column search_vector tsvector
  generated always as (public.search_document(title, category)) stored;
alter table public.ai_prompts add column text_search_vector tsvector generated always as (public.search_document(null, text)) stored;
alter table public.tools add column search_vector tsvector generated always as (public.search_document(name, description)) stored;
alter table public.discussion_subjects add column search_vector tsvector
  generated always as (public.search_document(title, content)) stored;
alter table public.lesson_messages add column search_vector tsvector generated always as (public.search_document(null, body)) stored;

create index videos_search_idx on public.videos using gin (search_vector);
create index courses_search_idx on public.courses using gin (search_vector);
create index ai_prompts_search_idx on public.ai_prompts using gin (search_vector);
create index ai_prompts_text_search_idx on public.ai_prompts using gin (text_search_vector);
create index tools_search_idx on public.tools using gin (search_vector);
create index discussion_subjects_search_idx on public.discussion_subjects using gin (search_vector);
create index lesson_messages_search_idx on public.lesson_messages using gin (search_vector);
create index lesson_messages_created_idx on public.lesson_messages (created_at desc);

-- Typos: the words every searched text holds, for pg_trgm to suggest the known words nearest to a misspelt one
-- (PostgreSQL's documented way to pair trigrams with full-text search: trigram lookups on a table of distinct
-- words, not on every document). Filled by triggers on the searched tables; never shrinks (a word left over
-- from a deleted row only widens a query to a word that finds nothing). Read only by the search itself: a
-- suggestion is never returned, and the rows it finds are filtered by every rule like any other word's.
create table public.search_words (
  word text primary key check (word ~ '^[[:alnum:]]{4,40}$')
);
alter table public.search_words enable row level security;
create index search_words_trgm_idx on public.search_words using gist (word extensions.gist_trgm_ops);

-- Adds the words of the inserted or updated rows' documents (the tsvector columns named in the trigger's
-- arguments), once per statement. SECURITY DEFINER: the member who posts a topic may not write search_words.
create function public.remember_search_words()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  column_name text;
begin
  foreach column_name in array tg_argv loop
    execute format(
      'insert into public.search_words (word)
         select distinct l.lexeme from changed c cross join lateral unnest(c.%I) as l
         where l.lexeme ~ ''^[[:alnum:]]{4,40}$''
       on conflict do nothing',
      column_name);
  end loop;
  return null;
end;
$$;

-- Transition tables allow one event a trigger: one trigger for inserts, one for updates.
create trigger videos_search_words_added after insert on public.videos referencing new table as changed
  for each statement execute function public.remember_search_words('search_vector');
create trigger videos_search_words_changed after update on public.videos referencing new table as changed
  for each statement execute function public.remember_search_words('search_vector');
create trigger courses_search_words_added after insert on public.courses referencing new table as changed
  for each statement execute function public.remember_search_words('search_vector');
create trigger courses_search_words_changed after update on public.courses referencing new table as changed
  for each statement execute function public.remember_search_words('search_vector');
create trigger ai_prompts_search_words_added after insert on public.ai_prompts referencing new table as changed
  for each statement execute function public.remember_search_words('search_vector', 'text_search_vector');
create trigger ai_prompts_search_words_changed after update on public.ai_prompts referencing new table as changed
  for each statement execute function public.remember_search_words('search_vector', 'text_search_vector');
create trigger tools_search_words_added after insert on public.tools referencing new table as changed
  for each statement execute function public.remember_search_words('search_vector');
create trigger tools_search_words_changed after update on public.tools referencing new table as changed
  for each statement execute function public.remember_search_words('search_vector');
create trigger discussion_subjects_search_words_added after insert on public.discussion_subjects
  referencing new table as changed
  for each statement execute function public.remember_search_words('search_vector');
create trigger discussion_subjects_search_words_changed after update on public.discussion_subjects
  referencing new table as changed
  for each statement execute function public.remember_search_words('search_vector');
create trigger lesson_messages_search_words_added after insert on public.lesson_messages
  referencing new table as changed
  for each statement execute function public.remember_search_words('search_vector');
create trigger lesson_messages_search_words_changed after update on public.lesson_messages
  referencing new table as changed
  for each statement execute function public.remember_search_words('search_vector');

insert into public.search_words (word)
  select distinct l.lexeme
  from (
    select search_vector as document from public.videos
    union all select search_vector from public.courses
    union all select search_vector || text_search_vector from public.ai_prompts
    union all select search_vector from public.tools
    union all select search_vector from public.discussion_subjects
    union all select search_vector from public.lesson_messages
  ) as documents
  cross join lateral unnest(documents.document) as l
  where l.lexeme ~ '^[[:alnum:]]{4,40}$'
on conflict do nothing;

-- The query of a search: every word as a prefix, or (from four letters on) one of the three known words
-- nearest to it: 'enginering automacao' -> '(enginering:* | engineering) & (automacao:* | automacoes)'.
-- Null when no word is left. Words are split on anything but letters and digits, and known words are
-- letters and digits only, so no user input reaches to_tsquery's syntax.
create function public.search_terms(folded text)
returns tsquery
language sql
stable
set search_path = ''
set pg_trgm.similarity_threshold = 0.4
return (
  select to_tsquery('simple'::regconfig, string_agg('(' || alternatives || ')', ' & ' order by position))
  from regexp_split_to_table(folded, '[^[:alnum:]]+') with ordinality as typed (word, position)
  cross join lateral (
    select string_agg(choice, ' | ') as alternatives
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
    ) as choices
  ) as expanded
  where typed.word <> ''
);

-- One kind each: the caller's rights come in as arguments, so these are never callable through the API
-- (revoked below; search_everything() computes the rights). They run as the invoker: called by anyone but
-- search_everything's owner, row level security would still hide what the arguments claim.
-- Each returns the `n` best of the `pool` newest matches (beyond that a learner refines the words rather than
-- scrolls), ranked by the word similarity of the title to the query. Dynamic SQL: planned for these words,
-- so a rare word uses its index and a word in every row walks the newest rows instead.
create function public.search_lessons(words tsquery, folded text, staff boolean, premium boolean, n integer, pool integer)
returns table (kind text, id uuid, title text, snippet text, context text, course_slug text, lesson_id uuid,
  at_seconds integer, is_locked boolean, score real)
language plpgsql
stable
set search_path = ''
as $$
begin
  return query execute $query$
    with matching_courses as (
      select c.id from public.courses c where c.search_vector @@ $1
    ),
    found as (
      select v.id from public.videos v
      where ($3 or not v.is_hidden) and v.search_vector @@ $1
      union
      select v.id from public.videos v join public.modules m on m.id = v.module_id
      where ($3 or not v.is_hidden) and m.course_id in (select mc.id from matching_courses mc)
    ),
    newest as (
      select v.* from public.videos v where v.id in (select f.id from found f) order by v.created_at desc limit $6
    ),
    best as (
      select v.*, extensions.word_similarity($2, public.search_fold(v.title)) as similarity
      from newest v order by similarity desc, v.created_at desc limit $5
    )
    select 'lesson'::text, v.id, v.title, public.search_excerpt(v.description, $2), c.title, c.slug, v.id,
           null::integer, (v.is_private and not $4), v.similarity
    from best v
    left join public.modules m on m.id = v.module_id
    left join public.courses c on c.id = m.course_id
    order by v.similarity desc, v.created_at desc
  $query$ using words, folded, staff, premium, n, pool;
end;
$$;

create function public.search_prompts(words tsquery, folded text, staff boolean, premium boolean, n integer, pool integer)
returns table (kind text, id uuid, title text, snippet text, context text, course_slug text, lesson_id uuid,
  at_seconds integer, is_locked boolean, score real)
language plpgsql
stable
set search_path = ''
as $$
begin
  -- The text is matched, and shown, only where the caller may read it (premium: subscribers and staff).
  return query execute $query$
    with newest as (
      select p.* from public.ai_prompts p
      where ($3 or not p.is_hidden)
        and (p.search_vector @@ $1
             or ((not p.is_premium or $4) and p.text_search_vector @@ $1))
      order by p.created_at desc
      limit $6
    ),
    best as (
      select p.*, extensions.word_similarity($2, public.search_fold(p.title)) as similarity
      from newest p order by similarity desc, p.created_at desc limit $5
    )
    select 'prompt'::text, p.id, p.title, case when not p.is_premium or $4 then public.search_excerpt(p.text, $2) end,
           p.type, null::text, null::uuid, null::integer, (p.is_premium and not $4), p.similarity
    from best p
    order by p.similarity desc, p.created_at desc
  $query$ using words, folded, staff, premium, n, pool;
end;
$$;

create function public.search_tools(words tsquery, folded text, staff boolean, premium boolean, n integer, pool integer)
returns table (kind text, id uuid, title text, snippet text, context text, course_slug text, lesson_id uuid,
  at_seconds integer, is_locked boolean, score real)
language plpgsql
stable
set search_path = ''
as $$
begin
  return query execute $query$
    with newest as (
      select t.* from public.tools t
      where t.search_vector @@ $1
      order by t.created_at desc
      limit $4
    ),
    best as (
      select t.*, extensions.word_similarity($2, public.search_fold(t.name)) as similarity
      from newest t order by similarity desc, t.created_at desc limit $3
    )
    select 'tool'::text, t.id, t.name, public.search_excerpt(t.description, $2), t.category, null::text, null::uuid,
           null::integer, false, t.similarity
    from best t
    order by t.similarity desc, t.created_at desc
  $query$ using words, folded, n, pool;
end;
$$;

create function public.search_topics(words tsquery, folded text, staff boolean, premium boolean, n integer, pool integer)
returns table (kind text, id uuid, title text, snippet text, context text, course_slug text, lesson_id uuid,
  at_seconds integer, is_locked boolean, score real)
language plpgsql
stable
set search_path = ''
as $$
begin
  return query execute $query$
    with newest as (
      select s.* from public.discussion_subjects s
      where ($3 or not s.is_hidden) and s.search_vector @@ $1
      order by s.created_at desc
      limit $5
    ),
    best as (
      select s.*, extensions.word_similarity($2, public.search_fold(s.title)) as similarity
      from newest s order by similarity desc, s.created_at desc limit $4
    )
    select 'topic'::text, s.id, s.title, public.search_excerpt(s.content, $2), s.category, null::text, null::uuid,
           null::integer, false, s.similarity
    from best s
    order by s.similarity desc, s.created_at desc
  $query$ using words, folded, staff, n, pool;
end;
$$;

create function public.search_discussions(words tsquery, folded text, staff boolean, premium boolean, n integer, pool integer)
returns table (kind text, id uuid, title text, snippet text, context text, course_slug text, lesson_id uuid,
  at_seconds integer, is_locked boolean, score real)
language plpgsql
stable
set search_path = ''
as $$
begin
  -- Newest first: a discussion has no title to rank by.
  -- A message is the caller's to read when they may watch its lesson: the lesson not hidden, and free or the
  -- caller a subscriber; the message and the question it answers not hidden. Staff read all.
  return query execute $query$
    with newest as (
      select lm.* from public.lesson_messages lm
      join public.videos v on v.id = lm.video_id
      where lm.search_vector @@ $1
        and ($3 or (not lm.is_hidden and not v.is_hidden and (not v.is_private or $4)
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
    left join public.modules m on m.id = v.module_id
    left join public.courses c on c.id = m.course_id
    order by lm.created_at desc
  $query$ using words, folded, staff, premium, n, pool;
end;
$$;

-- The search. `lim` results at most per kind (1-20), best first within a kind, kinds in a fixed order.
-- Queries shorter than two characters find nothing.
create function public.search_everything(q text, lim integer default 5)
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
  pool constant integer := 200;
begin
  if length(folded) < 2 then
    return;
  end if;
  words := public.search_terms(folded);
  if words is null then
    return;
  end if;
  return query select * from public.search_lessons(words, folded, staff, premium, n, pool);
  return query select * from public.search_prompts(words, folded, staff, premium, n, pool);
  return query select * from public.search_tools(words, folded, staff, premium, n, pool);
  return query select * from public.search_topics(words, folded, staff, premium, n, pool);
  return query select * from public.search_discussions(words, folded, staff, premium, n, pool);
end;
$$;

-- Only search_everything() is the API's; the rest are its parts.
revoke all on function public.search_everything(text, integer) from public;
grant execute on function public.search_everything(text, integer) to anon, authenticated, service_role;
revoke all on function public.search_terms(text), public.remember_search_words(),
  public.search_lessons(tsquery, text, boolean, boolean, integer, integer),
  public.search_prompts(tsquery, text, boolean, boolean, integer, integer),
  public.search_tools(tsquery, text, boolean, boolean, integer, integer),
  public.search_topics(tsquery, text, boolean, boolean, integer, integer),
  public.search_discussions(tsquery, text, boolean, boolean, integer, integer)
  from public, anon, authenticated, service_role;
-- The folds are pure functions of their arguments; the API roles' writes evaluate them (the indexes).
grant execute on function public.search_fold(text), public.search_document(text, text), public.search_excerpt(text, text)
  to anon, authenticated, service_role;
