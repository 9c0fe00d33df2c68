import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import useSWR from 'swr';
import { Button } from '@academy/ui';
import { useT } from '../../i18n/index.ts';
import { supabase } from '../../backend/index.ts';
import { courseToForm, deleteCourse, fetchCourses, isSlugLocked, reorderCourses, type DashboardCourse } from '../data/courses.ts';
import { ConfirmDialog } from '../parts/ConfirmDialog.tsx';
import { ListState } from '../parts/ListState.tsx';
import { ManagerHeader } from '../parts/ManagerHeader.tsx';
import { ReorderList } from '../parts/ReorderList.tsx';
import { useDashboardAction } from '../useDashboardAction.ts';
import { useOrderedSave } from '../useOrderedSave.ts';
import { CourseFormDialog } from './CourseFormDialog.tsx';
import { CourseMeta } from './CourseSummary.tsx';
import { useCourseForm } from './useCourseForm.ts';
import * as styles from '../Dashboard.css.ts';
import * as builder from './CourseBuilder.css.ts';

export const COURSES_KEY = 'dashboard/courses';
export const coursePath = (id: string) => `/dashboard/courses/${id}`;

/** Every course (drafts too) in staff's order: reorder, add, edit, open, delete. */
export function CourseList() {
  const t = useT();
  const navigate = useNavigate();
  const run = useDashboardAction();
  const courses = useSWR(COURSES_KEY, () => fetchCourses(supabase()));
  const [deleting, setDeleting] = useState<DashboardCourse | null>(null);
  const [editing, setEditing] = useState<DashboardCourse | null>(null);
  const reload = useCallback(() => courses.mutate(), [courses]);
  const save = useCallback((ids: string[]) => reorderCourses(supabase(), ids), []);
  const order = useOrderedSave({ items: courses.data ?? [], save, reload });
  const form = useCourseForm({
    nextPosition: () => Math.max(0, ...(courses.data ?? []).map((course) => course.position)) + 1,
    onSaved: () => void reload(),
    currentSlug: () => editing?.slug,
  });

  return (
    <div className={styles.panel}>
      <ManagerHeader
        title={t('dashboard.courses.heading')}
        actionLabel={t('dashboard.courses.add')}
        onAction={() => {
          setEditing(null);
          form.openAdd();
        }}
      />
      <ListState
        data={courses.data}
        error={courses.error}
        isLoading={courses.isLoading}
        errorText={t('dashboard.courses.error')}
        emptyText={t('dashboard.courses.empty')}
        onRetry={() => void reload()}
      >
        {() => (
          <ReorderList
            label={t('dashboard.courses.listLabel')}
            items={order.items}
            status={order.status}
            isSaving={order.isSaving}
            onReorder={(ids, moved) => void order.reorder(ids, moved)}
            emptyText={t('dashboard.courses.empty')}
            renderItem={(course) => (
              <>
                <div className={builder.itemMain}>
                  <h3 className={builder.itemTitle} data-title>
                    {course.title}
                  </h3>
                  <CourseMeta course={course} />
                </div>
                <div className={builder.itemActions}>
                  <Button
                    size="sm"
                    onPress={() => navigate(coursePath(course.id))}
                    aria-label={`${t('dashboard.courses.open')}: ${course.title}`}
                  >
                    {t('dashboard.courses.open')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`${t('dashboard.actions.edit')}: ${course.title}`}
                    onPress={() => {
                      setEditing(course);
                      form.openEdit(course.id, courseToForm(course));
                    }}
                  >
                    {t('dashboard.actions.edit')}
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    aria-label={`${t('dashboard.actions.delete')}: ${course.title}`}
                    onPress={() => setDeleting(course)}
                  >
                    {t('dashboard.actions.delete')}
                  </Button>
                </div>
              </>
            )}
          />
        )}
      </ListState>

      <CourseFormDialog form={form} slugLocked={editing !== null && isSlugLocked(editing)} />
      <ConfirmDialog
        message={deleting ? t('dashboard.courses.confirmDelete') : null}
        confirmLabel={t('dashboard.actions.confirmDelete')}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await run(() => deleteCourse(supabase(), deleting.id), 'dashboard.courses.deleted', 'dashboard.courses.deleteFailed');
          void reload();
        }}
      />
    </div>
  );
}
