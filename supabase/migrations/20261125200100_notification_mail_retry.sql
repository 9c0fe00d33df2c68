-- A notification mail that could not be sent is tried again (issue 21: every new message reaches the people in
-- the thread), 1, 4, 16 and 64 minutes after each failure; after the fifth failed attempt it is 'failed' for good.
-- A mail left 'sending' for 15 minutes (its sender stopped half-way) goes back to the outbox. Retries happen when
-- something calls notify-mail: the app after each post, the embedded server's outbox timer every minute, and on
-- a hosted project a scheduled call (docs/NOTIFICATIONS.md).

alter table public.notifications
  add column mail_attempts integer not null default 0 check (mail_attempts between 0 and 5),
  add column mail_retry_at timestamptz;

-- Attempts a mail gets, and the wait after the nth failure: 4^(n-1) minutes.
create or replace function public.notification_mail_max_attempts()
returns integer
language sql
immutable
return 5;

create or replace function public.claim_notification_mails(batch integer default 20, per_minute integer default 60)
returns table (
  id uuid,
  recipient_id uuid,
  email text,
  locale text,
  actor_name text,
  body text,
  at_seconds integer,
  video_id uuid,
  video_title text,
  course_slug text
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  room integer;
begin
  -- A sender that stopped mid-way: its mails go back to the outbox, or fail when they had their last attempt.
  update public.notifications n
  set mail_status = case when n.mail_attempts >= public.notification_mail_max_attempts() then 'failed' else 'pending' end,
      mail_retry_at = null
  where n.mail_status = 'sending' and n.mailed_at < now() - interval '15 minutes';

  update public.notifications n set mail_status = 'skipped'
  from public.user_profiles p
  where n.mail_status = 'pending' and p.id = n.recipient_id
    and (not p.notify_by_mail or p.email is null or not public.member_may_watch(p.id, n.video_id));

  select greatest(0, least(batch, per_minute - count(*)::integer)) into room
  from public.notifications n where n.mailed_at > now() - interval '1 minute';

  return query
  with claimed as (
    update public.notifications n
    set mail_status = 'sending', mailed_at = now(), mail_attempts = n.mail_attempts + 1
    where n.id in (
      select c.id from public.notifications c
      where c.mail_status = 'pending' and (c.mail_retry_at is null or c.mail_retry_at <= now())
      order by c.created_at
      limit room
      for update skip locked
    )
    returning n.id, n.recipient_id, n.message_id, n.video_id, n.actor_id
  )
  select c.id, c.recipient_id, p.email, coalesce(p.locale, 'ht'),
         nullif(btrim(concat_ws(' ', a.first_name, a.last_name)), ''),
         m.body, coalesce(m.at_seconds, q.at_seconds), c.video_id, v.title, co.slug
  from claimed c
  join public.user_profiles p on p.id = c.recipient_id
  join public.lesson_messages m on m.id = c.message_id
  left join public.lesson_messages q on q.id = m.parent_id
  join public.videos v on v.id = c.video_id
  left join public.modules mo on mo.id = v.module_id
  left join public.courses co on co.id = mo.course_id
  left join public.user_profiles a on a.id = c.actor_id;
end;
$$;

-- What the sender reports back: 'sent', or for a failure another try later (1, 4, 16, 64 minutes), 'failed'
-- after the last attempt.
create or replace function public.finish_notification_mails(sent uuid[], failed uuid[])
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.notifications set mail_status = 'sent', mail_retry_at = null where id = any (sent) and mail_status = 'sending';
  update public.notifications
  set mail_status = case when mail_attempts >= public.notification_mail_max_attempts() then 'failed' else 'pending' end,
      mail_retry_at = case
        when mail_attempts >= public.notification_mail_max_attempts() then null
        else now() + power(4, greatest(mail_attempts, 1) - 1) * interval '1 minute'
      end
  where id = any (failed) and mail_status = 'sending';
$$;

revoke all on function public.notification_mail_max_attempts() from public;
grant execute on function public.notification_mail_max_attempts() to service_role;
