import { supabase } from '../../backend/index.ts';
import { notify } from '../../shell/notify.ts';
import { useT } from '../../i18n/index.ts';
import { createCourse, CourseWriteError, updateCourse } from '../data/courses.ts';
import { emptyCourse, validateCourse, type CourseFormValues } from '../model/courseForm.ts';
import { useEntityForm } from '../useEntityForm.ts';

/**
 * The course form's save: create (last in staff's order) or update, with the database's refusals about the slug
 * (already taken; locked once published) shown at the slug field instead of a toast.
 */
export function useCourseForm(options: {
  nextPosition: () => number;
  onSaved: (id: string) => void;
  currentSlug?: () => string | undefined;
}) {
  const t = useT();
  return useEntityForm<CourseFormValues>({
    empty: emptyCourse,
    validate: (values) => validateCourse(values, options.currentSlug?.()),
    save: async (values, id) => {
      try {
        const savedId = id ?? (await createCourse(supabase(), values, options.nextPosition())).id;
        if (id) await updateCourse(supabase(), id, values);
        notify('success', t(id ? 'dashboard.courses.updated' : 'dashboard.courses.added'));
        options.onSaved(savedId);
        return true;
      } catch (error) {
        console.error(error);
        if (error instanceof CourseWriteError && error.reason === 'slug_taken') return { slug: 'dashboard.courses.slugTaken' };
        if (error instanceof CourseWriteError && error.reason === 'slug_locked') return { slug: 'dashboard.courses.slugLocked' };
        if (error instanceof CourseWriteError && error.reason === 'slug_reserved') return { slug: 'dashboard.courses.slugReserved' };
        notify('error', t(id ? 'dashboard.courses.updateFailed' : 'dashboard.courses.createFailed'));
        return false;
      }
    },
  });
}
