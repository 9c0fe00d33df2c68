// Policy matrix, part 7 (issue 33): courses staff build. Drafts are staff's alone through every table, view and RPC
// (search and certificates included); announced courses are listed for everyone, their modules and lessons are not;
// only staff write courses, modules and lessons, reorder and move them; slugs and translations follow their rules.
import { marker, ownerCount, ownerValue, returnedRow, runPolicyMatrix, type PolicyCase } from './matrix.ts';
import { actors, nobody, staff, type Actor, type World } from './world.ts';

const everyone = actors;
type State = 'draft' | 'announced' | 'published';
type Course = { id: string; slug: string; module: string; lesson: string; title: string };

/** A course in `state` with one module and one free lesson, inserted as the owner. Titles are unique words. */
async function courseIn(w: World, state: State, extra: { premium?: boolean } = {}): Promise<Course> {
  const slug = marker(state);
  const title = `Kouzen${marker('t').replace(/\W/g, '')}`;
  const one = async (query: string, params: unknown[]) => (await w.backend.sql<{ id: string }>(query, params))[0]!.id;
  const id = await one(`insert into public.courses (slug, title, state, is_premium) values ($1, $2, $3, $4) returning id`, [
    slug,
    title,
    state,
    extra.premium ?? false,
  ]);
  const module = await one(`insert into public.modules (course_id, title, position) values ($1, 'Modil', 1) returning id`, [id]);
  const lesson = await one(
    `insert into public.videos (title, youtube_url, module_id, position) values ($1, 'https://www.youtube.com/watch?v=DRAFTvideo1', $2, 1) returning id`,
    [`${title} leson`, module],
  );
  return { id, slug, module, lesson, title };
}

const readsCourse = (name: string, state: State, allowed: readonly Actor[]): PolicyCase => ({
  name,
  allowed,
  run: async (w, actor) => {
    const course = await courseIn(w, state);
    return returnedRow(
      await w.client[actor].from('courses').select('id, slug, state, planned_month, translations').eq('id', course.id),
      course.id,
    );
  },
});

const readsModule = (name: string, state: State, allowed: readonly Actor[]): PolicyCase => ({
  name,
  allowed,
  run: async (w, actor) => {
    const course = await courseIn(w, state);
    return returnedRow(await w.client[actor].from('modules').select('id').eq('id', course.module), course.module);
  },
});

const readsLesson = (name: string, state: State, allowed: readonly Actor[]): PolicyCase => ({
  name,
  allowed,
  run: async (w, actor) => {
    const course = await courseIn(w, state);
    return returnedRow(await w.client[actor].from('videos').select('id').eq('id', course.lesson), course.lesson);
  },
});

const listsInCatalog = (name: string, state: State, allowed: readonly Actor[]): PolicyCase => ({
  name,
  allowed,
  run: async (w, actor) => {
    const course = await courseIn(w, state);
    const result = await w.client[actor]
      .from('lesson_catalog')
      .select('id, course_state, translations, module_translations, course_translations, course_is_premium')
      .eq('course_slug', course.slug);
    return returnedRow(result, course.lesson);
  },
});

const searchFinds = (name: string, state: State, allowed: readonly Actor[]): PolicyCase => ({
  name,
  allowed,
  run: async (w, actor) => {
    const course = await courseIn(w, state);
    const { data, error } = await w.client[actor].rpc('search_everything', { q: course.title, lim: 20 });
    return !error && (data as { id: string }[]).some((row) => row.id === course.lesson);
  },
});

const ownerState = (w: World, id: string) => ownerValue(w, 'select state as value from public.courses where id = $1', [id]);
const positionsOf = async (w: World, query: string, params: unknown[]) =>
  (await w.backend.sql<{ id: string; position: number }>(query, params)).map((row) => `${row.id}:${row.position}`);

const reading: PolicyCase[] = [
  readsCourse('courses: reads a draft course', 'draft', staff),
  readsCourse('courses: reads an announced course', 'announced', everyone),
  readsCourse('courses: reads a published course', 'published', everyone),
  readsModule('modules: reads a module of a draft course', 'draft', staff),
  readsModule('modules: reads a module of an announced course', 'announced', staff),
  readsModule('modules: reads a module of a published course', 'published', everyone),
  readsLesson('videos: reads a free lesson of a draft course', 'draft', staff),
  readsLesson('videos: reads a free lesson of an announced course', 'announced', staff),
  listsInCatalog('lesson_catalog: lists a lesson of a draft course', 'draft', staff),
  listsInCatalog('lesson_catalog: lists a lesson of a published course, with its translations and course state', 'published', everyone),
  {
    name: "lesson_catalog: lists a published course's unassigned lesson (in no module)",
    allowed: staff,
    run: async (w, actor) => {
      const course = await courseIn(w, 'published');
      await w.backend.sql('update public.videos set module_id = null, course_id = $1 where id = $2', [course.id, course.lesson]);
      return returnedRow(await w.client[actor].from('lesson_catalog').select('id').eq('id', course.lesson), course.lesson);
    },
  },
  searchFinds("search_everything: finds a draft course's lesson", 'draft', staff),
  searchFinds("search_everything: finds a published course's lesson", 'published', everyone),
  {
    name: "lesson_messages: reads a question on a draft course's lesson",
    allowed: staff,
    run: async (w, actor) => {
      const course = await courseIn(w, 'draft');
      const [row] = await w.backend.sql<{ id: string }>(
        `insert into public.lesson_messages (video_id, author_id, body, at_seconds) values ($1, $2, 'kesyon', 5) returning id`,
        [course.lesson, w.victim.id],
      );
      return returnedRow(await w.client[actor].from('lesson_messages').select('id').eq('id', row!.id), row!.id);
    },
  },
  {
    name: "video_progress: saves progress on a draft course's lesson",
    allowed: staff,
    run: async (w, actor) => {
      const course = await courseIn(w, 'draft');
      await w.client[actor].from('video_progress').upsert({ video_id: course.lesson, progress: 10, completed: false });
      return (await ownerCount(w, 'select count(*) as value from public.video_progress where video_id = $1', [course.lesson])) === 1;
    },
  },
  {
    // A draft is not found (PT404); a published course with the same completed lesson gives the certificate.
    name: 'issue_certificate: for a completed course that is a draft',
    allowed: nobody,
    control: async (w) => {
      const course = await courseIn(w, 'published');
      await w.backend.sql(`insert into public.video_progress (user_id, video_id, progress, completed) values ($1, $2, 100, true)`, [
        w.userId.student,
        course.lesson,
      ]);
      return !(await w.client.student.rpc('issue_certificate', { course_slug: course.slug })).error;
    },
    run: async (w, actor) => {
      const course = await courseIn(w, 'draft');
      const user = w.userId[actor] ?? w.victim.id;
      await w.backend.sql(`insert into public.video_progress (user_id, video_id, progress, completed) values ($1, $2, 100, true)`, [
        user,
        course.lesson,
      ]);
      const result = await w.client[actor].rpc('issue_certificate', { course_slug: course.slug });
      return (
        !result.error && (await ownerCount(w, 'select count(*) as value from public.certificates where course_id = $1', [course.id])) > 0
      );
    },
  },
];

const writing: PolicyCase[] = [
  {
    name: 'courses: creates a draft course with translations',
    allowed: staff,
    run: async (w, actor) => {
      const slug = marker('new');
      await w.client[actor]
        .from('courses')
        .insert({ slug, title: 'Nouvo kou', translations: { pt: { title: 'Novo curso' }, en: { title: 'New course' } } });
      return (await ownerValue(w, 'select state as value from public.courses where slug = $1', [slug])) === 'draft';
    },
  },
  {
    name: 'courses: publishes a draft course',
    allowed: staff,
    run: async (w, actor) => {
      const course = await courseIn(w, 'draft');
      await w.client[actor].from('courses').update({ state: 'published' }).eq('id', course.id);
      return (await ownerState(w, course.id)) === 'published';
    },
  },
  {
    name: 'courses: announces a course with its planned month',
    allowed: staff,
    run: async (w, actor) => {
      const course = await courseIn(w, 'draft');
      await w.client[actor].from('courses').update({ state: 'announced', planned_month: '2027-03-01' }).eq('id', course.id);
      return (
        (await ownerValue(w, `select to_char(planned_month, 'YYYY-MM-DD') as value from public.courses where id = $1`, [course.id])) ===
        '2027-03-01'
      );
    },
  },
  {
    name: 'courses (attack): a planned month that is not the first day of a month',
    allowed: nobody,
    control: async (w) => {
      const course = await courseIn(w, 'announced');
      await w.client.master.from('courses').update({ planned_month: '2027-03-01' }).eq('id', course.id);
      return (await ownerValue(w, 'select planned_month is not null as value from public.courses where id = $1', [course.id])) === true;
    },
    run: async (w, actor) => {
      const course = await courseIn(w, 'announced');
      await w.client[actor].from('courses').update({ planned_month: '2027-03-15' }).eq('id', course.id);
      return (await ownerValue(w, 'select planned_month is not null as value from public.courses where id = $1', [course.id])) === true;
    },
  },
  {
    name: 'courses (attack): translations in another shape (a third language, an empty title)',
    allowed: nobody,
    control: async (w) => {
      const course = await courseIn(w, 'draft');
      await w.client.master
        .from('courses')
        .update({ translations: { pt: { title: 'Bom' } } })
        .eq('id', course.id);
      return (await ownerValue(w, `select translations->'pt'->>'title' as value from public.courses where id = $1`, [course.id])) === 'Bom';
    },
    run: async (w, actor) => {
      const course = await courseIn(w, 'draft');
      await w.client[actor]
        .from('courses')
        .update({ translations: { fr: { title: 'Bon' } } })
        .eq('id', course.id);
      await w.client[actor]
        .from('courses')
        .update({ translations: { pt: { title: ' ' } } })
        .eq('id', course.id);
      return (await ownerValue(w, `select translations::text as value from public.courses where id = $1`, [course.id])) !== '{}';
    },
  },
  {
    name: 'courses (attack): changes the slug of a course that was published',
    allowed: nobody,
    // The same rename goes through for a course never published: the refusal is the lock's.
    control: async (w) => {
      const course = await courseIn(w, 'draft');
      const slug = marker('renamed');
      await w.client.master.from('courses').update({ slug }).eq('id', course.id);
      return (await ownerValue(w, 'select slug as value from public.courses where id = $1', [course.id])) === slug;
    },
    run: async (w, actor) => {
      const course = await courseIn(w, 'published');
      // Back to draft: it was published, so its slug stays locked.
      await w.backend.sql(`update public.courses set state = 'draft' where id = $1`, [course.id]);
      const slug = marker('renamed');
      await w.client[actor].from('courses').update({ slug }).eq('id', course.id);
      return (await ownerValue(w, 'select slug as value from public.courses where id = $1', [course.id])) === slug;
    },
  },
  {
    name: "courses (attack): takes the address of the catalogue's own pages (all, automation) or a bad slug",
    allowed: nobody,
    control: async (w) => {
      const slug = marker('fine');
      await w.client.master.from('courses').insert({ slug, title: 'Bon' });
      return (await ownerCount(w, 'select count(*) as value from public.courses where slug = $1', [slug])) === 1;
    },
    run: async (w, actor) => {
      const slugs = ['all', 'automation', 'Bad Slug', 'double--hyphen', 'x'.repeat(81)];
      for (const slug of slugs) await w.client[actor].from('courses').insert({ slug, title: 'Kou' });
      return (await ownerCount(w, "select count(*) as value from public.courses where slug = any($1) and title = 'Kou'", [slugs])) > 0;
    },
  },
  {
    name: 'modules: adds a module with a description in two languages',
    allowed: staff,
    run: async (w, actor) => {
      const course = await courseIn(w, 'draft');
      const title = marker('modil');
      await w.client[actor].from('modules').insert({
        course_id: course.id,
        title,
        description: 'Deskripsyon',
        translations: { pt: { title: 'Módulo', description: 'Descrição' } },
      });
      return (await ownerCount(w, 'select count(*) as value from public.modules where title = $1', [title])) === 1;
    },
  },
  {
    name: "modules: deletes a module, its lessons go to the end of the course's unassigned list",
    allowed: staff,
    run: async (w, actor) => {
      const course = await courseIn(w, 'published');
      const [parked] = await w.backend.sql<{ id: string }>(
        `insert into public.videos (title, course_id, position) values ('Parked', $1, 7) returning id`,
        [course.id],
      );
      await w.client[actor].from('modules').delete().eq('id', course.module);
      const moduleGone = (await ownerCount(w, 'select count(*) as value from public.modules where id = $1', [course.module])) === 0;
      if (!moduleGone) return false;
      const lessons = await w.backend.sql<{ id: string; course_id: string; module_id: string | null; position: number }>(
        'select id, course_id, module_id, position from public.videos where course_id = $1 order by position',
        [course.id],
      );
      const moved = lessons.find((lesson) => lesson.id === course.lesson);
      return parked !== undefined && moved?.module_id === null && moved.position === 8 && lessons.length === 2;
    },
  },
  {
    name: 'reorder_courses: applies a whole new order of the catalogue',
    allowed: staff,
    run: async (w, actor) => {
      await courseIn(w, 'draft');
      const ids = (await w.backend.sql<{ id: string }>('select id from public.courses order by position, created_at')).map((r) => r.id);
      const reversed = [...ids].reverse();
      await w.client[actor].rpc('reorder_courses', { ids: reversed });
      const now = (await w.backend.sql<{ id: string }>('select id from public.courses order by position, created_at')).map((r) => r.id);
      return JSON.stringify(now) === JSON.stringify(reversed);
    },
  },
  {
    name: 'reorder_modules: applies a whole new order of a course',
    allowed: staff,
    run: async (w, actor) => {
      const course = await courseIn(w, 'draft');
      const [second] = await w.backend.sql<{ id: string }>(
        `insert into public.modules (course_id, title, position) values ($1, 'Dezyèm', 2) returning id`,
        [course.id],
      );
      await w.client[actor].rpc('reorder_modules', { course: course.id, ids: [second!.id, course.module] });
      const now = await positionsOf(w, 'select id, position from public.modules where course_id = $1 order by position', [course.id]);
      return JSON.stringify(now) === JSON.stringify([`${second!.id}:1`, `${course.module}:2`]);
    },
  },
  {
    name: 'reorder_lessons: applies a whole new order of a module',
    allowed: staff,
    run: async (w, actor) => {
      const course = await courseIn(w, 'draft');
      const [second] = await w.backend.sql<{ id: string }>(
        `insert into public.videos (title, module_id, position) values ('Dezyèm', $1, 2) returning id`,
        [course.module],
      );
      await w.client[actor].rpc('reorder_lessons', { course: course.id, module: course.module, ids: [second!.id, course.lesson] });
      const now = await positionsOf(w, 'select id, position from public.videos where module_id = $1 order by position', [course.module]);
      return JSON.stringify(now) === JSON.stringify([`${second!.id}:1`, `${course.lesson}:2`]);
    },
  },
  {
    name: 'reorder_lessons (attack): an order that leaves out a lesson (stale)',
    allowed: nobody,
    control: async (w) => {
      const course = await courseIn(w, 'draft');
      const { error } = await w.client.master.rpc('reorder_lessons', { course: course.id, module: course.module, ids: [course.lesson] });
      return error === null;
    },
    run: async (w, actor) => {
      const course = await courseIn(w, 'draft');
      await w.backend.sql(`insert into public.videos (title, module_id, position) values ('Dezyèm', $1, 2)`, [course.module]);
      await w.backend.sql(`update public.videos set position = 5 where id = $1`, [course.lesson]);
      await w.client[actor].rpc('reorder_lessons', { course: course.id, module: course.module, ids: [course.lesson] });
      return (await ownerValue(w, 'select position as value from public.videos where id = $1', [course.lesson])) === 1;
    },
  },
  {
    name: 'move_lesson: moves a lesson to another course and renumbers both lists',
    allowed: staff,
    run: async (w, actor) => {
      const from = await courseIn(w, 'draft');
      const to = await courseIn(w, 'draft');
      await w.client[actor].rpc('move_lesson', { lesson: from.lesson, to_course: to.id, to_module: to.module, to_position: 1 });
      const now = await positionsOf(w, 'select id, position from public.videos where module_id = $1 order by position', [to.module]);
      return JSON.stringify(now) === JSON.stringify([`${from.lesson}:1`, `${to.lesson}:2`]);
    },
  },
];

runPolicyMatrix('policy matrix: courses staff build (issue 33)', [...reading, ...writing]);
