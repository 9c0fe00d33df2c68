import { AlertCircleIcon } from '../../icons/Icon.tsx';
import { cx } from '../../utils/cx.ts';
import { Button } from '../Button/Button.tsx';
import * as styles from '../EmptyState/EmptyState.css.ts';

export type ErrorStateProps = {
  title: string;
  description?: string;
  /** When given, a retry button is shown. */
  onRetry?: () => void;
  retryLabel?: string;
  isRetrying?: boolean;
  headingLevel?: 2 | 3 | 4;
};

/** Announced as an alert so screen-reader users hear that loading failed. */
export function ErrorState({
  title,
  description,
  onRetry,
  retryLabel = 'Try again',
  isRetrying = false,
  headingLevel = 3,
}: ErrorStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div role="alert" className={cx(styles.root, styles.alertRoot)}>
      <span className={styles.alertIcon}>
        <AlertCircleIcon size={32} />
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {description && <p className={styles.description}>{description}</p>}
      {onRetry && (
        <Button variant="outline" onPress={onRetry} isLoading={isRetrying}>
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
