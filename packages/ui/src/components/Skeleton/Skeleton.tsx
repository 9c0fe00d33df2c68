import { cx } from '../../utils/cx.ts';
import * as styles from './Skeleton.css.ts';

export type SkeletonProps = {
  width?: string;
  height?: string;
  circle?: boolean;
  className?: string;
};

/** A placeholder shape while data loads. Decorative: the surrounding container announces loading. */
export function Skeleton({ width = '100%', height = '1rem', circle = false, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={cx(styles.root, circle && styles.circle, className)}
      style={{ inlineSize: width, blockSize: height }}
    />
  );
}
