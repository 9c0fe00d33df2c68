// One free lesson in a course of its own, written straight into the database (as the owner): the setting of the
// tests about a lesson's discussion and its notifications.
type Query = <Row>(sql: string, params?: unknown[]) => Promise<Row[]>;

/** Creates course `slug` with one module and one free lesson; returns the lesson's (video's) id. */
export async function insertFreeLesson(query: Query, slug: string): Promise<string> {
  const [course] = await query<{ id: string }>(
    `insert into public.courses (state, slug, title, category, level, is_premium, position)
     values ('published', $1, $1, 'AI Development', 'Beginner', false, 1) returning id`,
    [slug],
  );
  const [module] = await query<{ id: string }>(`insert into public.modules (course_id, title, position) values ($1, 'M', 1) returning id`, [
    course!.id,
  ]);
  const [video] = await query<{ id: string }>(
    `insert into public.videos (title, video_url, module_id, position) values ('Lesson', 'https://example.com/v.mp4', $1, 1) returning id`,
    [module!.id],
  );
  return video!.id;
}
