import { Button, Card, CardDescription, CardTitle, CheckCircleIcon } from '@academy/ui';
import { useI18n } from '../../i18n/index.ts';
import { useCourseRow } from '../data/catalogue.ts';
import { usePremiumAccess } from '../hooks/usePremiumAccess.ts';
import { announcedMonth, monthYearLabel } from '../model/index.ts';
import { PLANS_PATH } from './CoursePage.tsx';
import * as styles from './academyPages.css.ts';

/** The automation course's row: the address of this static page (a slug no other course may take). */
const AUTOMATION_SLUG = 'automation';

/** SPEC 2: a static page; four placeholder modules, all titled 'Automation Fundamentals'. */
export const AUTOMATION_MODULE_COUNT = 4;

/** /academy/automation: static, four 'Automation Fundamentals' modules each with Start; 4 Modules, 16 Video Lessons, Practical Exercises; Start Learning. */
export function AutomationCourse() {
  const { t, locale } = useI18n();
  const { hasPremium, loading } = usePremiumAccess();
  // Every button leads somewhere (issue 20.9): the course is premium, so Start leads a reader without access to the
  // plans. Its lessons are not published yet, so a member with access is told when they come instead of being
  // offered Start buttons that could open nothing.
  const startHref = loading || hasPremium ? null : PLANS_PATH;
  // The month its first lessons are planned for is staff's to set on the automation course's row (issue 33), shown
  // only while it is announced; with none set, the page says they are coming without inventing a month.
  const { course } = useCourseRow(AUTOMATION_SLUG);
  const month = course ? announcedMonth(course) : null;
  const upcomingBody = month
    ? t('academy.course.upcomingBody', { month: monthYearLabel(month, locale) })
    : t('academy.course.upcomingBodyNoMonth');
  const modules = Array.from({ length: AUTOMATION_MODULE_COUNT }, (_, index) => index + 1);
  return (
    <div className={styles.page}>
      <Button variant="ghost" size="sm" href="/academy" className={styles.backLink}>
        {t('academy.course.back')}
      </Button>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('academy.automation.title')}</h1>
        <p className={styles.subtitle}>{t('academy.automation.subtitle')}</p>
      </header>
      <section className={styles.header} aria-label={t('academy.automation.about')}>
        <ul className={styles.infoRow} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {(['academy.automation.modules', 'academy.automation.lessons', 'academy.automation.exercises'] as const).map((key) => (
            <li key={key} className={styles.infoItem}>
              <CheckCircleIcon size={16} />
              {t(key)}
            </li>
          ))}
        </ul>
        {startHref ? (
          <div className={styles.actions}>
            <Button size="lg" href={startHref}>
              {t('academy.automation.startLearning')}
            </Button>
          </div>
        ) : hasPremium ? (
          <Card tone="primary" data-testid="automation-upcoming">
            <CardTitle level={2}>{t('academy.course.upcomingTitle')}</CardTitle>
            <CardDescription>{upcomingBody}</CardDescription>
            <div className={styles.actions}>
              <Button variant="outline" href="/newsletter">
                {t('academy.course.upcomingNotify')}
              </Button>
            </div>
          </Card>
        ) : null}
      </section>
      <section className={styles.lessonGrid} aria-label={t('academy.course.modules')}>
        {modules.map((number) => (
          <Card key={number} className={styles.courseCard}>
            <CardTitle level={2}>{t('academy.automation.moduleTitle')}</CardTitle>
            <CardDescription className={styles.grow}>{t('academy.automation.moduleBody', { number })}</CardDescription>
            {startHref ? (
              <Button size="sm" href={startHref}>
                {t('academy.automation.start')}
              </Button>
            ) : null}
          </Card>
        ))}
      </section>
    </div>
  );
}
