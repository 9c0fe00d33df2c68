-- The forum pages topics by keyset over (created_at desc, id desc) (packages/features/src/community/
-- pagination.ts). An index in exactly that order serves the first page and every later page
-- without a sort; it also serves the dashboard's "newest first", so it replaces the single-column one.
create index discussion_subjects_created_at_id_idx on public.discussion_subjects (created_at desc, id desc);
drop index public.discussion_subjects_created_at_idx;
