import { DEFAULT_MODULE_KEY, type CatalogLesson, type CourseModule, type ProgressByLesson } from './types.ts';

/** Missing positions sort after every numbered one, then by creation time (spec: creation order). */
function byPositionThenCreation(a: { position: number | null; created_at: string }, b: { position: number | null; created_at: string }) {
  const pa = a.position ?? Number.POSITIVE_INFINITY;
  const pb = b.position ?? Number.POSITIVE_INFINITY;
  if (pa !== pb) return pa < pb ? -1 : 1;
  return a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0;
}

/**
 * Groups lessons by module: modules by their position (then by their first lesson's creation),
 * lessons by position then creation; lessons without a module form the 'default' group, last.
 */
export function groupLessonsByModule(lessons: readonly CatalogLesson[]): CourseModule[] {
  const groups = new Map<string, CourseModule & { firstCreated: string }>();
  for (const lesson of lessons) {
    const key = lesson.module_id ?? DEFAULT_MODULE_KEY;
    let group = groups.get(key);
    if (!group) {
      group = {
        key,
        title: lesson.module_id ? lesson.module_title : null,
        position: lesson.module_id ? lesson.module_position : null,
        lessons: [],
        firstCreated: lesson.created_at,
      };
      groups.set(key, group);
    }
    group.lessons.push(lesson);
    if (lesson.created_at < group.firstCreated) group.firstCreated = lesson.created_at;
  }
  const ordered = [...groups.values()].sort((a, b) => {
    if ((a.key === DEFAULT_MODULE_KEY) !== (b.key === DEFAULT_MODULE_KEY)) return a.key === DEFAULT_MODULE_KEY ? 1 : -1;
    return byPositionThenCreation(
      { position: a.position, created_at: a.firstCreated },
      { position: b.position, created_at: b.firstCreated },
    );
  });
  return ordered.map(({ firstCreated: _unused, ...group }) => ({ ...group, lessons: [...group.lessons].sort(byPositionThenCreation) }));
}

export function isLessonCompleted(lessonId: string, progress: ProgressByLesson): boolean {
  return progress.get(lessonId)?.completed === true;
}

/** A module is complete when every one of its lessons is completed. */
export function isModuleComplete(module: CourseModule, progress: ProgressByLesson): boolean {
  return module.lessons.every((lesson) => isLessonCompleted(lesson.id, progress));
}

/** The first module is always open; any other opens once every lesson of the module before it is completed. */
export function isModuleUnlocked(modules: readonly CourseModule[], index: number, progress: ProgressByLesson): boolean {
  if (index === 0) return true;
  const previous = modules[index - 1];
  return previous !== undefined && isModuleComplete(previous, progress);
}

export type ModuleState = { module: CourseModule; unlocked: boolean; complete: boolean };

export function moduleStates(modules: readonly CourseModule[], progress: ProgressByLesson): ModuleState[] {
  return modules.map((module, index) => ({
    module,
    unlocked: isModuleUnlocked(modules, index, progress),
    complete: isModuleComplete(module, progress),
  }));
}
