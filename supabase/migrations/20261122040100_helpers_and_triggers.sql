-- Helper functions used by policies and views, the profile trigger on auth.users,
-- and the triggers that keep privileged columns out of learners' hands.
-- Helpers are SECURITY DEFINER so policies on user_profiles can call them without recursion.

-- The caller's role from user_profiles, trimmed and lower-cased; null when signed out.
create or replace function public.current_app_role()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select lower(btrim(p.role)) from public.user_profiles p where p.id = auth.uid();
$$;

-- True when the caller is master or instructor.
create or replace function public.is_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(public.current_app_role() in ('master', 'instructor'), false);
$$;

-- True when the caller has a live subscription, optionally of one of the given tiers.
-- Lifetime satisfies any tier and needs no period end; other tiers need a period end in the future.
-- Staff are NOT implied here: policies say "or public.is_staff()" where staff pass.
create or replace function public.has_active_subscription(tiers text[] default null)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.subscriptions s
    where s.user_id = auth.uid()
      and s.status in ('active', 'trialing')
      and (
        (s.tier = 'Lifetime' and (s.current_period_end is null or s.current_period_end > now()))
        or (s.tier <> 'Lifetime' and s.current_period_end > now())
      )
      and (tiers is null or s.tier = 'Lifetime' or s.tier = any (tiers))
  );
$$;

-- True when the request comes from a signed-in or anonymous API user rather than
-- the service role or a trusted database session (migrations, seed, definer functions).
create or replace function public.is_api_user()
returns boolean
language sql
stable
set search_path = ''
as $$
  select current_user in ('anon', 'authenticated');
$$;

-- Profile for every new auth user. Names come from metadata: first_name/last_name when given,
-- otherwise full_name split at the first space.
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
    coalesce(nullif(btrim(meta ->> 'first_name'), ''), split_part(full_name, ' ', 1)),
    coalesce(
      nullif(btrim(meta ->> 'last_name'), ''),
      nullif(btrim(substr(full_name, length(split_part(full_name, ' ', 1)) + 1)), '')
    ),
    nullif(btrim(meta ->> 'phone'), ''),
    nullif(btrim(meta ->> 'country'), ''),
    nullif(btrim(meta ->> 'avatar_url'), ''),
    case when meta ->> 'locale' in ('ht', 'pt', 'en') then meta ->> 'locale' end
  )
  on conflict (id) do nothing;
  return new;
end;
$$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

-- Keep user_profiles.email equal to the auth email after a confirmed email change.
create or replace function public.sync_profile_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.user_profiles set email = new.email where id = new.id;
  return new;
end;
$$;

create trigger on_auth_user_email_changed
  after update of email on auth.users
  for each row
  when (old.email is distinct from new.email)
  execute function public.sync_profile_email();

-- A learner may change only their name, phone, country, avatar and locale.
-- Staff may also change role and type. Nobody through the API changes id, email or created_at.
-- (Column grants cannot do this: the embedded backend re-grants ALL on every table.)
create or replace function public.guard_profile_columns()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not public.is_api_user() then
    return new;
  end if;
  if new.id is distinct from old.id
     or new.email is distinct from old.email
     or new.created_at is distinct from old.created_at then
    raise exception 'id, email and created_at of a profile cannot be changed'
      using errcode = '42501';
  end if;
  if (new.role is distinct from old.role or new.type is distinct from old.type)
     and not public.is_staff() then
    raise exception 'only staff may change role or type'
      using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger guard_profile_columns
  before update on public.user_profiles
  for each row execute function public.guard_profile_columns();

-- Authors edit their topics' text; only staff hide, show or re-attribute topics.
create or replace function public.guard_topic_columns()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not public.is_api_user() or public.is_staff() then
    return new;
  end if;
  if new.is_hidden is distinct from old.is_hidden
     or new.created_by is distinct from old.created_by
     or new.created_at is distinct from old.created_at then
    raise exception 'only staff may hide topics or change their author'
      using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger guard_topic_columns
  before update on public.discussion_subjects
  for each row execute function public.guard_topic_columns();

-- Comments stay on their topic and with their author.
create or replace function public.guard_comment_columns()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if public.is_api_user()
     and (new.subject_id is distinct from old.subject_id
          or new.created_by is distinct from old.created_by
          or new.created_at is distinct from old.created_at) then
    raise exception 'a comment cannot move to another topic or author'
      using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger guard_comment_columns
  before update on public.discussion_comments
  for each row execute function public.guard_comment_columns();
