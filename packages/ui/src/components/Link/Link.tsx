import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { cx } from '../../utils/cx.ts';
import * as styles from './Link.css.ts';

export const linkVariants = ['inline', 'subtle'] as const;
export type LinkVariant = (typeof linkVariants)[number];

export type LinkProps = Omit<AriaLinkProps, 'className'> & { variant?: LinkVariant; className?: string };

/**
 * A link that navigates client-side when the app wraps its tree in react-aria's
 * `<RouterProvider navigate={navigate} useHref={useHref}>` (from react-router); otherwise a normal <a>.
 */
export function Link({ variant = 'inline', className, ...rest }: LinkProps) {
  return <AriaLink {...rest} className={cx(styles.root, styles.variant[variant], className)} />;
}
