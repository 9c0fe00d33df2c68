import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import useSWR from 'swr';
import { Badge, Button, ErrorState, Skeleton } from '@academy/ui';
import { previewPath } from '../../academy/model/index.ts';
import { useT } from '../../i18n/index.ts';
import { supabase } from '../../backend/index.ts';
import {
  createModule,
  deleteModule,
  fetchCourseStructure,
  lessonsIn,
  renameModule,
  reorderLessons,
  reorderModules,
  type CourseStructure,
  type DashboardModule,
} from '../data/courseStructure.ts';
import { courseToForm, deleteCourse, fetchCourse, isSlugLocked, type DashboardCourse } from '../data/courses.ts';
import { fetchCourseOptions, moveLesson, videoToForm, type CourseOption, type DashboardVideo } from '../data/videos.ts';
import { formOfTexts, textsFromRow, textsOfForm } from '../model/localizedTexts.ts';
import { ConfirmDialog } from '../parts/ConfirmDialog.tsx';
import { ReorderList } from '../parts/ReorderList.tsx';
import { useVideoForm, VideoFormDialog, type VideoForm } from '../parts/VideoFormDialog.tsx';
import { useDashboardAction } from '../useDashboardAction.ts';
import { useEntityForm } from '../useEntityForm.ts';
import { useOrderedSave } from '../useOrderedSave.ts';
import { CourseFormDialog } from './CourseFormDialog.tsx';
import { CourseMeta, MissingLanguagesBadge } from './CourseSummary.tsx';
import { emptyModule, ModuleFormDialog, validateModule, type ModuleFormValues } from './ModuleFormDialog.tsx';
import { MoveLessonDialog } from './MoveLessonDialog.tsx';
import { useCourseForm } from './useCourseForm.ts';
import * as styles from './CourseBuilder.css.ts';
import * as dashboard from '../Dashboard.css.ts';

/** One course: its details, its modules (add, rename, delete, reorder) and each module's lessons. */
export function CourseBuilder({ courseId }: { courseId: string }) {
  const t = useT();
  const navigate = useNavigate();
  const course = useSWR(['dashboard/course', courseId], () => fetchCourse(supabase(), courseId));
  const structure = useSWR(['dashboard/course-structure', courseId], () => fetchCourseStructure(supabase(), courseId));
  const options = useSWR('dashboard/course-options', () => fetchCourseOptions(supabase()));
  const reload = useCallback(() => Promise.all([structure.mutate(), options.mutate()]), [structure, options]);

  if ((course.error && !course.data) || (structure.error && !structure.data))
    return (
      <div className={dashboard.panel}>
        <BackToCourses />
        <ErrorState
          title={t('dashboard.courses.loadOneFailed')}
          onRetry={() => void Promise.all([course.mutate(), reload()])}
          retryLabel={t('common.retry')}
        />
      </div>
    );
  if (!course.data || !structure.data)
    return (
      <div className={dashboard.panel} role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton height="3rem" />
        <Skeleton height="10rem" />
      </div>
    );
  return (
    <Builder
      course={course.data}
      structure={structure.data}
      courseOptions={options.data ?? []}
      reloadCourse={() => void Promise.all([course.mutate(), options.mutate()])}
      reload={reload}
      onDeleted={() => navigate('/dashboard/courses')}
    />
  );
}

function BackToCourses() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Button variant="ghost" size="sm" className={styles.back} onPress={() => navigate('/dashboard/courses')}>
      ← {t('dashboard.courses.back')}
    </Button>
  );
}

function Builder({
  course,
  structure,
  courseOptions,
  reloadCourse,
  reload,
  onDeleted,
}: {
  course: DashboardCourse;
  structure: CourseStructure;
  courseOptions: CourseOption[];
  reloadCourse: () => void;
  reload: () => Promise<unknown>;
  onDeleted: () => void;
}) {
  const t = useT();
  const run = useDashboardAction();
  const [deletingCourse, setDeletingCourse] = useState(false);
  const [deletingModule, setDeletingModule] = useState<DashboardModule | null>(null);
  const [moving, setMoving] = useState<DashboardVideo | null>(null);
  const courseForm = useCourseForm({ nextPosition: () => course.position, onSaved: reloadCourse, currentSlug: () => course.slug });
  const videoForm = useVideoForm(() => void reload());
  const moduleForm = useEntityForm<ModuleFormValues>({
    empty: emptyModule,
    validate: validateModule,
    save: async (values, id) => {
      const texts = textsOfForm(values);
      const position = Math.max(0, ...structure.modules.map((m) => m.position)) + 1;
      const ok = id
        ? await run(() => renameModule(supabase(), id, texts), 'dashboard.modules.renamed', 'dashboard.modules.renameFailed')
        : await run(() => createModule(supabase(), course.id, texts, position), 'dashboard.modules.added', 'dashboard.modules.addFailed');
      if (ok) void reload();
      return ok;
    },
  });
  const saveModules = useCallback((ids: string[]) => reorderModules(supabase(), course.id, ids), [course.id]);
  const modules = useOrderedSave({ items: structure.modules, save: saveModules, reload });
  const moveTo = (lesson: DashboardVideo, courseId: string, moduleId: string | null) =>
    run(() => moveLesson(supabase(), lesson.id, courseId, moduleId, null), 'dashboard.lessons.moved', 'dashboard.lessons.moveFailed').then(
      (ok) => {
        void reload();
        return ok;
      },
    );

  return (
    <div className={dashboard.panel}>
      <BackToCourses />
      <div className={styles.sectionHeader}>
        <div className={styles.itemMain}>
          <h2 className={dashboard.managerTitle}>{course.title}</h2>
          <CourseMeta course={course} />
        </div>
        <div className={styles.itemActions}>
          <Button variant="outline" href={previewPath(course.slug, 'free')}>
            {t('dashboard.courses.preview')}
          </Button>
          <Button variant="outline" onPress={() => courseForm.openEdit(course.id, courseToForm(course))}>
            {t('dashboard.courses.edit')}
          </Button>
          <Button variant="danger" onPress={() => setDeletingCourse(true)}>
            {t('dashboard.courses.delete')}
          </Button>
        </div>
      </div>

      <section className={styles.section} aria-labelledby="course-modules">
        <div className={styles.sectionHeader}>
          <h3 id="course-modules" className={styles.sectionTitle}>
            {t('dashboard.modules.heading')}
          </h3>
          <Button size="sm" onPress={moduleForm.openAdd}>
            {t('dashboard.modules.add')}
          </Button>
        </div>
        <ReorderList
          label={t('dashboard.modules.listLabel', { course: course.title })}
          items={modules.items}
          status={modules.status}
          isSaving={modules.isSaving}
          onReorder={(ids, moved) => void modules.reorder(ids, moved)}
          emptyText={t('dashboard.modules.empty')}
          renderItem={(module) => (
            <>
              <div className={styles.itemMain}>
                <span className={styles.itemTitle} data-title>
                  {module.title}
                </span>
                <ModuleMeta module={module} lessons={lessonsIn(structure, module.id).length} />
              </div>
              <div className={styles.itemActions}>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`${t('dashboard.modules.rename')}: ${module.title}`}
                  onPress={() => moduleForm.openEdit(module.id, formOfTexts(textsFromRow(module)))}
                >
                  {t('dashboard.modules.rename')}
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  aria-label={`${t('dashboard.actions.delete')}: ${module.title}`}
                  onPress={() => setDeletingModule(module)}
                >
                  {t('dashboard.actions.delete')}
                </Button>
              </div>
            </>
          )}
        />
      </section>

      {modules.items.map((module) => (
        <LessonSection
          key={module.id}
          course={course}
          module={module}
          lessons={lessonsIn(structure, module.id)}
          videoForm={videoForm}
          courseOptions={courseOptions}
          onMove={setMoving}
          reload={reload}
        />
      ))}
      <LessonSection
        course={course}
        module={null}
        lessons={lessonsIn(structure, null)}
        videoForm={videoForm}
        courseOptions={courseOptions}
        onMove={setMoving}
        reload={reload}
      />

      <CourseFormDialog form={courseForm} slugLocked={isSlugLocked(course)} />
      <ModuleFormDialog form={moduleForm} />
      <VideoFormDialog form={videoForm} courseOptions={courseOptions} />
      <MoveLessonDialog lesson={moving} courseOptions={courseOptions} onMove={moveTo} onClose={() => setMoving(null)} />
      <ConfirmDialog
        message={deletingModule ? t('dashboard.modules.confirmDelete') : null}
        confirmLabel={t('dashboard.actions.confirmDelete')}
        onClose={() => setDeletingModule(null)}
        onConfirm={async () => {
          if (!deletingModule) return;
          await run(() => deleteModule(supabase(), deletingModule.id), 'dashboard.modules.deleted', 'dashboard.modules.deleteFailed');
          void reload();
        }}
      />
      <ConfirmDialog
        message={deletingCourse ? t('dashboard.courses.confirmDelete') : null}
        confirmLabel={t('dashboard.actions.confirmDelete')}
        onClose={() => setDeletingCourse(false)}
        onConfirm={async () => {
          const ok = await run(() => deleteCourse(supabase(), course.id), 'dashboard.courses.deleted', 'dashboard.courses.deleteFailed');
          if (ok) onDeleted();
        }}
      />
    </div>
  );
}

function ModuleMeta({ module, lessons }: { module: DashboardModule; lessons: number }) {
  const t = useT();
  return (
    <span className={styles.itemMeta}>
      <span>{t('dashboard.modules.lessonCount', { count: lessons })}</span>
      <MissingLanguagesBadge row={module} />
    </span>
  );
}

/** One module's lessons (or the course's unassigned ones): reorder, add in place, edit, move. */
function LessonSection({
  course,
  module,
  lessons,
  videoForm,
  courseOptions,
  onMove,
  reload,
}: {
  course: DashboardCourse;
  module: DashboardModule | null;
  lessons: DashboardVideo[];
  videoForm: VideoForm;
  courseOptions: CourseOption[];
  onMove: (lesson: DashboardVideo) => void;
  reload: () => Promise<unknown>;
}) {
  const t = useT();
  const moduleId = module?.id ?? null;
  const save = useCallback((ids: string[]) => reorderLessons(supabase(), course.id, moduleId, ids), [course.id, moduleId]);
  const order = useOrderedSave({ items: lessons, save, reload });
  const heading = module ? module.title : t('dashboard.lessons.unassigned');
  const headingId = `lessons-${moduleId ?? 'unassigned'}`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <h3 id={headingId} className={styles.sectionTitle}>
          {module ? t('dashboard.lessons.headingIn', { module: heading }) : heading}
        </h3>
        {module && (
          <Button
            size="sm"
            variant="outline"
            aria-label={`${t('dashboard.lessons.add')}: ${module.title}`}
            onPress={() =>
              videoForm.addIn({ course_id: course.id, module_id: module.id }, Math.max(0, ...lessons.map((l) => l.position ?? 0)) + 1)
            }
          >
            {t('dashboard.lessons.add')}
          </Button>
        )}
      </div>
      <ReorderList
        label={t('dashboard.lessons.listLabel', { module: heading })}
        items={order.items}
        status={order.status}
        isSaving={order.isSaving}
        onReorder={(ids, moved) => void order.reorder(ids, moved)}
        emptyText={t(module ? 'dashboard.lessons.empty' : 'dashboard.lessons.noneUnassigned')}
        renderItem={(lesson) => (
          <>
            <div className={styles.itemMain}>
              <span className={styles.itemTitle} data-title>
                {lesson.title}
              </span>
              <span className={styles.itemMeta}>
                {lesson.is_private && <Badge variant="premium">{t('dashboard.premiumBadge')}</Badge>}
                {lesson.is_hidden && <Badge variant="outline">{t('dashboard.hiddenBadge')}</Badge>}
                <MissingLanguagesBadge row={lesson} />
              </span>
            </div>
            <div className={styles.itemActions}>
              <Button
                size="sm"
                variant="outline"
                aria-label={`${t('dashboard.actions.edit')}: ${lesson.title}`}
                onPress={() => videoForm.edit(lesson.id, videoToForm(lesson, courseOptions))}
              >
                {t('dashboard.actions.edit')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`${t('dashboard.lessons.move')}: ${lesson.title}`}
                onPress={() => onMove(lesson)}
              >
                {t('dashboard.lessons.move')}
              </Button>
            </div>
          </>
        )}
      />
    </section>
  );
}
