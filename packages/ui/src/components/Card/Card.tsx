import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Primitive } from '@radix-ui/react-primitive';
import { cx } from '../../utils/cx.ts';
import * as styles from './Card.css.ts';

export const cardTones = ['default', 'success', 'danger', 'warning', 'premium', 'primary'] as const;
export type CardTone = (typeof cardTones)[number];
export const cardPaddings = ['none', 'sm', 'md', 'lg'] as const;
export type CardPadding = (typeof cardPaddings)[number];

export type CardProps = ComponentPropsWithoutRef<'div'> & {
  tone?: CardTone;
  padding?: CardPadding;
  /** Render the child element (e.g. <article> or <section>) with the card's styles instead of a <div>. */
  asChild?: boolean;
};

export function Card({ tone = 'default', padding = 'md', className, asChild, ...rest }: CardProps) {
  return <Primitive.div asChild={asChild} {...rest} className={cx(styles.root, styles.padding[padding], styles.tone[tone], className)} />;
}

export type CardTitleProps = { children: ReactNode; level?: 2 | 3 | 4; className?: string };

export function CardTitle({ children, level = 3, className }: CardTitleProps) {
  const Heading = `h${level}` as const;
  return <Heading className={cx(styles.title, className)}>{children}</Heading>;
}

export function CardDescription({ children, className }: { children: ReactNode; className?: string }) {
  return <p className={cx(styles.description, className)}>{children}</p>;
}
