import { style } from '@vanilla-extract/css';
import { vars } from '@academy/ui';

// The shell's main area has no padding: the page insets itself, aligned with the breadcrumb.
export const page = style({
  padding: vars.space['4'],
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  maxInlineSize: '80rem',
  marginInline: 'auto',
  inlineSize: '100%',
});
export const title = style({ margin: 0, fontSize: vars.font.size['2xl'], fontWeight: vars.font.weight.bold });
export const subtitle = style({ margin: `${vars.space['1']} 0 0`, color: vars.color.textMuted });
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: vars.space['4'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const status = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  padding: vars.space['8'],
  color: vars.color.textMuted,
});
