import { describe, expect, it } from 'vitest';
import { groupLessonsByModule, isModuleComplete, moduleStates } from './modules.ts';
import { lesson, progressOf } from './testLessons.ts';

const m1 = { module_id: 'm1', module_title: 'Basics', module_position: 1 };
const m2 = { module_id: 'm2', module_title: 'Next', module_position: 2 };

describe('groupLessonsByModule', () => {
  it('orders modules by position and lessons by position then creation', () => {
    const modules = groupLessonsByModule([
      lesson('b2', { ...m2, position: 2 }),
      lesson('a2', { ...m1, position: 2 }),
      lesson('b1', { ...m2, position: 1 }),
      lesson('a1-late', { ...m1, position: 1, created_at: '2025-02-01T00:00:00Z' }),
      lesson('a1-early', { ...m1, position: 1, created_at: '2025-01-05T00:00:00Z' }),
    ]);
    expect(modules.map((m) => m.key)).toEqual(['m1', 'm2']);
    expect(modules[0]?.title).toBe('Basics');
    expect(modules[0]?.lessons.map((l) => l.id)).toEqual(['a1-early', 'a1-late', 'a2']);
    expect(modules[1]?.lessons.map((l) => l.id)).toEqual(['b1', 'b2']);
  });

  it("puts lessons without a module under 'default', after the real modules", () => {
    const modules = groupLessonsByModule([lesson('loose'), lesson('a', m1)]);
    expect(modules.map((m) => m.key)).toEqual(['m1', 'default']);
    expect(modules[1]?.title).toBeNull();
  });

  it('orders modules without a position by their first lesson creation', () => {
    const modules = groupLessonsByModule([
      lesson('x', { module_id: 'late', created_at: '2025-03-01T00:00:00Z' }),
      lesson('y', { module_id: 'early', created_at: '2025-01-01T00:00:00Z' }),
    ]);
    expect(modules.map((m) => m.key)).toEqual(['early', 'late']);
  });

  it('returns no modules for no lessons', () => {
    expect(groupLessonsByModule([])).toEqual([]);
  });
});

describe('module locking and completion', () => {
  const modules = groupLessonsByModule([
    lesson('a1', { ...m1, position: 1 }),
    lesson('a2', { ...m1, position: 2 }),
    lesson('b1', { ...m2, position: 1 }),
    lesson('c1', { module_id: 'm3', module_position: 3 }),
  ]);

  it('opens only the first module for a new learner', () => {
    expect(moduleStates(modules, progressOf([])).map((s) => s.unlocked)).toEqual([true, false, false]);
  });

  it('keeps the next module locked until every lesson of the previous one is completed', () => {
    const partly = progressOf([
      { video_id: 'a1', completed: true, progress: 100 },
      { video_id: 'a2', progress: 90 },
    ]);
    expect(moduleStates(modules, partly).map((s) => s.unlocked)).toEqual([true, false, false]);
    expect(isModuleComplete(modules[0]!, partly)).toBe(false);

    const done = progressOf([
      { video_id: 'a1', completed: true },
      { video_id: 'a2', completed: true },
    ]);
    expect(moduleStates(modules, done).map((s) => [s.unlocked, s.complete])).toEqual([
      [true, true],
      [true, false],
      [false, false],
    ]);
  });
});
