import { Button } from '@academy/ui';
import { useT } from '../i18n/index.ts';
import * as styles from './NotFoundPage.css.ts';

/** Any unknown path (SPEC 2): '404', 'Oops! Page not found' and a link home. */
export function NotFoundPage() {
  const t = useT();
  return (
    <section className={styles.root}>
      <p className={styles.code}>{t('shell.notFound.code')}</p>
      <h1 className={styles.title}>{t('shell.notFound.title')}</h1>
      <Button variant="primary" href="/">
        {t('shell.notFound.home')}
      </Button>
    </section>
  );
}
