import { isLessonCompleted, moduleStates } from './modules.ts';
import type { CatalogLesson, CourseModule, ProgressByLesson } from './types.ts';

export type NextLesson = { lesson: CatalogLesson; moduleKey: string; resumeAtSeconds: number };

/**
 * What 'Continue Learning' opens: the first unfinished lesson of an unlocked module, in course order,
 * resumed where the learner left it. Null when every reachable lesson is finished.
 */
export function chooseNextLesson(modules: readonly CourseModule[], progress: ProgressByLesson): NextLesson | null {
  for (const { module, unlocked } of moduleStates(modules, progress)) {
    // Stryker disable next-line ConditionalExpression: kept on purpose (stryker/scopes.mjs keptOnPurpose): the first module with an unfinished lesson is always unlocked (the one before it is complete), so the loop returns before any locked module
    if (!unlocked) continue;
    const lesson = module.lessons.find((candidate) => !isLessonCompleted(candidate.id, progress));
    if (lesson) return { lesson, moduleKey: module.key, resumeAtSeconds: Math.max(0, progress.get(lesson.id)?.position_seconds ?? 0) };
  }
  return null;
}
