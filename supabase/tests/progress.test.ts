// Progress rules the database keeps whatever the client sends: a completed lesson stays completed.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestBackend, describeEachEngine, type TestBackend } from './harness.ts';

describeEachEngine('video progress', (engine) => {
  let backend: TestBackend;
  let videoId: string;
  beforeAll(async () => {
    backend = await createTestBackend(engine);
    const [course] = await backend.sql<{ id: string }>(
      `insert into public.courses (state, slug, title, category, level) values ('published', 'progress-rules', 'Progress', 'AI Development', 'Beginner') returning id`,
    );
    const [module] = await backend.sql<{ id: string }>(
      `insert into public.modules (course_id, title, position) values ($1, 'M1', 1) returning id`,
      [course!.id],
    );
    const [video] = await backend.sql<{ id: string }>(
      `insert into public.videos (title, youtube_url, module_id) values ('Lesson', 'https://youtu.be/dQw4w9WgXcQ', $1) returning id`,
      [module!.id],
    );
    videoId = video!.id;
  });
  afterAll(async () => {
    await backend?.close();
  });

  const save = (client: Awaited<ReturnType<TestBackend['signUpUser']>>['client'], userId: string, progress: number, completed: boolean) =>
    client
      .from('video_progress')
      .upsert({
        user_id: userId,
        video_id: videoId,
        progress,
        completed,
        last_watched: new Date().toISOString(),
        position_seconds: progress,
      })
      .select('progress, completed')
      .single();

  it('keeps a completed lesson completed when a later save says otherwise, while the percent of an unfinished one moves freely', async () => {
    const learner = await backend.signUpUser(`progress-${engine}@example.test`);
    expect((await save(learner.client, learner.id, 40, false)).data).toEqual({ progress: 40, completed: false });
    expect((await save(learner.client, learner.id, 20, false)).data).toEqual({ progress: 20, completed: false });
    expect((await save(learner.client, learner.id, 100, true)).data).toEqual({ progress: 100, completed: true });
    const late = await save(learner.client, learner.id, 35, false);
    expect(late.error).toBeNull();
    expect(late.data).toEqual({ progress: 100, completed: true });
  });
});
