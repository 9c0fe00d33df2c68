import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';

/** The framed box: border and rounded corners stay put while the table slides inside. */
export const frame = style({
  position: 'relative',
  inlineSize: '100%',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const viewport = style({
  inlineSize: '100%',
  overflowX: 'auto',
  selectors: { '&:focus-visible': { ...focusRing, outlineOffset: '-2px' } },
});

/** A fade over the side that hides columns, so a reader sees the table goes on (issue 20.10). */
const fade = style({
  position: 'absolute',
  insetBlock: 0,
  inlineSize: '2.5rem',
  display: 'flex',
  alignItems: 'flex-start',
  paddingBlockStart: vars.space['2'],
  pointerEvents: 'none',
  opacity: 0,
  transition: `opacity ${vars.duration.fast}`,
  color: vars.color.textMuted,
  selectors: { '&[data-shown="true"]': { opacity: 1 } },
});

export const fadeBefore = style([
  fade,
  {
    insetInlineStart: 0,
    justifyContent: 'flex-start',
    background: `linear-gradient(to right, ${vars.color.surface}, transparent)`,
    selectors: { '[dir="rtl"] &': { background: `linear-gradient(to left, ${vars.color.surface}, transparent)` } },
  },
]);

export const fadeAfter = style([
  fade,
  {
    insetInlineEnd: 0,
    justifyContent: 'flex-end',
    background: `linear-gradient(to left, ${vars.color.surface}, transparent)`,
    selectors: { '[dir="rtl"] &': { background: `linear-gradient(to right, ${vars.color.surface}, transparent)` } },
  },
]);

export const arrow = style({
  inlineSize: '1.25rem',
  blockSize: '1.25rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const flipped = style({ transform: 'scaleX(-1)', selectors: { '[dir="rtl"] &': { transform: 'none' } } });
export const rtlFlipped = style({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });
