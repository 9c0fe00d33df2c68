import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';
import { media } from '../../theme/breakpoints.ts';

const enter = keyframes({ from: { opacity: 0, transform: 'translateY(-100%)' }, to: { opacity: 1, transform: 'none' } });

/** Top-center: centred with logical insets so it works in either writing direction. */
export const region = style({
  position: 'fixed',
  insetBlockStart: vars.space['4'],
  insetInline: 0,
  marginInline: 'auto',
  maxInlineSize: 'calc(100vw - 2rem)',
  zIndex: vars.zIndex.toast,
  pointerEvents: 'none',
});

export const list = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none' });

export const toast = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  pointerEvents: 'auto',
  touchAction: 'none',
  '@media': { [media.motionOk]: { animation: `${enter} ${vars.duration.slow} ease-out` } },
});

export const icon = styleVariants({
  default: { display: 'none' },
  success: { color: vars.color.success },
  info: { color: vars.color.info },
  warning: { color: vars.color.warning },
  error: { color: vars.color.danger },
  loading: { color: vars.color.textMuted },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], flex: 1, minInlineSize: 0 });
export const title = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold });
export const description = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '1.75rem',
  blockSize: '1.75rem',
  flexShrink: 0,
  marginBlock: `calc(${vars.space['1']} * -1)`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken, color: vars.color.text },
    '&[data-focus-visible]': focusRing,
  },
});
