import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';

export const wrapper = style({ position: 'relative', display: 'inline-flex', flexShrink: 0 });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primaryTint,
  color: vars.color.text,
  fontWeight: vars.font.weight.semibold,
  userSelect: 'none',
});

export const size = styleVariants({
  sm: { inlineSize: '2rem', blockSize: '2rem', fontSize: vars.font.size.xs },
  md: { inlineSize: '2.5rem', blockSize: '2.5rem', fontSize: vars.font.size.sm },
  lg: { inlineSize: '4rem', blockSize: '4rem', fontSize: vars.font.size.xl },
  xl: { inlineSize: '6rem', blockSize: '6rem', fontSize: vars.font.size['2xl'] },
});

export const image = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });

export const upload = style({
  position: 'absolute',
  insetBlockEnd: '-2px',
  insetInlineEnd: '-2px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '2rem',
  blockSize: '2rem',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.surface}`,
  backgroundColor: vars.color.primary,
  color: vars.color.primaryText,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.primaryHover },
    '&[data-focus-visible]': focusRing,
    '&[data-pending]': { cursor: 'progress' },
  },
});

export const cssInitials = style({ '::before': { content: 'attr(data-initials)' } });
