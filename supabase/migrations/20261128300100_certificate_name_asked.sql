-- Issue 39.3: the public certificate printed the learner's email (the fallback when the profile had no name), on a page
-- anyone with the link can open, and it never changed.
-- - A certificate never prints an email: the learner_name of existing certificates that held one becomes the member's
--   shown name (20261128300000: their own, else the generated one), and a constraint refuses an '@' from now on.
-- - issue_certificate(course_slug, printed_name): the app asks for the name to print (prefilled from the profile) and
--   sends it; name_chosen records that the learner chose it. Called without a name (older clients, tests) it prints the
--   member's shown name, never the email.
-- - correct_certificate_name(id, printed_name): a learner whose certificate carries a name they did not choose may
--   correct it once (name_corrected_at); verify_certificate says when the name was corrected, and tells the owner
--   whether they may still correct it.

alter table public.certificates
  add column name_chosen boolean not null default false,
  add column name_corrected_at timestamptz;

update public.certificates c
set learner_name = public.member_display_name(p.first_name, p.last_name, p.generated_name)
from public.user_profiles p
where p.id = c.user_id and (position('@' in c.learner_name) > 0 or c.learner_name = 'User');

alter table public.certificates
  add constraint certificates_name_is_not_an_email check (position('@' in learner_name) = 0 and char_length(learner_name) <= 100);

-- The name to print, tidied: trimmed, inner spaces collapsed, 2 to 100 characters and not an email address.
create or replace function public.certificate_name(printed_name text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  tidy text := regexp_replace(btrim(coalesce(printed_name, '')), '\s+', ' ', 'g');
begin
  if char_length(tidy) < 2 or char_length(tidy) > 100 or position('@' in tidy) > 0 then
    raise exception 'The name on a certificate is 2 to 100 characters and not an email address' using errcode = '22023';
  end if;
  return tidy;
end;
$$;

drop function public.issue_certificate(text);

-- As 20261127400000, with the printed name.
create function public.issue_certificate(course_slug text, printed_name text default null)
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
  chosen text;
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

  if issue_certificate.printed_name is not null then
    chosen := public.certificate_name(issue_certificate.printed_name);
  end if;

  insert into public.certificates (user_id, course_id, learner_name, course_title, name_chosen)
  select caller, course.id,
         coalesce(chosen, public.member_display_name(p.first_name, p.last_name, p.generated_name)),
         course.title,
         chosen is not null
  from public.user_profiles p
  where p.id = caller
  on conflict (user_id, course_id) do nothing;

  select * into issued from public.certificates c
  where c.user_id = caller and c.course_id = course.id;
  return issued;
end;
$$;

-- The owner corrects the printed name once, when they had not chosen it.
create function public.correct_certificate_name(id uuid, printed_name text)
returns public.certificates
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  current public.certificates;
  corrected public.certificates;
begin
  if auth.uid() is null then
    raise exception 'sign in to correct a certificate' using errcode = '42501';
  end if;
  select * into current from public.certificates c where c.id = correct_certificate_name.id and c.user_id = auth.uid();
  if not found then
    raise exception 'No certificate of yours with this id' using errcode = 'PT404';
  end if;
  if current.name_chosen or current.name_corrected_at is not null then
    raise exception 'The name on this certificate was chosen or corrected already' using errcode = 'PT409';
  end if;
  update public.certificates c
  set learner_name = public.certificate_name(correct_certificate_name.printed_name), name_corrected_at = now(), name_chosen = true
  where c.id = current.id
  returning * into corrected;
  return corrected;
end;
$$;

drop function public.verify_certificate(uuid);

-- Public verification (as 20261122040400), with when the name was corrected and, for its owner, whether they still may.
create function public.verify_certificate(id uuid)
returns table (certificate_id uuid, learner_name text, course_title text, issued_at timestamptz,
  name_corrected_at timestamptz, may_correct_name boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select c.id, c.learner_name, c.course_title, c.issued_at, c.name_corrected_at,
         coalesce(c.user_id = auth.uid() and not c.name_chosen and c.name_corrected_at is null, false)
  from public.certificates c
  where c.id = verify_certificate.id;
$$;

revoke all on function public.certificate_name(text), public.issue_certificate(text, text),
  public.correct_certificate_name(uuid, text), public.verify_certificate(uuid) from public, anon, authenticated, service_role;
grant execute on function public.issue_certificate(text, text), public.correct_certificate_name(uuid, text)
  to authenticated, service_role;
grant execute on function public.verify_certificate(uuid) to anon, authenticated, service_role;
