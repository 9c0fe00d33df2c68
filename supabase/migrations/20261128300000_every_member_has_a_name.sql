-- Issue 39.4: discussions and the forum were full of 'Unknown User' (staff answers too), staff could not tell who asked
-- and notification mails said "someone wrote". Every member now has a name others may see:
-- - the name they gave (first and/or last name: at sign-up, at their first post or question, in Edit profile), else
-- - a generated name such as 'Elèv 4821' / 'Estudante 4821' / 'Learner 4821' (user_profiles.generated_name, given by a
--   trigger to every new profile in the language it signed up in, and to every existing profile below). Never the email:
--   a name with an '@' is refused, and the names that held an address are cleared here.
-- public_profiles.display_name is that name (and name_chosen says whether the member gave it); the notification feed
-- and the notification mails name the writer with it. RLS is unchanged: public_profiles still shows names and avatars
-- only; generated_name cannot be changed through the API.

create or replace function public.generated_member_name(lang text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  prefix text := case lang when 'pt' then 'Estudante' when 'en' then 'Learner' else 'Elèv' end;
  candidate text;
begin
  -- Four digits while a free one is found quickly; six digits after that (names need not be unique, but they help).
  for attempt in 1..20 loop
    candidate := prefix || ' ' || (1000 + floor(random() * 9000))::integer;
    if not exists (select 1 from public.user_profiles p where p.generated_name = candidate) then
      return candidate;
    end if;
  end loop;
  return prefix || ' ' || (100000 + floor(random() * 900000))::integer;
end;
$$;

-- The name shown for a member: the names they gave, else the generated one.
create or replace function public.member_display_name(first_name text, last_name text, generated_name text)
returns text
language sql
immutable
set search_path = ''
return coalesce(nullif(btrim(concat_ws(' ', nullif(btrim(first_name), ''), nullif(btrim(last_name), ''))), ''), generated_name);

revoke all on function public.generated_member_name(text), public.member_display_name(text, text, text)
  from public, anon, authenticated, service_role;
-- The view and the mail queue evaluate member_display_name as their owner; generated_member_name runs in triggers.
grant execute on function public.member_display_name(text, text, text) to anon, authenticated, service_role;

alter table public.user_profiles add column generated_name text;

-- Names that are email addresses were shown to everyone: cleared (the member shows under a generated name until they
-- give one). Then every existing profile gets its generated name, one at a time so each sees the names given before it.
update public.user_profiles set first_name = null where first_name like '%@%';
update public.user_profiles set last_name = null where last_name like '%@%';
do $$
declare
  member record;
begin
  for member in select id, locale from public.user_profiles where generated_name is null order by created_at, id loop
    update public.user_profiles set generated_name = public.generated_member_name(member.locale) where id = member.id;
  end loop;
end;
$$;

alter table public.user_profiles
  alter column generated_name set not null,
  add constraint user_profiles_generated_name_length check (char_length(generated_name) between 2 and 60),
  add constraint user_profiles_names_are_not_emails check (
    coalesce(position('@' in first_name), 0) = 0 and coalesce(position('@' in last_name), 0) = 0
  );

create or replace function public.give_member_a_name()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.generated_name is null or btrim(new.generated_name) = '' then
    new.generated_name := public.generated_member_name(new.locale);
  end if;
  return new;
end;
$$;

create trigger give_member_a_name
  before insert on public.user_profiles
  for each row execute function public.give_member_a_name();

-- The generated name is the server's: nobody changes it through the API (a member gives a name of their own instead).
create or replace function public.keep_generated_name()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if public.is_api_user() and new.generated_name is distinct from old.generated_name then
    raise exception 'the generated name of a profile cannot be changed' using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger keep_generated_name
  before update of generated_name on public.user_profiles
  for each row execute function public.keep_generated_name();

revoke all on function public.give_member_a_name(), public.keep_generated_name() from public, anon, authenticated, service_role;

-- A profile made at sign-up: as 20261123030100, except that a name holding an '@' (an address typed as a name) is left
-- out rather than making the sign-up fail on the constraint above.
create or replace function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  full_name text := nullif(btrim(coalesce(meta ->> 'full_name', '')), '');
  first text;
  last text;
begin
  first := left(coalesce(nullif(btrim(meta ->> 'first_name'), ''), split_part(full_name, ' ', 1)), 100);
  last := left(coalesce(
    nullif(btrim(meta ->> 'last_name'), ''),
    nullif(btrim(substr(full_name, length(split_part(full_name, ' ', 1)) + 1)), '')
  ), 100);
  insert into public.user_profiles (id, email, first_name, last_name, phone, country, avatar_url, locale)
  values (
    new.id,
    new.email,
    case when position('@' in coalesce(first, '')) = 0 then nullif(first, '') end,
    case when position('@' in coalesce(last, '')) = 0 then nullif(last, '') end,
    left(nullif(btrim(meta ->> 'phone'), ''), 50),
    left(nullif(btrim(meta ->> 'country'), ''), 100),
    case when char_length(meta ->> 'avatar_url') <= 2048 then nullif(btrim(meta ->> 'avatar_url'), '') end,
    case when meta ->> 'locale' in ('ht', 'pt', 'en') then meta ->> 'locale' end
  )
  on conflict (id) do nothing;
  return new;
end;
$$;
revoke all on function public.handle_new_user() from public, anon, authenticated, service_role;

-- Names and avatars of members (as 20261122040300), with the name to show and whether the member gave it.
create or replace view public.public_profiles
as
select p.id, p.first_name, p.last_name, p.avatar_url,
       public.member_display_name(p.first_name, p.last_name, p.generated_name) as display_name,
       public.member_display_name(p.first_name, p.last_name, null) is not null as name_chosen
from public.user_profiles p
cross join (select 1 as one) reader;

-- The bell's list (as 20261124300000) also names the writer.
create or replace view public.notification_feed
with (security_invoker = true)
as
select n.id, n.kind, n.created_at, n.read_at, n.message_id, n.video_id,
       v.title as video_title, co.slug as course_slug,
       coalesce(m.at_seconds, q.at_seconds) as at_seconds,
       pp.first_name as actor_first_name, pp.last_name as actor_last_name,
       pp.display_name as actor_name
from public.notifications n
join public.videos v on v.id = n.video_id
left join public.modules mo on mo.id = v.module_id
left join public.courses co on co.id = mo.course_id
join public.lesson_messages m on m.id = n.message_id
left join public.lesson_messages q on q.id = m.parent_id
left join public.public_profiles pp on pp.id = n.actor_id;

-- The mail queue (as 20261125200100) names the writer by their shown name, so a mail no longer says "someone wrote".
create or replace function public.claim_notification_mails(batch integer default 20, per_minute integer default 60)
returns table (
  id uuid,
  recipient_id uuid,
  email text,
  locale text,
  actor_name text,
  body text,
  at_seconds integer,
  video_id uuid,
  video_title text,
  course_slug text
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  room integer;
begin
  update public.notifications n
  set mail_status = case when n.mail_attempts >= public.notification_mail_max_attempts() then 'failed' else 'pending' end,
      mail_retry_at = null
  where n.mail_status = 'sending' and n.mailed_at < now() - interval '15 minutes';

  update public.notifications n set mail_status = 'skipped'
  from public.user_profiles p
  where n.mail_status = 'pending' and p.id = n.recipient_id
    and (not p.notify_by_mail or p.email is null or not public.member_may_watch(p.id, n.video_id));

  select greatest(0, least(batch, per_minute - count(*)::integer)) into room
  from public.notifications n where n.mailed_at > now() - interval '1 minute';

  return query
  with claimed as (
    update public.notifications n
    set mail_status = 'sending', mailed_at = now(), mail_attempts = n.mail_attempts + 1
    where n.id in (
      select c.id from public.notifications c
      where c.mail_status = 'pending' and (c.mail_retry_at is null or c.mail_retry_at <= now())
      order by c.created_at
      limit room
      for update skip locked
    )
    returning n.id, n.recipient_id, n.message_id, n.video_id, n.actor_id
  )
  select c.id, c.recipient_id, p.email, coalesce(p.locale, 'ht'),
         public.member_display_name(a.first_name, a.last_name, a.generated_name),
         m.body, coalesce(m.at_seconds, q.at_seconds), c.video_id, v.title, co.slug
  from claimed c
  join public.user_profiles p on p.id = c.recipient_id
  join public.lesson_messages m on m.id = c.message_id
  left join public.lesson_messages q on q.id = m.parent_id
  join public.videos v on v.id = c.video_id
  left join public.modules mo on mo.id = v.module_id
  left join public.courses co on co.id = mo.course_id
  left join public.user_profiles a on a.id = c.actor_id;
end;
$$;
revoke all on function public.claim_notification_mails(integer, integer) from public, anon, authenticated;
grant execute on function public.claim_notification_mails(integer, integer) to service_role;
