-- A completed lesson stays completed: a later save from another tab or device (a replayed
-- video, a throttled write that arrives late) must not undo 'Mark as Completed'. The resume
-- point may still move; the completion flag and the percent never go back down once completed.
create or replace function public.keep_completed_progress() returns trigger
language plpgsql set search_path = '' as $$
begin
  if old.completed then
    new.completed := true;
    new.progress := greatest(new.progress, old.progress);
  end if;
  return new;
end
$$;

create trigger video_progress_keeps_completion
  before update on public.video_progress
  for each row execute function public.keep_completed_progress();
