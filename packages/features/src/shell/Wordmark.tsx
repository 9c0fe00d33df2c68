import { SparklesIcon } from '@academy/ui';
import { useT } from '../i18n/index.ts';
import * as styles from './Wordmark.css.ts';

export { wordmark as wordmarkLink } from './Wordmark.css.ts';

/** The inside of the academy's wordmark (its mark and name); the link around it is the caller's (router or plain). */
export function WordmarkContent() {
  const t = useT();
  return (
    <>
      <span className={styles.wordmarkMark} aria-hidden="true">
        <SparklesIcon size={16} />
      </span>
      <span>{t('shell.wordmark')}</span>
    </>
  );
}
