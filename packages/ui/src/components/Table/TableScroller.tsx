import { useRef, type ReactNode } from 'react';
import { ChevronRightIcon } from '../../icons/Icon.tsx';
import { useScrollEdges } from '../../hooks/useScrollEdges.ts';
import { cx } from '../../utils/cx.ts';
import * as styles from './TableScroller.css.ts';

export type TableScrollerProps = {
  /** The table's name; the scrolling box carries it when it can be scrolled (a keyboard user tabs to it). */
  label?: string;
  /** Extra classes for the framed box (a background, a size container). */
  className?: string;
  children: ReactNode;
};

/**
 * The frame every data table sits in. When the table is wider than its box (a phone), the box scrolls sideways,
 * a fade with an arrow marks each side that hides columns, and the box can take keyboard focus so arrow keys
 * scroll it (issue 20.10: a clipped table must show that it scrolls).
 */
export function TableScroller({ label, className, children }: TableScrollerProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const { before, after } = useScrollEdges(viewport);
  const scrolls = before || after;
  return (
    <div className={cx(styles.frame, className)}>
      <div
        ref={viewport}
        className={styles.viewport}
        data-table-scroller=""
        data-scrolls={scrolls}
        role={scrolls ? 'region' : undefined}
        aria-label={scrolls ? label : undefined}
        tabIndex={scrolls ? 0 : undefined}
      >
        {children}
      </div>
      <span aria-hidden="true" className={styles.fadeBefore} data-shown={before} data-testid="table-more-before">
        <ChevronRightIcon className={cx(styles.arrow, styles.flipped)} />
      </span>
      <span aria-hidden="true" className={styles.fadeAfter} data-shown={after} data-testid="table-more-after">
        <ChevronRightIcon className={cx(styles.arrow, styles.rtlFlipped)} />
      </span>
    </div>
  );
}
