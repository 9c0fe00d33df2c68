import { style } from '@vanilla-extract/css';
import { vars } from '@academy/ui';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['4'],
  maxInlineSize: '36rem',
  marginInline: 'auto',
  padding: vars.space['8'],
  textAlign: 'center',
});
export const icon = style({ color: vars.color.success });
export const pendingIcon = style({ color: vars.color.warning });
export const title = style({ margin: 0, fontSize: vars.font.size['2xl'], fontWeight: vars.font.weight.bold });
export const text = style({ margin: 0, color: vars.color.textMuted });
export const reference = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  fontFamily: vars.font.family.mono,
  overflowWrap: 'anywhere',
});
