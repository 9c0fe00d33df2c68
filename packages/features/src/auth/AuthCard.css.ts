import { style } from '@vanilla-extract/css';
import { vars } from '@academy/ui';

export const page = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-start',
  paddingBlock: vars.space['10'],
  paddingInline: vars.space['4'],
});

export const card = style({ inlineSize: '100%', maxInlineSize: '26rem', display: 'flex', flexDirection: 'column', gap: vars.space['5'] });

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const title = style({ margin: 0, fontSize: vars.font.size['2xl'], fontWeight: vars.font.weight.bold, color: vars.color.text });

export const subtitle = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const rules = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  fontSize: vars.font.size.xs,
});

export const rule = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], color: vars.color.textMuted });

export const ruleMet = style({ color: vars.color.successText });
