import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minBlockSize: '2.75rem',
  fontSize: vars.font.size.sm,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' } },
});

export const track = style({
  position: 'relative',
  display: 'inline-block',
  inlineSize: '2.25rem',
  blockSize: '1.25rem',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.borderStrong,
  transition: `background-color ${vars.duration.normal}`,
  selectors: {
    [`${root}[data-selected] &`]: { backgroundColor: vars.color.primary },
    [`${root}[data-focus-visible] &`]: focusRing,
  },
});

export const handle = style({
  position: 'absolute',
  insetBlockStart: '2px',
  insetInlineStart: '2px',
  inlineSize: '1rem',
  blockSize: '1rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.duration.normal}`,
  selectors: {
    [`${root}[data-selected] &`]: { transform: 'translateX(1rem)' },
    // Logical direction: in a right-to-left page the handle travels the other way.
    [`[dir="rtl"] ${root}[data-selected] &`]: { transform: 'translateX(-1rem)' },
  },
});
