-- The public /newsletter page shows the newsletters already sent ('Read more', 'View all updates').
-- Drafts and newsletters being sent stay staff-only; subscribers and deliveries stay private.
create policy "anyone reads sent newsletters" on public.newsletters
  for select to anon, authenticated using (status = 'sent');
