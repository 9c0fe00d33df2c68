// "Preview as a learner" (issue 33): staff see a course, a draft included, as a learner would. Staff read every lesson
// with its links (lesson_catalog); a learner reads only the lessons in a module of a published course, and a free
// learner's premium lessons come locked, without links. The preview applies the same rules to staff's rows; what a
// learner may read is still decided by the database alone (a draft stays invisible to everyone but staff).
import type { CatalogLesson } from './types.ts';

export const previewAudiences = ['free', 'subscribed'] as const;
export type PreviewAudience = (typeof previewAudiences)[number];

/** The audience of `?preview=free|subscribed`, for staff only; null otherwise. */
export function previewAudienceOf(search: string, isStaff: boolean): PreviewAudience | null {
  if (!isStaff) return null;
  const asked = new URLSearchParams(search).get('preview');
  return previewAudiences.find((audience) => audience === asked) ?? null;
}

/** The course page's address in a preview for `audience`. */
export function previewPath(slug: string, audience: PreviewAudience): string {
  return `/academy/${slug}?preview=${audience}`;
}

/** Staff's lessons as a learner of `audience` would read them: in a module only; premium locked for a free learner. */
export function lessonsAsLearnerSees<T extends CatalogLesson>(lessons: readonly T[], audience: PreviewAudience): T[] {
  return lessons
    .filter((lesson) => lesson.module_id !== null)
    .map((lesson) =>
      audience === 'free' && lesson.is_private ? { ...lesson, is_locked: true, youtube_url: null, video_url: null } : lesson,
    );
}
