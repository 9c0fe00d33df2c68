import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';
import { media } from '../../theme/breakpoints.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({ from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' }, to: { opacity: 1, transform: 'none' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space['4'],
  backgroundColor: vars.color.overlay,
  // Only animate for users who have not asked for less motion (then the overlay is simply there).
  '@media': { [media.motionOk]: { selectors: { '&[data-entering]': { animation: `${fadeIn} ${vars.duration.normal}` } } } },
});

export const modal = style({
  inlineSize: '100%',
  maxBlockSize: 'calc(100dvh - 2rem)',
  overflowY: 'auto',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  '@media': { [media.motionOk]: { selectors: { '&[data-entering]': { animation: `${rise} ${vars.duration.normal}` } } } },
});

export const size = styleVariants({
  sm: { maxInlineSize: '24rem' },
  md: { maxInlineSize: '32rem' },
  lg: { maxInlineSize: '48rem' },
  xl: { maxInlineSize: '64rem' },
});

export const dialog = style({ position: 'relative', padding: vars.space['6'], outline: 'none' });

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  marginBlockEnd: vars.space['4'],
});

export const title = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold, lineHeight: vars.font.lineHeight.tight });

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '2.25rem',
  blockSize: '2.25rem',
  flexShrink: 0,
  marginBlockStart: `calc(${vars.space['2']} * -1)`,
  marginInlineEnd: `calc(${vars.space['2']} * -1)`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken, color: vars.color.text },
    '&[data-focus-visible]': focusRing,
  },
});
