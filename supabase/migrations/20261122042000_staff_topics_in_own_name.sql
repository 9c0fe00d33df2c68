-- Staff create topics (hidden ones too) only in their own name, like everyone else.
drop policy "staff create topics" on public.discussion_subjects;
create policy "staff create own topics, hidden or not" on public.discussion_subjects
  for insert to authenticated with check (public.is_staff() and created_by = auth.uid());
