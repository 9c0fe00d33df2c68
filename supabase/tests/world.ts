// The cast and the content the policy tests act on: the six actors of SPEC section 6 plus a
// "victim" learner whose rows the others try to read or change, and one row of every kind
// (free, premium and hidden where it matters), inserted as the database owner.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { TestBackend } from './harness.ts';

export const actors = ['anon', 'student', 'monthly', 'lifetime', 'instructor', 'master'] as const;
export type Actor = (typeof actors)[number];

export const staff: Actor[] = ['instructor', 'master'];
export const members: Actor[] = ['student', 'monthly', 'lifetime', 'instructor', 'master'];
export const subscribers: Actor[] = ['monthly', 'lifetime'];
export const nobody: Actor[] = [];

export type World = {
  backend: TestBackend;
  client: Record<Actor, SupabaseClient>;
  /** Profile id of each signed-in actor (null for anon). */
  userId: Record<Actor, string | null>;
  victim: { id: string; client: SupabaseClient };
  ids: {
    course: string;
    module: string;
    freeVideo: string;
    premiumVideo: string;
    hiddenVideo: string;
    freePrompt: string;
    premiumPrompt: string;
    hiddenPrompt: string;
    tool: string;
    visibleTopic: string;
    hiddenTopic: string;
    victimComment: string;
    hiddenTopicComment: string;
    newsletter: string;
    sentNewsletter: string;
    subscriber: string;
  };
};

const DAY = 24 * 60 * 60 * 1000;
export const PREMIUM_YOUTUBE_URL = 'https://www.youtube.com/watch?v=PREMIUMvid1';

export async function createWorld(backend: TestBackend, prefix: string): Promise<World> {
  const email = (name: string) => `${prefix}-${name}@example.test`;
  const future = new Date(Date.now() + 30 * DAY);
  const [student, monthly, lifetime, instructor, master, victim] = [
    await backend.signUpUser(email('student'), 'student', undefined, 'Stella Student'),
    await backend.signUpUser(email('monthly'), 'student', { tier: 'Monthly', periodEnd: future }),
    await backend.signUpUser(email('lifetime'), 'student', { tier: 'Lifetime', periodEnd: null }),
    await backend.signUpUser(email('instructor'), 'instructor'),
    await backend.signUpUser(email('master'), 'master'),
    await backend.signUpUser(email('victim'), 'student', undefined, 'Victor Victim'),
  ];

  const one = async (query: string, params: unknown[] = []) => {
    const rows = await backend.sql<{ id: string }>(query, params);
    return rows[0]!.id;
  };
  const course = await one(
    `insert into public.courses (state, slug, title, category, level) values ('published', $1, 'Policy Course', 'AI Development', 'Beginner') returning id`,
    // A course address: lower-case words joined by hyphens (courses_slug_format).
    [
      `${prefix
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')}-course`.slice(-80),
    ],
  );
  const module = await one(`insert into public.modules (course_id, title, position) values ($1, 'Module 1', 1) returning id`, [course]);
  const video = (title: string, isPrivate: boolean, isHidden: boolean, url: string) =>
    one(`insert into public.videos (title, youtube_url, is_private, is_hidden, module_id) values ($1, $2, $3, $4, $5) returning id`, [
      title,
      url,
      isPrivate,
      isHidden,
      module,
    ]);
  const prompt = (title: string, isPremium: boolean, isHidden: boolean) =>
    one(`insert into public.ai_prompts (title, text, type, is_premium, is_hidden) values ($1, $2, 'Rule', $3, $4) returning id`, [
      title,
      `${title} text`,
      isPremium,
      isHidden,
    ]);
  const topic = (title: string, isHidden: boolean) =>
    one(`insert into public.discussion_subjects (title, content, created_by, is_hidden) values ($1, 'content', $2, $3) returning id`, [
      title,
      victim.id,
      isHidden,
    ]);

  const ids = {
    course,
    module,
    freeVideo: await video('Free lesson', false, false, 'https://www.youtube.com/watch?v=FREEvideo01'),
    premiumVideo: await video('Premium lesson', true, false, PREMIUM_YOUTUBE_URL),
    hiddenVideo: await video('Hidden lesson', false, true, 'https://www.youtube.com/watch?v=HIDDENvid01'),
    freePrompt: await prompt('Free prompt', false, false),
    premiumPrompt: await prompt('Premium prompt', true, false),
    hiddenPrompt: await prompt('Hidden prompt', false, true),
    tool: await one(
      `insert into public.tools (name, category, url, tags) values ('Tool', 'AI', 'https://tool.example', '{ai}') returning id`,
    ),
    visibleTopic: await topic('Visible topic', false),
    hiddenTopic: await topic('Hidden topic', true),
    victimComment: '',
    hiddenTopicComment: '',
    newsletter: await one(`insert into public.newsletters (title, body) values ('Weekly', 'Body') returning id`),
    sentNewsletter: await one(
      `insert into public.newsletters (title, body, status, sent_at) values ('Sent', 'Body', 'sent', now()) returning id`,
    ),
    subscriber: await one(`insert into public.newsletter_subscribers (email) values ($1) returning id`, [email('reader')]),
  };
  ids.victimComment = await one(
    `insert into public.discussion_comments (content, subject_id, created_by) values ('victim says hi', $1, $2) returning id`,
    [ids.visibleTopic, victim.id],
  );
  ids.hiddenTopicComment = await one(
    `insert into public.discussion_comments (content, subject_id, created_by) values ('in hiding', $1, $2) returning id`,
    [ids.hiddenTopic, victim.id],
  );
  await backend.sql(`insert into public.discussion_likes (topic_id, user_id) values ($1, $2)`, [ids.visibleTopic, victim.id]);
  await backend.sql(`insert into public.video_progress (user_id, video_id, progress, completed) values ($1, $2, 40, false)`, [
    victim.id,
    ids.freeVideo,
  ]);
  await backend.sql(`insert into public.newsletter_deliveries (newsletter_id, subscriber_id) values ($1, $2)`, [
    ids.newsletter,
    ids.subscriber,
  ]);

  return {
    backend,
    client: {
      anon: backend.client(),
      student: student.client,
      monthly: monthly.client,
      lifetime: lifetime.client,
      instructor: instructor.client,
      master: master.client,
    },
    userId: { anon: null, student: student.id, monthly: monthly.id, lifetime: lifetime.id, instructor: instructor.id, master: master.id },
    victim: { id: victim.id, client: victim.client },
    ids,
  };
}
