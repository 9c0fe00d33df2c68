import { Button, Card, Countdown } from '@academy/ui';
import { useT } from '../i18n/I18nProvider.tsx';
import { PlanSelection } from '../subscription/PlanSelection.tsx';
import { useSession } from '../session/SessionProvider.tsx';
import { LanguageSelect, languageSelectInBar } from '../shell/LanguageSelect.tsx';
import { WordmarkContent, wordmarkLink } from '../shell/Wordmark.tsx';
import * as styles from './marketing.css.ts';

import { OFFER_ENDS_AT } from './offer.ts';

export { OFFER_ENDS_AT };

const testimonials = [1, 2, 3] as const;
const faqs = [1, 2, 3, 4] as const;

/** /landing (SPEC 2): the standalone sales page, outside the app shell. */
export function LandingPage({ now }: { now?: () => number }) {
  const t = useT();
  const enterNow = (
    <Button size="lg" href="/plans">
      {t('marketing.landing.enterNow')}
    </Button>
  );
  return (
    <div className={styles.standalone}>
      <LandingBar />
      <main className={styles.page}>
        <section className={styles.hero} aria-labelledby="landing-title">
          <p className={styles.eyebrow}>{t('marketing.landing.eyebrow')}</p>
          <h1 id="landing-title" className={styles.heroTitle}>
            {t('marketing.landing.title')}
          </h1>
          <p className={styles.heroText}>{t('marketing.landing.subtitle')}</p>
          {enterNow}
          <p className={styles.stat}>
            <span className={styles.statValue}>{t('marketing.landing.statValue')}</span>
            <span className={styles.statLabel}>{t('marketing.landing.statLabel')}</span>
          </p>
        </section>

        <section className={styles.section} aria-labelledby="testimonials-title">
          <h2 id="testimonials-title" className={styles.sectionTitle}>
            {t('marketing.landing.testimonialsTitle')}
          </h2>
          <ul className={styles.grid}>
            {testimonials.map((n) => (
              <Card asChild key={n}>
                <li>
                  <blockquote className={styles.quote}>{t(`marketing.landing.testimonial${n}.quote`)}</blockquote>
                  <p className={styles.quoteBy}>
                    <span className={styles.quoteName}>{t(`marketing.landing.testimonial${n}.name`)}</span>
                    {' · '}
                    {t(`marketing.landing.testimonial${n}.role`)}
                  </p>
                </li>
              </Card>
            ))}
          </ul>
        </section>

        <section className={styles.offer} aria-labelledby="offer-title">
          <h2 id="offer-title" className={styles.sectionTitle}>
            {t('marketing.landing.offerTitle')}
          </h2>
          <Countdown
            target={OFFER_ENDS_AT}
            now={now}
            labels={{
              days: t('marketing.countdown.days'),
              hours: t('marketing.countdown.hours'),
              minutes: t('marketing.countdown.minutes'),
              seconds: t('marketing.countdown.seconds'),
            }}
            endedLabel={t('marketing.countdown.ended')}
            endedAction={enterNow}
          />
        </section>

        <section className={styles.section} aria-labelledby="faq-title">
          <h2 id="faq-title" className={styles.sectionTitle}>
            {t('marketing.landing.faqTitle')}
          </h2>
          <div className={styles.faq}>
            {faqs.map((n) => (
              <details key={n} className={styles.faqItem}>
                <summary className={styles.faqQuestion}>{t(`marketing.landing.faq${n}.q`)}</summary>
                <p className={styles.faqAnswer}>{t(`marketing.landing.faq${n}.a`)}</p>
              </details>
            ))}
          </div>
        </section>

        <section className={styles.section} aria-labelledby="landing-plans-title">
          <h2 id="landing-plans-title" className={styles.sectionTitle}>
            {t('marketing.landing.plansTitle')}
          </h2>
          <PlanSelection />
        </section>
      </main>
    </div>
  );
}

/**
 * The standalone page's own bar (issue 39.15): the way home, the language switch and sign-in, since /landing has no
 * app shell. Plain links and the prerendered language stand-in: nothing here loads the shell's chunk.
 */
function LandingBar() {
  const t = useT();
  const { status } = useSession();
  return (
    <header className={styles.landingBar}>
      <a href="/" className={wordmarkLink}>
        <WordmarkContent />
      </a>
      <span className={styles.landingBarEnd}>
        <LanguageSelect className={languageSelectInBar} />
        {status !== 'signedIn' && (
          <Button variant="ghost" href="/signin">
            {t('shell.signin')}
          </Button>
        )}
      </span>
    </header>
  );
}
