import { isLessonCompleted, isModuleComplete } from './modules.ts';
import type { CourseModule, ProgressByLesson } from './types.ts';

export type CourseSummary = {
  completedModules: number;
  totalModules: number;
  watchedLessons: number;
  totalLessons: number;
  /** Completed modules over total modules, rounded (spec section 9). */
  percent: number;
  /** Every module complete, and there is at least one. */
  courseComplete: boolean;
};

export function summarizeCourse(modules: readonly CourseModule[], progress: ProgressByLesson): CourseSummary {
  const totalModules = modules.length;
  const completedModules = modules.filter((module) => isModuleComplete(module, progress)).length;
  const lessons = modules.flatMap((module) => module.lessons);
  const watchedLessons = lessons.filter((lesson) => isLessonCompleted(lesson.id, progress)).length;
  return {
    completedModules,
    totalModules,
    watchedLessons,
    totalLessons: lessons.length,
    percent: totalModules === 0 ? 0 : Math.round((completedModules / totalModules) * 100),
    courseComplete: totalModules > 0 && completedModules === totalModules,
  };
}
