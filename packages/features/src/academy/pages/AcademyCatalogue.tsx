import { useState } from 'react';
import { Badge, Button, Card, CardDescription, CardTitle, EmptyState, ErrorState, InfoIcon, Spinner } from '@academy/ui';
import { useI18n, useT } from '../../i18n/index.ts';
import { useCatalogue } from '../data/catalogue.ts';
import { usePremiumAccess } from '../hooks/usePremiumAccess.ts';
import {
  announcedMonth,
  categoryName,
  courseCategories,
  coursePath,
  filterCourses,
  levelName,
  localizedField,
  monthYearLabel,
  type CatalogueCourse,
  type CourseCategoryFilter,
} from '../model/index.ts';
import { PLANS_PATH } from './paths.ts';
import * as styles from './academyPages.css.ts';

/** /academy (and /academy/all): category buttons that filter, the database's courses in staff's order, the weekly updates box. */
export function AcademyCatalogue() {
  const t = useT();
  const [category, setCategory] = useState<CourseCategoryFilter>('all');
  const { hasPremium } = usePremiumAccess();
  const catalogue = useCatalogue();
  const courses = filterCourses(catalogue.courses, category);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('academy.catalogue.title')}</h1>
        <p className={styles.subtitle}>{t('academy.catalogue.subtitle')}</p>
      </header>
      <div className={styles.chips} role="group" aria-label={t('academy.catalogue.categories')}>
        {courseCategories.map((value) => (
          <Button
            key={value}
            size="sm"
            variant={value === category ? 'primary' : 'outline'}
            aria-pressed={value === category}
            onPress={() => setCategory(value)}
          >
            {categoryName(value, t)}
          </Button>
        ))}
      </div>
      <section className={styles.header} aria-labelledby="featured-courses">
        <h2 id="featured-courses" className={styles.sectionTitle}>
          {t('academy.catalogue.featured')}
        </h2>
        {catalogue.status === 'loading' ? (
          <div className={styles.stateBox}>
            <EmptyState title={t('academy.course.loading')} icon={<Spinner label={t('academy.course.loading')} />} headingLevel={3} />
          </div>
        ) : catalogue.status === 'error' ? (
          <ErrorState title={t('academy.course.error')} onRetry={catalogue.retry} retryLabel={t('common.retry')} headingLevel={3} />
        ) : courses.length === 0 ? (
          <p className={styles.moduleNote}>{t('academy.catalogue.noCourses')}</p>
        ) : (
          <div className={styles.courseGrid}>
            {courses.map((course) => (
              <CourseTile key={course.id} course={course} isLocked={course.is_premium && !hasPremium} />
            ))}
          </div>
        )}
      </section>
      <Card tone="primary">
        <div className={styles.moduleHeader}>
          <InfoIcon size={20} />
          <CardTitle level={2}>{t('academy.catalogue.weeklyTitle')}</CardTitle>
        </div>
        <CardDescription>{t('academy.catalogue.weeklyBody')}</CardDescription>
      </Card>
    </div>
  );
}

function CourseTile({ course, isLocked }: { course: CatalogueCourse; isLocked: boolean }) {
  const { t, locale } = useI18n();
  const month = announcedMonth(course);
  return (
    <Card
      className={styles.courseCard}
      tone={isLocked ? 'premium' : 'default'}
      data-course={course.slug}
      data-state={course.state}
      data-locked={isLocked || undefined}
    >
      <div className={styles.courseMeta}>
        {course.category ? <Badge variant="outline">{categoryName(course.category, t)}</Badge> : null}
        {course.level ? <Badge variant="info">{levelName(course.level, t)}</Badge> : null}
        {course.is_premium ? <Badge variant="premium">{t('academy.catalogue.premium')}</Badge> : null}
        {course.state === 'announced' ? <Badge variant="outline">{t('academy.catalogue.announced')}</Badge> : null}
      </div>
      <CardTitle level={3}>{localizedField(course, 'title', locale)}</CardTitle>
      <CardDescription className={styles.grow}>{localizedField(course, 'description', locale)}</CardDescription>
      {month ? <p className={styles.cardNote}>{t('academy.catalogue.plannedFor', { month: monthYearLabel(month, locale) })}</p> : null}
      {isLocked ? (
        <>
          <p className={styles.cardNote}>{t('academy.catalogue.locked')}</p>
          <Button variant="outline" href={PLANS_PATH}>
            {t('academy.catalogue.unlock')}
          </Button>
        </>
      ) : (
        <Button href={coursePath(course.slug)}>{t('academy.catalogue.open')}</Button>
      )}
    </Card>
  );
}
