import type { ReactNode } from 'react';
import { Button as AriaButton, Link as AriaLink, VisuallyHidden, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { cx } from '../../utils/cx.ts';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './Button.css.ts';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger', 'outline'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export const buttonSizes = ['sm', 'md', 'lg', 'icon'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export type ButtonProps = Omit<AriaButtonProps, 'children' | 'className' | 'style' | 'isPending'> & {
  children?: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, keeps focus and width, blocks presses and announces `loadingLabel`. */
  isLoading?: boolean;
  /** Said to screen readers when the button starts loading (default 'Loading'). */
  loadingLabel?: string;
  fullWidth?: boolean;
  iconStart?: ReactNode;
  iconEnd?: ReactNode;
  className?: string;
  /** Renders a link styled as a button; routing goes through react-aria's RouterProvider. */
  href?: string;
  target?: string;
  rel?: string;
};

export function Button({
  children,
  variant = 'primary',
  size = 'md',
  isLoading = false,
  loadingLabel = 'Loading',
  fullWidth = false,
  iconStart,
  iconEnd,
  className,
  href,
  target,
  rel,
  ...rest
}: ButtonProps) {
  const classes = cx(styles.root, styles.variant[variant], styles.size[size], fullWidth && styles.fullWidth, className);
  const content = (
    <>
      {isLoading ? <Spinner size="sm" decorative /> : iconStart}
      {children}
      {iconEnd}
    </>
  );

  if (href !== undefined) {
    const { onPress, isDisabled, id, autoFocus } = rest;
    return (
      <AriaLink
        // A disabled link leads nowhere: react-aria renders it as a <span role="link">, which must not carry the href.
        href={isDisabled ? undefined : href}
        target={target}
        rel={rel}
        className={classes}
        onPress={onPress}
        isDisabled={isDisabled}
        id={id}
        autoFocus={autoFocus}
        aria-label={rest['aria-label']}
      >
        {content}
      </AriaLink>
    );
  }

  // The pending state is ours, not react-aria's isPending: that one announces the button through a role="img"
  // node labelled by the button's id, which stays 7 s; when the screen replaces the button (a form becoming its
  // confirmation, a dialog closing) the node names nothing and is an image without a name (axe role-img-alt).
  // Here: presses are dropped, a submit button stops submitting, focus stays, and a polite live region beside
  // the button says `loadingLabel` as text.
  const pending: Partial<AriaButtonProps> = isLoading
    ? {
        onPress: undefined,
        onPressStart: undefined,
        onPressEnd: undefined,
        onPressUp: undefined,
        onPressChange: undefined,
        type: rest.type === 'submit' ? 'button' : rest.type,
      }
    : {};
  return (
    <>
      <AriaButton {...rest} {...pending} aria-disabled={isLoading || undefined} data-loading={isLoading || undefined} className={classes}>
        {content}
      </AriaButton>
      <VisuallyHidden aria-live="polite">{isLoading ? loadingLabel : ''}</VisuallyHidden>
    </>
  );
}
