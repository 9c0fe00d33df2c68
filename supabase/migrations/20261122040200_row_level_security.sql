-- Row level security on every table, deny by default: a table with RLS enabled and no
-- matching policy returns no rows and refuses writes. The service role bypasses RLS.
-- Policies are named for what they allow (SPEC section 6).

alter table public.user_profiles enable row level security;
alter table public.courses enable row level security;
alter table public.modules enable row level security;
alter table public.videos enable row level security;
alter table public.video_progress enable row level security;
alter table public.subscriptions enable row level security;
alter table public.payment_events enable row level security;
alter table public.ai_prompts enable row level security;
alter table public.tools enable row level security;
alter table public.discussion_subjects enable row level security;
alter table public.discussion_comments enable row level security;
alter table public.discussion_likes enable row level security;
alter table public.newsletters enable row level security;
alter table public.newsletter_subscribers enable row level security;
alter table public.newsletter_deliveries enable row level security;
alter table public.certificates enable row level security;

-- user_profiles ------------------------------------------------------------------------
create policy "user reads own profile" on public.user_profiles
  for select to authenticated using (id = auth.uid());
create policy "staff read all profiles" on public.user_profiles
  for select to authenticated using (public.is_staff());
-- Which columns may change is enforced by the guard_profile_columns trigger.
create policy "user updates own profile" on public.user_profiles
  for update to authenticated using (id = auth.uid()) with check (id = auth.uid());
create policy "staff update any profile" on public.user_profiles
  for update to authenticated using (public.is_staff()) with check (public.is_staff());
-- No insert policy (the auth trigger creates rows) and no delete policy (deleting the
-- auth user cascades).

-- courses and modules: catalogue, readable by everyone, managed by staff -------------
create policy "anyone reads courses" on public.courses
  for select to anon, authenticated using (true);
create policy "staff insert courses" on public.courses
  for insert to authenticated with check (public.is_staff());
create policy "staff update courses" on public.courses
  for update to authenticated using (public.is_staff()) with check (public.is_staff());
create policy "staff delete courses" on public.courses
  for delete to authenticated using (public.is_staff());

create policy "anyone reads modules" on public.modules
  for select to anon, authenticated using (true);
create policy "staff insert modules" on public.modules
  for insert to authenticated with check (public.is_staff());
create policy "staff update modules" on public.modules
  for update to authenticated using (public.is_staff()) with check (public.is_staff());
create policy "staff delete modules" on public.modules
  for delete to authenticated using (public.is_staff());

-- videos: hidden ones only for staff; premium (is_private) rows only for subscribers -----
-- Everyone sees every non-hidden lesson, with links masked, through the lesson_catalog view.
create policy "anyone reads visible free videos" on public.videos
  for select to anon, authenticated using (not is_hidden and not is_private);
create policy "subscriber reads visible premium videos" on public.videos
  for select to authenticated using (not is_hidden and is_private and public.has_active_subscription());
create policy "staff read all videos" on public.videos
  for select to authenticated using (public.is_staff());
create policy "staff insert videos" on public.videos
  for insert to authenticated with check (public.is_staff());
create policy "staff update videos" on public.videos
  for update to authenticated using (public.is_staff()) with check (public.is_staff());
create policy "staff delete videos" on public.videos
  for delete to authenticated using (public.is_staff());

-- video_progress: only the signed-in user's own rows ----------------------------------
create policy "learner reads own progress" on public.video_progress
  for select to authenticated using (user_id = auth.uid());
create policy "learner inserts own progress" on public.video_progress
  for insert to authenticated with check (user_id = auth.uid());
create policy "learner updates own progress" on public.video_progress
  for update to authenticated using (user_id = auth.uid()) with check (user_id = auth.uid());
create policy "learner deletes own progress" on public.video_progress
  for delete to authenticated using (user_id = auth.uid());

-- subscriptions: written only by the service role (no write policy at all) -------------
create policy "user reads own subscription" on public.subscriptions
  for select to authenticated using (user_id = auth.uid());
create policy "staff read all subscriptions" on public.subscriptions
  for select to authenticated using (public.is_staff());

-- payment_events: service role only (no policy) ----------------------------------------

-- ai_prompts: hidden ones only for staff; premium text only for subscribers --------------
-- Everyone sees every non-hidden prompt, with premium text masked, through prompt_catalog.
create policy "anyone reads visible free prompts" on public.ai_prompts
  for select to anon, authenticated using (not is_hidden and not is_premium);
create policy "subscriber reads visible premium prompts" on public.ai_prompts
  for select to authenticated using (not is_hidden and is_premium and public.has_active_subscription());
create policy "staff read all prompts" on public.ai_prompts
  for select to authenticated using (public.is_staff());
create policy "staff insert prompts" on public.ai_prompts
  for insert to authenticated with check (public.is_staff());
create policy "staff update prompts" on public.ai_prompts
  for update to authenticated using (public.is_staff()) with check (public.is_staff());
create policy "staff delete prompts" on public.ai_prompts
  for delete to authenticated using (public.is_staff());

-- tools -------------------------------------------------------------------------------
create policy "anyone reads tools" on public.tools
  for select to anon, authenticated using (true);
create policy "staff insert tools" on public.tools
  for insert to authenticated with check (public.is_staff());
create policy "staff update tools" on public.tools
  for update to authenticated using (public.is_staff()) with check (public.is_staff());
create policy "staff delete tools" on public.tools
  for delete to authenticated using (public.is_staff());

-- discussion_subjects (topics) ------------------------------------------------------------
create policy "anyone reads visible topics" on public.discussion_subjects
  for select to anon, authenticated using (not is_hidden);
create policy "staff read all topics" on public.discussion_subjects
  for select to authenticated using (public.is_staff());
-- Any user with a profile role (student, instructor, master) creates visible topics as themselves.
create policy "member creates own visible topic" on public.discussion_subjects
  for insert to authenticated
  with check (created_by = auth.uid() and public.current_app_role() is not null and not is_hidden);
create policy "staff create topics" on public.discussion_subjects
  for insert to authenticated with check (public.is_staff());
-- Which columns an author may change is enforced by the guard_topic_columns trigger.
create policy "author updates own topic" on public.discussion_subjects
  for update to authenticated using (created_by = auth.uid()) with check (created_by = auth.uid());
create policy "staff update any topic" on public.discussion_subjects
  for update to authenticated using (public.is_staff()) with check (public.is_staff());
create policy "staff delete topics" on public.discussion_subjects
  for delete to authenticated using (public.is_staff());

-- discussion_comments ----------------------------------------------------------------------
-- A comment is as visible as its topic (the subquery runs under the topic's own policies).
create policy "anyone reads comments of visible topics" on public.discussion_comments
  for select to anon, authenticated
  using (exists (select 1 from public.discussion_subjects s where s.id = subject_id));
create policy "member comments as self on visible topics" on public.discussion_comments
  for insert to authenticated
  with check (
    created_by = auth.uid()
    and public.current_app_role() is not null
    and exists (select 1 from public.discussion_subjects s where s.id = subject_id)
  );
create policy "author updates own comment" on public.discussion_comments
  for update to authenticated using (created_by = auth.uid()) with check (created_by = auth.uid());
create policy "author deletes own comment" on public.discussion_comments
  for delete to authenticated using (created_by = auth.uid());
create policy "staff delete any comment" on public.discussion_comments
  for delete to authenticated using (public.is_staff());

-- discussion_likes: counts are public, each user likes (once) and unlikes as themselves ---
create policy "anyone reads likes of visible topics" on public.discussion_likes
  for select to anon, authenticated
  using (exists (select 1 from public.discussion_subjects s where s.id = topic_id));
create policy "user likes visible topic as self" on public.discussion_likes
  for insert to authenticated
  with check (user_id = auth.uid() and exists (select 1 from public.discussion_subjects s where s.id = topic_id));
create policy "user removes own like" on public.discussion_likes
  for delete to authenticated using (user_id = auth.uid());

-- newsletters: staff manage; subscribers and deliveries also written by the service role ----
create policy "staff read newsletters" on public.newsletters
  for select to authenticated using (public.is_staff());
create policy "staff insert newsletters" on public.newsletters
  for insert to authenticated with check (public.is_staff());
create policy "staff update newsletters" on public.newsletters
  for update to authenticated using (public.is_staff()) with check (public.is_staff());
create policy "staff delete newsletters" on public.newsletters
  for delete to authenticated using (public.is_staff());

create policy "staff read newsletter subscribers" on public.newsletter_subscribers
  for select to authenticated using (public.is_staff());
create policy "staff delete newsletter subscribers" on public.newsletter_subscribers
  for delete to authenticated using (public.is_staff());

create policy "staff read newsletter deliveries" on public.newsletter_deliveries
  for select to authenticated using (public.is_staff());

-- certificates: issued by issue_certificate(), verified by verify_certificate() ------------
create policy "learner reads own certificates" on public.certificates
  for select to authenticated using (user_id = auth.uid());
create policy "staff read all certificates" on public.certificates
  for select to authenticated using (public.is_staff());
