import { Badge } from '@academy/ui';
import { announcedMonth, categoryName, levelName, monthYearLabel } from '../../academy/model/index.ts';
import { useI18n, useT } from '../../i18n/index.ts';
import type { DashboardCourse } from '../data/courses.ts';
import { missingLanguages, textsFromRow, type Translations } from '../model/localizedTexts.ts';
import * as styles from './CourseBuilder.css.ts';

const stateBadge = { draft: 'outline', announced: 'info', published: 'success' } as const;

/** A course's state, planned month, address, category, level, premium flag and the languages its texts lack. */
export function CourseMeta({ course }: { course: DashboardCourse }) {
  const { t, locale } = useI18n();
  const month = announcedMonth(course);
  return (
    <div className={styles.itemMeta}>
      <Badge variant={stateBadge[course.state]}>{t(`dashboard.courses.state.${course.state}`)}</Badge>
      {month && <span>{t('dashboard.courses.plannedFor', { month: monthYearLabel(month, locale) })}</span>}
      <span>{`/academy/${course.slug}`}</span>
      {course.category && <span>{categoryName(course.category, t)}</span>}
      {course.level && <span>{levelName(course.level, t)}</span>}
      {course.is_premium && <Badge variant="premium">{t('dashboard.premiumBadge')}</Badge>}
      <MissingLanguagesBadge row={course} />
    </div>
  );
}

/** "Missing: Português, English" on a course, module or lesson whose texts lack a language; nothing when complete. */
export function MissingLanguagesBadge({ row }: { row: { title: string; description: string | null; translations?: Translations | null } }) {
  const t = useT();
  const missing = missingLanguages(textsFromRow(row));
  if (missing.length === 0) return null;
  return (
    <Badge variant="warning">
      {t('dashboard.languages.missingList', { languages: missing.map((language) => t(`dashboard.languages.${language}`)).join(', ') })}
    </Badge>
  );
}
