-- Notifications (issue 21): every new message in a lesson's discussion reaches the people in its
-- thread (the question's author and those who replied) in the app, and by mail unless they opted out.
-- Rows are written only here, by a SECURITY DEFINER trigger on lesson_messages; members read and
-- mark read their own. The mail outbox is the same row (mail_status), sent by the notify-mail function.

-- A member's rules, asked about someone other than the caller (the trigger decides for each recipient).
-- The caller's helpers now ask these, so each rule is written once.
create or replace function public.member_is_staff(member uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select lower(btrim(p.role)) in ('master', 'instructor') from public.user_profiles p where p.id = member), false);
$$;

create or replace function public.member_has_active_subscription(member uuid, tiers text[] default null)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.subscriptions s
    where s.user_id = member
      and s.status in ('active', 'trialing')
      and (
        (s.tier = 'Lifetime' and (s.current_period_end is null or s.current_period_end > now()))
        or (s.tier <> 'Lifetime' and s.current_period_end > now())
      )
      and (tiers is null or s.tier = 'Lifetime' or s.tier = any (tiers))
  );
$$;

create or replace function public.has_active_subscription(tiers text[] default null)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.member_has_active_subscription(auth.uid(), tiers);
$$;

create or replace function public.is_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.member_is_staff(auth.uid());
$$;

-- True when the member may watch the lesson today: the rules of the policies on public.videos
-- (hidden: staff; premium: subscribers and staff), and not banned (a banned member cannot sign in).
create or replace function public.member_may_watch(member uuid, video uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.videos v
    where v.id = video
      and (
        public.member_is_staff(member)
        or (not v.is_hidden and (not v.is_private or public.member_has_active_subscription(member)))
      )
  )
  and not exists (select 1 from auth.users u where u.id = member and u.banned_until > now());
$$;

-- "Email me when someone answers in a discussion I'm in" (Edit profile). On by default.
alter table public.user_profiles add column notify_by_mail boolean not null default true;

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  recipient_id uuid not null references public.user_profiles (id) on delete cascade,
  -- What happened; one kind today: a new message in a lesson thread the recipient is in.
  kind text not null default 'lesson_reply' check (kind in ('lesson_reply')),
  message_id uuid not null references public.lesson_messages (id) on delete cascade,
  video_id uuid not null references public.videos (id) on delete cascade,
  actor_id uuid references public.user_profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  read_at timestamptz,
  -- The mail outbox: 'pending' until notify-mail sends it; 'skipped' when the recipient opted out.
  mail_status text not null default 'pending' check (mail_status in ('pending', 'sending', 'sent', 'skipped', 'failed')),
  mailed_at timestamptz,
  unique (recipient_id, message_id)
);
-- The bell: a member's latest notifications and their unread count.
create index notifications_recipient_created_idx on public.notifications (recipient_id, created_at desc);
create index notifications_unread_idx on public.notifications (recipient_id) where read_at is null;
-- The outbox, oldest first.
create index notifications_pending_mail_idx on public.notifications (created_at) where mail_status = 'pending';
create index notifications_message_idx on public.notifications (message_id);
create index notifications_video_idx on public.notifications (video_id);
create index notifications_actor_idx on public.notifications (actor_id);

-- After a message: one notification for the question's author and for everyone who replied to it,
-- never the writer, never someone who may not watch the lesson (or, for a thread staff hid, non-staff).
create or replace function public.notify_lesson_thread()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  thread uuid := coalesce(new.parent_id, new.id);
  thread_hidden boolean;
begin
  select m.is_hidden into thread_hidden from public.lesson_messages m where m.id = thread;
  insert into public.notifications (recipient_id, kind, message_id, video_id, actor_id, mail_status)
  select p.id, 'lesson_reply', new.id, new.video_id, new.author_id,
         case when p.notify_by_mail and p.email is not null then 'pending' else 'skipped' end
  from public.user_profiles p
  where p.id in (
      select m.author_id from public.lesson_messages m where m.id = thread
      union
      select m.author_id from public.lesson_messages m where m.parent_id = thread
    )
    and p.id <> new.author_id
    and public.member_may_watch(p.id, new.video_id)
    and (not coalesce(thread_hidden, false) or public.member_is_staff(p.id))
  on conflict (recipient_id, message_id) do nothing;
  return null;
end;
$$;

create trigger notify_lesson_thread
  after insert on public.lesson_messages
  for each row execute function public.notify_lesson_thread();

alter table public.notifications enable row level security;

create policy "member reads own notifications" on public.notifications
  for select to authenticated
  using (recipient_id = (select auth.uid()));
create policy "member marks own notifications read" on public.notifications
  for update to authenticated
  using (recipient_id = (select auth.uid()))
  with check (recipient_id = (select auth.uid()));

-- Members change read_at only (a column grant); rows come from the trigger alone.
grant select on public.notifications to authenticated;
grant update (read_at) on public.notifications to authenticated;
grant select, insert, update, delete on public.notifications to service_role;

-- The outbox for notify-mail (service role only): claims at most `batch` pending mails, and fewer
-- when `per_minute` were already sent in the last minute (anyone may call the function, so its pace
-- is the database's). Recipients who opted out since, or may no longer watch, are skipped. Each row
-- carries what the mail says, in the recipient's language (user_profiles.locale, else Creole).
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
  update public.notifications n set mail_status = 'skipped'
  from public.user_profiles p
  where n.mail_status = 'pending' and p.id = n.recipient_id
    and (not p.notify_by_mail or p.email is null or not public.member_may_watch(p.id, n.video_id));

  select greatest(0, least(batch, per_minute - count(*)::integer)) into room
  from public.notifications n where n.mailed_at > now() - interval '1 minute';

  return query
  with claimed as (
    update public.notifications n set mail_status = 'sending', mailed_at = now()
    where n.id in (
      select c.id from public.notifications c
      where c.mail_status = 'pending'
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

-- What the sender reports back: 'sent' or 'failed' for each claimed mail.
create or replace function public.finish_notification_mails(sent uuid[], failed uuid[])
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.notifications set mail_status = 'sent' where id = any (sent) and mail_status = 'sending';
  update public.notifications set mail_status = 'failed' where id = any (failed) and mail_status = 'sending';
$$;

-- The bell's list: a member's latest notifications with what they link to (the lesson at its second)
-- and who wrote. Runs as the caller: RLS on notifications shows only their own, and a lesson they may
-- no longer watch drops out (the join on videos runs under the caller's policies).
create view public.notification_feed
with (security_invoker = true)
as
select n.id, n.kind, n.created_at, n.read_at, n.message_id, n.video_id,
       v.title as video_title, co.slug as course_slug,
       coalesce(m.at_seconds, q.at_seconds) as at_seconds,
       pp.first_name as actor_first_name, pp.last_name as actor_last_name
from public.notifications n
join public.videos v on v.id = n.video_id
left join public.modules mo on mo.id = v.module_id
left join public.courses co on co.id = mo.course_id
join public.lesson_messages m on m.id = n.message_id
left join public.lesson_messages q on q.id = m.parent_id
left join public.public_profiles pp on pp.id = n.actor_id;

grant select on public.notification_feed to authenticated;
grant select, insert, update, delete on public.notification_feed to service_role;

revoke all on function public.member_is_staff(uuid), public.member_has_active_subscription(uuid, text[]),
  public.member_may_watch(uuid, uuid), public.notify_lesson_thread(),
  public.claim_notification_mails(integer, integer), public.finish_notification_mails(uuid[], uuid[]) from public;
grant execute on function public.member_is_staff(uuid), public.member_has_active_subscription(uuid, text[]),
  public.member_may_watch(uuid, uuid), public.claim_notification_mails(integer, integer),
  public.finish_notification_mails(uuid[], uuid[]) to service_role;
