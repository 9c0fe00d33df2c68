// Progress rules the database keeps whatever the client sends: a completed lesson stays completed; the seconds played
// add up across saves (issue 39.14).
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

  it('keeps the union of the seconds played across saves, in the form the app reads back, and refuses what no player sends', async () => {
    const learner = await backend.signUpUser(`watched-${engine}@example.test`);
    const played = (watched_ranges: string) =>
      learner.client
        .from('video_progress')
        .upsert({ user_id: learner.id, video_id: videoId, progress: 5, completed: false, position_seconds: 0, watched_ranges })
        .select('watched_ranges')
        .single();
    // A shared ?t=95 link watched for 4 s, then the start, then an overlap with both: one union, never replaced.
    expect((await played('{[95,99)}')).data).toEqual({ watched_ranges: '{[95,99)}' });
    expect((await played('{[0,10)}')).data).toEqual({ watched_ranges: '{[0,10),[95,99)}' });
    expect((await played('{[8,96)}')).data).toEqual({ watched_ranges: '{[0,99)}' });
    // A save without stretches (Mark as Completed) keeps them.
    const completed = await learner.client
      .from('video_progress')
      .upsert({ user_id: learner.id, video_id: videoId, progress: 100, completed: true, position_seconds: 0 })
      .select('watched_ranges')
      .single();
    expect(completed.data).toEqual({ watched_ranges: '{[0,99)}' });
    // Outside a day's seconds, or thousands of separate stretches: refused, nothing stored. (This harness is lite alone:
    // its refusals keep lite's SUP code; the server answers them with PostgreSQL's, restErrors.ts.)
    expect((await played('{[-5,3)}')).error?.message).toContain('video_progress_watched_ranges_check');
    const scattered = `{${Array.from({ length: 2001 }, (_, i) => `[${i * 2},${i * 2 + 1})`).join(',')}}`;
    expect((await played(scattered)).error?.message).toContain('too many separate watched stretches');
    expect((await played('{[0,1)}')).data).toEqual({ watched_ranges: '{[0,99)}' });
  });
});
