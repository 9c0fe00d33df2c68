import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';

export const root = style({
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': focusRing, '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' } },
});

export const variant = styleVariants({
  inline: {
    color: vars.color.primary,
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
    selectors: { '&[data-hovered]': { color: vars.color.primaryHover } },
  },
  subtle: { color: 'inherit', textDecoration: 'none', selectors: { '&[data-hovered]': { textDecoration: 'underline' } } },
});
