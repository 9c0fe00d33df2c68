-- Storage buckets and their policies on storage.objects. All buckets are public for reading
-- (public URLs). Avatars are written by their owner under "<uid>-<random>.<ext>";
-- the other buckets are written by staff only.

insert into storage.buckets (id, name, public)
values
  ('avatars', 'avatars', true),
  ('thumbnails', 'thumbnails', true),
  ('tool-logos', 'tool-logos', true),
  ('newsletter-images', 'newsletter-images', true),
  ('lesson-videos', 'lesson-videos', true)
on conflict (id) do nothing;

create policy "anyone reads academy files" on storage.objects
  for select to anon, authenticated
  using (bucket_id in ('avatars', 'thumbnails', 'tool-logos', 'newsletter-images', 'lesson-videos'));

create policy "user uploads own avatar" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'avatars' and name like auth.uid()::text || '-%' and position('/' in name) = 0);
create policy "user replaces own avatar" on storage.objects
  for update to authenticated
  using (bucket_id = 'avatars' and name like auth.uid()::text || '-%')
  with check (bucket_id = 'avatars' and name like auth.uid()::text || '-%' and position('/' in name) = 0);
create policy "user deletes own avatar" on storage.objects
  for delete to authenticated
  using (bucket_id = 'avatars' and name like auth.uid()::text || '-%');

create policy "staff upload academy files" on storage.objects
  for insert to authenticated
  with check (bucket_id in ('avatars', 'thumbnails', 'tool-logos', 'newsletter-images', 'lesson-videos') and public.is_staff());
create policy "staff replace academy files" on storage.objects
  for update to authenticated
  using (bucket_id in ('avatars', 'thumbnails', 'tool-logos', 'newsletter-images', 'lesson-videos') and public.is_staff())
  with check (bucket_id in ('avatars', 'thumbnails', 'tool-logos', 'newsletter-images', 'lesson-videos') and public.is_staff());
create policy "staff delete academy files" on storage.objects
  for delete to authenticated
  using (bucket_id in ('avatars', 'thumbnails', 'tool-logos', 'newsletter-images', 'lesson-videos') and public.is_staff());
