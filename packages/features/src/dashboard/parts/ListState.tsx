import type { ReactNode } from 'react';
import { EmptyState, ErrorState, Skeleton } from '@academy/ui';
import { useT } from '../../i18n/index.ts';
import * as styles from '../Dashboard.css.ts';

type ListStateProps<T> = {
  data: T[] | undefined;
  error: unknown;
  isLoading: boolean;
  errorText: string;
  emptyText: string;
  onRetry: () => void;
  children: (rows: T[]) => ReactNode;
};

/** Loading skeletons, the manager's error text, its empty text, or the rows. */
export function ListState<T>({ data, error, isLoading, errorText, emptyText, onRetry, children }: ListStateProps<T>) {
  const t = useT();
  if (error && !data) return <ErrorState title={errorText} onRetry={onRetry} retryLabel={t('common.retry')} />;
  if (isLoading && !data)
    return (
      // A status, so the loading label is allowed (axe refuses aria-label on a plain div) and announced.
      <div className={styles.list} role="status" aria-busy="true" aria-label={t('common.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height="4.5rem" />
        ))}
      </div>
    );
  if (!data || data.length === 0) return <EmptyState title={emptyText} />;
  return <>{children(data)}</>;
}
