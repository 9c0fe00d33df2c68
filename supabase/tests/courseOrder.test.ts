// Issue 33: the order functions under concurrency, module deletion, course deletion, and the change notices the
// server listens to. Two staff members are two real PostgreSQL sessions (as PostgREST runs a request: role
// authenticated, the caller's id in request.jwt.claim.sub), so their transactions truly overlap.
import postgres from 'postgres';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestBackend, describeEachEngine, type TestBackend } from './harness.ts';

type Sql = postgres.Sql;

describeEachEngine('course order functions', (engine) => {
  let backend: TestBackend;
  let staffA: Sql;
  let staffB: Sql;
  let masterId: string;
  let instructorId: string;

  beforeAll(async () => {
    backend = await createTestBackend(engine);
    masterId = (await backend.signUpUser(`order-master-${engine}@example.test`, 'master')).id;
    instructorId = (await backend.signUpUser(`order-instructor-${engine}@example.test`, 'instructor')).id;
    staffA = postgres(backend.databaseUrl, { max: 1, onnotice: () => {} });
    staffB = postgres(backend.databaseUrl, { max: 1, onnotice: () => {} });
  });
  afterAll(async () => {
    await staffA?.end();
    await staffB?.end();
    await backend?.close();
  });

  /** Runs `body` in one transaction as the API role of staff member `userId`. */
  const asStaff = <T>(sql: Sql, userId: string, body: (tx: postgres.TransactionSql) => Promise<T>) =>
    sql.begin(async (tx) => {
      await tx`select set_config('request.jwt.claim.sub', ${userId}, true), set_config('request.jwt.claim.role', 'authenticated', true)`;
      await tx`set local role authenticated`;
      return body(tx);
    }) as Promise<T>;

  async function courseWithLessons(slug: string, count: number) {
    const [course] = await backend.sql<{ id: string }>(`insert into public.courses (slug, title) values ($1, $1) returning id`, [slug]);
    const [module] = await backend.sql<{ id: string }>(
      `insert into public.modules (course_id, title, position) values ($1, 'M', 1) returning id`,
      [course!.id],
    );
    const lessons: string[] = [];
    for (let index = 1; index <= count; index += 1) {
      const [lesson] = await backend.sql<{ id: string }>(
        `insert into public.videos (title, module_id, position) values ($1, $2, $3) returning id`,
        [`L${index}`, module!.id, index],
      );
      lessons.push(lesson!.id);
    }
    return { course: course!.id, module: module!.id, lessons };
  }

  const positions = async (module: string) =>
    (await backend.sql<{ position: number }>('select position from public.videos where module_id = $1 order by position', [module])).map(
      (row) => row.position,
    );
  const shuffled = <T>(items: T[]) =>
    items
      .map((item) => [Math.random(), item] as const)
      .sort((a, b) => a[0] - b[0])
      .map(([, item]) => item);

  it('two staff reordering the same module at once never leave duplicate or missing positions', async () => {
    const { course, module, lessons } = await courseWithLessons(`race-${engine}`, 8);
    for (let round = 0; round < 15; round += 1) {
      const orderA = shuffled(lessons);
      const orderB = shuffled(lessons);
      // Each holds its transaction a moment after reordering, so the other's call overlaps it.
      await Promise.all([
        asStaff(staffA, masterId, async (tx) => {
          await tx`select public.reorder_lessons(${course}, ${module}, ${orderA})`;
          await tx`select pg_sleep(0.02)`;
        }),
        asStaff(staffB, instructorId, async (tx) => {
          await tx`select public.reorder_lessons(${course}, ${module}, ${orderB})`;
        }),
      ]);
      expect(await positions(module)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      const final = (
        await backend.sql<{ id: string }>('select id from public.videos where module_id = $1 order by position', [module])
      ).map((r) => r.id);
      expect([JSON.stringify(orderA), JSON.stringify(orderB)]).toContain(JSON.stringify(final));
    }
  });

  it("a reorder that waited for another staff member's move fails with 'stale_order' and changes nothing", async () => {
    const { course, module, lessons } = await courseWithLessons(`stale-${engine}`, 4);
    const other = await courseWithLessons(`stale-target-${engine}`, 1);
    let releaseMove!: () => void;
    const moveHeld = new Promise<void>((resolve) => (releaseMove = resolve));
    let moved!: () => void;
    const moveDone = new Promise<void>((resolve) => (moved = resolve));
    const move = asStaff(staffA, masterId, async (tx) => {
      await tx`select public.move_lesson(${lessons[0]!}, ${other.course}, ${other.module}, ${1})`;
      moved();
      await moveHeld;
    });
    await moveDone;
    // B starts while A holds the course's lock; its list still names the moved lesson.
    const reorder = asStaff(
      staffB,
      instructorId,
      async (tx) => tx`select public.reorder_lessons(${course}, ${module}, ${[...lessons].reverse()})`,
    );
    // postgres.js runs a transaction once it is awaited: start it, and release A only once B is inside the database.
    const settled = reorder.then(
      () => null,
      (error: unknown) => error,
    );
    await expect
      .poll(
        async () =>
          (
            await backend.sql<{ n: number }>(
              `select count(*)::int as n from pg_stat_activity where datname = current_database() and state = 'active' and query like '%reorder_lessons%' and pid <> pg_backend_pid()`,
            )
          )[0]!.n,
        { timeout: 5_000 },
      )
      .toBe(1);
    releaseMove();
    await move;
    expect(await settled).toMatchObject({ code: 'P0001', message: 'stale_order' });
    expect(await positions(module)).toEqual([1, 2, 3]);
    expect(await positions(other.module)).toEqual([1, 2]);
  });

  it('refuses a learner (42501) and a list with a duplicate (stale_order)', async () => {
    const { course, module, lessons } = await courseWithLessons(`refuse-${engine}`, 2);
    const student = (await backend.signUpUser(`order-student-${engine}@example.test`)).id;
    await expect(
      asStaff(staffA, student, (tx) => tx`select public.reorder_lessons(${course}, ${module}, ${lessons})`),
    ).rejects.toMatchObject({
      code: '42501',
    });
    await expect(
      asStaff(staffA, masterId, (tx) => tx`select public.reorder_lessons(${course}, ${module}, ${[lessons[0]!, lessons[0]!]})`),
    ).rejects.toMatchObject({ message: 'stale_order' });
  });

  it('moving a lesson renumbers both lists without gaps; deleting a module keeps its lessons; deleting a course removes them', async () => {
    const from = await courseWithLessons(`move-from-${engine}`, 3);
    const to = await courseWithLessons(`move-to-${engine}`, 2);
    await asStaff(staffA, masterId, (tx) => tx`select public.move_lesson(${from.lessons[1]!}, ${to.course}, ${to.module}, ${2})`);
    expect(await positions(from.module)).toEqual([1, 2]);
    const target = await backend.sql<{ id: string; position: number; course_id: string }>(
      'select id, position, course_id from public.videos where module_id = $1 order by position',
      [to.module],
    );
    expect(target.map((row) => row.id)).toEqual([to.lessons[0], from.lessons[1], to.lessons[1]]);
    expect(target.every((row) => row.course_id === to.course)).toBe(true);

    await asStaff(staffA, masterId, (tx) => tx`delete from public.modules where id = ${from.module}`);
    const unassigned = await backend.sql<{ id: string; position: number }>(
      'select id, position from public.videos where course_id = $1 and module_id is null order by position',
      [from.course],
    );
    expect(unassigned.map((row) => [row.id, row.position])).toEqual([
      [from.lessons[0], 1],
      [from.lessons[2], 2],
    ]);

    await asStaff(staffA, masterId, (tx) => tx`delete from public.courses where id = ${from.course}`);
    expect(await backend.sql('select id from public.videos where id = any($1)', [[from.lessons[0], from.lessons[2]]])).toEqual([]);
  });

  it("notifies 'academy_courses' when a course, a module or a lesson changes", async () => {
    const listener = postgres(backend.databaseUrl, { max: 1, onnotice: () => {} });
    const heard: string[] = [];
    try {
      await listener.listen('academy_courses', (payload) => heard.push(payload));
      const { course } = await courseWithLessons(`notice-${engine}`, 1);
      await backend.sql(`update public.courses set state = 'published' where id = $1`, [course]);
      await expect.poll(() => heard, { timeout: 5_000 }).toEqual(expect.arrayContaining(['courses', 'modules', 'videos']));
    } finally {
      await listener.end();
    }
  });
});
