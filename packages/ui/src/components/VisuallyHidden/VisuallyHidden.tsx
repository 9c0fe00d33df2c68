import type { ReactNode } from 'react';
import { VisuallyHidden as AriaVisuallyHidden } from 'react-aria-components';

export type VisuallyHiddenProps = { children: ReactNode; elementType?: 'span' | 'div' };

/** Text for screen readers only (still in the accessibility tree, not on screen). */
export function VisuallyHidden({ children, elementType = 'span' }: VisuallyHiddenProps) {
  return <AriaVisuallyHidden elementType={elementType}>{children}</AriaVisuallyHidden>;
}
