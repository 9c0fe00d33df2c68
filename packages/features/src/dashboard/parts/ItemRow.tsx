import type { ReactNode } from 'react';
import { cx } from '@academy/ui';
import * as styles from '../Dashboard.css.ts';

type ItemRowProps = {
  title: string;
  media?: ReactNode;
  meta?: ReactNode;
  text?: string | null;
  footer?: ReactNode;
  actions: ReactNode;
  /** Hidden content stays listed for staff, dimmed. */
  isHidden?: boolean;
};

/** One row of a manager's list: media, title, meta badges, text, and its actions. */
export function ItemRow({ title, media, meta, text, footer, actions, isHidden = false }: ItemRowProps) {
  return (
    <li className={cx(styles.item, isHidden && styles.itemHidden)} data-hidden={isHidden || undefined}>
      {media}
      <div className={styles.itemBody}>
        {meta && <div className={styles.itemMeta}>{meta}</div>}
        <h3 className={styles.itemTitle}>{title}</h3>
        {text && <p className={styles.itemText}>{text}</p>}
        {footer}
      </div>
      <div className={styles.actions}>{actions}</div>
    </li>
  );
}
