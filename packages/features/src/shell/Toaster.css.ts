import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@academy/ui';

export const region = style({
  position: 'fixed',
  insetBlockStart: vars.space['4'],
  insetInlineStart: '50%',
  transform: 'translateX(-50%)',
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: '14px',
  inlineSize: 'min(356px, calc(100vw - 2rem))',
  pointerEvents: 'none',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const toast = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  fontSize: vars.font.size.sm,
});

export const tone = styleVariants({
  success: { color: vars.color.successText },
  error: { color: vars.color.dangerText },
  warning: { color: vars.color.warningText },
  info: { color: vars.color.infoText },
  loading: { color: vars.color.textMuted },
});

export const body = style({ flex: 1, display: 'flex', flexDirection: 'column', gap: vars.space['1'] });
export const title = style({ fontWeight: vars.font.weight.semibold });
export const description = style({ color: vars.color.textMuted });
export const close = style({
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  padding: 0,
  display: 'inline-flex',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, borderRadius: vars.radius.sm } },
});
