import type { ReactElement, ReactNode } from 'react';
import { Tooltip as AriaTooltip, TooltipTrigger, type TooltipProps as AriaTooltipProps } from 'react-aria-components';
import { cx } from '../../utils/cx.ts';
import * as styles from './Tooltip.css.ts';

/** SPEC 9: tooltips open after 700 ms by default (the sidebar's icon rail uses 0). */
export const TOOLTIP_DELAY_MS = 700;

export type TooltipProps = {
  content: ReactNode;
  /** One focusable element (a Button or Link) that the tooltip describes. */
  children: ReactElement;
  delay?: number;
  closeDelay?: number;
  placement?: AriaTooltipProps['placement'];
  isDisabled?: boolean;
  isOpen?: boolean;
  className?: string;
};

/**
 * Opens on hover after `delay`, and at once on keyboard focus; Escape closes it.
 * Once one tooltip has been shown, react-aria opens the next one without waiting (its global warm-up),
 * which gives the "skip delay" behaviour of SPEC 9.
 */
export function Tooltip({
  content,
  children,
  delay = TOOLTIP_DELAY_MS,
  closeDelay = 0,
  placement = 'top',
  isDisabled,
  isOpen,
  className,
}: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} closeDelay={closeDelay} isDisabled={isDisabled} isOpen={isOpen}>
      {children}
      <AriaTooltip placement={placement} offset={6} className={cx(styles.tooltip, className)}>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
