import type { ReactNode } from 'react';
import { Button as AriaButton, Link as AriaLink, type ButtonProps as AriaButtonProps } from 'react-aria-components';
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
  /** Shows a spinner, keeps focus and width, and blocks presses (react-aria's pending state). */
  isLoading?: boolean;
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
        href={href}
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

  return (
    <AriaButton {...rest} isPending={isLoading} className={classes}>
      {content}
    </AriaButton>
  );
}
