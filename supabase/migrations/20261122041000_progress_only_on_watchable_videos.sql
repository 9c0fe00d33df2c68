-- A learner records progress only on videos they may watch: without this, a student without
-- a subscription could mark premium lessons completed and so earn a certificate.
-- (The subquery runs under the caller's RLS on videos: hidden and, for non-subscribers,
-- premium rows are not found.)
drop policy "learner inserts own progress" on public.video_progress;
drop policy "learner updates own progress" on public.video_progress;

create policy "learner inserts own progress on watchable videos" on public.video_progress
  for insert to authenticated
  with check (user_id = auth.uid() and exists (select 1 from public.videos v where v.id = video_id));
create policy "learner updates own progress on watchable videos" on public.video_progress
  for update to authenticated
  using (user_id = auth.uid())
  with check (user_id = auth.uid() and exists (select 1 from public.videos v where v.id = video_id));
