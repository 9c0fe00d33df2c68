-- A lesson message hidden by staff stays readable by its author (issue 39.15): it used to vanish for them without a
-- word, as if it had never been posted. The author sees it marked as hidden (the app says only they and staff see it);
-- nobody else does, and the author still cannot unhide it (is_hidden is staff's: the update trigger of
-- 20261124200000 keeps it). Only on lessons the author may still watch, as for every other read.
create policy "authors read their own hidden messages" on public.lesson_messages
  for select to authenticated
  using (
    is_hidden
    and author_id = (select auth.uid())
    and exists (select 1 from public.videos v where v.id = video_id)
  );
