import { Button, Card, CheckIcon } from '@academy/ui';
import { useT } from '../i18n/I18nProvider.tsx';
import * as styles from './marketing.css.ts';

const included = ['modules', 'handbook', 'prd', 'unlimited'] as const;
const eliteBullets = [1, 2, 3, 4] as const;
const communityItems = ['weekly', 'discord', 'reviews'] as const;

/** /all-access (SPEC 2 marketing page): hero, what's included, Elite AI Experts, community, 10,000+ developers. */
export function AllAccessPage() {
  const t = useT();
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="all-access-title">
        <h1 id="all-access-title" className={styles.heroTitle}>
          {t('marketing.allAccess.title')}
        </h1>
        <p className={styles.heroText}>{t('marketing.allAccess.subtitle')}</p>
        <Button size="lg" href="/plans">
          {t('marketing.allAccess.cta')}
        </Button>
      </section>

      <section className={styles.section} aria-labelledby="included-title">
        <h2 id="included-title" className={styles.sectionTitle}>
          {t('marketing.allAccess.includedTitle')}
        </h2>
        <ul className={styles.grid}>
          {included.map((item) => (
            <Card asChild key={item}>
              <li>
                <h3 className={styles.cardTitle}>{t(`marketing.allAccess.${item}.title`)}</h3>
                <p className={styles.cardText}>{t(`marketing.allAccess.${item}.text`)}</p>
              </li>
            </Card>
          ))}
        </ul>
      </section>

      <section className={`${styles.section} ${styles.split}`} aria-labelledby="elite-title">
        <div>
          <h2 id="elite-title" className={styles.sectionTitle}>
            {t('marketing.allAccess.eliteTitle')}
          </h2>
        </div>
        <div className={styles.section}>
          <ul className={styles.bullets}>
            {eliteBullets.map((n) => (
              <li key={n} className={styles.bullet}>
                <CheckIcon size={18} className={styles.bulletIcon} />
                {t(`marketing.allAccess.elite${n}`)}
              </li>
            ))}
          </ul>
          <Button href="/plans" variant="outline">
            {t('marketing.allAccess.joinNow')}
          </Button>
        </div>
      </section>

      <section className={`${styles.section} ${styles.centered}`} aria-labelledby="community-title">
        <h2 id="community-title" className={styles.sectionTitle}>
          {t('marketing.allAccess.communityTitle')}
        </h2>
        <ul className={styles.grid}>
          {communityItems.map((item) => (
            <Card asChild key={item}>
              <li>
                <h3 className={styles.cardTitle}>{t(`marketing.allAccess.${item}`)}</h3>
              </li>
            </Card>
          ))}
        </ul>
        <Button href="/plans">{t('marketing.allAccess.communityCta')}</Button>
        <p className={styles.claim}>{t('marketing.allAccess.developers')}</p>
      </section>
    </div>
  );
}
