import { Button, Card, CardDescription, CardTitle, CheckCircleIcon } from '@academy/ui';
import { useT } from '../../i18n/index.ts';
import * as styles from './academyPages.css.ts';

/** SPEC 2: a static page; four placeholder modules, all titled 'Automation Fundamentals'. */
export const AUTOMATION_MODULE_COUNT = 4;

/** /academy/automation: static, four 'Automation Fundamentals' modules each with Start; 4 Modules, 16 Video Lessons, Practical Exercises; Start Learning. */
export function AutomationCourse() {
  const t = useT();
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
        <div className={styles.actions}>
          <Button size="lg">{t('academy.automation.startLearning')}</Button>
        </div>
      </section>
      <section className={styles.lessonGrid} aria-label={t('academy.course.modules')}>
        {modules.map((number) => (
          <Card key={number} className={styles.courseCard}>
            <CardTitle level={2}>{t('academy.automation.moduleTitle')}</CardTitle>
            <CardDescription className={styles.grow}>{t('academy.automation.moduleBody', { number })}</CardDescription>
            <Button size="sm">{t('academy.automation.start')}</Button>
          </Card>
        ))}
      </section>
    </div>
  );
}
