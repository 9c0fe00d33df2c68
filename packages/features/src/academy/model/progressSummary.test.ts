import { describe, expect, it } from 'vitest';
import { groupLessonsByModule } from './modules.ts';
import { summarizeCourse } from './progressSummary.ts';
import { lesson, progressOf } from './testLessons.ts';

const modules = groupLessonsByModule([
  lesson('a1', { module_id: 'm1', module_position: 1 }),
  lesson('a2', { module_id: 'm1', module_position: 1 }),
  lesson('b1', { module_id: 'm2', module_position: 2 }),
  lesson('c1', { module_id: 'm3', module_position: 3 }),
]);

describe('summarizeCourse', () => {
  it('counts completed modules and watched lessons, percent over modules rounded', () => {
    const summary = summarizeCourse(
      modules,
      progressOf([
        { video_id: 'a1', completed: true },
        { video_id: 'a2', completed: true },
        { video_id: 'c1', completed: true },
      ]),
    );
    // 2 of 3 modules (m1 and m3) = 66.67 -> 67; lessons count separately.
    expect(summary).toEqual({
      completedModules: 2,
      totalModules: 3,
      watchedLessons: 3,
      totalLessons: 4,
      percent: 67,
      courseComplete: false,
    });
  });

  it('does not count a lesson in progress as watched', () => {
    const summary = summarizeCourse(modules, progressOf([{ video_id: 'a1', progress: 99 }]));
    expect(summary.watchedLessons).toBe(0);
    expect(summary.percent).toBe(0);
  });

  it('is complete only when every module is complete', () => {
    const all = progressOf(['a1', 'a2', 'b1', 'c1'].map((video_id) => ({ video_id, completed: true })));
    expect(summarizeCourse(modules, all)).toMatchObject({ percent: 100, courseComplete: true });
  });

  it('is never complete without modules', () => {
    expect(summarizeCourse([], progressOf([]))).toMatchObject({ percent: 0, courseComplete: false, totalModules: 0 });
  });
});
