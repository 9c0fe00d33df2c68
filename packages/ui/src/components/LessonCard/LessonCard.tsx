import type { ReactNode } from 'react';
import { CheckCircleIcon } from '../../icons/index.ts';
import { cx } from '../../utils/cx.ts';
import { Button } from '../Button/Button.tsx';
import * as styles from './LessonCard.css.ts';

export type LessonCardVideo = {
  id: string;
  title: string;
  completed: boolean;
  /** 0-100; shown while a video is started but not finished. */
  percent?: number;
};

export const lessonCardTones = ['open', 'locked', 'completed'] as const;
export type LessonCardTone = (typeof lessonCardTones)[number];

export type LessonCardProps = {
  title: string;
  description?: string | null;
  /** One Watch button per video; without videos the card has one action button instead. */
  videos?: LessonCardVideo[];
  /** Locked cards are disabled and red-tinted. */
  isLocked?: boolean;
  /** Premium content: shows the premium badge. */
  isPremium?: boolean;
  /** Premium content the reader may not play: the action becomes the upgrade link. */
  isPremiumLocked?: boolean;
  onWatch?: (videoId: string) => void;
  /**
   * Each Watch as a link to this address (the router's through react-aria's RouterProvider, the browser's in HTML
   * no script has taken over yet), instead of a button.
   */
  watchHref?: (videoId: string) => string;
  onAction?: () => void;
  /** Spec default: Start. */
  actionLabel?: string;
  watchLabel?: string;
  /** Accessible name of each Watch button, e.g. (title) => `Watch ${title}`. */
  watchAriaLabel?: (videoTitle: string) => string;
  lockedLabel?: string;
  completedLabel?: string;
  premiumLabel?: string;
  upgradeLabel?: string;
  upgradeHref?: string;
  /** Text under the description, e.g. the upgrade prompt or why the card is locked. */
  note?: ReactNode;
  /** How many questions the lesson's discussion holds, e.g. '3 questions'; no badge without it. */
  questionsLabel?: string;
  percentLabel?: (percent: number) => string;
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

/** A card is completed when it has videos and all of them are completed (spec section 4). */
export function lessonCardTone(videos: readonly LessonCardVideo[], isLocked: boolean): LessonCardTone {
  if (isLocked) return 'locked';
  return videos.length > 0 && videos.every((video) => video.completed) ? 'completed' : 'open';
}

export function LessonCard({
  title,
  description,
  videos = [],
  isLocked = false,
  isPremium = false,
  isPremiumLocked = false,
  onWatch,
  watchHref,
  onAction,
  actionLabel = 'Start',
  watchLabel = 'Watch',
  watchAriaLabel,
  lockedLabel = 'Locked',
  completedLabel = 'Completed',
  premiumLabel = 'Premium',
  upgradeLabel = 'Upgrade',
  upgradeHref,
  note,
  questionsLabel,
  percentLabel = (percent) => `${percent}%`,
  headingLevel = 3,
  className,
}: LessonCardProps) {
  const tone = lessonCardTone(videos, isLocked);
  const Heading = `h${headingLevel}` as const;
  const blocked = isLocked || isPremiumLocked;

  return (
    <article
      className={cx(styles.root, styles.tone[tone], className)}
      data-tone={tone}
      data-locked={isLocked || undefined}
      aria-disabled={isLocked || undefined}
    >
      <div className={styles.header}>
        <Heading className={styles.title}>{title}</Heading>
        <span className={styles.badges}>
          {isPremium || isPremiumLocked ? <span className={cx(styles.badgeBase, styles.badge.premium)}>{premiumLabel}</span> : null}
          {isLocked ? <span className={cx(styles.badgeBase, styles.badge.locked)}>{lockedLabel}</span> : null}
          {tone === 'completed' ? <span className={cx(styles.badgeBase, styles.badge.completed)}>{completedLabel}</span> : null}
          {questionsLabel ? (
            <span className={cx(styles.badgeBase, styles.badge.questions)} data-testid="lesson-questions">
              {questionsLabel}
            </span>
          ) : null}
        </span>
      </div>
      {description ? <p className={styles.description}>{description}</p> : null}
      {note}
      {videos.length > 0 && !isPremiumLocked ? (
        <ul className={styles.videos}>
          {videos.map((video) => (
            <li key={video.id} className={styles.videoRow}>
              {videos.length > 1 ? <span className={styles.videoTitle}>{video.title}</span> : <span />}
              <span className={styles.videoMeta}>
                {video.completed ? (
                  <span className={styles.completedMark}>
                    <CheckCircleIcon size={18} />
                  </span>
                ) : video.percent ? (
                  <span className={styles.percent}>{percentLabel(video.percent)}</span>
                ) : null}
                <Button
                  size="sm"
                  variant={video.completed ? 'outline' : 'primary'}
                  isDisabled={isLocked}
                  href={watchHref?.(video.id)}
                  onPress={onWatch ? () => onWatch(video.id) : undefined}
                  aria-label={watchAriaLabel ? watchAriaLabel(video.title) : undefined}
                >
                  {watchLabel}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {isPremiumLocked && upgradeHref ? (
        <div className={styles.footer}>
          <Button size="sm" variant="outline" href={upgradeHref}>
            {upgradeLabel}
          </Button>
        </div>
      ) : null}
      {videos.length === 0 && !blocked ? (
        <div className={styles.footer}>
          <Button size="sm" onPress={onAction}>
            {actionLabel}
          </Button>
        </div>
      ) : null}
      {videos.length === 0 && isLocked ? (
        <div className={styles.footer}>
          <Button size="sm" isDisabled>
            {actionLabel}
          </Button>
        </div>
      ) : null}
    </article>
  );
}
