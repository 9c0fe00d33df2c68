-- Core tables of the Academy (docs/ARCHITECTURE.md, "Database contract").
-- Column names are a contract the front end and the server already use.
-- Row level security, helpers and views come in the following migrations.

-- Profiles: one row per auth user, created by a trigger (see the next migration).
create table public.user_profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text,
  first_name text,
  last_name text,
  phone text,
  country text,
  avatar_url text,
  locale text check (locale is null or locale in ('ht', 'pt', 'en')),
  type text not null default 'free' check (type in ('free', 'paid')),
  role text not null default 'student' check (role in ('master', 'instructor', 'student')),
  created_at timestamptz not null default now()
);
-- Dashboard: "counts of rows with type paid".
create index user_profiles_type_idx on public.user_profiles (type);

create table public.courses (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug <> ''),
  title text not null check (title <> ''),
  description text,
  category text check (category is null or category in ('AI Development', 'Web Development', 'Game Development', 'Mobile Development')),
  level text check (level is null or level in ('Beginner', 'Intermediate', 'Advanced')),
  is_premium boolean not null default false,
  position integer not null default 0,
  created_at timestamptz not null default now()
);

create table public.modules (
  id uuid primary key default gen_random_uuid(),
  course_id uuid not null references public.courses (id) on delete cascade,
  title text not null check (title <> ''),
  position integer not null default 0,
  created_at timestamptz not null default now()
);
-- Course page: modules of one course in order.
create index modules_course_position_idx on public.modules (course_id, position, created_at);

-- A lesson video. module_id may be null: the front end groups those under 'default'.
create table public.videos (
  id uuid primary key default gen_random_uuid(),
  title text not null check (title <> ''),
  description text,
  youtube_url text,
  video_url text,
  thumbnail_url text,
  is_private boolean not null default false,
  is_hidden boolean not null default false,
  module_id uuid references public.modules (id) on delete set null,
  position integer not null default 0,
  created_by uuid references public.user_profiles (id) on delete set null default auth.uid(),
  created_at timestamptz not null default now()
);
-- Admin list, newest first; and the "count" of the overview.
create index videos_created_at_idx on public.videos (created_at desc);
-- Learner list: "where is_hidden false, oldest first".
create index videos_visible_created_at_idx on public.videos (created_at) where not is_hidden;
-- Course page: lessons of a module in order.
create index videos_module_position_idx on public.videos (module_id, position, created_at);
create index videos_created_by_idx on public.videos (created_by);

-- One row per user and video; position_seconds is the resume point.
create table public.video_progress (
  user_id uuid not null references public.user_profiles (id) on delete cascade default auth.uid(),
  video_id uuid not null references public.videos (id) on delete cascade,
  progress numeric not null default 0 check (progress >= 0 and progress <= 100),
  completed boolean not null default false,
  last_watched timestamptz not null default now(),
  position_seconds numeric check (position_seconds is null or position_seconds >= 0),
  primary key (user_id, video_id)
);
-- The primary key serves "by user_id" and "by user_id and video id list";
-- this one serves cascades when a video is deleted.
create index video_progress_video_idx on public.video_progress (video_id);

-- Subscription state per user, written only by the service role (payment webhooks).
create table public.subscriptions (
  user_id uuid primary key references public.user_profiles (id) on delete cascade,
  tier text not null check (tier in ('Monthly', 'Yearly', 'Lifetime')),
  status text not null default 'active'
    check (status in ('active', 'trialing', 'past_due', 'canceled', 'incomplete', 'incomplete_expired', 'unpaid', 'paused')),
  current_period_end timestamptz,
  stripe_customer_id text,
  stripe_subscription_id text,
  updated_at timestamptz not null default now()
);
create index subscriptions_stripe_customer_idx on public.subscriptions (stripe_customer_id);

-- Webhook idempotency: one row per processed payment-provider event id.
create table public.payment_events (
  id text primary key,
  type text not null,
  received_at timestamptz not null default now()
);

-- One table for the learner prompts page and the staff manager.
create table public.ai_prompts (
  id uuid primary key default gen_random_uuid(),
  title text not null check (title <> ''),
  text text not null check (text <> ''),
  type text not null default 'Feature' check (type in ('Feature', 'Rule', 'Setup')),
  category text,
  author text,
  is_premium boolean not null default false,
  is_hidden boolean not null default false,
  created_by uuid references public.user_profiles (id) on delete set null default auth.uid(),
  created_at timestamptz not null default now()
);
create index ai_prompts_created_at_idx on public.ai_prompts (created_at desc);

create table public.tools (
  id uuid primary key default gen_random_uuid(),
  name text not null check (name <> ''),
  description text,
  category text not null check (category in ('AI', 'Development', 'Design', 'Backend', 'Communication')),
  url text not null check (url <> ''),
  logo_url text,
  tags text[] not null default '{}',
  created_by uuid references public.user_profiles (id) on delete set null default auth.uid(),
  created_at timestamptz not null default now()
);
-- Admin list, newest first.
create index tools_created_at_idx on public.tools (created_at desc);

-- Community topics. type is free text: the forum writes 'discussion', the dashboard 'General',
-- badges show Feature/Rule/Setup.
create table public.discussion_subjects (
  id uuid primary key default gen_random_uuid(),
  title text not null check (title <> ''),
  content text not null check (content <> ''),
  category text not null default 'general',
  type text,
  is_hidden boolean not null default false,
  created_by uuid references public.user_profiles (id) on delete set null default auth.uid(),
  created_at timestamptz not null default now()
);
-- Forum list and dashboard list: newest first.
create index discussion_subjects_created_at_idx on public.discussion_subjects (created_at desc);
create index discussion_subjects_created_by_idx on public.discussion_subjects (created_by);

create table public.discussion_comments (
  id uuid primary key default gen_random_uuid(),
  content text not null check (btrim(content) <> ''),
  subject_id uuid not null references public.discussion_subjects (id) on delete cascade,
  created_by uuid not null references public.user_profiles (id) on delete cascade default auth.uid(),
  created_at timestamptz not null default now()
);
-- Comments of one topic, oldest first (also counts for the topics view).
create index discussion_comments_subject_created_idx on public.discussion_comments (subject_id, created_at);
create index discussion_comments_created_by_idx on public.discussion_comments (created_by);

-- One like per user and topic: the primary key refuses a second one.
create table public.discussion_likes (
  topic_id uuid not null references public.discussion_subjects (id) on delete cascade,
  user_id uuid not null references public.user_profiles (id) on delete cascade default auth.uid(),
  created_at timestamptz not null default now(),
  primary key (topic_id, user_id)
);
-- "select by the current user's topic_id list".
create index discussion_likes_user_topic_idx on public.discussion_likes (user_id, topic_id);

create table public.newsletters (
  id uuid primary key default gen_random_uuid(),
  title text not null check (title <> ''),
  image_url text,
  is_html boolean not null default false,
  body text not null check (body <> ''),
  status text not null default 'draft' check (status in ('draft', 'sending', 'sent')),
  created_by uuid references public.user_profiles (id) on delete set null default auth.uid(),
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
create index newsletters_created_at_idx on public.newsletters (created_at desc);

create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null unique check (email <> ''),
  status text not null default 'pending' check (status in ('pending', 'confirmed', 'unsubscribed')),
  token text not null unique default replace(gen_random_uuid()::text, '-', ''),
  created_at timestamptz not null default now(),
  confirmed_at timestamptz
);

create table public.newsletter_deliveries (
  newsletter_id uuid not null references public.newsletters (id) on delete cascade,
  subscriber_id uuid not null references public.newsletter_subscribers (id) on delete cascade,
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  sent_at timestamptz,
  error text,
  primary key (newsletter_id, subscriber_id)
);
create index newsletter_deliveries_subscriber_idx on public.newsletter_deliveries (subscriber_id);

-- Issued by public.issue_certificate(); verified publicly by id through public.verify_certificate().
create table public.certificates (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.user_profiles (id) on delete cascade,
  course_id uuid not null references public.courses (id) on delete cascade,
  learner_name text not null,
  course_title text not null,
  issued_at timestamptz not null default now(),
  unique (user_id, course_id)
);
create index certificates_course_idx on public.certificates (course_id);
