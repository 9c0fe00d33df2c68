import { useNavigate } from 'react-router';
import { Badge, Button, Card, CardDescription, CardTitle, LessonCard, Skeleton } from '@academy/ui';
import { useI18n } from '../../i18n/index.ts';
import { siteOrigin } from '../../shell/siteOrigin.ts';
import { useCatalogue } from '../data/catalogue.ts';
import { SAMPLE_LESSON_COUNT, useSampleLessons } from '../data/sampleLessons.ts';
import { lessonPath } from '../hooks/useLessonAddress.ts';
import { coursePath, homeStructuredData, localizedField, serializeJsonLd } from '../model/index.ts';
import * as styles from './academyPages.css.ts';

const samplePrompts = [
  { n: 1, type: 'Feature' },
  { n: 2, type: 'Rule' },
  { n: 3, type: 'Setup' },
  { n: 4, type: 'Feature' },
] as const;

/** The organisation's name in search-engine data (a brand, not interface text). */
export const ORGANIZATION_NAME = 'Academy';

/** Home (/): hero, academy card, all-access card, 3 sample lessons, 4 sample prompts, JSON-LD. */
export function HomePage() {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const siteUrl = siteOrigin();
  // The academy card lists the database's courses in staff's order; the first published one is the course that
  // search engines are told about and that the sample lessons open.
  const { courses } = useCatalogue();
  const firstPublished = courses.find((course) => course.state === 'published');
  const jsonLd = serializeJsonLd(
    homeStructuredData({
      siteUrl,
      organizationName: ORGANIZATION_NAME,
      courseName: (firstPublished && localizedField(firstPublished, 'title', locale)) ?? t('academy.catalogue.title'),
      courseDescription: (firstPublished && localizedField(firstPublished, 'description', locale)) ?? t('academy.catalogue.subtitle'),
    }),
  );
  const samples = useSampleLessons(firstPublished?.slug ?? null);

  return (
    <div className={styles.page}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <section className={styles.hero} aria-labelledby="home-hero">
        <p className={styles.eyebrow}>{t('home.hero.eyebrow')}</p>
        <h1 id="home-hero" className={styles.heroTitle}>
          {t('home.hero.title')}
        </h1>
        <p className={styles.subtitle}>{t('home.hero.body')}</p>
        <div className={styles.actions}>
          <Button size="lg" href="/academy">
            {t('home.hero.academy')}
          </Button>
          <Button size="lg" variant="outline" href="/plans">
            {t('home.hero.plans')}
          </Button>
        </div>
      </section>

      <div className={styles.twoCards}>
        <Card className={styles.courseCard}>
          <CardTitle level={2}>{t('home.academy.title')}</CardTitle>
          <CardDescription className={styles.grow}>{t('home.academy.body')}</CardDescription>
          {courses.length > 0 ? (
            <ul className={styles.homeCourseList} aria-label={t('academy.catalogue.featured')}>
              {courses.map((course) => (
                <li key={course.id}>
                  <a href={coursePath(course.slug)} data-course={course.slug}>
                    {localizedField(course, 'title', locale)}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <Button href="/academy">{t('home.academy.action')}</Button>
        </Card>
        <Card className={styles.courseCard} tone="premium">
          <CardTitle level={2}>{t('home.allAccess.title')}</CardTitle>
          <CardDescription className={styles.grow}>{t('home.allAccess.body')}</CardDescription>
          <Button href="/all-access" variant="outline">
            {t('home.allAccess.action')}
          </Button>
        </Card>
      </div>

      <section className={styles.module} aria-labelledby="home-lessons">
        <div className={styles.sectionHeader}>
          <h2 id="home-lessons" className={styles.sectionTitle}>
            {t('home.lessons.title')}
          </h2>
          <Button variant="ghost" size="sm" href="/academy">
            {t('home.lessons.viewAll')}
          </Button>
        </div>
        {samples.status === 'loading' ? (
          // The cards' room is kept while the lessons come (nothing below moves when they arrive).
          <div className={styles.lessonGrid} aria-busy="true">
            {Array.from({ length: SAMPLE_LESSON_COUNT }, (_, n) => (
              <Skeleton key={n} height="11rem" />
            ))}
          </div>
        ) : samples.status === 'error' ? (
          <p className={styles.moduleNote}>{t('academy.course.error')}</p>
        ) : samples.lessons.length === 0 ? (
          <p className={styles.moduleNote}>{t('home.lessons.none')}</p>
        ) : (
          <div className={styles.lessonGrid}>
            {samples.lessons.map((lesson) => (
              <LessonCard
                key={lesson.id}
                title={lesson.title}
                description={lesson.description}
                actionLabel={t('academy.lesson.start')}
                // Each sample opens its own lesson (issue 39.15: it opened the course).
                onAction={() => navigate(lessonPath(lesson.course_slug ?? firstPublished!.slug, lesson.id))}
              />
            ))}
          </div>
        )}
      </section>

      <section className={styles.module} aria-labelledby="home-prompts">
        <div className={styles.sectionHeader}>
          <h2 id="home-prompts" className={styles.sectionTitle}>
            {t('home.prompts.title')}
          </h2>
          <Button variant="ghost" size="sm" href="/prompts">
            {t('home.prompts.viewAll')}
          </Button>
        </div>
        <div className={styles.courseGrid}>
          {samplePrompts.map(({ n, type }) => (
            <Card key={n} className={styles.courseCard}>
              <div className={styles.courseMeta}>
                <Badge variant="outline">{t(`home.prompt.type.${type}`)}</Badge>
              </div>
              <CardTitle level={3}>{t(`home.prompt.${n}.title`)}</CardTitle>
              <p className={styles.promptText}>{t(`home.prompt.${n}.text`)}</p>
            </Card>
          ))}
        </div>
      </section>
    </div>
  );
}
