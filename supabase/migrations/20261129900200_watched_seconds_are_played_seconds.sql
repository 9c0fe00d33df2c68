-- 'Watched %' counts the seconds a learner actually played (issue 39.14): it used to be the furthest point reached, so
-- a shared ?t=95 link watched for 4 s showed 79%, and seeking to the end and playing 4 s completed a lesson.
-- The player reports the stretches it played; each save carries them as a multirange of whole seconds, and the row
-- keeps their union across saves, tabs and devices (a save adds to what is there, never replaces it). The percent is
-- still the client's to compute (only it knows the video's length), from this union; 'Mark as Completed' is unchanged.
alter table public.video_progress
  add column watched_ranges int4multirange not null default '{}'
    check (watched_ranges <@ '{[0,86400]}'::int4multirange);

create or replace function public.merge_watched_ranges() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.watched_ranges := coalesce(new.watched_ranges, '{}'::int4multirange);
  if tg_op = 'UPDATE' then
    new.watched_ranges := old.watched_ranges + new.watched_ranges;
  end if;
  -- A browser's stretches merge as it plays; thousands of separate ones are not a learner's: refuse, do not store them.
  if (select count(*) from unnest(new.watched_ranges)) > 2000 then
    raise exception 'too many separate watched stretches' using errcode = '22023';
  end if;
  return new;
end
$$;

create trigger video_progress_merges_watched
  before insert or update on public.video_progress
  for each row execute function public.merge_watched_ranges();

revoke all on function public.merge_watched_ranges() from public, anon, authenticated, service_role;
