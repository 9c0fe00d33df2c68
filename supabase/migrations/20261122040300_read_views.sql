-- Read views for the learner pages.
--
-- lesson_catalog, prompt_catalog and public_profiles run with the view owner's rights
-- (not security_invoker) on purpose: they show rows the caller may not read from the base
-- table, and they mask what the caller may not see. Each joins a one-row "reader" subquery,
-- which (1) computes the caller's rights once per query and (2) makes the view not
-- automatically updatable, so a blanket GRANT ALL cannot turn it into a write path around RLS.

-- Forum list: topics with their comment and like counts. security_invoker: the caller's
-- RLS on discussion_subjects hides hidden topics from non-staff.
create view public.discussion_topics_with_counts
with (security_invoker = true)
as
select
  s.id,
  s.title,
  s.content,
  s.category,
  s.type,
  s.is_hidden,
  s.created_by,
  s.created_at,
  (select count(*) from public.discussion_comments c where c.subject_id = s.id)::integer as comments_count,
  (select count(*) from public.discussion_likes l where l.topic_id = s.id)::integer as likes_count
from public.discussion_subjects s;

-- Every non-hidden lesson with its course and module, for everyone including anon.
-- youtube_url and video_url are NULL (and is_locked true) where the reader may not play it:
-- premium lessons need an active subscription or a staff role.
create view public.lesson_catalog
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
  (v.is_private and not reader.may_play_premium) as is_locked
from public.videos v
cross join (
  select (public.has_active_subscription() or public.is_staff()) as may_play_premium
) reader
left join public.modules m on m.id = v.module_id
left join public.courses c on c.id = m.course_id
where not v.is_hidden;

-- Every non-hidden prompt; text of premium prompts is NULL for readers without an active
-- subscription or a staff role.
create view public.prompt_catalog
as
select
  p.id,
  p.title,
  case when not p.is_premium or reader.may_read_premium then p.text end as text,
  p.type,
  p.category,
  p.author,
  p.is_premium,
  (p.is_premium and not reader.may_read_premium) as is_locked,
  p.created_by,
  p.created_at
from public.ai_prompts p
cross join (
  select (public.has_active_subscription() or public.is_staff()) as may_read_premium
) reader
where not p.is_hidden;

-- Names and avatars of members, for showing authors of topics and comments to everyone
-- without exposing email, phone, role or type (those stay behind user_profiles' RLS).
create view public.public_profiles
as
select p.id, p.first_name, p.last_name, p.avatar_url
from public.user_profiles p
cross join (select 1 as one) reader;

grant select on public.discussion_topics_with_counts to anon, authenticated;
grant select on public.lesson_catalog to anon, authenticated;
grant select on public.prompt_catalog to anon, authenticated;
grant select on public.public_profiles to anon, authenticated;
