import { useState } from 'react';
import { Badge, Button, Card, CardDescription, CardTitle, InfoIcon } from '@academy/ui';
import { useT } from '../../i18n/index.ts';
import { usePremiumAccess } from '../hooks/usePremiumAccess.ts';
import { courseCategories, featuredCourses, filterCourses, type CourseCategoryFilter, type FeaturedCourse } from '../model/index.ts';
import { PLANS_PATH } from './paths.ts';
import * as styles from './academyPages.css.ts';

const categoryKey: Record<CourseCategoryFilter, string> = {
  all: 'academy.category.all',
  'AI Development': 'academy.category.ai',
  'Web Development': 'academy.category.web',
  'Game Development': 'academy.category.game',
  'Mobile Development': 'academy.category.mobile',
};

/** /academy (and /academy/all): category buttons that filter, the featured courses, the weekly updates box. */
export function AcademyCatalogue() {
  const t = useT();
  const [category, setCategory] = useState<CourseCategoryFilter>('all');
  const { hasPremium } = usePremiumAccess();
  const courses = filterCourses(featuredCourses, category);

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
            {t(categoryKey[value])}
          </Button>
        ))}
      </div>
      <section className={styles.header} aria-labelledby="featured-courses">
        <h2 id="featured-courses" className={styles.sectionTitle}>
          {t('academy.catalogue.featured')}
        </h2>
        {courses.length === 0 ? (
          <p className={styles.moduleNote}>{t('academy.catalogue.noCourses')}</p>
        ) : (
          <div className={styles.courseGrid}>
            {courses.map((course) => (
              <CourseTile key={course.key} course={course} isLocked={course.isPremium && !hasPremium} />
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

function CourseTile({ course, isLocked }: { course: FeaturedCourse; isLocked: boolean }) {
  const t = useT();
  return (
    <Card
      className={styles.courseCard}
      tone={isLocked ? 'premium' : 'default'}
      data-course={course.key}
      data-locked={isLocked || undefined}
    >
      <div className={styles.courseMeta}>
        <Badge variant="outline">{t(categoryKey[course.category])}</Badge>
        <Badge variant="info">{t(`academy.level.${course.level}`)}</Badge>
        {course.isPremium ? <Badge variant="premium">{t('academy.catalogue.premium')}</Badge> : null}
      </div>
      <CardTitle level={3}>{t(`academy.course.${course.key}.title`)}</CardTitle>
      <CardDescription className={styles.grow}>{t(`academy.course.${course.key}.description`)}</CardDescription>
      {isLocked ? (
        <>
          <p className={styles.cardNote}>{t('academy.catalogue.locked')}</p>
          <Button variant="outline" href={PLANS_PATH}>
            {t('academy.catalogue.unlock')}
          </Button>
        </>
      ) : (
        <Button href={course.href}>{t('academy.catalogue.open')}</Button>
      )}
    </Card>
  );
}
