-- issue_certificate for a course that does not exist raised P0002, which the REST layer answered with 500: it is
-- the caller's mistake. SQLSTATE PT404 makes PostgREST (and lite) answer 404 with the message. Otherwise unchanged.
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
  if not found then
    raise exception 'course % not found', issue_certificate.course_slug using errcode = 'PT404';
  end if;

  select count(*), count(*) filter (where vp.completed)
    into total_videos, completed_videos
  from public.videos v
  join public.modules m on m.id = v.module_id
  left join public.video_progress vp on vp.video_id = v.id and vp.user_id = caller
  where m.course_id = course.id and not v.is_hidden;

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
