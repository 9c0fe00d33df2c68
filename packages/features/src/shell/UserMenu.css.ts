import { style } from '@vanilla-extract/css';
import { vars } from '@academy/ui';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  padding: vars.space['1'],
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}` } },
});

export const popover = style({
  inlineSize: '18rem',
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  zIndex: vars.zIndex.popover,
});

export const dialog = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], padding: vars.space['4'], outline: 'none' });

export const identity = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minInlineSize: 0 });

export const name = style({ fontWeight: vars.font.weight.semibold, color: vars.color.text });

export const email = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted, overflow: 'hidden', textOverflow: 'ellipsis' });

export const separator = style({ border: 'none', borderBlockStart: `1px solid ${vars.color.border}`, margin: 0 });

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });
