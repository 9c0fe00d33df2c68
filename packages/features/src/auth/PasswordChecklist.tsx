import { CheckIcon, XIcon } from '@academy/ui';
import { useT } from '../i18n/index.ts';
import { passwordRules } from './passwordRules.ts';
import * as styles from './AuthCard.css.ts';

/** The four password rules of SPEC 5, each marked met or not for the password typed so far. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const t = useT();
  return (
    <ul className={styles.rules} id={id}>
      {passwordRules.map((rule) => {
        const met = rule.holds(password);
        return (
          <li key={rule.messageKey} className={met ? `${styles.rule} ${styles.ruleMet}` : styles.rule} data-met={met}>
            {met ? <CheckIcon size={14} aria-hidden="true" /> : <XIcon size={14} aria-hidden="true" />}
            {t(rule.messageKey)}
          </li>
        );
      })}
    </ul>
  );
}
