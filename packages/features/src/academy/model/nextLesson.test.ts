import { describe, expect, it } from 'vitest';
import { groupLessonsByModule } from './modules.ts';
import { chooseNextLesson } from './nextLesson.ts';
import { lesson, progressOf } from './testLessons.ts';

const modules = groupLessonsByModule([
  lesson('a1', { module_id: 'm1', module_position: 1, position: 1 }),
  lesson('a2', { module_id: 'm1', module_position: 1, position: 2 }),
  lesson('b1', { module_id: 'm2', module_position: 2, position: 1 }),
]);

describe('chooseNextLesson', () => {
  it('starts a new learner at the first lesson from the beginning', () => {
    expect(chooseNextLesson(modules, progressOf([]))).toEqual({ lesson: modules[0]!.lessons[0], moduleKey: 'm1', resumeAtSeconds: 0 });
  });

  it('picks the first unfinished lesson and resumes at its saved position', () => {
    const next = chooseNextLesson(
      modules,
      progressOf([
        { video_id: 'a1', completed: true },
        { video_id: 'a2', progress: 40, position_seconds: 73 },
      ]),
    );
    expect(next?.lesson.id).toBe('a2');
    expect(next?.resumeAtSeconds).toBe(73);
  });

  it('moves into the next module once the previous one is complete', () => {
    expect(
      chooseNextLesson(
        modules,
        progressOf([
          { video_id: 'a1', completed: true },
          { video_id: 'a2', completed: true },
        ]),
      )?.lesson.id,
    ).toBe('b1');
  });

  it('never picks a lesson of a locked module (a later lesson finished out of order)', () => {
    const next = chooseNextLesson(modules, progressOf([{ video_id: 'b1', completed: true }]));
    expect(next?.lesson.id).toBe('a1');
  });

  it('returns null when everything is finished', () => {
    expect(chooseNextLesson(modules, progressOf(['a1', 'a2', 'b1'].map((video_id) => ({ video_id, completed: true }))))).toBeNull();
  });
});
