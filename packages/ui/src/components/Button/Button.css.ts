import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  borderRadius: vars.radius.md,
  border: '1px solid transparent',
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  textDecoration: 'none',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  userSelect: 'none',
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}, color ${vars.duration.fast}`,
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    '&[data-loading]': { cursor: 'progress' },
  },
});

export const fullWidth = style({ inlineSize: '100%' });

export const variant = styleVariants({
  primary: {
    backgroundColor: vars.color.primary,
    color: vars.color.primaryText,
    selectors: {
      '&[data-hovered]:not([data-disabled]):not([data-loading]), &[data-pressed]:not([data-loading])': {
        backgroundColor: vars.color.primaryHover,
      },
    },
  },
  secondary: {
    backgroundColor: vars.color.surfaceSunken,
    color: vars.color.text,
    selectors: {
      '&[data-hovered]:not([data-disabled]):not([data-loading]), &[data-pressed]:not([data-loading])': {
        backgroundColor: vars.color.border,
      },
    },
  },
  ghost: {
    backgroundColor: 'transparent',
    color: vars.color.text,
    selectors: {
      '&[data-hovered]:not([data-disabled]):not([data-loading]), &[data-pressed]:not([data-loading])': {
        backgroundColor: vars.color.surfaceSunken,
      },
    },
  },
  danger: {
    backgroundColor: vars.color.danger,
    color: vars.color.textInverse,
    selectors: {
      '&[data-hovered]:not([data-disabled]):not([data-loading]), &[data-pressed]:not([data-loading])': {
        backgroundColor: vars.color.dangerHover,
      },
    },
  },
  outline: {
    backgroundColor: 'transparent',
    borderColor: vars.color.borderStrong,
    color: vars.color.text,
    selectors: {
      '&[data-hovered]:not([data-disabled]):not([data-loading]), &[data-pressed]:not([data-loading])': {
        backgroundColor: vars.color.surfaceSunken,
      },
    },
  },
});

export const size = styleVariants({
  sm: { minBlockSize: '2rem', paddingInline: vars.space['3'], fontSize: vars.font.size.sm },
  md: { minBlockSize: '2.5rem', paddingInline: vars.space['4'], fontSize: vars.font.size.sm },
  lg: { minBlockSize: '2.75rem', paddingInline: vars.space['6'], fontSize: vars.font.size.md },
  icon: { inlineSize: '2.5rem', blockSize: '2.5rem', padding: 0 },
});
