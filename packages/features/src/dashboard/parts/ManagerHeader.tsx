import { Button } from '@academy/ui';
import * as styles from '../Dashboard.css.ts';

export function ManagerHeader({ title, actionLabel, onAction }: { title: string; actionLabel?: string; onAction?: () => void }) {
  return (
    <div className={styles.managerHeader}>
      <h2 className={styles.managerTitle}>{title}</h2>
      {actionLabel && onAction && <Button onPress={onAction}>{actionLabel}</Button>}
    </div>
  );
}
