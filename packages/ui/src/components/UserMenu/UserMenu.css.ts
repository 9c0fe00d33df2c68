import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: '2px',
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': focusRing, '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken } },
});

export const popover = style({
  inlineSize: '18rem',
  maxInlineSize: 'calc(100vw - 1rem)',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  zIndex: vars.zIndex.popover,
  outline: 'none',
});

export const dialog = style({ display: 'flex', flexDirection: 'column', padding: vars.space['2'], outline: 'none' });

export const identity = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'], padding: vars.space['2'] });
export const names = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space['1'], minInlineSize: 0 });
export const name = style({
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  maxInlineSize: '12rem',
});
export const email = style({
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  maxInlineSize: '12rem',
});

export const switches = style({ display: 'flex', flexDirection: 'column', paddingInline: vars.space['2'] });
export const switchRow = style({
  justifyContent: 'space-between',
  flexDirection: 'row-reverse',
  inlineSize: '100%',
  minBlockSize: '2.5rem',
});

export const triggerName = style({
  paddingInlineEnd: vars.space['2'],
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  maxInlineSize: '10rem',
});

export const extra = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], padding: vars.space['2'] });
