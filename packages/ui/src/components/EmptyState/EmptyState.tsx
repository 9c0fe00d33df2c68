import type { ReactNode } from 'react';
import { InboxIcon } from '../../icons/Icon.tsx';
import * as styles from './EmptyState.css.ts';

export type EmptyStateProps = {
  title: string;
  description?: string;
  icon?: ReactNode;
  /** Usually a Button that creates the first item or clears a filter. */
  action?: ReactNode;
  headingLevel?: 2 | 3 | 4;
};

export function EmptyState({ title, description, icon, action, headingLevel = 3 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.root}>
      <span className={styles.icon}>{icon ?? <InboxIcon size={32} />}</span>
      <Heading className={styles.title}>{title}</Heading>
      {description && <p className={styles.description}>{description}</p>}
      {action}
    </div>
  );
}
