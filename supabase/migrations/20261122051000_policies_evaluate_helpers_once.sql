-- Row level security, faster: every helper call in a policy is wrapped in a scalar subquery
-- ("(select public.is_staff())", "(select auth.uid())"), which PostgreSQL evaluates once per
-- statement (an InitPlan) instead of once per row. Same rules, same names; only the cost changes.
-- Measured with bench/db-explain.ts: a deep forum page called is_staff() for every row scanned.

alter policy "user reads own profile" on public.user_profiles
  using (id = (select auth.uid()));
alter policy "staff read all profiles" on public.user_profiles
  using ((select public.is_staff()));
alter policy "user updates own profile" on public.user_profiles
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));
alter policy "staff update any profile" on public.user_profiles
  using ((select public.is_staff()))
  with check ((select public.is_staff()));
alter policy "staff insert courses" on public.courses
  with check ((select public.is_staff()));
alter policy "staff update courses" on public.courses
  using ((select public.is_staff()))
  with check ((select public.is_staff()));
alter policy "staff delete courses" on public.courses
  using ((select public.is_staff()));
alter policy "staff insert modules" on public.modules
  with check ((select public.is_staff()));
alter policy "staff update modules" on public.modules
  using ((select public.is_staff()))
  with check ((select public.is_staff()));
alter policy "staff delete modules" on public.modules
  using ((select public.is_staff()));
alter policy "subscriber reads visible premium videos" on public.videos
  using (not is_hidden and is_private and (select public.has_active_subscription()));
alter policy "staff read all videos" on public.videos
  using ((select public.is_staff()));
alter policy "staff insert videos" on public.videos
  with check ((select public.is_staff()));
alter policy "staff update videos" on public.videos
  using ((select public.is_staff()))
  with check ((select public.is_staff()));
alter policy "staff delete videos" on public.videos
  using ((select public.is_staff()));
alter policy "learner reads own progress" on public.video_progress
  using (user_id = (select auth.uid()));
alter policy "learner deletes own progress" on public.video_progress
  using (user_id = (select auth.uid()));
alter policy "user reads own subscription" on public.subscriptions
  using (user_id = (select auth.uid()));
alter policy "staff read all subscriptions" on public.subscriptions
  using ((select public.is_staff()));
alter policy "subscriber reads visible premium prompts" on public.ai_prompts
  using (not is_hidden and is_premium and (select public.has_active_subscription()));
alter policy "staff read all prompts" on public.ai_prompts
  using ((select public.is_staff()));
alter policy "staff insert prompts" on public.ai_prompts
  with check ((select public.is_staff()));
alter policy "staff update prompts" on public.ai_prompts
  using ((select public.is_staff()))
  with check ((select public.is_staff()));
alter policy "staff delete prompts" on public.ai_prompts
  using ((select public.is_staff()));
alter policy "staff insert tools" on public.tools
  with check ((select public.is_staff()));
alter policy "staff update tools" on public.tools
  using ((select public.is_staff()))
  with check ((select public.is_staff()));
alter policy "staff delete tools" on public.tools
  using ((select public.is_staff()));
alter policy "staff read all topics" on public.discussion_subjects
  using ((select public.is_staff()));
alter policy "member creates own visible topic" on public.discussion_subjects
  with check (created_by = (select auth.uid()) and (select public.current_app_role()) is not null and not is_hidden);
alter policy "author updates own topic" on public.discussion_subjects
  using (created_by = (select auth.uid()))
  with check (created_by = (select auth.uid()));
alter policy "staff update any topic" on public.discussion_subjects
  using ((select public.is_staff()))
  with check ((select public.is_staff()));
alter policy "staff delete topics" on public.discussion_subjects
  using ((select public.is_staff()));
alter policy "member comments as self on visible topics" on public.discussion_comments
  with check (created_by = (select auth.uid()) and (select public.current_app_role()) is not null and exists (select 1 from public.discussion_subjects s where s.id = subject_id));
alter policy "author updates own comment" on public.discussion_comments
  using (created_by = (select auth.uid()))
  with check (created_by = (select auth.uid()));
alter policy "author deletes own comment" on public.discussion_comments
  using (created_by = (select auth.uid()));
alter policy "staff delete any comment" on public.discussion_comments
  using ((select public.is_staff()));
alter policy "user likes visible topic as self" on public.discussion_likes
  with check (user_id = (select auth.uid()) and exists (select 1 from public.discussion_subjects s where s.id = topic_id));
alter policy "user removes own like" on public.discussion_likes
  using (user_id = (select auth.uid()));
alter policy "staff read newsletters" on public.newsletters
  using ((select public.is_staff()));
alter policy "staff insert newsletters" on public.newsletters
  with check ((select public.is_staff()));
alter policy "staff update newsletters" on public.newsletters
  using ((select public.is_staff()))
  with check ((select public.is_staff()));
alter policy "staff delete newsletters" on public.newsletters
  using ((select public.is_staff()));
alter policy "staff read newsletter subscribers" on public.newsletter_subscribers
  using ((select public.is_staff()));
alter policy "staff delete newsletter subscribers" on public.newsletter_subscribers
  using ((select public.is_staff()));
alter policy "staff read newsletter deliveries" on public.newsletter_deliveries
  using ((select public.is_staff()));
alter policy "learner reads own certificates" on public.certificates
  using (user_id = (select auth.uid()));
alter policy "staff read all certificates" on public.certificates
  using ((select public.is_staff()));
alter policy "learner inserts own progress on watchable videos" on public.video_progress
  with check (user_id = (select auth.uid()) and exists (select 1 from public.videos v where v.id = video_id));
alter policy "learner updates own progress on watchable videos" on public.video_progress
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()) and exists (select 1 from public.videos v where v.id = video_id));
alter policy "staff create own topics, hidden or not" on public.discussion_subjects
  with check ((select public.is_staff()) and created_by = (select auth.uid()));
