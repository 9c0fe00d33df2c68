-- The database, not the client, dates topics and comments: a topic sent with created_at 2099 stayed on top of the
-- forum forever. Text columns get sane maximum lengths: a 1.9 MB topic made every forum page 1.9 MB, and a 1 MB
-- name was accepted at sign-up. A value over a limit is refused with 23514 (HTTP 400 through the REST API).
-- The limits are NOT VALID: rows already stored are left as they are; every new or changed row is checked.

create or replace function public.stamp_created_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if public.is_api_user() then
    new.created_at := now();
  end if;
  return new;
end;
$$;

create trigger stamp_created_at
  before insert on public.discussion_subjects
  for each row execute function public.stamp_created_at();
create trigger stamp_created_at
  before insert on public.discussion_comments
  for each row execute function public.stamp_created_at();

alter table public.user_profiles
  add constraint user_profiles_text_lengths check (
    coalesce(char_length(first_name), 0) <= 100 and coalesce(char_length(last_name), 0) <= 100
    and coalesce(char_length(phone), 0) <= 50 and coalesce(char_length(country), 0) <= 100
    and coalesce(char_length(avatar_url), 0) <= 2048 and coalesce(char_length(email), 0) <= 255
  ) not valid;
alter table public.courses
  add constraint courses_text_lengths check (
    char_length(slug) <= 200 and char_length(title) <= 300 and coalesce(char_length(description), 0) <= 10000
  ) not valid;
alter table public.modules
  add constraint modules_text_lengths check (char_length(title) <= 300) not valid;
alter table public.videos
  add constraint videos_text_lengths check (
    char_length(title) <= 300 and coalesce(char_length(description), 0) <= 10000
    and coalesce(char_length(youtube_url), 0) <= 2048 and coalesce(char_length(video_url), 0) <= 2048
    and coalesce(char_length(thumbnail_url), 0) <= 2048
  ) not valid;
alter table public.ai_prompts
  add constraint ai_prompts_text_lengths check (
    char_length(title) <= 300 and char_length(text) <= 50000
    and coalesce(char_length(category), 0) <= 100 and coalesce(char_length(author), 0) <= 200
  ) not valid;
alter table public.tools
  add constraint tools_text_lengths check (
    char_length(name) <= 200 and coalesce(char_length(description), 0) <= 5000
    and char_length(url) <= 2048 and coalesce(char_length(logo_url), 0) <= 2048 and cardinality(tags) <= 50
  ) not valid;
alter table public.discussion_subjects
  add constraint discussion_subjects_text_lengths check (
    char_length(title) <= 300 and char_length(content) <= 20000
    and char_length(category) <= 100 and coalesce(char_length(type), 0) <= 100
  ) not valid;
alter table public.discussion_comments
  add constraint discussion_comments_text_lengths check (char_length(content) <= 5000) not valid;
alter table public.newsletters
  add constraint newsletters_text_lengths check (
    char_length(title) <= 300 and char_length(body) <= 1000000 and coalesce(char_length(image_url), 0) <= 2048
  ) not valid;
alter table public.newsletter_subscribers
  add constraint newsletter_subscribers_email_length check (char_length(email) <= 255) not valid;

-- A profile made at sign-up keeps at most 100 characters of each name from the metadata, so an oversized
-- name never makes the sign-up fail (the auth endpoints also refuse bodies over 64 KB).
create or replace function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  full_name text := nullif(btrim(coalesce(meta ->> 'full_name', '')), '');
begin
  insert into public.user_profiles (id, email, first_name, last_name, phone, country, avatar_url, locale)
  values (
    new.id,
    new.email,
    left(coalesce(nullif(btrim(meta ->> 'first_name'), ''), split_part(full_name, ' ', 1)), 100),
    left(coalesce(
      nullif(btrim(meta ->> 'last_name'), ''),
      nullif(btrim(substr(full_name, length(split_part(full_name, ' ', 1)) + 1)), '')
    ), 100),
    left(nullif(btrim(meta ->> 'phone'), ''), 50),
    left(nullif(btrim(meta ->> 'country'), ''), 100),
    case when char_length(meta ->> 'avatar_url') <= 2048 then nullif(btrim(meta ->> 'avatar_url'), '') end,
    case when meta ->> 'locale' in ('ht', 'pt', 'en') then meta ->> 'locale' end
  )
  on conflict (id) do nothing;
  return new;
end;
$$;
