-- Each bucket's size and type limits, kept by the bucket itself, so hosted Supabase's storage
-- service enforces them too (the embedded server also checks packages/server/src/storageUploads.ts,
-- which sniffs images by their bytes). Sizes in bytes: images 5 MB, lesson videos 200 MB.
--
-- An upsert, not an update: it also creates the buckets when 20261122040500_storage_buckets.sql
-- could not run on a hosted project (its storage.objects policies need supautils' policy grants)
-- and was marked applied with `supabase migration repair` (README, "Hosted Supabase").
-- This file touches storage.buckets only, which the postgres role may write on hosted projects.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('avatars', 'avatars', true, 5242880, array['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif']),
  ('thumbnails', 'thumbnails', true, 5242880, array['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif']),
  ('tool-logos', 'tool-logos', true, 5242880, array['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif']),
  ('newsletter-images', 'newsletter-images', true, 5242880, array['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif']),
  ('lesson-videos', 'lesson-videos', true, 209715200, array['video/mp4', 'video/webm', 'video/ogg', 'video/quicktime'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;
