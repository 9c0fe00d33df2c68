import type { ReactNode } from 'react';
import { CheckCircleIcon } from '../../icons/index.ts';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { ProgressBar } from '../ProgressBar/ProgressBar.tsx';
import * as styles from './CourseProgressCard.css.ts';

export type CourseProgressCardProps = {
  /** 'Course Progress' */
  title: string;
  /** Completed modules over total modules, 0-100. */
  percent: number;
  /** e.g. '1 of 3 Modules Complete' */
  modulesText: string;
  /** e.g. '4 of 12 Videos Watched' */
  videosText: string;
  isComplete: boolean;
  /** 'Course Completed!' */
  completedText: string;
  /** 'Continue Learning', or 'View Certificate' when complete. */
  actionLabel?: string;
  onAction?: () => void;
  isActionPending?: boolean;
  /** While progress loads the numbers are placeholders. */
  isLoading?: boolean;
  /** A failure shown inside the card (e.g. 'Failed to load progress data'). */
  errorText?: string;
  /** Extra content, e.g. a sign-in prompt. */
  children?: ReactNode;
  headingLevel?: 2 | 3;
};

export function CourseProgressCard({
  title,
  percent,
  modulesText,
  videosText,
  isComplete,
  completedText,
  actionLabel,
  onAction,
  isActionPending = false,
  isLoading = false,
  errorText,
  children,
  headingLevel = 2,
}: CourseProgressCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Card tone={isComplete ? 'success' : 'default'} className={styles.root} aria-busy={isLoading || undefined}>
      <Heading className={styles.title}>{title}</Heading>
      {isLoading ? (
        // The loading card takes the room the loaded one will (its bar, figures and action laid out unseen, the
        // skeleton drawn over them): what is below it does not move when the progress arrives.
        <div className={styles.loading}>
          <div className={styles.reserved} aria-hidden="true" inert>
            <ProgressBar aria-label={title} value={percent} showValue />
            <div className={styles.stats}>
              <span>{modulesText}</span>
              <span>{videosText}</span>
            </div>
            {actionLabel ? <div className={styles.actionRoom} /> : null}
          </div>
          <div className={styles.skeleton}>
            <div className={styles.skeletonLine} style={{ inlineSize: '100%' }} />
            <div className={styles.skeletonLine} style={{ inlineSize: '60%' }} />
          </div>
        </div>
      ) : (
        <>
          <ProgressBar aria-label={title} value={percent} showValue tone={isComplete ? 'success' : 'primary'} />
          <div className={styles.stats}>
            <span>{modulesText}</span>
            <span>{videosText}</span>
          </div>
          {isComplete ? (
            <p className={styles.completed}>
              <CheckCircleIcon size={18} />
              {completedText}
            </p>
          ) : null}
        </>
      )}
      {errorText ? (
        <p className={styles.error} role="alert">
          {errorText}
        </p>
      ) : null}
      {children}
      {actionLabel && !isLoading ? (
        <Button onPress={onAction} isLoading={isActionPending} variant={isComplete ? 'primary' : 'primary'} fullWidth>
          {actionLabel}
        </Button>
      ) : null}
    </Card>
  );
}
