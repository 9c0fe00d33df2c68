// supabase/seed.sql: applies on a migrated database (twice without change) and gives a living
// academy as an anonymous visitor sees it through the learner read paths.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestBackend, describeEachEngine, type TestBackend } from './harness.ts';

type Lesson = {
  course_slug: string | null;
  module_title: string | null;
  module_position: number | null;
  youtube_url: string | null;
  is_locked: boolean;
};

describeEachEngine('seed', (engine) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await createTestBackend(engine);
    await backend.seed();
  });
  afterAll(async () => {
    await backend?.close();
  });

  const counts = async () =>
    backend.sql(`select (select count(*) from public.courses)::int as courses, (select count(*) from public.videos)::int as videos,
                        (select count(*) from public.ai_prompts)::int as prompts, (select count(*) from public.tools)::int as tools,
                        (select count(*) from public.discussion_comments)::int as comments,
                        (select count(*) from public.lesson_captions)::int as captions`);

  it('changes nothing when applied a second time', async () => {
    const before = await counts();
    await backend.seed();
    expect(await counts()).toEqual(before);
  });

  it('shows AI Coder with three modules in order, premium lessons locked for a visitor', async () => {
    const { data, error } = await backend
      .client()
      .from('lesson_catalog')
      .select('*')
      .eq('course_slug', 'coder-ai')
      .order('module_position')
      .order('position')
      .order('created_at');
    expect(error).toBeNull();
    const lessons = data as Lesson[];
    expect([...new Set(lessons.map((lesson) => lesson.module_title))]).toEqual([
      'Premye pa ak AI',
      'Konstwi yon app web konplè',
      'Pwojè avanse ak otomatizasyon',
    ]);
    const firstModule = lessons.filter((lesson) => lesson.module_position === 1);
    expect(firstModule.length).toBeGreaterThanOrEqual(3);
    expect(
      firstModule.every(
        (lesson) => !lesson.is_locked && /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/.test(lesson.youtube_url ?? ''),
      ),
    ).toBe(true);
    const later = lessons.filter((lesson) => lesson.module_position !== 1);
    expect(later.some((lesson) => lesson.is_locked && lesson.youtube_url === null)).toBe(true);
    expect(later.some((lesson) => !lesson.is_locked)).toBe(true);
  });

  it("shows GPS Digital with its modules, and the spec's four featured courses in the catalogue", async () => {
    const { data } = await backend.client().from('lesson_catalog').select('module_title').eq('course_slug', 'gps-digital');
    expect(new Set((data as { module_title: string }[]).map((row) => row.module_title)).size).toBeGreaterThanOrEqual(2);
    const courses = await backend.client().from('courses').select('slug').order('position');
    expect((courses.data as { slug: string }[]).map((course) => course.slug)).toEqual(['coder-ai', 'gps-digital', 'game-ai', 'mobile-ai']);
  });

  // Issue 33: the code's course list moved into these rows; the announced courses carry no invented month.
  // The automation course is a staff draft (its page is /academy/automation): no visitor reads its row.
  it('holds the catalogue in three languages, two courses published and two announced with no planned month', async () => {
    const { data } = await backend
      .client()
      .from('courses')
      .select('slug, title, translations, state, planned_month, is_premium')
      .order('position');
    const courses = data as {
      slug: string;
      title: string;
      translations: Record<string, { title?: string }>;
      state: string;
      planned_month: string | null;
    }[];
    expect(courses.map((course) => [course.slug, course.state, course.planned_month])).toEqual([
      ['coder-ai', 'published', null],
      ['gps-digital', 'published', null],
      ['game-ai', 'announced', null],
      ['mobile-ai', 'announced', null],
    ]);
    const [automation] = await backend.sql<{ state: string }>(`select state from public.courses where slug = 'automation'`);
    expect(automation?.state).toBe('draft');
    const game = courses.find((course) => course.slug === 'game-ai')!;
    expect([game.title, game.translations.pt?.title, game.translations.en?.title]).toEqual([
      'Jwèt avèk IA',
      'Jogos com IA',
      'Games with AI',
    ]);
    expect(courses.every((course) => course.translations.pt?.title && course.translations.en?.title)).toBe(true);
  });

  it('has prompts of each type, some premium and masked, and tools of each category', async () => {
    const prompts = (await backend.client().from('prompt_catalog').select('type, category, is_premium, text')).data as {
      type: string;
      category: string;
      is_premium: boolean;
      text: string | null;
    }[];
    expect(new Set(prompts.map((prompt) => prompt.type))).toEqual(new Set(['Feature', 'Rule', 'Setup']));
    expect(new Set(prompts.map((prompt) => prompt.category))).toEqual(new Set(['AI', 'App', 'Auth', 'Backend', 'Code-Quality']));
    expect(prompts.filter((prompt) => prompt.is_premium).every((prompt) => prompt.text === null)).toBe(true);
    expect(prompts.some((prompt) => prompt.is_premium)).toBe(true);
    const tools = (await backend.client().from('tools').select('category, tags')).data as { category: string; tags: string[] }[];
    expect(new Set(tools.map((tool) => tool.category))).toEqual(new Set(['AI', 'Development', 'Design', 'Backend', 'Communication']));
    expect(tools.every((tool) => tool.tags.length > 0)).toBe(true);
  });

  it('has visible forum topics of each badge type with comments, newest first', async () => {
    const { data } = await backend
      .client()
      .from('discussion_topics_with_counts')
      .select('title, type, comments_count, created_at')
      .order('created_at', { ascending: false });
    const topics = data as { type: string; comments_count: number; created_at: string }[];
    expect(topics).toHaveLength(3);
    expect(new Set(topics.map((topic) => topic.type))).toEqual(new Set(['Feature', 'Rule', 'Setup']));
    expect(topics.reduce((sum, topic) => sum + topic.comments_count, 0)).toBeGreaterThanOrEqual(3);
  });

  it('gives the first free lesson Creole and Portuguese captions a visitor reads, and search finds a word spoken there', async () => {
    const lesson = '00000000-0000-4000-8000-0000000b0101';
    const { data } = await backend.client().from('lesson_captions').select('language,cues').eq('video_id', lesson).order('language');
    const rows = data as { language: string; cues: { start: number; text: string }[] }[];
    expect(rows.map((row) => [row.language, row.cues.length])).toEqual([
      ['ht', 4],
      ['pt', 4],
    ]);
    const found = await backend.client().rpc('search_everything', { q: 'verifye', lim: 5 });
    expect((found.data as { kind: string; lesson_id: string; at_seconds: number }[]).filter((hit) => hit.kind === 'caption')).toEqual([
      expect.objectContaining({ lesson_id: lesson, at_seconds: 10 }),
    ]);
  });
});
