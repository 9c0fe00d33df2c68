import { useState } from 'react';
import { Select } from '@academy/ui';
import { useT } from '../../i18n/index.ts';
import type { CourseOption, DashboardVideo } from '../data/videos.ts';
import { FormDialog } from '../parts/FormDialog.tsx';
import * as styles from '../Dashboard.css.ts';

const UNASSIGNED = '__unassigned';

/** Moves a lesson to another module of its course or of another course (or to a course's unassigned list). */
export function MoveLessonDialog({
  lesson,
  courseOptions,
  onMove,
  onClose,
}: {
  lesson: DashboardVideo | null;
  courseOptions: CourseOption[];
  onMove: (lesson: DashboardVideo, courseId: string, moduleId: string | null) => Promise<boolean>;
  onClose: () => void;
}) {
  const t = useT();
  return lesson ? <MoveForm key={lesson.id} lesson={lesson} courseOptions={courseOptions} onMove={onMove} onClose={onClose} t={t} /> : null;
}

function MoveForm({
  lesson,
  courseOptions,
  onMove,
  onClose,
  t,
}: {
  lesson: DashboardVideo;
  courseOptions: CourseOption[];
  onMove: (lesson: DashboardVideo, courseId: string, moduleId: string | null) => Promise<boolean>;
  onClose: () => void;
  t: ReturnType<typeof useT>;
}) {
  const [courseId, setCourseId] = useState(lesson.course_id ?? '');
  const [moduleId, setModuleId] = useState(lesson.module_id ?? UNASSIGNED);
  const [pending, setPending] = useState(false);
  const modules = courseOptions.find((course) => course.id === courseId)?.modules ?? [];
  return (
    <FormDialog
      title={t('dashboard.lessons.moveTitle', { title: lesson.title })}
      isOpen
      onClose={onClose}
      pending={pending}
      submitLabel={t('dashboard.lessons.move')}
      onSubmit={() => {
        if (!courseId) return;
        setPending(true);
        void onMove(lesson, courseId, moduleId === UNASSIGNED ? null : moduleId).then((ok) => {
          setPending(false);
          if (ok) onClose();
        });
      }}
    >
      <div className={styles.formRow}>
        <Select
          label={t('dashboard.videos.course')}
          options={courseOptions.map((course) => ({ id: course.id, label: course.title }))}
          selectedKey={courseId || null}
          onSelectionChange={(key) => {
            setCourseId(key ? String(key) : '');
            setModuleId(UNASSIGNED);
          }}
        />
        <Select
          label={t('dashboard.videos.module')}
          options={[{ id: UNASSIGNED, label: t('dashboard.lessons.unassigned') }, ...modules.map((m) => ({ id: m.id, label: m.title }))]}
          selectedKey={moduleId}
          onSelectionChange={(key) => setModuleId(key ? String(key) : UNASSIGNED)}
        />
      </div>
    </FormDialog>
  );
}
